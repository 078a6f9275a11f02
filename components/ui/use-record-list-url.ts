'use client';

import { startTransition, useCallback, useOptimistic, useRef, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { formSearch, type RecordListUrlSpec } from '@/lib/query-string';

/**
 * A list of records whose state is its page's URL (the journal, the flight list, the desk;
 * docs/product.md §11 "The flight list"): filters, sort, page and the open record. The server page
 * reads the URL with the list's schema and hands `query` and `openRecord` down as props
 * (docs/architecture.md §11 "Server-first screens"); a change is a client navigation to the URL the
 * list writes, which renders the server page with new props, so a link reopens the same view and
 * back/forward walk through the changes. A record opened shows at once, before the server answers.
 */
export function useRecordListUrl<Q extends { sort: string; page: number }>(
  spec: RecordListUrlSpec<Q>,
  query: Q,
  openRecord: number | null,
) {
  const router = useRouter();
  const [shownRecord, showRecord] = useOptimistic(openRecord);
  const top = useRef<HTMLElement>(null);
  const go = useCallback(
    (next: Q, open: number | null) =>
      startTransition(() => {
        showRecord(open);
        router.push(`${spec.path}${spec.search(next, open)}`, { scroll: false });
      }),
    [router, showRecord, spec],
  );
  return {
    /** The open record: the URL's, or the one just opened while its page loads. */
    openRecord: shownRecord,
    /** The list's section: a new page scrolls back to its top. */
    top,
    /**
     * A server-rendered filter form's submit (docs/architecture.md "Server-first screens"): one
     * client-side navigation to the URL a plain submit would reach, written short; the server
     * reads it, renders the list and the form anew.
     */
    submitFilters: useFilterSubmit((form) => `${spec.path}${formSearch(form)}`),
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
    close: () => go(query, null),
  };
}

/**
 * The submit of a server-rendered GET filter form inside the element it is set on (its `onSubmit`,
 * docs/architecture.md "Server-first screens"): one client-side navigation to `urlOf(form)`, the
 * short URL of what a plain submit would reach; the server reads it with the list's schema and
 * renders the list and the form anew.
 */
export function useFilterSubmit(urlOf: (form: HTMLFormElement) => string) {
  const router = useRouter();
  return (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'get') return;
    event.preventDefault();
    router.push(urlOf(form), { scroll: false });
  };
}
