import 'server-only';
import { bookingDataResponseSchema } from '@/lib/schemas/booking';
import type { Offer } from '@/lib/schemas/search';
import { backendJson } from './client';
import { BackendError } from './errors';

/**
 * GET v2/orders/book/{sid}: the chosen offer, re-priced now. An unknown sid is the backend's 404,
 * thrown as a BackendError for the page to turn into its 404.
 */
export async function getBookingOffer(sid: string): Promise<Offer> {
  return (await backendJson(`v2/orders/book/${encodeURIComponent(sid)}`, bookingDataResponseSchema, { handle: [404] })).data.offer;
}

/**
 * The same call as the booking page needs it: the offer with the party, services, baggage and
 * price. `null` when the offer is no longer sold (410): the page says so instead of failing.
 */
export async function getBookingData(sid: string) {
  try {
    return (await backendJson(`v2/orders/book/${encodeURIComponent(sid)}`, bookingDataResponseSchema, { handle: [404, 410] })).data;
  } catch (error) {
    if (error instanceof BackendError && error.status === 410) return null;
    throw error;
  }
}
