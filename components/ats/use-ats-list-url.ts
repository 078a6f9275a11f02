'use client';

import { useCallback, useRef, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { atsListSearch, nextAtsSort, readAtsListQuery, type AtsListQuery, type AtsListSpec } from '@/lib/ats/money-query';
import { formParams, searchParamsOf } from '@/lib/query-string';

/**
 * A ticket desk list's state in the page URL (the linked users, the payments), written with the
 * History API as the flight list's: a link reopens the same view, back/forward walk the changes.
 */
export function useAtsListUrl<F extends string, S extends string>(spec: AtsListSpec<F, S>) {
  const query = readAtsListQuery(spec, searchParamsOf(useSearchParams()));
  const router = useRouter();
  const top = useRef<HTMLElement>(null);
  /** A query's page URL (a link's href). */
  const href = useCallback((next: AtsListQuery<F>) => `${spec.page}${atsListSearch(spec, next)}`, [spec]);
  const go = useCallback((next: AtsListQuery<F>) => window.history.pushState(null, '', href(next)), [href]);
  return {
    query,
    top,
    href,
    /**
     * The server-rendered filter form's submit (docs/architecture.md "Server-first screens"): its
     * fields read by the list's reader, one client navigation to the short URL, where the server
     * renders the list and a fresh form.
     */
    submitFilters: (event: FormEvent<HTMLElement>) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method !== 'get') return;
      event.preventDefault();
      router.push(href(readAtsListQuery(spec, formParams(form))), { scroll: false });
    },
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
