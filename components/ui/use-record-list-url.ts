'use client';

import { useCallback, useRef, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { formParams, searchParamsOf, type ReadableParams, type RecordListUrlSpec } from '@/lib/query-string';

/**
 * A list of records whose state is its page's URL (the journal, the flight list, the desk;
 * docs/product.md §11 "The flight list"): filters, sort, page and the open record written with the
 * History API (Next's router follows it without a server round trip), so a link reopens the same
 * view and back/forward walk through the changes.
 */
export function useRecordListUrl<Q extends { sort: string; page: number }, F>(spec: RecordListUrlSpec<Q, F>) {
  const searchParams = searchParamsOf(useSearchParams());
  const query = spec.read(searchParams);
  const openRecord = spec.readOpen(searchParams);
  const top = useRef<HTMLElement>(null);
  const go = useCallback((next: Q, open: number | null) => window.history.pushState(null, '', `${window.location.pathname}${spec.search(next, open)}`), [spec]);
  return {
    query,
    openRecord,
    /** The list's section: a new page scrolls back to its top. */
    top,
    /**
     * A server-rendered filter form's submit (docs/architecture.md "Server-first screens"): its
     * fields read by the list's own reader, one client-side navigation to the URL it would have
     * reached without script, written short; the server renders the list and the form anew.
     */
    submitFilters: useFilterSubmit((fields) => `${spec.path}${spec.search(spec.read(fields), null)}`),
    /** A page's and a sort's URL: the pager and the column headers are links. */
    pageHref: (page: number) => `${spec.path}${spec.search({ ...query, page }, null)}`,
    sortHref: (sort: string) => `${spec.path}${spec.search({ ...query, sort, page: 1 }, openRecord)}`,
    /** A new sort (from the view's own columns): page 1, the open record kept. */
    sortBy: (sort: string) => go({ ...query, sort, page: 1 }, openRecord),
    toPage: (page: number) => {
      go({ ...query, page }, null);
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
    /** A record's link (a new tab, a copied link) and its plain click, which opens it in place. */
    recordHref: (id: number) => `${spec.path}${spec.search(query, id)}`,
    open: (id: number) => go(query, id),
    /** Closes the record on the URL as it is now (it may have been open across changes). */
    close: useCallback(() => go(spec.read(new URLSearchParams(window.location.search)), null), [go, spec]),
  };
}

/**
 * The submit of a server-rendered GET filter form inside the element it is set on (its `onSubmit`,
 * docs/architecture.md "Server-first screens"): the form's fields, read by the list's own reader,
 * become one client-side navigation to `urlOf(fields)`, the short URL of what a plain submit would
 * reach; the server renders the list and the form anew.
 */
export function useFilterSubmit(urlOf: (fields: ReadableParams) => string) {
  const router = useRouter();
  return (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'get') return;
    event.preventDefault();
    router.push(urlOf(formParams(form)), { scroll: false });
  };
}
