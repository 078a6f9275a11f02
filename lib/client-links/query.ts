import { toQueryString, type QueryValue } from '@/lib/query-string';

export { CLIENT_LINKS_PATH } from './path';

/** Links on one page of the list: each row carries its offers and answers, so fewer than the journal's. */
export const CLIENT_LINKS_PAGE_SIZE = 10;

/** The BFF path of the agent's links (GET to list, POST to make one). */
export const SHARED_SELECTIONS_KEY = '/api/shared-selections';

/** The list's URL state: its page (`?page=2`), read on the server by its schema (lib/read-query.ts). */
export interface ClientLinksQuery {
  page: number;
}

export const clientLinksSearch = (query: ClientLinksQuery) =>
  toQueryString({ page: query.page > 1 ? query.page : undefined });

export const clientLinksApiQuery = (query: ClientLinksQuery): Record<string, QueryValue> => ({
  'page[number]': query.page,
  'page[size]': CLIENT_LINKS_PAGE_SIZE,
});

/** The BFF path of one page of the list: the SWR key, also computed by the server page that seeds it. */
export const clientLinksKey = (query: ClientLinksQuery) =>
  `${SHARED_SELECTIONS_KEY}${toQueryString(clientLinksApiQuery(query))}`;

/** The BFF path of a link's action. */
export const clientLinkActionPath = (token: string, action: 'revoke' | 'extend') =>
  `${SHARED_SELECTIONS_KEY}/${encodeURIComponent(token)}/${action}`;
