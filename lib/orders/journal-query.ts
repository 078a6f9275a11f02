import type { OrdersQuery } from '@/lib/schemas/orders';
import { ORDER_FILTER_MAX, ORDER_SORTS, ORDERS_PAGE_SIZE } from '@/lib/schemas/orders-limits';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/schemas/order-status';
import { nextListSort, readListSort, recordIdOf, toQueryString, type ReadableParams, type QueryValue, type RecordListUrlSpec } from '@/lib/query-string';
import { isoDayOf } from '@/lib/shared/calendar-days';
import { JOURNAL_API_PATH, ORDER_PARAM } from './paths';

/**
 * The journal's state lives in the page URL (shareable, back/forward, server-rendered from it):
 * the backend's own query names, `page` for the page and `order` for the open order. Reading is
 * forgiving, field by field: a hand-edited or stale link loses only its bad parts, never the page.
 */

export const DEFAULT_ORDER_SORT = '-created_at';
export type OrderSortKey = (typeof ORDER_SORTS)[number];

const TEXT_FIELDS = ['number', 'surname', 'flight_there', 'flight_back'] as const;
const DATE_FIELDS = ['created_from', 'created_to', 'check_in_from', 'check_in_to'] as const;
const ID_FIELDS = ['country_id', 'hotel_id', 'owner_id'] as const;
// ordersQuerySchema's rules, checked by hand: this file is the journal's first-load code, and
// importing the schema would bring all of zod with it.
const SORT = new RegExp(`^-?(${ORDER_SORTS.join('|')})$`);

/** The query a page URL asks for; defaults filled in. */
export function readJournalQuery(params: ReadableParams | null): OrdersQuery {
  const query: OrdersQuery = { sort: DEFAULT_ORDER_SORT, page: 1, size: ORDERS_PAGE_SIZE };
  const get = (name: string) => params?.get(name)?.trim() || undefined;
  for (const field of TEXT_FIELDS) {
    const value = get(field);
    if (value && value.length <= ORDER_FILTER_MAX[field]) query[field] = value;
  }
  for (const field of DATE_FIELDS) {
    const value = isoDayOf(get(field));
    if (value) query[field] = value;
  }
  for (const field of ID_FIELDS) {
    const value = Number(get(field));
    if (Number.isSafeInteger(value) && value > 0) query[field] = value;
  }
  const status = (get('status') ?? '').split(',').filter((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s));
  if (status.length) query.status = [...new Set(status)];
  const sort = get('sort');
  if (sort && SORT.test(sort)) query.sort = sort;
  const page = Number(get('page'));
  if (Number.isInteger(page) && page > 0) query.page = page;
  return query;
}

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
  return toQueryString({ ...filterRecord(query), page: query.page > 1 ? query.page : undefined, [ORDER_PARAM]: openOrder ?? undefined });
}

/** The backend's (and the BFF's) query for the list: `page[number]`, `page[size]`. */
export function journalApiQuery(query: OrdersQuery): Record<string, QueryValue> {
  return { ...filterRecord(query), 'page[number]': query.page, 'page[size]': query.size };
}

/** The column a sort names and its direction. */
export const readSort = (sort: string) => readListSort<OrderSortKey>(sort, ORDER_SORTS, 'created_at');

/** A click on a column header: the same column flips its direction, another starts descending for dates and amounts. */
export const nextSort = (current: string, key: OrderSortKey): string => nextListSort(readSort(current), key, ['number']);

/** The filters only: a change of filters goes back to page 1 with the sort kept. */
export function withFilters(query: OrdersQuery, filters: JournalFilterValues): OrdersQuery {
  return { sort: query.sort, size: query.size, page: 1, ...filters };
}

/** The journal's URL state for components/ui/use-record-list-url.ts. */
export const JOURNAL_URL: RecordListUrlSpec<OrdersQuery, JournalFilterValues> = {
  path: '/orders',
  read: readJournalQuery,
  readOpen: readOpenOrder,
  search: journalSearch,
  withFilters,
};

/** The BFF path of one journal page: the SWR key, also computed by the server page that seeds it. */
export const ordersListKey = (query: OrdersQuery) => `${JOURNAL_API_PATH}${toQueryString(journalApiQuery(query))}`;
