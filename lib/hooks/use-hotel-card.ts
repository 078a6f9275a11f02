'use client';

import useSWR from 'swr';
import type { output } from 'zod';
import { apiRead } from '@/lib/hooks/fetcher';
import type { hotelCardSchema } from '@/lib/schemas/search';

const fetchHotelCard = apiRead((answer: output<typeof hotelCardSchema>) => answer.data);

/** GET giata/hotel/{id}: the hotel card; loaded only while the card is open, then cached. */
export function useHotelCard(hotelId: number, enabled: boolean) {
  return useSWR(enabled ? `/api/giata/hotel/${hotelId}` : null, fetchHotelCard, { revalidateOnFocus: false });
}
