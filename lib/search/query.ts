import { toQueryString, type QueryValue } from '@/lib/query-string';
import type { SearchQuery, SearchSort } from '@/lib/schemas/search';

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
 * Arrays are comma-joined (docs/product.md §7). The page reads a link on the server by the search's
 * wire schema (lib/search/read-search.ts): a value that does not fit is dropped, never thrown, so a
 * hand-edited or outdated link still opens the form.
 */

/** What a search URL holds: the query (possibly incomplete) and how its results are shown. */
export interface SearchUrlState {
  query: Partial<SearchQuery>;
  sort?: SearchSort;
  page?: number;
}

export { LAST_SEARCH_COOKIE } from './last-search';

/** The URL parameter of each field of a search and of its results' sort and page. */
export const SEARCH_PARAMS = {
  departure_city_id: 'departure',
  country_id: 'country',
  package_template_ids: 'templates',
  location_ids: 'locations',
  hotel_ids: 'hotels',
  date_from: 'date_from',
  date_to: 'date_to',
  nights_from: 'nights_from',
  nights_to: 'nights_to',
  adults: 'adults',
  children_ages: 'children',
  meal_ids: 'meals',
  category_ids: 'categories',
  price_from: 'price_from',
  price_to: 'price_to',
  currency: 'currency',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof SearchQuery | keyof Omit<SearchUrlState, 'query'>, string>;

/** URL parameters of a search; defaults (no filter, page 1) are left out to keep links short. */
export function searchParamsRecord({ query, sort, page }: SearchUrlState): Record<string, QueryValue> {
  const record: Record<string, QueryValue> = {};
  for (const [field, name] of Object.entries(SEARCH_PARAMS)) record[name] = query[field as keyof SearchQuery];
  return { ...record, sort, page: page === 1 ? undefined : page };
}

/** `?departure=1&country=2&…` of a search, or '' for an empty one. */
export function searchQueryString(state: SearchUrlState): string {
  return toQueryString(searchParamsRecord(state));
}
