import * as z from 'zod/mini';

/** A list's page, 1 first (`page[number]` on the wire, `page` in a list's URL); zod/mini, for the lists' URL schemas. */
export const pageNumber = z._default(z.int().check(z.positive()), 1);
