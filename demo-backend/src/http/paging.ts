import { z } from 'zod';
import { parseOr422 } from './errors';

// The query parser keeps the brackets in the key, so `page[number]` is a flat key here.
const pageQuerySchema = z.object({
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(100).default(10),
});

export interface Page {
  number: number;
  size: number;
  offset: number;
}

/** Reads page[number] and page[size] (docs/architecture.md §7); a bad value is a 422 on that field. */
export function pageOf(query: unknown): Page {
  const parsed = parseOr422(pageQuerySchema, query);
  const number = parsed['page[number]'];
  const size = parsed['page[size]'];
  return { number, size, offset: (number - 1) * size };
}

export function pagedList<T>(data: T[], total: number, page: Page) {
  return { data, meta: { total, page: page.number, size: page.size } };
}
