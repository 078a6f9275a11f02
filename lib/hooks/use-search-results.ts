'use client';

import useSWR, { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { output } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import type {
  calendarResponseSchema,
  hotelOffersResponseSchema,
  searchResponseSchema,
  SearchQuery,
  SearchRequestInput,
  SearchSort,
} from '@/lib/schemas/search';

/** POST v2/search through the BFF, which checks every answer by its schema (lib/bff/answers.ts). */
export const SEARCH_PATH = '/api/v2/search';

/** One page of a hotel's "all offers" list. */
export const HOTEL_OFFERS_PAGE_SIZE = 20;

/** The answer's shape follows the request: a page of hotels, one hotel's offers, or its price calendar. */
function postSearch<
  S extends typeof searchResponseSchema | typeof hotelOffersResponseSchema | typeof calendarResponseSchema,
>(body: SearchRequestInput): Promise<output<S>> {
  return apiCall<output<S>>(SEARCH_PATH, { method: 'POST', json: body });
}

// A search is priced when it runs ("prices confirmed at"): refetching on focus would change the
// prices under the agent's eyes, so only an explicit retry or a new query asks again.
const searchOptions = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false } as const;

type ResultsKey = readonly ['search', SearchQuery, SearchSort, number];

const resultsKey = (query: SearchQuery, sort: SearchSort, page: number): ResultsKey => ['search', query, sort, page];

async function fetchResults([, query, sort, page]: ResultsKey) {
  return (await postSearch<typeof searchResponseSchema>({ ...query, view: 'hotels', sort, page })).data;
}

/** The hotels of one results page; the previous page stays on screen while the next one loads. */
export function useSearchResults(query: SearchQuery | null, sort: SearchSort, page: number) {
  return useSWR(query ? resultsKey(query, sort, page) : null, fetchResults, {
    ...searchOptions,
    keepPreviousData: true,
  });
}

/**
 * Starts a search's request at once, before React renders anything for it: pressing Search then
 * costs the request and one render, not a render, an effect and then the request.
 */
export function preloadSearchResults(query: SearchQuery, sort: SearchSort, page: number): void {
  void preload(resultsKey(query, sort, page), fetchResults).catch(() => {
    // The results component shows the error when it reads the same key.
  });
}

/** All offers of one hotel for the query, loaded a page at a time ("show all N offers"). */
export function useHotelOffers(query: SearchQuery, hotelId: number, enabled: boolean) {
  return useSWRInfinite(
    (index) => (enabled ? ['search-offers', query, hotelId, index + 1] : null),
    async ([, q, id, p]: [string, SearchQuery, number, number]) =>
      (
        await postSearch<typeof hotelOffersResponseSchema>({
          ...q,
          offers_of_hotel: id,
          page: p,
          size: HOTEL_OFFERS_PAGE_SIZE,
        })
      ).data,
    { ...searchOptions, revalidateFirstPage: false },
  );
}

/** The price calendar of one hotel: the query's other filters, this hotel only. */
export function usePriceCalendar(query: SearchQuery, hotelId: number, enabled: boolean) {
  return useSWR(
    enabled ? ['search-calendar', query, hotelId] : null,
    async ([, q, id]) =>
      (await postSearch<typeof calendarResponseSchema>({ ...q, hotel_ids: [id], view: 'calendar' })).data,
    searchOptions,
  );
}
