import { safeParse } from 'zod/mini';
import { apiErrorFieldsSchema, type ApiError } from '@/lib/schemas/api-error';
import { FORBIDDEN_EVENT } from '@/lib/errors/forbidden-page';
import { ApiRequestError } from './fetcher';

/**
 * A failed BFF answer read into an ApiRequestError. Only a failure needs this, so it is not in
 * every page's first-load code: lib/hooks/fetcher.ts fetches it along with a page's first request.
 */

/** The fields of an error body (lib/schemas/api-error.ts), each optional, when `body` has them in their types; else null. */
export function apiErrorFields(body: unknown): Partial<ApiError> | null {
  const parsed = safeParse(apiErrorFieldsSchema, body);
  return parsed.success ? parsed.data : null;
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

/**
 * docs/product.md §8: a read's 403 the caller does not handle (`handle`) is the 403 page, which the
 * portal's chrome puts in place of the page's content on FORBIDDEN_EVENT (lib/errors/forbidden-page.ts);
 * the error is marked so that no alert repeats it. A write's 403 is its caller's to show.
 */
export function showForbiddenPage(error: ApiRequestError, call: { read: boolean; handle: readonly number[] }): void {
  if (error.status !== 403 || !call.read || call.handle.includes(403)) return;
  error.shownAsPage = true;
  window.dispatchEvent(new Event(FORBIDDEN_EVENT));
}
