import { createBffHandler } from '@/lib/bff/handler';
import { resetRefreshFlights } from '@/lib/bff/refresh';
import { sessionRefreshResponse } from '@/lib/bff/session-refresh';
import type { FetchLike } from '@/lib/bff/upstream';
import { sealSession, sessionCookieName, type SessionConfig, type SessionData } from '@/lib/session';
import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';

// The booking backend counts its per-client limits by the browser's address (docs/deployment.md,
// "Client address"): every backend call the BFF makes for a browser names the address the server
// guard stamped, alone, in X-Forwarded-For, and never passes on the X-Forwarded-For the browser wrote.

const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
const origin = 'http://localhost:3000';
const backendUrl = 'http://backend.test';
const STAMPED = '203.0.113.7';
const BROWSER_SAYS = '198.51.100.66, 10.0.0.1';

interface Call {
  path: string;
  forwardedFor: string | null;
}

/** A backend answering by path, recording what each call said about the client. */
function stub(route: (path: string) => Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    const path = new URL(String(input)).pathname;
    calls.push({ path, forwardedFor: new Headers(init?.headers).get('x-forwarded-for') });
    return route(path);
  };
  return { calls, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function cookieFor(data: Partial<SessionData> = {}): Promise<string> {
  const sealed = await sealSession(
    { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000, ...data },
    session,
  );
  return `${sessionCookieName(false)}=${sealed}`;
}

/** A browser call as the production server hands it on: stamped by the guard unless `stamped` is false. */
function apiRequest(
  path: string,
  init: { method?: string; cookie?: string; body?: string; stamped?: boolean } = {},
): Request {
  const headers: Record<string, string> = {
    'x-csrf': '1',
    origin,
    'x-forwarded-for': BROWSER_SAYS,
    'content-type': 'application/json',
  };
  if (init.stamped !== false) headers[CLIENT_ADDRESS_HEADER] = STAMPED;
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(`${origin}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

const credentials = { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 };

afterEach(() => resetRefreshFlights());

describe('the client address the BFF gives the booking backend', () => {
  it('a forwarded call, its refresh and its retry each name the stamped address, not the browser’s X-Forwarded-For', async () => {
    let refused = false;
    const backend = stub((path) => {
      if (path === '/api/jwt/refresh-token') return json(200, credentials);
      if (!refused) {
        refused = true;
        return json(401, { error: 'x', message: 'y' });
      }
      return json(200, { data: [], meta: { total: 0, page: 1, size: 10 } });
    });
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    expect((await handle(apiRequest('notifications', { cookie: await cookieFor() }), ['notifications'])).status).toBe(
      200,
    );
    expect(backend.calls).toEqual([
      { path: '/api/notifications', forwardedFor: STAMPED },
      { path: '/api/jwt/refresh-token', forwardedFor: STAMPED },
      { path: '/api/notifications', forwardedFor: STAMPED },
    ]);
  });

  it('a public call names it too', async () => {
    const backend = stub(() => json(200, { message: 'sent' }));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    await handle(apiRequest('forgot_password', { method: 'POST', body: JSON.stringify({ email: 'a@b.md' }) }), [
      'forgot_password',
    ]);
    expect(backend.calls).toEqual([{ path: '/api/forgot_password', forwardedFor: STAMPED }]);
  });

  it('sign-in names it on jwt/login and on the jwt/user call after it', async () => {
    const backend = stub((path) =>
      path === '/api/jwt/login' ? json(200, credentials) : json(200, { alias: 'agent', locale: null }),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(
      apiRequest('jwt/login', { method: 'POST', body: JSON.stringify({ login: 'a@b.md', password: 'x' }) }),
      ['jwt', 'login'],
    );
    expect(response.status).toBe(200);
    expect(backend.calls).toEqual([
      { path: '/api/jwt/login', forwardedFor: STAMPED },
      { path: '/api/jwt/user', forwardedFor: STAMPED },
    ]);
  });

  it('sign-out and the saved-offers PDF’s read name it', async () => {
    const backend = stub((path) => json(200, path === '/api/search/offers' ? { data: [] } : { message: 'bye' }));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const cookie = await cookieFor();
    await handle(apiRequest('jwt/logout', { cookie }), ['jwt', 'logout']);
    const contacts = { title: 'Nistru', address: 'Chișinău', phone: '+373 22 123 456', email: 'office@nistru.md' };
    // An empty basket answers 409 before any rendering: the read is what matters here.
    expect(
      (
        await handle(apiRequest('search/offers/print', { method: 'POST', cookie, body: JSON.stringify(contacts) }), [
          'search',
          'offers',
          'print',
        ])
      ).status,
    ).toBe(409);
    expect(backend.calls).toEqual([
      { path: '/api/jwt/logout', forwardedFor: STAMPED },
      { path: '/api/search/offers', forwardedFor: STAMPED },
    ]);
  });

  it('the refresh a Server Component sends the browser through (/api/session/refresh) names it', async () => {
    const backend = stub(() => json(200, credentials));
    const request = new Request(`${origin}/api/session/refresh?next=%2Forders`, {
      headers: {
        cookie: await cookieFor({ expiresAt: 0 }),
        [CLIENT_ADDRESS_HEADER]: STAMPED,
        'x-forwarded-for': BROWSER_SAYS,
      },
    });
    expect(
      (await sessionRefreshResponse(request, { backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch })).status,
    ).toBe(303);
    expect(backend.calls).toEqual([{ path: '/api/jwt/refresh-token', forwardedFor: STAMPED }]);
  });

  it('without a stamped address (next dev) there is no X-Forwarded-For at all, whatever the browser sent', async () => {
    const backend = stub((path) =>
      path === '/api/jwt/login' ? json(200, credentials) : json(200, { alias: 'agent', locale: null }),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    await handle(
      apiRequest('jwt/login', {
        method: 'POST',
        body: JSON.stringify({ login: 'a@b.md', password: 'x' }),
        stamped: false,
      }),
      ['jwt', 'login'],
    );
    await handle(apiRequest('notifications', { cookie: await cookieFor(), stamped: false }), ['notifications']);
    expect(backend.calls.map((call) => call.forwardedFor)).toEqual([null, null, null]);
  });
});
