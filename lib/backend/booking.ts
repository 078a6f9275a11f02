import 'server-only';
import { bookingDataResponseSchema } from '@/lib/schemas/booking';
import type { Offer } from '@/lib/schemas/search';
import { backendJson } from './client';

/**
 * GET v2/orders/book/{sid}: the chosen offer, re-priced now. An unknown sid is the backend's 404,
 * thrown as a BackendError for the page to turn into its 404.
 */
export async function getBookingOffer(sid: string): Promise<Offer> {
  return (await backendJson(`v2/orders/book/${encodeURIComponent(sid)}`, bookingDataResponseSchema, { handle: [404] })).data.offer;
}
