import type { ApiError } from '@/lib/schemas/list';

/** SPEC.md §8: a request that never got an answer is reported with the code 888. */
export const NETWORK_ERROR_STATUS = 888;

/** A failed call to the BFF, in the one shape the UI shows: title (`error`) and `message`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors?: Record<string, string[]>;
  readonly redirect?: string;
  /** The whole parsed answer, for errors that carry data (409 `price_changed` holds the new price). */
  readonly body?: unknown;

  constructor(init: { status: number; error?: string; message?: string; errors?: Record<string, string[]>; redirect?: string; body?: unknown }) {
    super(init.message ?? '');
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.error = init.error ?? '';
    this.errors = init.errors;
    this.redirect = init.redirect;
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }
}

/**
 * Optional hook point: called when a request starts, its result called when it ends. The portal's
 * progress bar registers here (components/progress), so every apiFetch/SWR call counts as
 * work in flight without the fetcher knowing about any UI.
 */
type RequestObserver = () => () => void;
let requestObserver: RequestObserver | null = null;

export function setRequestObserver(observer: RequestObserver | null): void {
  requestObserver = observer;
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  body?: BodyInit | null;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The fields of lib/schemas/list's apiErrorSchema, each optional, when `body` has them in their
 * types; else null. By hand, not `apiErrorSchema.partial().safeParse`: this file is in every
 * page's client bundle, and importing a schema brings all of zod (~32 KiB gzip) with it.
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

async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : '';
  } catch {
    // Not JSON: SPEC.md §8 says string bodies are wrapped as the message.
  }
  const fields = apiErrorFields(body);
  if (fields) return new ApiRequestError({ status: response.status, ...fields, body });
  return new ApiRequestError({ status: response.status, message: typeof body === 'string' ? body : '' });
}

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

  let response: Response;
  const done = requestObserver?.();
  try {
    response = await fetch(path, { credentials: 'same-origin', ...rest, headers: merged, body });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError({ status: NETWORK_ERROR_STATUS });
  } finally {
    done?.();
  }
  if (response.ok) return response;

  const error = await errorFromResponse(response);
  // 401: the session is gone (the BFF already tried a refresh); 303: the backend names a page.
  if ((response.status === 401 || response.status === 303) && error.redirect && typeof window !== 'undefined') {
    if (window.location.pathname !== error.redirect) window.location.assign(error.redirect);
  }
  throw error;
}

/** JSON in, JSON out. An empty body resolves to undefined. */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await apiRequest(path, init);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The SWR fetcher: the key is the BFF path. */
export function swrFetcher<T = unknown>(path: string): Promise<T> {
  return apiFetch<T>(path);
}
