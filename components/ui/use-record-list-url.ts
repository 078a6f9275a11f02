'use client';

import { useOptimistic } from 'react';
import type { RecordListUrlSpec } from '@/lib/query-string';
import { useListUrl } from './use-list-url';

/**
 * A list of records with an open record (the journal, the flight list, the desk; docs/product.md
 * §11 "The flight list") on the one URL-state hook, `useListUrl`: its spec writes the URL of a
 * query and an open record. A record opened shows at once, before the server answers.
 */
export function useRecordListUrl<Q extends { sort: string; page: number }>(
  spec: RecordListUrlSpec<Q>,
  query: Q,
  openRecord: number | null,
) {
  const list = useListUrl(spec.path);
  const [shownRecord, showRecord] = useOptimistic(openRecord);
  const go = (next: Q, open: number | null) => list.go(spec.search(next, open), () => showRecord(open));
  return {
    /** The open record: the URL's, or the one just opened while its page loads. */
    openRecord: shownRecord,
    top: list.top,
    submitFilters: list.submitFilters,
    /** A page's and a sort's URL: the pager and the column headers are links. */
    pageHref: (page: number) => list.href(spec.search({ ...query, page }, null)),
    sortHref: (sort: string) => list.href(spec.search({ ...query, sort, page: 1 }, openRecord)),
    /** A new sort (from the view's own columns): page 1, the open record kept. */
    sortBy: (sort: string) => go({ ...query, sort, page: 1 }, openRecord),
    toPage: (page: number) => {
      go({ ...query, page }, null);
      list.toTop();
    },
    /** A record's link (a new tab, a copied link) and its plain click, which opens it in place. */
    recordHref: (id: number) => list.href(spec.search(query, id)),
    open: (id: number) => go(query, id),
    close: () => go(query, null),
  };
}
