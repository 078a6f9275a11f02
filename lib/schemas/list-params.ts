import type { TicketOrdersQuery } from './ticket-orders-query';

/**
 * The lists' sort columns, default sorts, page sizes and call parameters (docs/product.md §7, §11, §12): plain
 * constants and functions, which the query schemas (orders-query.ts, ticket-orders-query.ts) are built on and the
 * browser's list code (column headers, the URLs it writes) reads without the schemas
 * (docs/architecture.md §11 "Server-first screens").
 */

export const ORDERS_PAGE_SIZE = 20;
export const ORDER_SORTS = ['created_at', 'check_in', 'number', 'total'] as const;
export const DEFAULT_ORDER_SORT = '-created_at';

export const TICKET_ORDERS_PAGE_SIZE = 20;
export const TICKET_ORDER_SORTS = ['created_at', 'departure', 'number', 'total'] as const;
export const DEFAULT_TICKET_SORT = '-created_at';
/** The desk's columns (docs/product.md §12): the flight list's and the issue date. */
export const ATS_DESK_SORTS = ['created_at', 'departure', 'number', 'total', 'issue_date'] as const;

/** A ticket orders' query as the portal's calls take it: any part may be left out. */
export type TicketOrdersQueryValues = Partial<TicketOrdersQuery>;

/** The list's query → the call's parameters: `page[number]`, `page[size]`; empty values left out (toQueryString comma-joins arrays). */
export function ticketOrdersApiQuery(query: TicketOrdersQueryValues): Record<string, string | number | readonly string[] | undefined> {
  const { page, size, status, ...filters } = query;
  return {
    ...filters,
    status: status && status.length > 0 ? status : undefined,
    'page[number]': page,
    'page[size]': size,
  };
}
