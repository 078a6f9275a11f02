import { z } from 'zod';
import { localeCookie } from '@/lib/i18n/locale-cookie';
import { locales } from '@/lib/i18n/locales';
import { credentialsSchema } from '@/lib/schemas/auth';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { sessionFromCredentials, sessionSetCookie } from '@/lib/session';
import { BodyTooLargeError, readSmallBody } from './body';
import { clientAddressOf } from './client-address';
import { backendUrlFor, type BffRequest } from './context';
import { upstreamRequestHeaders } from './headers';
import { errorResponse, jsonResponse } from './responses';
import { fetchUpstream } from './upstream';

/** Credentials are tiny; anything bigger is not a login. */
const MAX_LOGIN_BODY_BYTES = 16 * 1024;

const aliasSchema = z.object({ alias: z.string(), locale: z.enum(locales).nullable().optional() });

/**
 * POST /api/jwt/login: forward `{login, password}`, keep the tokens in the session cookie and
 * answer with the user (from jwt/user) so the page can pick the landing route. No token ever
 * reaches the browser (docs/architecture.md §3).
 */
export async function handleLogin(call: BffRequest): Promise<Response> {
  const { request, config, locale } = call;
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readSmallBody(request, MAX_LOGIN_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return errorResponse(413, locale, 'tooLarge');
    throw error;
  }
  const clientAddress = clientAddressOf(request.headers);
  const headers = upstreamRequestHeaders(request.headers, { locale, clientAddress });
  headers.delete('content-length');
  const upstreamOptions = { timeoutMs: config.timeoutMs, fetch: config.fetch, signals: [request.signal] };
  const login = await fetchUpstream(backendUrlFor(call), { method: 'POST', headers, body }, upstreamOptions);
  const loginBody: unknown = await login.json().catch(() => null);

  if (!login.ok) {
    // A failed login shows the backend's own message (wrong password, blocked user …).
    const failure = apiErrorSchema.safeParse(loginBody);
    if (!failure.success) return errorResponse(login.status >= 500 ? 502 : login.status, locale, 'badGateway');
    const { error, message, errors } = failure.data;
    const response = jsonResponse(login.status, errors ? { error, message, errors } : { error, message });
    // A slowed sign-in (429, 503) keeps the backend's wait.
    const retryAfter = login.headers.get('retry-after');
    if (retryAfter !== null) response.headers.set('Retry-After', retryAfter);
    return response;
  }
  const credentials = credentialsSchema.safeParse(loginBody);
  if (!credentials.success) return errorResponse(502, locale, 'badGateway');

  const userHeaders = upstreamRequestHeaders(new Headers({ accept: 'application/json' }), {
    locale,
    accessToken: credentials.data.access_token,
    clientAddress,
    browser: request.headers,
  });
  const userResponse = await fetchUpstream(
    backendUrlFor(call, 'jwt/user', ''),
    { method: 'GET', headers: userHeaders },
    upstreamOptions,
  );
  const user: unknown = await userResponse.json().catch(() => null);
  const alias = aliasSchema.safeParse(user);
  // Without the user the portal cannot route or render: a half-done login is no login.
  if (!userResponse.ok || !alias.success) return errorResponse(502, locale, 'badGateway');

  const session = sessionFromCredentials(credentials.data, alias.data.alias);
  const cookies = [await sessionSetCookie(session, config.session)];
  // The language stored for the user follows them to this browser (docs/product.md "Running the agency: the calls").
  if (alias.data.locale) cookies.push(localeCookie(alias.data.locale, config.session.secure));
  return jsonResponse(200, user, cookies);
}
