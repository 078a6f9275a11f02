import { z } from 'zod';

/** Lists are `{data, meta: {total, page, size}}`, read with page[number] and page[size] (docs/architecture.md §7). */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int() }),
  });
}

/** Unpaged lists: `{data: [...]}`. */
export function dataListSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
