'use client';

import { useEffect, useTransition } from 'react';
import { useRouter } from 'next/navigation';

/**
 * A report page's navigations (docs/architecture.md §11): the server read the URL with the report's
 * page schema and rendered it; a new filter, sort, page or open flight is a client navigation to
 * another URL, which the server reads and renders in turn, the report on screen kept meanwhile
 * (`navigating`). The address bar is put to the server's canonical search string (a typed day as
 * ISO, defaults and refused parameters left out) without a navigation.
 */
export function useReportUrl(path: string, canonical: string) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  useEffect(() => {
    if (window.location.pathname === path && window.location.search !== canonical)
      window.history.replaceState(window.history.state, '', `${path}${canonical}`);
  }, [path, canonical]);
  const go = (search: string) => startNavigation(() => router.push(`${path}${search}`, { scroll: false }));
  return { go, navigating };
}
