import { createBffHandler } from '@/lib/bff/handler';
import { resetRefreshFlights } from '@/lib/bff/refresh';
import type { FetchLike } from '@/lib/bff/upstream';
import { MAX_USER_AGENT_LENGTH } from '@/lib/shared/request-limits';
import { sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';
import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';

// The booking backend names each session's browser and system by its User-Agent (docs/product.md
// "The profile", sessions): every backend call the BFF makes for a browser carries the browser's
// agent, cut to MAX_USER_AGENT_LENGTH, and still nothing of its cookies or credentials.

const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
const origin = 'http://localhost:3000';
const backendUrl = 'http://backend.test';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A backend answering by path, recording every call's headers. */
function stub(route: (path: string) => Response) {
  const calls: { path: string; headers: Headers }[] = [];
  const fetch: FetchLike = async (input, init) => {
    const path = new URL(String(input)).pathname;
    calls.push({ path, headers: new Headers(init?.headers) });
    return route(path);
  };
  return { calls, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const credentials = { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 };

function apiRequest(
  path: string,
  init: { method?: string; cookie?: string; body?: string; userAgent?: string } = {},
): Request {
  const headers: Record<string, string> = {
    'x-csrf': '1',
    origin,
    'content-type': 'application/json',
    [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
    authorization: 'Bearer from-the-browser',
    'x-forwarded-for': '198.51.100.66',
  };
  if (init.userAgent !== undefined) headers['user-agent'] = init.userAgent;
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(`${origin}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

afterEach(() => resetRefreshFlights());

describe('the User-Agent the BFF gives the booking backend', () => {
  it('sign-in sends the browser’s User-Agent on jwt/login and on the jwt/user call after it, and never its Cookie or credentials', async () => {
    const backend = stub((path) =>
      path === '/api/jwt/login' ? json(200, credentials) : json(200, { alias: 'agent', locale: null }),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const login = apiRequest('jwt/login', {
      method: 'POST',
      cookie: 'agency_session=old; other=1',
      userAgent: CHROME_WINDOWS,
      body: JSON.stringify({ login: 'a@b.md', password: 'x' }),
    });
    expect((await handle(login, ['jwt', 'login'])).status).toBe(200);
    expect(backend.calls.map((call) => [call.path, call.headers.get('user-agent')])).toEqual([
      ['/api/jwt/login', CHROME_WINDOWS],
      ['/api/jwt/user', CHROME_WINDOWS],
    ]);
    const [signIn, user] = backend.calls;
    expect(signIn!.headers.has('cookie')).toBe(false);
    expect(signIn!.headers.has('authorization')).toBe(false);
    expect(signIn!.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(user!.headers.get('authorization')).toBe('Bearer access-2');
  });

  it(`cuts a User-Agent longer than ${MAX_USER_AGENT_LENGTH} characters on sign-in`, async () => {
    const backend = stub((path) =>
      path === '/api/jwt/login' ? json(200, credentials) : json(200, { alias: 'agent', locale: null }),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const stuffed = `${CHROME_WINDOWS} ${'x'.repeat(20_000)}`;
    await handle(
      apiRequest('jwt/login', {
        method: 'POST',
        userAgent: stuffed,
        body: JSON.stringify({ login: 'a@b.md', password: 'x' }),
      }),
      ['jwt', 'login'],
    );
    for (const call of backend.calls)
      expect(call.headers.get('user-agent')).toBe(stuffed.slice(0, MAX_USER_AGENT_LENGTH));
  });

  it('a forwarded call and the saved-offers PDF’s read send it too, so the backend keeps the last seen agent', async () => {
    const backend = stub(() => json(200, { data: [] }));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const sealed = await sealSession(
      { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000 },
      session,
    );
    const cookie = `${sessionCookieName(false)}=${sealed}`;
    await handle(apiRequest('notifications', { cookie, userAgent: CHROME_WINDOWS }), ['notifications']);
    const contacts = { title: 'Nistru', address: 'Chișinău', phone: '+373 22 123 456', email: 'office@nistru.md' };
    await handle(
      apiRequest('search/offers/print', {
        method: 'POST',
        cookie,
        userAgent: CHROME_WINDOWS,
        body: JSON.stringify(contacts),
      }),
      ['search', 'offers', 'print'],
    );
    expect(
      backend.calls.map((call) => [call.path, call.headers.get('user-agent'), call.headers.has('cookie')]),
    ).toEqual([
      ['/api/notifications', CHROME_WINDOWS, false],
      ['/api/search/offers', CHROME_WINDOWS, false],
    ]);
  });
});
