/**
 * The plain constants of the search contract: lib/schemas/search.ts builds its schemas from them
 * and re-exports them; browser code that shows a limit (the form's counters, its currency list)
 * reads them here without the schemas (docs/architecture.md §11).
 */

export const CURRENCIES = ['EUR', 'USD', 'UAH'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SORTS = ['price', 'category', 'name'] as const;
export type SearchSort = (typeof SORTS)[number];
/** The results' order when none is asked for. */
export const DEFAULT_SORT: SearchSort = 'price';

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
