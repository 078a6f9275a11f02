'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { useUserStore } from '@/lib/hooks/use-user';
import type {
  offersTotalSchema,
  SavedOffer,
  savedOfferResponseSchema,
  savedOffersSchema,
} from '@/lib/schemas/saved-offers';

/** SWR key of the basket: GET search/offers. */
export const SAVED_OFFERS_KEY = '/api/search/offers';

const fetchSavedOffers = apiRead((answer: output<typeof savedOffersSchema>) => answer.data);

/** The top-bar count follows the basket. */
function useOfferCount() {
  const user = useUserStore();
  return useCallback(
    (count: number) => user.set((current) => (current.offers === count ? current : { ...current, offers: count })),
    [user],
  );
}

/**
 * The saved offers, loaded only when `enabled` (the dialog is open: nothing is fetched before).
 * A loaded list whose length differs from the top-bar count corrects the count.
 */
export function useSavedOffers(enabled: boolean) {
  const setCount = useOfferCount();
  return useSWR<SavedOffer[]>(enabled ? SAVED_OFFERS_KEY : null, fetchSavedOffers, {
    revalidateOnFocus: false,
    onSuccess: (offers) => setCount(offers.length),
  });
}

/**
 * PATCH search/offers/{uuid} {price}: shown at once, the answer then replaces the offer; on
 * failure the list rolls back and the error is thrown to the caller to show.
 */
export function useUpdateSavedOfferPrice() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (uuid: string, price: number): Promise<void> => {
      const replace = (offers: SavedOffer[] | undefined, next: SavedOffer) =>
        offers?.map((offer) => (offer.uuid === uuid ? next : offer));
      await mutate<SavedOffer[]>(
        SAVED_OFFERS_KEY,
        async (offers) => {
          const saved = (
            await apiCall<output<typeof savedOfferResponseSchema>>(`${SAVED_OFFERS_KEY}/${encodeURIComponent(uuid)}`, {
              method: 'PATCH',
              json: { price },
            })
          ).data;
          return replace(offers, saved);
        },
        {
          optimisticData: (offers) => offers?.map((offer) => (offer.uuid === uuid ? { ...offer, price } : offer)) ?? [],
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
          throwOnError: true,
        },
      );
    },
    [mutate],
  );
}

/**
 * DELETE search/offers with the uuids as the body (`[]` = all). The list and the top-bar count
 * change at once; the count then takes the backend's total. On failure both roll back and the
 * error is thrown.
 */
export function useDeleteSavedOffers() {
  const { mutate } = useSWRConfig();
  const setCount = useOfferCount();
  const user = useUserStore();
  return useCallback(
    async (uuids: string[]): Promise<void> => {
      const keep = (offers: SavedOffer[] | undefined) =>
        uuids.length ? (offers ?? []).filter((offer) => !uuids.includes(offer.uuid)) : [];
      const countBefore = user.get().offers;
      try {
        await mutate<SavedOffer[]>(
          SAVED_OFFERS_KEY,
          async (offers) => {
            const { total } = (
              await apiCall<output<typeof offersTotalSchema>>(SAVED_OFFERS_KEY, { method: 'DELETE', json: uuids })
            ).data;
            setCount(total);
            return keep(offers);
          },
          {
            optimisticData: (offers) => {
              const left = keep(offers);
              setCount(left.length);
              return left;
            },
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
            throwOnError: true,
          },
        );
      } catch (error) {
        setCount(countBefore);
        throw error;
      }
    },
    [mutate, setCount, user],
  );
}
