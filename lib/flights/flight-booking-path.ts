/** The booking page of a held fare (`/orders/flight/{hash}`, docs/product.md §11). */
export const flightBookingPath = (hash: string) => `/orders/flight/${encodeURIComponent(hash)}`;
