'use client';

import { useCallback, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { atsListSearch, nextAtsSort, readAtsListQuery, type AtsListQuery, type AtsListSpec } from '@/lib/ats/money-query';

/**
 * A ticket desk list's state in the page URL (the linked users, the payments), written with the
 * History API as the flight list's: a link reopens the same view, back/forward walk the changes.
 */
export function useAtsListUrl<F extends string, S extends string>(spec: AtsListSpec<F, S>) {
  const searchParams = useSearchParams();
  const query = readAtsListQuery(spec, searchParams);
  const top = useRef<HTMLElement>(null);
  const go = useCallback((next: AtsListQuery<F>) => window.history.pushState(null, '', `${window.location.pathname}${atsListSearch(spec, next)}`), [spec]);
  return {
    query,
    top,
    /** New filters: back to page 1 with the sort kept. */
    apply: (filters: Partial<Record<F, string>>) => {
      // In the list's own order, as the server reads them, so a link and its SWR key are one.
      const ordered: Partial<Record<F, string>> = {};
      for (const name of Object.keys(spec.filters) as F[]) if (filters[name]) ordered[name] = filters[name];
      go({ filters: ordered, sort: query.sort, page: 1 });
    },
    sortBy: (key: S) => go({ ...query, sort: nextAtsSort(spec, query.sort, key), page: 1 }),
    toPage: (page: number) => {
      go({ ...query, page });
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
  };
}
