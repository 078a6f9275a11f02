'use client';

import { useCallback, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { atsListSearch, nextAtsSort, type AtsListQuery, type AtsListSpec } from '@/lib/ats/list-query';
import { formSearch } from '@/lib/query-string';
import { useFilterSubmit } from '@/components/ui/use-record-list-url';

/**
 * A ticket desk list's state in the page URL (the linked users, the payments), as the flight
 * list's: the server page reads it with the list's schema and passes `query` down; a change is a
 * client navigation to the URL written here, so a link reopens the same view and back/forward walk
 * the changes (docs/architecture.md §11 "Server-first screens").
 */
export function useAtsListUrl<F extends string, S extends string>(spec: AtsListSpec<S>, query: AtsListQuery<F>) {
  const router = useRouter();
  const top = useRef<HTMLElement>(null);
  /** A query's page URL (a link's href). */
  const href = useCallback((next: AtsListQuery<F>) => `${spec.page}${atsListSearch(spec, next)}`, [spec]);
  const go = useCallback((next: AtsListQuery<F>) => router.push(href(next), { scroll: false }), [href, router]);
  return {
    query,
    top,
    href,
    /**
     * The server-rendered filter form's submit (docs/architecture.md "Server-first screens"): one
     * client navigation to the short URL of what a plain submit sends, where the server reads it,
     * renders the list and a fresh form.
     */
    submitFilters: useFilterSubmit((form) => `${spec.page}${formSearch(form)}`),
    /** The pager's and the column headers' links. */
    pageHref: (page: number) => href({ ...query, page }),
    sortHref: (key: S) => href({ ...query, sort: nextAtsSort(spec, query.sort, key), page: 1 }),
    sortBy: (key: S) => go({ ...query, sort: nextAtsSort(spec, query.sort, key), page: 1 }),
    toPage: (page: number) => {
      go({ ...query, page });
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
  };
}
