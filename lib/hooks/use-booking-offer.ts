'use client';

import useSWR from 'swr';
import { swrFetcher } from '@/lib/hooks/fetcher';
import { bookingDataResponseSchema } from '@/lib/schemas/booking';

/** GET v2/orders/book/{sid}: one offer re-priced now (the price calendar's chosen cell). */
export function useBookingOffer(sid: string | null) {
  return useSWR(sid ? `/api/v2/orders/book/${encodeURIComponent(sid)}` : null, async (path: string) => bookingDataResponseSchema.parse(await swrFetcher(path)).data.offer, {
    revalidateOnFocus: false,
  });
}
