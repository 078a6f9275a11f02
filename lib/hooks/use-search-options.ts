'use client';

import useSWR from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { searchOptionKeys } from '@/lib/search/option-keys';
import type {
  availableNightsSchema,
  calendarHintsSchema,
  countriesSchema,
  hotelSummariesSchema,
  Location,
  locationsSchema,
  packageTemplatesSchema,
} from '@/lib/schemas/search';

// The tour-search form's dependent lists, through the BFF. Catalogue lists change rarely: what the
// server seeded or an earlier request loaded is used as is, and the previous list stays on screen
// while the next one loads.
const catalogue = { revalidateOnFocus: false, revalidateIfStale: false, keepPreviousData: true } as const;

/** The SWR key of the locations of several templates (the server seeds it under this key). */
export const locationsKey = (packageTemplateIds: readonly number[]) =>
  packageTemplateIds.length ? ['search-locations', ...packageTemplateIds] : null;

// The lists arrive checked by their schemas (docs/architecture.md §10).
function useList<S extends { data: unknown[] }>(
  key: string | null,
): { data: S['data'] | undefined; error: unknown; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<S>(key, apiRead<S>(), catalogue);
  return { data: data?.data, error: error as unknown, isLoading };
}

/** The countries with tours from the departure city. */
export function useCountries(departureCityId: number | null) {
  return useList<output<typeof countriesSchema>>(departureCityId ? searchOptionKeys.countries(departureCityId) : null);
}

export function usePackageTemplates(countryId: number | null) {
  return useList<output<typeof packageTemplatesSchema>>(
    countryId ? searchOptionKeys.packageTemplates(countryId) : null,
  );
}

/** The locations of several templates at once (one request per template, one cache entry per list). */
export function useLocations(packageTemplateIds: readonly number[]) {
  const { data, error, isLoading } = useSWR<Location[]>(
    locationsKey(packageTemplateIds),
    () =>
      Promise.all(
        packageTemplateIds.map((id) => apiCall<output<typeof locationsSchema>>(searchOptionKeys.locations(id))),
      ).then((lists) => lists.flatMap((list) => list.data)),
    catalogue,
  );
  return { data, error: error as unknown, isLoading };
}

export const HOTEL_OPTIONS_SIZE = 50;

/** Hotels of the country (and resorts) whose name matches `search`; the first page is enough to pick from. */
export function useHotelOptions(countryId: number | null, locationIds: readonly number[], search: string) {
  const key = countryId
    ? searchOptionKeys.hotels({ country_id: countryId, location_ids: locationIds, search, size: HOTEL_OPTIONS_SIZE })
    : null;
  return useList<output<typeof hotelSummariesSchema>>(key);
}

export function useCalendarHints(departureCityId: number | null, countryId: number | null) {
  return useList<output<typeof calendarHintsSchema>>(
    departureCityId && countryId ? searchOptionKeys.calendarHints(departureCityId, countryId) : null,
  );
}

/** The nights with a return flight from some check-in of the range. */
export function useAvailableNights(query: {
  departure_city_id: number | null;
  country_id: number | null;
  date_from: string;
  date_to: string;
}) {
  const { departure_city_id, country_id, date_from, date_to } = query;
  const ready = departure_city_id && country_id && date_from && date_to;
  return useList<output<typeof availableNightsSchema>>(
    ready ? searchOptionKeys.availableNights({ departure_city_id, country_id, date_from, date_to }) : null,
  );
}
