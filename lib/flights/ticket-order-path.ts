/**
 * A ticket order's place in the portal: the flight list with the order open (docs/product.md §11
 * "The flight list"). Its own module, so the pages that only link to an order (the booking page,
 * the ticket desk's payments) do not load the list's URL reader with it.
 */

/** The open order, named as the journal names its own (`?order=`). */
export const TICKET_ORDER_PARAM = 'order';

/** An order in the list: the list with nothing filtered and the order open (the booking page goes there). */
export const ticketOrderPath = (id: number) => `/ats/orders?${TICKET_ORDER_PARAM}=${id}`;

/** A ticket order on its own page, an address to send a colleague (docs/product.md §11 "The flight list"). */
export const ticketOrderPagePath = (id: number) => `/ats/orders/${id}`;
