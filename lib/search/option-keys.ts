import { toQueryString } from '@/lib/query-string';

/**
 * BFF paths of the search form's option lists: the SWR keys of lib/hooks/use-search-options.ts,
 * and the keys the server seeds with the lists it loaded for the first render.
 */
export const searchOptionKeys = {
  departureCities: () => '/api/v2/search/departure_cities',
  countries: (departureCityId: number) =>
    `/api/v2/search/countries${toQueryString({ departure_city_id: departureCityId })}`,
  packageTemplates: (countryId: number) => `/api/v2/search/countries/${countryId}/package_templates`,
  locations: (packageTemplateId: number) => `/api/v2/search/package_templates/${packageTemplateId}/locations`,
  meals: () => '/api/v2/search/meals',
  hotelCategories: () => '/api/v2/search/hotel_categories',
  hotels: (query: { country_id: number; location_ids: readonly number[]; search: string; size: number }) =>
    `/api/v2/search/hotels${toQueryString({ country_id: query.country_id, location_ids: query.location_ids, search: query.search.trim(), 'page[size]': query.size })}`,
  calendarHints: (departureCityId: number, countryId: number) =>
    `/api/v2/search/calendar_hints${toQueryString({ departure_city_id: departureCityId, country_id: countryId })}`,
  availableNights: (query: { departure_city_id: number; country_id: number; date_from: string; date_to: string }) =>
    `/api/v2/search/available_nights${toQueryString(query)}`,
};
