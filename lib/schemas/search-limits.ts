/**
 * The plain constants of the search contract (lib/schemas/search.ts re-exports them and builds its
 * schemas from them), for browser code that imports no schema (docs/architecture.md §11).
 */

export const CURRENCIES = ['EUR', 'USD', 'UAH'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SORTS = ['price', 'category', 'name'] as const;
export type SearchSort = (typeof SORTS)[number];

export const MAX_STARS = 5;
export const MAX_CHILDREN = 3;
/** The longest check-in date range one search scans; longer ones answer 422. */
export const MAX_CHECKIN_RANGE_DAYS = 31;
/** Tours are sold for 1 to MAX_NIGHTS nights. */
export const MAX_NIGHTS = 21;
export const MAX_ADULTS = 6;
export const CHILD_AGE_MAX = 17;
/** Children from this age fly and sleep as adults (docs/product.md §9 "children from 12 years"). */
export const ADULT_AGE_THRESHOLD = 12;

/** One of `list`, else undefined. */
export function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return list.find((item) => item === value);
}
