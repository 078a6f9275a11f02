import { DEFAULT_TICKET_SORT, TICKET_ORDER_SORTS, ticketOrdersApiQuery } from '@/lib/schemas/list-params';
import type { TicketOrdersQuery } from '@/lib/schemas/ticket-orders-query';
import {
  nextListSort,
  readListSort,
  recordIdOf,
  toQueryString,
  type ReadableParams,
  type RecordListUrlSpec,
} from '@/lib/query-string';
import { TICKET_ORDER_PARAM } from './ticket-order-path';

/**
 * The flight list's state lives in the page URL, as the journal's does (docs/product.md §11 "The
 * flight list"): the backend's own query names, `page`, and `order` for the open order. The server
 * reads it with the backend's own schema (lib/read-query.ts `readTicketOrdersQuery`); this module writes it.
 */

export { DEFAULT_TICKET_SORT, type TicketOrdersQuery };
export type TicketOrderSortKey = (typeof TICKET_ORDER_SORTS)[number];
/** What the filter form sets: everything but paging and sorting. */
export type TicketFilterValues = Omit<TicketOrdersQuery, 'page' | 'size' | 'sort'>;

export { ticketOrderPath } from './ticket-order-path';

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
export const TICKET_LIST_URL: RecordListUrlSpec<TicketOrdersQuery> = {
  path: '/ats/orders',
  search: ticketOrdersSearch,
};

/** The BFF path of one list page: the SWR key, also computed by the server page that seeds it. */
export const ticketOrdersKey = (query: TicketOrdersQuery) =>
  `/api/ats/orders${toQueryString(ticketOrdersApiQuery({ ...query, sort: query.sort === DEFAULT_TICKET_SORT ? undefined : query.sort }))}`;

/** The column a sort names and its direction. */
export const readTicketSort = (sort: string) =>
  readListSort<TicketOrderSortKey>(sort, TICKET_ORDER_SORTS, 'created_at');

/** A click on a column header: the same column flips its direction; another starts descending, the number and the departure ascending. */
export const nextTicketSort = (current: string, key: TicketOrderSortKey): string =>
  nextListSort(readTicketSort(current), key, ['number', 'departure']);
