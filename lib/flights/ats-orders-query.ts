import { isoDayOf } from '@/lib/shared/calendar-days';
import { nextListSort, readListSort, recordIdOf, type ReadableParams, type RecordListUrlSpec } from '@/lib/query-string';
import { TICKET_LIST_URL, readTicketOrdersQuery, type TicketFilterValues, type TicketOrdersQuery } from './ticket-orders-query';

/**
 * The ticket desk's view of `/ats/orders` (docs/product.md §12 "Screens"): the flight list's URL
 * state (./ticket-orders-query.ts) plus the desk's own filters, under the backend's names. Read
 * as forgivingly as the flight list's: a bad part of a hand-edited link is dropped, not the page.
 * No zod: the desk's first load stays small.
 */

export const ATS_SOURCES = ['portal', 'manual'] as const;
export const ATS_TRANSACTIONS = ['sale', 'refund', 'exchange'] as const;
export const ATS_DESK_SORTS = ['created_at', 'departure', 'number', 'total', 'issue_date'] as const;
export type AtsDeskSortKey = (typeof ATS_DESK_SORTS)[number];

export interface AtsDeskFilterValues {
  source?: (typeof ATS_SOURCES)[number];
  transaction_type?: (typeof ATS_TRANSACTIONS)[number];
  seller?: number;
  linked?: '0' | '1';
  property?: number;
  pnr?: string;
  issued_from?: string;
  issued_to?: string;
}
export type AtsDeskQuery = TicketOrdersQuery & AtsDeskFilterValues;
export type AtsDeskFilters = TicketFilterValues & AtsDeskFilterValues;

const PNR_PREFIX = /^[A-Z0-9]{1,8}$/;
const SORT = new RegExp(`^-?(${ATS_DESK_SORTS.join('|')})$`);
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function readAtsDeskQuery(params: ReadableParams | null): AtsDeskQuery {
  const query: AtsDeskQuery = readTicketOrdersQuery(params);
  const get = (name: string) => params?.get(name)?.trim() || undefined;
  const desk: AtsDeskFilterValues = {
    source: oneOf(ATS_SOURCES, get('source')),
    transaction_type: oneOf(ATS_TRANSACTIONS, get('transaction_type')),
    seller: recordIdOf(get('seller')),
    linked: oneOf(['0', '1'] as const, get('linked')),
    property: recordIdOf(get('property')),
  };
  const pnr = get('pnr')?.toUpperCase();
  if (pnr && PNR_PREFIX.test(pnr)) desk.pnr = pnr;
  for (const field of ['issued_from', 'issued_to'] as const) {
    const value = isoDayOf(get(field));
    if (value) desk[field] = value;
  }
  for (const [key, value] of Object.entries(desk)) if (value !== undefined) Object.assign(query, { [key]: value });
  const sort = get('sort');
  if (sort && SORT.test(sort)) query.sort = sort;
  return query;
}

/** The desk's URL state: the flight list's, with the desk's filters read too. */
export const ATS_DESK_URL: RecordListUrlSpec<AtsDeskQuery, AtsDeskFilters> = { ...TICKET_LIST_URL, read: readAtsDeskQuery };

/** The list's key, search string, filters and an order's path are the flight list's (ticketOrdersKey, ticketOrdersSearch, ticketFiltersOf, ticketOrderPath): the desk's query is a wider TicketOrdersQuery. */
export const readAtsDeskSort = (sort: string) => readListSort<AtsDeskSortKey>(sort, ATS_DESK_SORTS, 'created_at');
export const nextAtsDeskSort = (current: string, key: AtsDeskSortKey): string => nextListSort(readAtsDeskSort(current), key, ['number', 'departure']);
