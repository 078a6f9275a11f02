'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiCall, apiGet } from '@/lib/hooks/fetcher';
import { isJournalKey } from '@/lib/orders/paths';
import type { BookingFormOutput } from '@/lib/shared/tourist-rules';

// The answers' schemas come with the first answer (docs/architecture.md §10, §11).
const schemas = () => import('@/lib/schemas/booking');
const bookPath = (sid: string) => `/api/v2/orders/book/${encodeURIComponent(sid)}`;
const fetchBookingOffer = apiGet(() => schemas().then((s) => s.bookingDataResponseSchema), (answer) => answer.data.offer);

/** GET v2/orders/book/{sid}: one offer re-priced now (the price calendar's chosen cell). */
export function useBookingOffer(sid: string | null) {
  return useSWR(sid ? bookPath(sid) : null, fetchBookingOffer, { revalidateOnFocus: false });
}

/**
 * POST v2/orders/book/{sid}: books the offer at the price the agent saw (`expected_total`); the new
 * order's id. Journal pages cached before it lack the order, so they are dropped and load afresh.
 * Failures are thrown: 409 `price_changed` with the new price in its body, 410 gone, 422 fields.
 */
export function useBookOffer(sid: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: BookingFormOutput, services: readonly string[], expectedTotal: number): Promise<number> => {
      const answer = await apiCall(bookPath(sid), () => schemas().then((s) => s.bookResponseSchema), { method: 'POST', json: { ...values, services, expected_total: expectedTotal } });
      await mutate(isJournalKey, undefined, { revalidate: false });
      return answer.data.id;
    },
    [mutate, sid],
  );
}
