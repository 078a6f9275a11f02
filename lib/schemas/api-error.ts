import { array, object, optional, partial, record, string, type infer as Infer } from 'zod/mini';

// zod/mini, not zod: the browser reads a failed answer with it (lib/hooks/api-error-body.ts,
// docs/architecture.md §10), loaded with a page's first request, not with the page.

/** Every error body: `{error, message}`; validation errors add `errors: {field: [message]}` with 422. */
export const apiErrorSchema = object({
  error: string(),
  message: string(),
  errors: optional(record(string(), array(string()))),
  redirect: optional(string()),
});
export type ApiError = Infer<typeof apiErrorSchema>;

/** What the browser takes from any failed answer: the fields of an error body it has, each in its type. */
export const apiErrorFieldsSchema = partial(apiErrorSchema);
