'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError, apiCall } from '@/lib/hooks/fetcher';
import { SAVED_OFFERS_KEY } from '@/lib/hooks/use-saved-offers';
import { USER_KEY, useUser } from '@/lib/hooks/use-user';
import { savedOfferRefSchema } from '@/lib/schemas/saved-offers';
import type { User } from '@/lib/schemas/user';

/** POST search/offers {sid}: the saved offer's uuid. */
async function postSavedOffer(sid: string): Promise<string> {
  return (await apiCall('/api/search/offers', savedOfferRefSchema, { method: 'POST', json: { sid } })).data.uuid;
}

/**
 * Saves an offer to the basket: its uuid, or null when the basket already holds it (the backend's
 * 409; docs/product.md §10 "Saved offers"). The top-bar count (the user's `offers`) goes up at once
 * and is then revalidated, and so is the basket's list; on failure the count rolls back and the
 * error is thrown to the caller to show.
 */
export function useSaveOffer(): (sid: string) => Promise<string | null> {
  const { mutate } = useSWRConfig();
  // The layout seeds the user as SWR fallback, not cache: until the first refresh the cache is
  // empty, so the optimistic count starts from what is on screen.
  const { user: shown } = useUser();
  return useCallback(
    async (sid: string) => {
      let uuid = '';
      try {
        await mutate<User>(
          USER_KEY,
          async () => {
            uuid = await postSavedOffer(sid);
            return undefined;
          },
          {
            optimisticData: (user = shown) => ({ ...user, offers: user.offers + 1 }),
            populateCache: false,
            revalidate: true,
            rollbackOnError: true,
            throwOnError: true,
          },
        );
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
        void mutate(SAVED_OFFERS_KEY);
        return null;
      }
      void mutate(SAVED_OFFERS_KEY);
      return uuid;
    },
    [mutate, shown],
  );
}
