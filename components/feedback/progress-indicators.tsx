'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { createProgressStore, progressStore } from '@/lib/progress/store';

/** The global loader shows only for navigations slower than this (a short one has the bar). */
const SLOW_NAVIGATION_MS = 1000;
const slowNavigation = createProgressStore({ delay: SLOW_NAVIGATION_MS });
/** A navigation Next gave up on (same URL, cancelled) must not leave the bar on forever. */
const NAVIGATION_GIVE_UP_MS = 15_000;

const off = () => false;

/** The thin bar at the top: requests and navigations that last longer than 250 ms. */
export function ProgressBar() {
  const t = useTranslations('alerts');
  const visible = useSyncExternalStore(progressStore.subscribe, progressStore.getSnapshot, off);
  return (
    <div
      role="progressbar"
      aria-label={t('progress')}
      aria-hidden={!visible}
      data-testid="progress-bar"
      data-active={visible ? 'true' : 'false'}
      className={['pointer-events-none fixed inset-x-0 top-0 z-[80] h-1 overflow-hidden transition-opacity duration-200', visible ? 'opacity-100' : 'opacity-0'].join(' ')}
    >
      <div className="h-full w-full animate-pulse bg-accent" />
    </div>
  );
}

/**
 * The global loader (SPEC.md §4): visible in the server's HTML, hidden once the page is
 * interactive and after every navigation; shown again only for a slow navigation. A small
 * non-blocking badge, so the first server paint stays usable.
 */
export function GlobalLoader() {
  const t = useTranslations('alerts');
  // False in the server's HTML and during hydration, true right after: hides the loader on hydration.
  const hydrated = useHydrated();
  const slow = useSyncExternalStore(slowNavigation.subscribe, slowNavigation.getSnapshot, off);
  const visible = !hydrated || slow;
  return (
    <div
      role="status"
      data-testid="global-loader"
      data-active={visible ? 'true' : 'false'}
      className={[
        'pointer-events-none fixed left-1/2 top-3 z-[80] -translate-x-1/2 items-center gap-2 rounded-full bg-white/95 px-3 py-1 text-xs font-medium text-slate-700 shadow',
        visible ? 'flex' : 'hidden',
      ].join(' ')}
    >
      <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand" />
      {t('loading')}
    </div>
  );
}

function isPlainNavigationClick(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Client navigations as work in flight: a link click (or back/forward) starts one, the new
 * pathname or query ends it. Programmatic router.push calls are not seen; their requests are.
 */
export function NavigationEvents() {
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
      const done = [progressStore.start(), slowNavigation.start()];
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
