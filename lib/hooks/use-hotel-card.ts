'use client';

import useSWR from 'swr';
import { swrFetcher } from '@/lib/hooks/fetcher';
import { hotelCardSchema } from '@/lib/schemas/search';

/** GET giata/hotel/{id}: the hotel card; loaded only while the card is open, then cached. */
export function useHotelCard(hotelId: number, enabled: boolean) {
  return useSWR(enabled ? `/api/giata/hotel/${hotelId}` : null, async (path: string) => hotelCardSchema.parse(await swrFetcher(path)).data, {
    revalidateOnFocus: false,
  });
}
