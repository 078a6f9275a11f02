import 'server-only';
import {
  getAvailableNights,
  getCalendarHints,
  getCountries,
  getDepartureCities,
  getHotelCategories,
  getLocations,
  getMeals,
  getPackageTemplates,
} from '@/lib/backend/search';
import { portalToday } from '@/lib/format/date';
import { firstHintedWeek } from '@/lib/search/date-range';
import { defaultNights } from '@/lib/search/defaults';
import { EMPTY_FORM_VALUES, toFormValues, type SearchFormValues } from '@/lib/search/form-schema';
import type {
  Country,
  DepartureCity,
  HotelCategory,
  Location,
  Meal,
  PackageTemplate,
  SearchQuery,
} from '@/lib/schemas/search';

/** What the tour-search screen needs for its first render, all loaded on the server. */
export interface TourSearchData {
  /** Today on the portal's clock (ISO): the first day a check-in can be. */
  today: string;
  departures: DepartureCity[];
  meals: Meal[];
  categories: HotelCategory[];
  /** The lists that depend on the initial choice, seeded into the browser's SWR cache. */
  countries: Country[];
  templates: PackageTemplate[];
  locations: Location[];
  hints: string[];
  nights: number[];
  values: SearchFormValues;
}

const none = Promise.resolve([] as never[]);

/**
 * The option lists and the form's first values for a (possibly partial) query: its departure,
 * country and dates when they exist in the catalogue, else the first departure, its first
 * country, the first week with tours and nights 7-10. Independent calls go in parallel; the
 * dependent ones (countries of the departure, hints of the country, nights of the dates) follow.
 */
export async function loadTourSearch(query: Partial<SearchQuery>): Promise<TourSearchData> {
  const today = portalToday();
  const [departures, meals, categories, countriesOfQuery] = await Promise.all([
    getDepartureCities(),
    getMeals(),
    getHotelCategories(),
    query.departure_city_id ? getCountries(query.departure_city_id) : none,
  ]);

  const departure = departures.find((city) => city.id === query.departure_city_id) ?? departures[0];
  const countries =
    departure?.id === query.departure_city_id ? countriesOfQuery : departure ? await getCountries(departure.id) : [];
  const country = countries.find((item) => item.id === query.country_id) ?? countries[0];
  const sameCountry = departure?.id === query.departure_city_id && country?.id === query.country_id;

  const [templates, hints] =
    departure && country
      ? await Promise.all([getPackageTemplates(country.id), getCalendarHints(departure.id, country.id)])
      : [[], []];
  const range =
    query.date_from && query.date_to ? { from: query.date_from, to: query.date_to } : firstHintedWeek(hints, today);

  const [locationLists, nights] = await Promise.all([
    Promise.all(templates.map((template) => getLocations(template.id))),
    departure && country && range ? getAvailableNights(departure.id, country.id, range.from, range.to) : none,
  ]);
  const nightsRange = defaultNights(nights);

  // The catalogue decides the departure and country shown; resorts and hotels of another country mean nothing here.
  const shown: Partial<SearchQuery> = {
    ...query,
    departure_city_id: departure?.id,
    country_id: country?.id,
    ...(sameCountry ? {} : { package_template_ids: undefined, location_ids: undefined, hotel_ids: undefined }),
  };
  const values = toFormValues(shown, {
    ...EMPTY_FORM_VALUES,
    date_from: range?.from ?? '',
    date_to: range?.to ?? '',
    nights_from: nightsRange ? String(nightsRange.from) : '',
    nights_to: nightsRange ? String(nightsRange.to) : '',
  });
  return {
    today,
    departures,
    meals,
    categories,
    countries,
    templates,
    locations: locationLists.flat(),
    hints,
    nights,
    values,
  };
}
