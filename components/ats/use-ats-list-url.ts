'use client';

import { atsListSearch, nextAtsSort, type AtsListQuery, type AtsListSpec } from '@/lib/ats/list-query';
import { useListUrl } from '@/components/ui/use-list-url';

/**
 * A ticket desk list's state in the page URL (the linked users, the payments) on the one URL-state
 * hook, `useListUrl` (docs/architecture.md §11 "Server-first screens"): the list's spec writes the
 * URL of a query, its sort toggles as the desk's columns do.
 */
export function useAtsListUrl<F extends string, S extends string>(spec: AtsListSpec<S>, query: AtsListQuery<F>) {
  const list = useListUrl(spec.page);
  /** A query's page URL (a link's href). */
  const href = (next: AtsListQuery<F>) => list.href(atsListSearch(spec, next));
  const go = (next: AtsListQuery<F>) => list.go(atsListSearch(spec, next));
  return {
    query,
    top: list.top,
    href,
    submitFilters: list.submitFilters,
    /** The pager's and the column headers' links. */
    pageHref: (page: number) => href({ ...query, page }),
    sortHref: (key: S) => href({ ...query, sort: nextAtsSort(spec, query.sort, key), page: 1 }),
    sortBy: (key: S) => go({ ...query, sort: nextAtsSort(spec, query.sort, key), page: 1 }),
    toPage: (page: number) => {
      go({ ...query, page });
      list.toTop();
    },
  };
}
