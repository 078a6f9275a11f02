import { safeNextPath } from '@/lib/safe-next-path';
import {
  clearSessionSetCookie,
  readSession,
  sessionFromCredentials,
  sessionSetCookie,
  type SessionConfig,
} from '@/lib/session';
import { clientAddressOf } from './client-address';
import { requestLocale } from './headers';
import { bffMessage } from './messages';
import { loginRedirect } from '@/lib/proxy/proxy-rules';
import { refreshSingleFlight } from './refresh';
import { API_SECURITY_HEADERS } from './responses';
import type { SharedStore } from './shared-store';
import type { FetchLike } from './upstream';

export interface SessionRefreshConfig {
  backendUrl: string;
  timeoutMs: number;
  session: SessionConfig;
  fetch?: FetchLike;
  /** The replicas' refresh lock (REDIS_URL); none: this process's single flight. */
  sharedStore?: SharedStore;
}

/** A 303 with a relative Location: built from our own path, never from the Host header. */
function seeOther(location: string, setCookie: string): Response {
  const headers = new Headers(API_SECURITY_HEADERS);
  headers.set('Location', location);
  headers.append('Set-Cookie', setCookie);
  return new Response(null, { status: 303, headers });
}

/**
 * GET /api/session/refresh?next=: Server Components cannot set cookies, so when the backend
 * refuses their token they send the browser here; this refreshes (single-flight), stores the new
 * tokens and returns to `next`, or ends the session and goes to the login page.
 */
export async function sessionRefreshResponse(request: Request, config: SessionRefreshConfig): Promise<Response> {
  // Only a path on this site is followed; anything else (or nothing) goes home.
  const next = safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/';
  const clear = clearSessionSetCookie(config.session);
  const session = await readSession(request.headers.get('cookie'), config.session);
  if (!session) return seeOther(loginRedirect(next, ''), clear);

  const result = await refreshSingleFlight(session.refreshToken, {
    backendUrl: config.backendUrl,
    timeoutMs: config.timeoutMs,
    fetch: config.fetch,
    clientAddress: clientAddressOf(request.headers),
    ...(config.sharedStore ? { shared: { store: config.sharedStore, session: config.session } } : {}),
  });
  if (result.ok)
    return seeOther(
      next,
      await sessionSetCookie(sessionFromCredentials(result.credentials, session.alias), config.session),
    );
  if (result.reason === 'rejected') return seeOther(loginRedirect(next, ''), clear);

  // The backend is down: keep the session (it may still be good) and say what happened.
  const text = bffMessage(requestLocale(request.headers), result.reason === 'timeout' ? 'timeout' : 'unreachable');
  return new Response(`${text.error}. ${text.message}`, {
    status: result.status,
    headers: { ...API_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' },
  });
}
