/** Where a ticket order opens: the flight list with the order open (docs/product.md §11). */
export const ticketOrderPath = (id: number) => `/ats/orders?order=${id}`;

/** The booking page of a held fare (`/orders/flight/{hash}`). */
export const flightBookingPath = (hash: string) => `/orders/flight/${encodeURIComponent(hash)}`;
