'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { isInAppLinkClick } from '@/lib/link-click';
import { progressStore, slowNavigationStore } from '@/lib/progress/store';

/** A navigation Next gave up on (same URL, cancelled) must not leave the bar on forever. */
const NAVIGATION_GIVE_UP_MS = 15_000;

function isPlainNavigationClick(event: MouseEvent): URL | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !isInAppLinkClick(event, anchor)) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Client navigations as work in flight: a link click (or back/forward) starts one, the new
 * pathname or query ends it. Programmatic router.push calls are not seen; their requests are.
 */
export default function NavigationEvents() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const endRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    let giveUp: number | undefined;
    const finish = () => {
      window.clearTimeout(giveUp);
      endRef.current?.();
      endRef.current = null;
    };
    const begin = () => {
      finish();
      const done = [progressStore.start(), slowNavigationStore.start()];
      endRef.current = () => done.forEach((d) => d());
      giveUp = window.setTimeout(finish, NAVIGATION_GIVE_UP_MS);
    };
    // Capture phase: next/link prevents the default, so the bubbling click looks "handled".
    const onClick = (event: MouseEvent) => {
      if (isPlainNavigationClick(event)) begin();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', begin);
    return () => {
      finish();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', begin);
    };
  }, []);

  // The new route rendered: the navigation is over.
  useEffect(() => {
    endRef.current?.();
    endRef.current = null;
  }, [pathname, searchParams]);

  return null;
}
