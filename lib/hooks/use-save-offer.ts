'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { ApiRequestError, apiCall } from '@/lib/hooks/fetcher';
import { SAVED_OFFERS_KEY } from '@/lib/hooks/use-saved-offers';
import { useUserStore } from '@/lib/hooks/use-user';
import type { savedOfferRefSchema } from '@/lib/schemas/saved-offers';

/** POST search/offers {sid}: the saved offer's uuid. */
async function postSavedOffer(sid: string): Promise<string> {
  return (await apiCall<output<typeof savedOfferRefSchema>>('/api/search/offers', { method: 'POST', json: { sid } }))
    .data.uuid;
}

/**
 * Saves an offer to the basket: its uuid, or null when the basket already holds it (the backend's
 * 409; docs/product.md §10 "Saved offers"). The top-bar count (the user's `offers`) goes up at once
 * and is then revalidated, and so is the basket's list; on failure the count rolls back and the
 * error is thrown to the caller to show.
 */
export function useSaveOffer(): (sid: string) => Promise<string | null> {
  const { mutate } = useSWRConfig();
  const user = useUserStore();
  return useCallback(
    async (sid: string) => {
      const counted = (offers: number) =>
        user.set((current) => (current.offers === offers ? current : { ...current, offers }));
      const before = user.get().offers;
      counted(before + 1);
      let uuid: string;
      try {
        uuid = await postSavedOffer(sid);
      } catch (error) {
        // Back to the count before, unless something else set it meanwhile.
        if (user.get().offers === before + 1) counted(before);
        if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
        void mutate(SAVED_OFFERS_KEY);
        return null;
      }
      void user.revalidate();
      void mutate(SAVED_OFFERS_KEY);
      return uuid;
    },
    [mutate, user],
  );
}
