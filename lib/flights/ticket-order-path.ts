import { TICKET_ORDER_PARAM } from './ticket-orders-query';

/** Where a ticket order opens: the flight list with the order open (docs/product.md §11). */
export const ticketOrderPath = (id: number) => `/ats/orders?${TICKET_ORDER_PARAM}=${id}`;

/** The booking page of a held fare (`/orders/flight/{hash}`). */
export const flightBookingPath = (hash: string) => `/orders/flight/${encodeURIComponent(hash)}`;
