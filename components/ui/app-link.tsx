'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { isInAppLinkClick } from '@/lib/link-click';

/**
 * The portal's in-app link: a plain `<a>` whose click navigates through the App Router
 * (`router.push`, a transition, as next/link does), without next/link.
 *
 * next/link prefetches every link that scrolls into view. Every portal page is dynamic (it reads
 * the session), so such a prefetch brings only the route's tree and metadata, never the page, yet
 * each one is a request the portal renders: the side menu alone made 16 on every page load (a
 * notifications list ~34), ~3.7 ms of the portal's CPU each against ~15 ms for the page itself,
 * and on a slow line they queued beside the page's own API calls. Navigating without them was
 * not slower (docs/performance.md: the prefetch A/B). With prefetching off, what next/link still
 * brought (URL objects, `as`, legacy children, its pending state) is unused here.
 * eslint.config.mjs keeps next/link out of the portal.
 */
export function AppLink({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isInAppLinkClick(event, event.currentTarget)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
