'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall } from '@/lib/hooks/fetcher';
import { USER_KEY, useUser } from '@/lib/hooks/use-user';
import { savedOfferRefSchema } from '@/lib/schemas/saved-offers';
import type { User } from '@/lib/schemas/user';

/** POST search/offers {sid}: the saved offer's uuid. */
async function postSavedOffer(sid: string): Promise<string> {
  return (await apiCall('/api/search/offers', savedOfferRefSchema, { method: 'POST', json: { sid } })).data.uuid;
}

/**
 * Saves an offer to the basket. The top-bar count (the user's `offers`) goes up at once and is
 * then revalidated; on failure it rolls back and the error is thrown to the caller to show.
 */
export function useSaveOffer(): (sid: string) => Promise<string> {
  const { mutate } = useSWRConfig();
  // The layout seeds the user as SWR fallback, not cache: until the first refresh the cache is
  // empty, so the optimistic count starts from what is on screen.
  const { user: shown } = useUser();
  return useCallback(
    async (sid: string) => {
      let uuid = '';
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
      return uuid;
    },
    [mutate, shown],
  );
}
