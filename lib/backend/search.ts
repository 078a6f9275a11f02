import 'server-only';
import {
  availableNightsSchema,
  calendarHintsSchema,
  countriesSchema,
  departureCitiesSchema,
  hotelCategoriesSchema,
  locationsSchema,
  mealsSchema,
  packageTemplatesSchema,
  type Country,
  type DepartureCity,
  type HotelCategory,
  type Location,
  type Meal,
  type PackageTemplate,
} from '@/lib/schemas/search';
import { catalogueJson } from './catalogue';

// The option lists of the tour-search form, loaded on the server for its first render (the
// browser reloads them through the BFF when a choice changes, lib/hooks/use-search-options.ts).
// Catalogue data, the same for every user of a locale: shared across requests (catalogue.ts).

/** GET v2/search/departure_cities */
export async function getDepartureCities(): Promise<DepartureCity[]> {
  return (await catalogueJson('v2/search/departure_cities', departureCitiesSchema)).data;
}

/** GET v2/search/countries?departure_city_id=: the countries with tours from that city. */
export async function getCountries(departureCityId: number): Promise<Country[]> {
  return (await catalogueJson('v2/search/countries', countriesSchema, { departure_city_id: departureCityId })).data;
}

/** GET v2/search/countries/{id}/package_templates: the country's regions. */
export async function getPackageTemplates(countryId: number): Promise<PackageTemplate[]> {
  return (await catalogueJson(`v2/search/countries/${countryId}/package_templates`, packageTemplatesSchema)).data;
}

/** GET v2/search/meals */
export async function getMeals(): Promise<Meal[]> {
  return (await catalogueJson('v2/search/meals', mealsSchema)).data;
}

/** GET v2/search/hotel_categories */
export async function getHotelCategories(): Promise<HotelCategory[]> {
  return (await catalogueJson('v2/search/hotel_categories', hotelCategoriesSchema)).data;
}

/** GET v2/search/calendar_hints: the check-in dates with tours (ISO). */
export async function getCalendarHints(departureCityId: number, countryId: number): Promise<string[]> {
  const query = { departure_city_id: departureCityId, country_id: countryId };
  return (await catalogueJson('v2/search/calendar_hints', calendarHintsSchema, query)).data;
}

/** GET v2/search/available_nights for check-ins within the range. */
export async function getAvailableNights(
  departureCityId: number,
  countryId: number,
  dateFrom: string,
  dateTo: string,
): Promise<number[]> {
  const query = { departure_city_id: departureCityId, country_id: countryId, date_from: dateFrom, date_to: dateTo };
  return (await catalogueJson('v2/search/available_nights', availableNightsSchema, query)).data;
}

/** GET v2/search/package_templates/{id}/locations: the region's resorts. */
export async function getLocations(packageTemplateId: number): Promise<Location[]> {
  return (await catalogueJson(`v2/search/package_templates/${packageTemplateId}/locations`, locationsSchema)).data;
}
