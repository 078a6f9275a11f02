import { ATS_DESK_SORTS } from '@/lib/schemas/list-params';
import type { DeskTicketOrdersQuery } from '@/lib/schemas/ticket-orders-query';
import { nextListSort, readListSort } from '@/lib/query-string';

/**
 * The ticket desk's view of `/ats/orders` (docs/product.md §12 "Screens"): the flight list's URL
 * state (./ticket-orders-query.ts) plus the desk's own filters, under the backend's names; the
 * server reads it with the backend's own schema (lib/read-query.ts `readAtsDeskQuery`).
 */

export { ATS_DESK_SORTS };
export type AtsDeskSortKey = (typeof ATS_DESK_SORTS)[number];

export type AtsDeskQuery = DeskTicketOrdersQuery;
/** The list's key, search string, filters and an order's path are the flight list's (ticketOrdersKey, ticketOrdersSearch, ticketFiltersOf, ticketOrderPath): the desk's query is a wider TicketOrdersQuery. */
export const readAtsDeskSort = (sort: string) => readListSort<AtsDeskSortKey>(sort, ATS_DESK_SORTS, 'created_at');
export const nextAtsDeskSort = (current: string, key: AtsDeskSortKey): string =>
  nextListSort(readAtsDeskSort(current), key, ['number', 'departure']);
