'use client';

import useSWR, { preload, useSWRConfig } from 'swr';
import { useCallback } from 'react';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import type {
  fareHoldResponseSchema,
  FareHold,
  flightSearchResponseSchema,
  FlightSearchResult,
  PassengerCounts,
} from '@/lib/schemas/flights';

// The flight search and choosing a fare (docs/product.md §11); the answers come checked by the BFF
// (lib/bff/answers.ts, docs/architecture.md §10).

/** GET air_tickets_search?… through the BFF: the key is the path, `search` the query string ("?from=…"). */
export const flightSearchKey = (search: string) => `/api/air_tickets_search${search}`;

const fetchSearch = apiRead((answer: output<typeof flightSearchResponseSchema>) => answer.data);

// A search is priced when it runs: refetching on focus would change prices under the agent's eyes.
const searchOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  keepPreviousData: true,
} as const;

/**
 * One page of results of `search` (null: none yet). `initial` is the server's answer for
 * `initialSearch`: that search starts from it without a second call.
 */
export function useFlightSearch(search: string | null, initial?: { search: string; result: FlightSearchResult }) {
  return useSWR<FlightSearchResult>(search ? flightSearchKey(search) : null, fetchSearch, {
    ...searchOptions,
    ...seededOptions(initial !== undefined && initial.search === search, initial?.result),
  });
}

/** Starts a search's call at once, before React renders for it (Search pressed → the call, then one render). */
export function preloadFlightSearch(search: string): void {
  void preload(flightSearchKey(search), fetchSearch).catch(() => {
    // The results show the error when they read the same key.
  });
}

/**
 * POST orders/air_tickets/hash: the fare's seats and price held for the party (201 → the hash the
 * booking page opens). 410 `sold_out` when the seats are gone: the caller says so and asks the
 * search again (`refresh`), so the agent sees what is left.
 */
export function useHoldFare() {
  const { mutate } = useSWRConfig();
  const holdFare = useCallback(
    async (fareId: string, passengers: PassengerCounts): Promise<FareHold> =>
      (
        await apiCall<output<typeof fareHoldResponseSchema>>('/api/orders/air_tickets/hash', {
          method: 'POST',
          json: { fare_id: fareId, passengers },
        })
      ).data,
    [],
  );
  const refresh = useCallback((search: string) => mutate(flightSearchKey(search)), [mutate]);
  return { holdFare, refresh };
}
