import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { safeParse, type z } from 'zod';
import { env } from '@/lib/env';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { sessionConfigFromEnv, sessionCookieName, unsealSession } from '@/lib/session';
import { clientAddressOf, forwardedForHeader, userAgentHeader } from '@/lib/bff/client-address';
import { bffMessage } from '@/lib/bff/messages';
import { loginRedirect, PORTAL_PATH_HEADER } from '@/lib/proxy/proxy-rules';
import { safeNextPath } from '@/lib/safe-next-path';
import { retryAfterSeconds } from '@/lib/format/wait';
import { fetchUpstream, UpstreamError, type UpstreamResponse } from '@/lib/bff/upstream';
import { toQueryString, type QueryValue } from '@/lib/query-string';
import { NETWORK_STATUS } from '@/lib/errors/page-error';
import { BackendError } from './errors';

/**
 * The one way Server Components talk to the booking backend (docs/architecture.md §3): bearer token from
 * the session cookie, x-localization, timeout, errors normalised into BackendError. No HTTP hop
 * through our own /api routes.
 */

export interface BackendInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; arrays are comma-joined (docs/product.md §7). */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Public calls go without a session and without a bearer token. */
  public?: boolean;
  /**
   * Error statuses the caller handles itself (docs/product.md §8 "ignore errors"): they arrive as a
   * thrown BackendError. `true` means the SPEC's default list. A 403 not listed here shows the
   * 403 page (`forbidden()`, app/forbidden.tsx).
   */
  handle?: readonly number[] | true;
}

/** docs/product.md §8: the ignore-errors option with no codes. */
export const DEFAULT_HANDLED_STATUSES: readonly number[] = [400, 403, 404, 405, 408, 422, 426, 429, 500, 504];

export function callerHandles(handle: BackendInit['handle'], status: number): boolean {
  const list = handle === true ? DEFAULT_HANDLED_STATUSES : (handle ?? []);
  return list.includes(status);
}

/** Where Server Components send the browser when the access token was refused. */
export const SESSION_REFRESH_PATH = '/api/session/refresh';

/** Once per request however many backend calls a page makes (the cookie is unsealed once). */
export const requestContext = cache(
  async (): Promise<{
    locale: Locale;
    accessToken?: string;
    currentPath: string;
    deadline: number;
    clientAddress: string | null;
    browserHeaders: Record<string, string>;
  }> => {
    const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
    const config = sessionConfigFromEnv();
    const session = await unsealSession(cookieStore.get(sessionCookieName(config.secure))?.value, config);
    return {
      // The page budget (docs/architecture.md §3): counted from the page's first backend call, shared by all of them.
      deadline: Date.now() + env().pageTimeoutMs,
      locale: resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get('accept-language')),
      ...(session ? { accessToken: session.accessToken } : {}),
      currentPath: safeNextPath(headerStore.get(PORTAL_PATH_HEADER)) ?? '/',
      // The browser's address as the server guard stamped it, for the backend's per-client limits.
      clientAddress: clientAddressOf(headerStore),
      // Its User-Agent, which the backend keeps as the session's last seen agent.
      browserHeaders: userAgentHeader(headerStore),
    };
  },
);

async function toBackendError(response: UpstreamResponse, locale: Locale): Promise<BackendError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  const retryAfterS = retryAfterSeconds(response.headers.get('retry-after'));
  if (parsed.success)
    return new BackendError(
      response.status,
      { ...parsed.data, data: (body as { data?: unknown }).data },
      { retryAfterS },
    );
  const fallback = bffMessage(locale, response.status >= 500 ? 'badGateway' : 'notFound');
  return new BackendError(response.status, fallback, { retryAfterS });
}

/** A successful backend response, or a thrown BackendError (or a Next redirect, see below). */
export async function backendFetch(path: string, init: BackendInit = {}): Promise<UpstreamResponse> {
  const { bookingApiUrl } = env();
  const context = await requestContext();
  const isPublic = init.public === true;
  // proxy.ts already sent session-less page requests to login; this only guards odd callers.
  if (!isPublic && !context.accessToken) redirect(loginRedirect(context.currentPath, ''));

  const requestHeaders = new Headers({
    accept: 'application/json',
    'x-localization': context.locale,
    ...forwardedForHeader(context.clientAddress),
    ...context.browserHeaders,
  });
  if (!isPublic && context.accessToken) requestHeaders.set('authorization', `Bearer ${context.accessToken}`);
  if (init.json !== undefined) requestHeaders.set('content-type', 'application/json');

  // docs/product.md §8: no answer within the page budget is the 888 network page, whatever the cause.
  const networkError = (kind: 'timeout' | 'unreachable', cause?: unknown) =>
    new BackendError(NETWORK_STATUS, bffMessage(context.locale, kind), cause === undefined ? undefined : { cause });
  const remainingMs = context.deadline - Date.now();
  if (remainingMs <= 0) throw networkError('timeout');

  let response: UpstreamResponse;
  try {
    response = await fetchUpstream(
      `${bookingApiUrl}/api/${path}${toQueryString(init.query)}`,
      {
        method: init.method ?? 'GET',
        headers: requestHeaders,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        // Per-user data: never let Next's data cache keep it.
        cache: 'no-store',
      },
      { timeoutMs: remainingMs },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    throw networkError(error.kind, error);
  }

  if (response.status === 401 && !isPublic) {
    await response.body?.cancel();
    // Server Components cannot set cookies, and a refresh here would rotate the refresh token
    // without storing the new one. A route handler can: go through it and come back.
    redirect(`${SESSION_REFRESH_PATH}?next=${encodeURIComponent(context.currentPath)}`);
  }
  if (!response.ok) {
    const error = await toBackendError(response, context.locale);
    // docs/product.md §8: a 303 means "go to `redirect`"; only a same-origin relative path is followed.
    if (error.status === 303 && error.redirect) {
      const target = safeNextPath(error.redirect);
      if (target) redirect(target);
    }
    // docs/product.md §6/§8: a 403 shows the 403 page unless the call handles it.
    if (error.status === 403 && !callerHandles(init.handle, 403)) forbidden();
    throw error;
  }
  return response;
}

/** backendFetch + JSON body checked against the resource's zod schema. */
// Any zod schema, classic or zod/mini (lib/schemas/auth.ts is mini for the browser's sake).
export async function backendJson<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  init: BackendInit = {},
): Promise<z.output<S>> {
  const response = await backendFetch(path, init);
  const body: unknown = await response.json();
  const parsed = safeParse(schema, body);
  if (parsed.success) return parsed.data;
  // The backend broke the contract: say so loudly rather than render half-valid data.
  const locale = (await requestContext()).locale;
  throw new BackendError(502, bffMessage(locale, 'badGateway'), { cause: parsed.error });
}
