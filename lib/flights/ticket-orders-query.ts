import { isoDayOf } from '@/lib/shared/calendar-days';
import {
  FLIGHT_TYPES,
  TICKET_ORDER_FILTER_MAX,
  TICKET_ORDER_SORTS,
  TICKET_ORDER_STATUSES,
  TICKET_ORDERS_PAGE_SIZE,
  ticketOrdersApiQuery,
  type FlightType,
  type TicketOrderStatus,
  type TicketOrdersQueryValues,
} from '@/lib/schemas/ticket-order-constants';
import { nextListSort, readListSort, recordIdOf, toQueryString, type ReadableParams, type RecordListUrlSpec } from '@/lib/query-string';
import { TICKET_ORDER_PARAM } from './ticket-order-path';

/**
 * The flight list's state lives in the page URL, as the journal's does (docs/product.md §11 "The
 * flight list"): the backend's own query names, `page`, and `order` for the open order. Reading is
 * forgiving, field by field: a stale link loses only its bad parts. The list's first-load code:
 * the rules of ticketOrdersQuerySchema checked by hand, without zod.
 */

/** The list's query with the defaults filled in. */
export type TicketOrdersQuery = TicketOrdersQueryValues & { sort: string; page: number; size: number };
export type TicketOrderSortKey = (typeof TICKET_ORDER_SORTS)[number];
/** What the filter form sets: everything but paging and sorting. */
export type TicketFilterValues = Omit<TicketOrdersQueryValues, 'page' | 'size' | 'sort'>;

export const DEFAULT_TICKET_SORT = '-created_at';
export { TICKET_ORDER_PARAM, ticketOrderPath } from './ticket-order-path';

const ROUTE = /^[A-Z]{3}-[A-Z]{3}$/;
const AIRLINE = /^[A-Z0-9]{2}$/;
const SORT = new RegExp(`^-?(${TICKET_ORDER_SORTS.join('|')})$`);

export function readTicketOrdersQuery(params: ReadableParams | null): TicketOrdersQuery {
  const query: TicketOrdersQuery = { sort: DEFAULT_TICKET_SORT, page: 1, size: TICKET_ORDERS_PAGE_SIZE };
  const get = (name: string) => params?.get(name)?.trim() || undefined;
  for (const field of ['number', 'surname'] as const) {
    const value = get(field);
    if (value && value.length <= TICKET_ORDER_FILTER_MAX[field]) query[field] = value;
  }
  const route = get('route');
  if (route && ROUTE.test(route)) query.route = route;
  for (const field of ['flight_from', 'flight_to'] as const) {
    const value = isoDayOf(get(field));
    if (value) query[field] = value;
  }
  const airline = get('airline');
  if (airline && AIRLINE.test(airline)) query.airline = airline;
  const status = (get('status') ?? '').split(',').filter((s): s is TicketOrderStatus => (TICKET_ORDER_STATUSES as readonly string[]).includes(s));
  if (status.length) query.status = [...new Set(status)];
  const type = get('flight_type');
  if (type && (FLIGHT_TYPES as readonly string[]).includes(type)) query.flight_type = type as FlightType;
  const sort = get('sort');
  if (sort && SORT.test(sort)) query.sort = sort;
  const page = Number(get('page'));
  if (Number.isInteger(page) && page > 0) query.page = page;
  return query;
}

/** The open order's id from the URL, or null. */
export function readOpenTicketOrder(params: ReadableParams | null): number | null {
  return recordIdOf(params?.get(TICKET_ORDER_PARAM)) ?? null;
}

export function ticketFiltersOf(query: TicketOrdersQuery): TicketFilterValues {
  const filters: Partial<TicketOrdersQuery> = { ...query };
  delete filters.page;
  delete filters.size;
  delete filters.sort;
  return filters;
}

/** The filters only: a change of filters goes back to page 1 with the sort kept. */
export function withTicketFilters(query: TicketOrdersQuery, filters: TicketFilterValues): TicketOrdersQuery {
  return { sort: query.sort, size: query.size, page: 1, ...filters };
}

/** The page URL's search string (`?…` or ''): defaults left out so a shared link stays short. */
export function ticketOrdersSearch(query: TicketOrdersQuery, openOrder: number | null = null): string {
  return toQueryString({
    ...ticketFiltersOf(query),
    sort: query.sort === DEFAULT_TICKET_SORT ? undefined : query.sort,
    page: query.page > 1 ? query.page : undefined,
    [TICKET_ORDER_PARAM]: openOrder ?? undefined,
  });
}

/** The flight list's URL state for components/ui/use-record-list-url.ts. */
export const TICKET_LIST_URL: RecordListUrlSpec<TicketOrdersQuery, TicketFilterValues> = {
  path: '/ats/orders',
  read: readTicketOrdersQuery,
  readOpen: readOpenTicketOrder,
  search: ticketOrdersSearch,
  withFilters: withTicketFilters,
};

/** The BFF path of one list page: the SWR key, also computed by the server page that seeds it. */
export const ticketOrdersKey = (query: TicketOrdersQuery) =>
  `/api/ats/orders${toQueryString(ticketOrdersApiQuery({ ...query, sort: query.sort === DEFAULT_TICKET_SORT ? undefined : query.sort }))}`;

/** The column a sort names and its direction. */
export const readTicketSort = (sort: string) => readListSort<TicketOrderSortKey>(sort, TICKET_ORDER_SORTS, 'created_at');

/** A click on a column header: the same column flips its direction; another starts descending, the number and the departure ascending. */
export const nextTicketSort = (current: string, key: TicketOrderSortKey): string => nextListSort(readTicketSort(current), key, ['number', 'departure']);
