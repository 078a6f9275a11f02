import { toQueryString, type ReadableParams } from '@/lib/query-string';
import { readQuery } from '@/lib/read-query';
import { newsPageQuerySchema, PUBLICATIONS_PAGE_SIZE, type NewsQuery } from '@/lib/schemas/content';
import { PUBLICATIONS_LIST_PREFIX } from './paths';

/**
 * The news list's state lives in the page URL (`/publications?category=visas&q=…&page=2`), so a
 * filtered list can be linked, reloaded and walked with back/forward (docs/product.md §10). The
 * server page reads it by newsPageQuerySchema itself (readQuery: an unknown category or a bad page
 * is dropped, never a failed page) and passes the query and its search string to the list.
 */

export type { NewsQuery };

/** The query a page URL asks for; defaults filled in. */
export const readNewsQuery = (params: ReadableParams | null): NewsQuery => readQuery(newsPageQuerySchema, params);

/** The page URL's search string (`?…` or ''): defaults left out, so a shared link stays short. */
export function newsSearch(query: NewsQuery): string {
  return toQueryString({
    category: query.category === 'all' ? undefined : query.category,
    q: query.q,
    page: query.page > 1 ? query.page : undefined,
  });
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
