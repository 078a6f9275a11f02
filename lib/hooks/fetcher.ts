import { LOGIN_PATH } from '@/lib/bff/config';
import { ApiRequestError, NETWORK_ERROR_STATUS } from './api-request-error';
import { observeRequest } from './request-observer';

// The error class and the request observer are modules of their own: the portal's chrome (every
// page's first load) needs them, and none of the calls below.
export { ApiRequestError, NETWORK_ERROR_STATUS } from './api-request-error';
export { setRequestObserver } from './request-observer';

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  body?: BodyInit | null;
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
  const { json, headers, ...rest } = init;
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

  const reader = await errorBody;
  const error = reader
    ? await reader.errorFromResponse(response)
    : new ApiRequestError({ status: response.status, redirect: response.status === 401 ? LOGIN_PATH : undefined });
  // 401: the session is gone (the BFF already tried a refresh); 303: the backend names a page.
  if ((response.status === 401 || response.status === 303) && error.redirect && typeof window !== 'undefined') {
    if (window.location.pathname !== error.redirect) window.location.assign(error.redirect);
  }
  throw error;
}

/** JSON in, JSON out, unchecked: for apiCall and the answers nobody reads. An empty body resolves to undefined. */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await apiRequest(path, init);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A zod schema of lib/schemas/ as this file sees it: only its `safeParse`, as a type, so the
 * fetcher (in every page's first load) ships no zod.
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The schema, or its loader (`() => import('@/lib/schemas/orders').then((s) => s.orderResponseSchema)`)
 * on pages whose first load has no zod: then zod comes with the first answer (docs/architecture.md §10).
 */
export type SchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

/** An answer that does not match its schema: thrown, and shown as any other failure. */
export class ApiAnswerError extends Error {
  override name = 'ApiAnswerError';
}

/** The one way to read an answer (docs/architecture.md §10): the call, its answer parsed by `schema`. */
export async function apiCall<T>(path: string, schema: SchemaSource<T>, init: ApiInit = {}): Promise<T> {
  const answer = apiFetch(path, init);
  // A loader's chunk is fetched while the request runs; a failed request is still its own error (888 offline).
  const parser = Promise.resolve(typeof schema == 'function' ? schema() : schema);
  parser.catch(() => undefined);
  const body = await answer;
  const parsed = (await parser).safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiAnswerError(`${init.method ?? 'GET'} ${path}: answer does not match its schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
}

/** The SWR fetcher of one resource: `useSWR(key, apiGet(schema))`, the key being the BFF path; `select` picks the cached part. */
export function apiGet<A>(schema: SchemaSource<A>): (path: string) => Promise<A>;
export function apiGet<A, T>(schema: SchemaSource<A>, select: (answer: A) => T): (path: string) => Promise<T>;
export function apiGet<A, T>(schema: SchemaSource<A>, select?: (answer: A) => T) {
  return async (path: string) => {
    const answer = await apiCall(path, schema);
    return select ? select(answer) : answer;
  };
}
