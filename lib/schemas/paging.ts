import { _default, int, positive } from 'zod/mini';

/** A list's page, 1 first (`page[number]` on the wire, `page` in a list's URL); zod/mini, for the lists' URL schemas. */
export const pageNumber = _default(int().check(positive()), 1);
