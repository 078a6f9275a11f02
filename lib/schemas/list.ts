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

/** Every error body: `{error, message}`; validation errors add `errors: {field: [message]}` with 422. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  redirect: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
