import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The portal's in-app link: next/link (client-side navigation) without Next's prefetching.
 *
 * next/link prefetches every link that scrolls into view. Every portal page is dynamic (it reads
 * the session), so such a prefetch brings only the route's tree and metadata, never the page, yet
 * each one is a request the portal renders: the side menu alone made 16 on every page load (a
 * notifications list ~34), ~3.7 ms of the portal's CPU each against ~15 ms for the page itself,
 * and on a slow line they queued beside the page's own API calls. Navigating without them was
 * not slower (README "Benchmark": the prefetch A/B). eslint.config.mjs keeps next/link to this file.
 */
export function AppLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
