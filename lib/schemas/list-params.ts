import type { TicketOrdersQuery } from './ticket-orders-query';

/**
 * The lists' sort columns, default sorts, page sizes and call parameters (docs/product.md §7, §11, §12): plain
 * constants and functions, which the query schemas (orders-query.ts, ticket-orders-query.ts) are built on and the
 * browser's list code (column headers, the URLs it writes) reads without the schemas
 * (docs/architecture.md §11 "Server-first screens").
 */

/**
 * Whose orders the journal and the flight list show (docs/product.md §10 "Whose orders a list
 * shows"): the caller's own, those of the users of the caller's office, or the agency's.
 */
export const LIST_SCOPES = ['mine', 'office', 'all'] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

export const ORDERS_PAGE_SIZE = 20;
export const ORDER_SORTS = ['created_at', 'check_in', 'number', 'total'] as const;
export const DEFAULT_ORDER_SORT = '-created_at';

export const FLIGHT_TYPES = ['charter', 'regular'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

/**
 * A ticket order's life: hold (booked, payment due by `payment_deadline`; once paid it waits for
 * ticketing) → ticketed (e-tickets issued) → flown (the last flight departed). A hold not paid in
 * time becomes expired; cancelled is final. refunded: the tickets were returned for money (the
 * ticket desk's refund transaction, docs/product.md §12): final, no check-in ahead.
 */
export const TICKET_ORDER_STATUSES = ['hold', 'ticketed', 'flown', 'cancelled', 'expired', 'refunded'] as const;
export type TicketOrderStatus = (typeof TICKET_ORDER_STATUSES)[number];
/** The statuses of tickets that were sold (a refund among them, counted against its sale): the charter report's sold seats and revenue (docs/product.md §13). */
export const SOLD_TICKET_STATUSES: readonly TicketOrderStatus[] = ['ticketed', 'flown', 'refunded'];

/** What the flight list's deadline column counts down to. */
export const TICKET_DEADLINE_KINDS = ['payment', 'ticketing', 'check_in'] as const;
export type TicketDeadlineKind = (typeof TICKET_DEADLINE_KINDS)[number];

export const TICKET_DOCUMENT_KINDS = ['eticket', 'receipt'] as const;
export type TicketDocumentKind = (typeof TICKET_DOCUMENT_KINDS)[number];

export const TICKET_ORDER_FILTER_MAX = { number: 20, surname: 40 } as const;

/** An airline's IATA code: two letters or digits ("H4", "0B"). */
export const AIRLINE_CODE = /^[A-Z0-9]{2}$/;

export const TICKET_ORDERS_PAGE_SIZE = 20;
export const TICKET_ORDER_SORTS = ['created_at', 'departure', 'number', 'total'] as const;
export const DEFAULT_TICKET_SORT = '-created_at';
/** The desk's columns (docs/product.md §12): the flight list's and the issue date. */
export const ATS_DESK_SORTS = ['created_at', 'departure', 'number', 'total', 'issue_date'] as const;

/** A ticket orders' query as the portal's calls take it: any part may be left out. */
export type TicketOrdersQueryValues = Partial<TicketOrdersQuery>;

/** The list's query → the call's parameters: `page[number]`, `page[size]`; empty values left out (toQueryString comma-joins arrays). */
export function ticketOrdersApiQuery(
  query: TicketOrdersQueryValues,
): Record<string, string | number | readonly string[] | undefined> {
  const { page, size, status, ...filters } = query;
  return {
    ...filters,
    status: status && status.length > 0 ? status : undefined,
    'page[number]': page,
    'page[size]': size,
  };
}
