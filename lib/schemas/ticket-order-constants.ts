/**
 * The ticket orders' plain constants and the flight list's query (docs/product.md §11), apart from
 * the flight search's (./flight-constants.ts re-exports them): the flight list's first load reads
 * only these, without the search query's URL form.
 */

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

export const TICKET_ORDERS_PAGE_SIZE = 20;
export const TICKET_ORDER_SORTS = ['created_at', 'departure', 'number', 'total'] as const;
export const TICKET_ORDER_FILTER_MAX = { number: 20, surname: 40 } as const;

/** The ticket orders' list query (ticketOrdersQuerySchema's output) as `GET ats/orders` parameters. */
export interface TicketOrdersQueryValues {
  number?: string;
  surname?: string;
  route?: string;
  flight_from?: string;
  flight_to?: string;
  airline?: string;
  status?: readonly TicketOrderStatus[];
  flight_type?: FlightType;
  sort?: string;
  page?: number;
  size?: number;
}

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
