import { DEFAULT_SORT, searchRequestSchema, sortSchema, type SearchSort } from '@/lib/schemas/search';

/**
 * The results' own URL parameters: `sort` and `page`. The search form writes the query next to
 * them, so these helpers touch only their two names and keep every other parameter as it is.
 */
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';
export { DEFAULT_SORT };

interface ReadableParams {
  get(name: string): string | null;
}

export interface ResultsParams {
  sort: SearchSort;
  page: number;
}

/** By the search request's schema: an unknown sort or a page it refuses falls back to the default. */
export function readResultsParams(params: ReadableParams | null): ResultsParams {
  const sort = sortSchema.safeParse(params?.get(SORT_PARAM));
  const page = searchRequestSchema.shape.page.safeParse(Number(params?.get(PAGE_PARAM)));
  return { sort: sort.success ? sort.data : DEFAULT_SORT, page: page.success ? page.data : 1 };
}

/**
 * The search string (`?…`, or '' when empty) with `sort` and `page` replaced. Defaults are left
 * out so a shared link stays short; a change of sort goes back to page 1.
 */
export function withResultsParams(current: string | URLSearchParams, next: Partial<ResultsParams>): string {
  const params = new URLSearchParams(current);
  const sort = next.sort ?? readResultsParams(params).sort;
  const page = next.sort !== undefined && next.page === undefined ? 1 : (next.page ?? readResultsParams(params).page);
  if (sort === DEFAULT_SORT) params.delete(SORT_PARAM);
  else params.set(SORT_PARAM, sort);
  if (page === 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  // Commas are legal in a query and the form comma-joins its arrays (docs/product.md §7): keep them readable.
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
