/** The news list's BFF paths start so: its SWR keys (lib/news/query.ts), which the read marks find by it. */
export const PUBLICATIONS_LIST_PREFIX = '/api/v1/publications?';

/** One item's own URL (server-rendered, so it can be sent to a colleague). */
export const publicationPath = (id: number) => `/publications/${id}`;
