import { DEFAULT_ORDER_SORT, ORDER_SORTS } from '@/lib/schemas/list-params';
import type { OrdersQuery } from '@/lib/schemas/orders-query';
import {
  nextListSort,
  readListSort,
  recordIdOf,
  toQueryString,
  type ReadableParams,
  type QueryValue,
  type RecordListUrlSpec,
} from '@/lib/query-string';

export { DEFAULT_ORDER_SORT };
import { JOURNAL_API_PATH, ORDER_PARAM } from './paths';

/**
 * The journal's state lives in the page URL (shareable, back/forward, server-rendered from it):
 * the backend's own query names, `page` for the page and `order` for the open order. The server
 * reads it with the backend's own schema (lib/read-query.ts `readJournalQuery`); this module writes it.
 */

export type OrderSortKey = (typeof ORDER_SORTS)[number];

/** The open order's id from the URL, or null. */
export function readOpenOrder(params: ReadableParams | null): number | null {
  return recordIdOf(params?.get(ORDER_PARAM)) ?? null;
}

/** What the filter form sets: everything but paging and sorting. */
export type JournalFilterValues = Omit<OrdersQuery, 'page' | 'size' | 'sort'>;

export function filtersOf(query: OrdersQuery): JournalFilterValues {
  const filters: Partial<OrdersQuery> = { ...query };
  delete filters.page;
  delete filters.size;
  delete filters.sort;
  return filters;
}

function filterRecord(query: OrdersQuery): Record<string, QueryValue> {
  return { ...filtersOf(query), sort: query.sort === DEFAULT_ORDER_SORT ? undefined : query.sort };
}

/** The page URL's search string (`?…` or ''): defaults left out so a shared link stays short. */
export function journalSearch(query: OrdersQuery, openOrder: number | null = null): string {
  return toQueryString({
    ...filterRecord(query),
    page: query.page > 1 ? query.page : undefined,
    [ORDER_PARAM]: openOrder ?? undefined,
  });
}

/** The backend's (and the BFF's) query for the list: `page[number]`, `page[size]`. */
export function journalApiQuery(query: OrdersQuery): Record<string, QueryValue> {
  return { ...filterRecord(query), 'page[number]': query.page, 'page[size]': query.size };
}

/** The column a sort names and its direction. */
export const readSort = (sort: string) => readListSort<OrderSortKey>(sort, ORDER_SORTS, 'created_at');

/** A click on a column header: the same column flips its direction, another starts descending for dates and amounts. */
export const nextSort = (current: string, key: OrderSortKey): string =>
  nextListSort(readSort(current), key, ['number']);

/** The filters only: a change of filters goes back to page 1 with the sort kept. */
export function withFilters(query: OrdersQuery, filters: JournalFilterValues): OrdersQuery {
  return { sort: query.sort, size: query.size, page: 1, ...filters };
}

/** The journal's URL state for components/ui/use-record-list-url.ts. */
export const JOURNAL_URL: RecordListUrlSpec<OrdersQuery> = { path: '/orders', search: journalSearch };

/** The BFF path of one journal page: the SWR key, also computed by the server page that seeds it. */
export const ordersListKey = (query: OrdersQuery) => `${JOURNAL_API_PATH}${toQueryString(journalApiQuery(query))}`;
