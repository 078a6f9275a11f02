import 'server-only';
import { bookingDataResponseSchema } from '@/lib/schemas/booking';
import { backendJson } from './client';

/**
 * GET v2/orders/book/{sid} as the booking page needs it: the offer with the party, services, baggage and
 * price. 404 (unknown sid) and 410 (no longer sold) are thrown for the page to handle.
 */
export async function getBookingData(sid: string) {
  return (
    await backendJson(`v2/orders/book/${encodeURIComponent(sid)}`, bookingDataResponseSchema, { handle: [404, 410] })
  ).data;
}
