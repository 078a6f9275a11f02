import { createHash } from 'node:crypto';
import type { SearchQuery } from '@/lib/schemas/search';

/** The longest check-in date range one search may scan. */
export const MAX_DATE_RANGE_DAYS = 31;
/** Tours are sold for 1 to MAX_NIGHTS nights. */
export const MAX_NIGHTS = 21;
/** The price calendar widens the query's dates and nights by these. */
export const CALENDAR_DAYS_AROUND = 7;
export const CALENDAR_NIGHTS_AROUND = 2;

const sortedUnique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/** One spelling per query: id lists sorted and deduplicated, ages sorted (their order changes nothing). */
export function normalizeQuery(query: SearchQuery): SearchQuery {
  return {
    departure_city_id: query.departure_city_id,
    country_id: query.country_id,
    package_template_ids: sortedUnique(query.package_template_ids),
    location_ids: sortedUnique(query.location_ids),
    hotel_ids: sortedUnique(query.hotel_ids),
    date_from: query.date_from,
    date_to: query.date_to,
    nights_from: query.nights_from,
    nights_to: query.nights_to,
    adults: query.adults,
    children_ages: [...query.children_ages].sort((a, b) => a - b),
    meal_ids: sortedUnique(query.meal_ids),
    category_ids: sortedUnique(query.category_ids),
    price_from: query.price_from,
    price_to: query.price_to,
    currency: query.currency,
  };
}

/** The search id: a hash of the normalized query, so the same search always has the same id. */
export function searchIdOf(normalized: SearchQuery): string {
  return createHash('sha256').update(JSON.stringify(normalized)).digest('base64url').slice(0, 22);
}
