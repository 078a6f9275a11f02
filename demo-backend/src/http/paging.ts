import { z } from 'zod';

const pageQuerySchema = z.object({
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(100).default(10),
});

export interface Page {
  number: number;
  size: number;
  offset: number;
}

/** Reads page[number] and page[size] (DESIGN.md §7); the query parser keeps the brackets in the key. */
export function pageOf(query: unknown): Page | null {
  const parsed = pageQuerySchema.safeParse(query ?? {});
  if (!parsed.success) return null;
  const number = parsed.data['page[number]'];
  const size = parsed.data['page[size]'];
  return { number, size, offset: (number - 1) * size };
}

export function pagedList<T>(data: T[], total: number, page: Page) {
  return { data, meta: { total, page: page.number, size: page.size } };
}
