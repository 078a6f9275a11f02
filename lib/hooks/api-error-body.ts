import type { ApiError } from '@/lib/schemas/list';
import { ApiRequestError } from './fetcher';

/**
 * A failed BFF answer read into an ApiRequestError. Only a failure needs this, so it is not in
 * every page's first-load code: lib/hooks/fetcher.ts fetches it along with a page's first request.
 */

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The fields of lib/schemas/list's apiErrorSchema, each optional, when `body` has them in their
 * types; else null. By hand, not `apiErrorSchema.partial().safeParse`, so that no schema runs in
 * the browser (docs/architecture.md §10).
 */
export function apiErrorFields(body: unknown): Partial<ApiError> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { error, message, errors, redirect } = body as Record<string, unknown>;
  if ([error, message, redirect].some((value) => value !== undefined && !isString(value))) return null;
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
    if (!Object.values(errors).every((list) => Array.isArray(list) && list.every(isString))) return null;
  }
  const fields: Partial<ApiError> = {};
  if (error !== undefined) fields.error = error as string;
  if (message !== undefined) fields.message = message as string;
  if (errors !== undefined) fields.errors = errors as Record<string, string[]>;
  if (redirect !== undefined) fields.redirect = redirect as string;
  return fields;
}

export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : '';
  } catch {
    // Not JSON: docs/product.md §8 says string bodies are wrapped as the message.
  }
  const fields = apiErrorFields(body);
  if (fields) return new ApiRequestError({ status: response.status, ...fields, body });
  return new ApiRequestError({ status: response.status, message: typeof body === 'string' ? body : '' });
}
