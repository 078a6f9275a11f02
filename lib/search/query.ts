import { toQueryString, type QueryValue } from '@/lib/query-string';
import { isRealDate } from '@/lib/shared/calendar-days';
import { CHILD_AGE_MAX, CURRENCIES, MAX_ADULTS, MAX_CHILDREN, oneOf, SORTS, type SearchSort } from '@/lib/schemas/search-limits';
import type { SearchQuery } from '@/lib/schemas/search';

/**
 * A tour search as URL query parameters, so every search has a link that can be shared and
 * reopened, and the last one can be kept in a cookie:
 *
 * | parameter | SearchQuery field | example |
 * |---|---|---|
 * | departure | departure_city_id | 1 |
 * | country | country_id | 2 |
 * | templates | package_template_ids | 5,6 |
 * | locations | location_ids | 3,4 |
 * | hotels | hotel_ids | 101,102 |
 * | date_from, date_to | date_from, date_to (ISO) | 2026-12-01 |
 * | nights_from, nights_to | nights_from, nights_to | 7 |
 * | adults | adults | 2 |
 * | children | children_ages | 5,11 |
 * | meals | meal_ids | 4,5 |
 * | categories | category_ids | 3 |
 * | price_from, price_to | price_from, price_to | 500 |
 * | currency | currency | EUR |
 * | sort, page | how the results are shown | price, 2 |
 *
 * Arrays are comma-joined (docs/product.md §7). Parsing is lenient: a value that does not fit is dropped,
 * never thrown, so a hand-edited or outdated link still opens the form. Checked by hand, without
 * the zod schemas: the search page's first-load code reads its URL with this file.
 */

/** What a search URL holds: the query (possibly incomplete) and how its results are shown. */
export interface SearchUrlState {
  query: Partial<SearchQuery>;
  sort?: SearchSort;
  page?: number;
}

/** The path every search link points to (`/` shows the same screen). */
export const SEARCH_PATH = '/search/tour';

export { LAST_SEARCH_COOKIE, LAST_SEARCH_MAX_AGE_S } from './last-search';

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function reader(source: ParamSource): (name: string) => string | undefined {
  if (source instanceof URLSearchParams) return (name) => source.get(name) ?? undefined;
  return (name) => {
    const value = source[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

function toInt(text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
}

function toIntList(text: string | undefined, min: number, max?: number): number[] {
  if (!text) return [];
  const values = text.split(',').map((part) => toInt(part, min, max));
  return [...new Set(values.filter((value): value is number => value !== undefined))];
}

function toPrice(text: string | undefined): number | undefined {
  if (!text || !/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/** The search of a URL (or of the remembered query string); what does not fit is dropped. */
export function parseSearchParams(source: ParamSource | string): SearchUrlState {
  const get = reader(typeof source === 'string' ? new URLSearchParams(source) : source);
  const query: Partial<SearchQuery> = {};

  const departure = toInt(get('departure'), 1);
  if (departure !== undefined) query.departure_city_id = departure;
  const country = toInt(get('country'), 1);
  if (country !== undefined) query.country_id = country;

  const templates = toIntList(get('templates'), 1);
  if (templates.length) query.package_template_ids = templates;
  const locations = toIntList(get('locations'), 1);
  if (locations.length) query.location_ids = locations;
  const hotels = toIntList(get('hotels'), 1);
  if (hotels.length) query.hotel_ids = hotels;

  // Dates only as a pair in order: a half range is no range (docs/product.md §5).
  const dateFrom = get('date_from') ?? '';
  const dateTo = get('date_to') ?? '';
  if (isRealDate(dateFrom) && isRealDate(dateTo) && dateFrom <= dateTo) {
    query.date_from = dateFrom;
    query.date_to = dateTo;
  }

  const nightsFrom = toInt(get('nights_from'), 1);
  const nightsTo = toInt(get('nights_to'), 1);
  if (nightsFrom !== undefined && nightsTo !== undefined && nightsFrom <= nightsTo) {
    query.nights_from = nightsFrom;
    query.nights_to = nightsTo;
  }

  const adults = toInt(get('adults'), 1, MAX_ADULTS);
  if (adults !== undefined) query.adults = adults;
  const children = get('children');
  if (children !== undefined) {
    const ages = children
      .split(',')
      .map((age) => toInt(age, 0, CHILD_AGE_MAX))
      .filter((age): age is number => age !== undefined)
      .slice(0, MAX_CHILDREN);
    if (ages.length) query.children_ages = ages;
  }

  const meals = toIntList(get('meals'), 1);
  if (meals.length) query.meal_ids = meals;
  const categories = toIntList(get('categories'), 1);
  if (categories.length) query.category_ids = categories;

  const priceFrom = toPrice(get('price_from'));
  if (priceFrom !== undefined) query.price_from = priceFrom;
  const priceTo = toPrice(get('price_to'));
  if (priceTo !== undefined) query.price_to = priceTo;

  const currency = oneOf(CURRENCIES, get('currency')?.toUpperCase());
  if (currency) query.currency = currency;

  const state: SearchUrlState = { query };
  const sort = oneOf(SORTS, get('sort'));
  if (sort) state.sort = sort;
  const page = toInt(get('page'), 1);
  if (page !== undefined) state.page = page;
  return state;
}

/**
 * The query when the URL holds a whole search (the results can be shown), else null; what it may
 * leave out gets searchQuerySchema's defaults. Each value is as parseSearchParams checked it.
 */
export function completeQuery(query: Partial<SearchQuery>): SearchQuery | null {
  const { departure_city_id, country_id, date_from, date_to, nights_from, nights_to, adults } = query;
  if (!departure_city_id || !country_id || !date_from || !date_to || !nights_from || !nights_to || !adults) return null;
  return {
    package_template_ids: [],
    location_ids: [],
    hotel_ids: [],
    children_ages: [],
    meal_ids: [],
    category_ids: [],
    price_from: null,
    price_to: null,
    currency: 'EUR',
    ...query,
    departure_city_id,
    country_id,
    date_from,
    date_to,
    nights_from,
    nights_to,
    adults,
  };
}

/** URL parameters of a search; defaults (no filter, page 1) are left out to keep links short. */
export function searchParamsRecord({ query, sort, page }: SearchUrlState): Record<string, QueryValue> {
  return {
    departure: query.departure_city_id,
    country: query.country_id,
    templates: query.package_template_ids,
    locations: query.location_ids,
    hotels: query.hotel_ids,
    date_from: query.date_from,
    date_to: query.date_to,
    nights_from: query.nights_from,
    nights_to: query.nights_to,
    adults: query.adults,
    children: query.children_ages,
    meals: query.meal_ids,
    categories: query.category_ids,
    price_from: query.price_from,
    price_to: query.price_to,
    currency: query.currency,
    sort,
    page: page === 1 ? undefined : page,
  };
}

/** `?departure=1&country=2&…` of a search, or '' for an empty one. */
export function searchQueryString(state: SearchUrlState): string {
  return toQueryString(searchParamsRecord(state));
}
