import 'server-only';
import { bookingDataResponseSchema } from '@/lib/schemas/booking';
import type { Offer } from '@/lib/schemas/search';
import { backendJson } from './client';

/**
 * GET v2/orders/book/{sid} as the booking page needs it: the offer with the party, services, baggage and
 * price. 404 (unknown sid) and 410 (no longer sold) are thrown for the page to handle.
 */
export async function getBookingData(sid: string) {
  return (await backendJson(`v2/orders/book/${encodeURIComponent(sid)}`, bookingDataResponseSchema, { handle: [404, 410] })).data;
}

/**
 * GET v2/orders/book/{sid}: the chosen offer, re-priced now. An unknown sid is the backend's 404,
 * thrown as a BackendError for the page to turn into its 404.
 */
export async function getBookingOffer(sid: string): Promise<Offer> {
  return (await backendJson(`v2/orders/book/${encodeURIComponent(sid)}`, bookingDataResponseSchema, { handle: [404] })).data.offer;
}

