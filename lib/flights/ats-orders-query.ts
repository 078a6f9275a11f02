import { ATS_DESK_SORTS, atsOrdersQuerySchema, type AtsOrdersQuery } from '@/lib/schemas/ticket-orders-query';
import { nextListSort, readListSort, readQuery, type ReadableParams, type RecordListUrlSpec } from '@/lib/query-string';
import { TICKET_LIST_URL, type TicketFilterValues } from './ticket-orders-query';

/**
 * The ticket desk's view of `/ats/orders` (docs/product.md §12 "Screens"): the flight list's URL
 * state (./ticket-orders-query.ts) plus the desk's own filters, under the backend's names, read by
 * the backend's own schema as forgivingly as the flight list's.
 */

export { ATS_DESK_SORTS };
export type AtsDeskSortKey = (typeof ATS_DESK_SORTS)[number];

export type AtsDeskQuery = AtsOrdersQuery;
/** The desk's own filters, beside the flight list's. */
export type AtsDeskFilterValues = Omit<AtsOrdersQuery, keyof TicketFilterValues | 'page' | 'size' | 'sort'>;
export type AtsDeskFilters = TicketFilterValues & AtsDeskFilterValues;

export const readAtsDeskQuery = (params: ReadableParams | null): AtsDeskQuery => readQuery(atsOrdersQuerySchema, params);

/** The desk's URL state: the flight list's, with the desk's filters read too. */
export const ATS_DESK_URL: RecordListUrlSpec<AtsDeskQuery, AtsDeskFilters> = { ...TICKET_LIST_URL, read: readAtsDeskQuery };

/** The list's key, search string, filters and an order's path are the flight list's (ticketOrdersKey, ticketOrdersSearch, ticketFiltersOf, ticketOrderPath): the desk's query is a wider TicketOrdersQuery. */
export const readAtsDeskSort = (sort: string) => readListSort<AtsDeskSortKey>(sort, ATS_DESK_SORTS, 'created_at');
export const nextAtsDeskSort = (current: string, key: AtsDeskSortKey): string => nextListSort(readAtsDeskSort(current), key, ['number', 'departure']);
