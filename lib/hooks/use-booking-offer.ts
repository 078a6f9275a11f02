'use client';

import useSWR, { mutate } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { isJournalKey } from '@/lib/orders/paths';
import type { bookingDataResponseSchema, bookResponseSchema } from '@/lib/schemas/booking';
import type { BookingFormOutput } from '@/lib/shared/tourist-rules';

// The answers come checked by the BFF (lib/bff/answers.ts, docs/architecture.md §10).
const bookPath = (sid: string) => `/api/v2/orders/book/${encodeURIComponent(sid)}`;
const fetchBookingOffer = apiRead((answer: output<typeof bookingDataResponseSchema>) => answer.data.offer);

/** GET v2/orders/book/{sid}: one offer re-priced now (the price calendar's chosen cell). */
export function useBookingOffer(sid: string | null) {
  return useSWR(sid ? bookPath(sid) : null, fetchBookingOffer, { revalidateOnFocus: false });
}

/**
 * POST v2/orders/book/{sid}: books the offer at the price the agent saw (`expected_total`); the new
 * order's id and number. A journal page seen before lacks the order, and a page in SWR's cache is shown over
 * the server's, so the cached journal pages are dropped: the journal shows the server's pages. SWR's
 * own `mutate` (the app's one cache, no provider), so the booking form needs no SWR hook and loads
 * this on first use (docs/architecture.md §10, §11). Failures are thrown: 409 `price_changed` with
 * the new price in its body, 410 gone, 422 fields.
 */
export async function bookOffer(
  sid: string,
  values: BookingFormOutput,
  services: readonly string[],
  expectedTotal: number,
): Promise<BookedOrder> {
  const answer = await apiCall<output<typeof bookResponseSchema>>(bookPath(sid), {
    method: 'POST',
    json: { ...values, services, expected_total: expectedTotal },
  });
  await mutate(isJournalKey, undefined, { revalidate: false });
  return answer.data;
}

export type BookedOrder = output<typeof bookResponseSchema>['data'];
