import { LOGIN_PATH } from '@/lib/bff/config';
import { ANSWER_MISMATCH_HEADER } from '@/lib/shared/answer-check';
import { ApiRequestError, NETWORK_ERROR_STATUS } from './api-request-error';
import { observeRequest } from './request-observer';

// The error class and the request observer are modules of their own: the portal's chrome needs
// them, and none of the calls below (docs/architecture.md §12).
export { ApiRequestError, NETWORK_ERROR_STATUS } from './api-request-error';

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  body?: BodyInit | null;
  /**
   * Statuses the caller shows itself. A 403 to a read is the 403 page unless listed here
   * (docs/product.md §8); a write's 403 is always its caller's, shown where the write was made.
   */
  handle?: readonly number[];
}

/**
 * The reader of failed answers (./api-error-body.ts): fetched along with a page's first request,
 * so a failure rarely waits for it and a page that only reads its server-rendered data never
 * loads it. null when its code cannot be fetched (the line dropped, a newer deployment); then a
 * failure keeps its status, and a 401 still sends the browser to the login form, as the BFF's
 * own 401 answer says.
 */
const loadErrorBody = () => import('./api-error-body').catch(() => null);

/**
 * The one way client code reaches the BFF: adds the CSRF header, turns a non-OK answer into an
 * ApiRequestError and a missing answer into status 888. Returns the raw Response (for files).
 */
export async function apiRequest(path: string, init: ApiInit = {}): Promise<Response> {
  const { json, headers, handle = [], ...rest } = init;
  const merged = new Headers(headers);
  merged.set('x-csrf', '1');
  if (!merged.has('accept')) merged.set('accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    merged.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }

  const errorBody = loadErrorBody();
  let response: Response;
  const done = observeRequest();
  try {
    response = await fetch(path, { credentials: 'same-origin', ...rest, headers: merged, body });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError({ status: NETWORK_ERROR_STATUS });
  } finally {
    done?.();
  }
  if (response.ok) return response;
  // The BFF found the backend's answer not matching its schema (docs/architecture.md §10).
  const mismatch = response.headers.get(ANSWER_MISMATCH_HEADER);
  if (mismatch !== null)
    throw new ApiAnswerError(`${init.method ?? 'GET'} ${path}: answer does not match its schema at ${mismatch}`);

  const reader = await errorBody;
  const error = reader
    ? await reader.errorFromResponse(response)
    : new ApiRequestError({ status: response.status, redirect: response.status === 401 ? LOGIN_PATH : undefined });
  // 401: the session is gone (the BFF already tried a refresh); 303: the backend names a page.
  if ((response.status === 401 || response.status === 303) && error.redirect && typeof window !== 'undefined') {
    if (window.location.pathname !== error.redirect) window.location.assign(error.redirect);
  }
  if (reader && typeof window !== 'undefined')
    reader.showForbiddenPage(error, { read: (rest.method ?? 'GET').toUpperCase() === 'GET', handle });
  throw error;
}

/** JSON in, JSON out, unchecked: for apiCall and the answers nobody reads. An empty body resolves to undefined. */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await apiRequest(path, init);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The one way to call the BFF and read its answer (docs/architecture.md §10): the BFF has checked
 * the answer by its schema of lib/schemas/ (lib/bff/answers.ts), so it arrives as that schema's
 * output, `T`; an answer the BFF refused is thrown as an ApiAnswerError.
 */
export async function apiCall<T>(path: string, init: ApiInit = {}): Promise<T> {
  return apiFetch<T>(path, init);
}

/** The SWR fetcher of one resource: `useSWR(key, apiRead<Answer>())`, the key being the BFF path; `select` picks the cached part. */
export function apiRead<A>(): (path: string) => Promise<A>;
export function apiRead<A, T>(select: (answer: A) => T): (path: string) => Promise<T>;
export function apiRead<A, T>(select?: (answer: A) => T) {
  return async (path: string) => {
    const answer = await apiCall<A>(path);
    return select ? select(answer) : answer;
  };
}

/** An answer the BFF found not matching its schema (ANSWER_MISMATCH_HEADER): thrown, and shown as any other failure. */
export class ApiAnswerError extends Error {
  override name = 'ApiAnswerError';
}
