'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/hooks/fetcher';
import { hotelCardSchema } from '@/lib/schemas/search';

const fetchHotelCard = apiGet(hotelCardSchema, (answer) => answer.data);

/** GET giata/hotel/{id}: the hotel card; loaded only while the card is open, then cached. */
export function useHotelCard(hotelId: number, enabled: boolean) {
  return useSWR(enabled ? `/api/giata/hotel/${hotelId}` : null, fetchHotelCard, { revalidateOnFocus: false });
}
