import { toQueryString } from '@/lib/query-string';
import { PUBLICATION_CATEGORIES, PUBLICATIONS_PAGE_SIZE, type PublicationCategory } from '@/lib/schemas/content-constants';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

/**
 * The news list's state lives in the page URL (`/publications?category=visas&q=…&page=2`), so a
 * filtered list can be linked, reloaded and walked with back/forward (docs/product.md §10).
 * Reading is forgiving: an unknown category or a bad page is dropped, never a failed page.
 * Plain code without zod: the list's first load needs it.
 */

export type NewsCategory = 'all' | PublicationCategory;

export interface NewsQuery {
  category: NewsCategory;
  /** The search words as typed (trimmed); '' without a search. */
  q: string;
  /** 1-based. */
  page: number;
}

interface ReadableParams {
  get(name: string): string | null;
}

export const isNewsCategory = (value: unknown): value is NewsCategory =>
  value === 'all' || (PUBLICATION_CATEGORIES as readonly unknown[]).includes(value);

/** The query a page URL asks for; defaults filled in. */
export function readNewsQuery(params: ReadableParams | null): NewsQuery {
  const category = params?.get('category');
  const page = Number(params?.get('page'));
  return {
    category: isNewsCategory(category) ? category : 'all',
    q: (params?.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The page URL's search string (`?…` or ''): defaults left out, so a shared link stays short. */
export function newsSearch(query: NewsQuery): string {
  return toQueryString({ category: query.category === 'all' ? undefined : query.category, q: query.q, page: query.page > 1 ? query.page : undefined });
}

/** The list's BFF path for GET v1/publications: the SWR key of that page. */
export function publicationsListKey(query: NewsQuery): string {
  return `${PUBLICATIONS_LIST_PREFIX}${toQueryString({
    'page[number]': query.page,
    'page[size]': PUBLICATIONS_PAGE_SIZE,
    category: query.category === 'all' ? undefined : query.category,
    q: query.q,
  }).slice(1)}`;
}

export const PUBLICATIONS_LIST_PREFIX = '/api/v1/publications?';

/** One item's own URL (server-rendered, so it can be sent to a colleague). */
export const publicationPath = (id: number) => `/publications/${id}`;
