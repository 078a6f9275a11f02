import { resetRefreshFlights } from '@/lib/bff/refresh';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { bff, call, cookieWith, countRequests, login, sessionCookie, stats, tokensIn } from './bff-helpers';

afterEach(() => resetRefreshFlights());

describe('BFF against the demo backend', () => {
  let backend: DemoBackend;
  let requests: { readonly count: number };

  beforeAll(async () => {
    backend = await startDemoBackend();
    requests = countRequests(backend);
  });
  afterAll(async () => backend.close());

  it('login keeps the tokens in an HttpOnly cookie and nowhere the browser can read', async () => {
    const handler = bff(backend.url);
    const response = await call(handler, 'jwt/login', {
      method: 'POST',
      json: { login: 'agent@demo.travel', password: 'demo12345' },
    });
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    for (const cookie of setCookies) expect(cookie).toMatch(/; HttpOnly/);
    expect(setCookies[0]).toMatch(/SameSite=Lax/);

    const text = await response.text();
    const { accessToken, refreshToken, alias } = await tokensIn(sessionCookie(response) ?? '');
    expect(alias).toBe('agent');
    for (const secret of [accessToken, refreshToken, 'access_token', 'refresh_token']) {
      expect(text).not.toContain(secret);
      expect(setCookies[0]).not.toContain(secret);
    }
    expect(JSON.parse(text)).toMatchObject({ alias: 'agent', email: 'agent@demo.travel' });
    // The cookie size that matters (docs/architecture.md §3): the real cookie with the demo backend's real tokens.
    console.info(
      `session Set-Cookie with real tokens: ${setCookies[0]?.length} bytes (access ${accessToken.length}, refresh ${refreshToken.length})`,
    );
    expect(setCookies[0]?.length).toBeLessThan(4096);

    // The cookie works for the next call, and that answer carries no token either.
    const user = await call(handler, 'jwt/user', { cookie: sessionCookie(response) });
    expect(user.status).toBe(200);
    expect(await user.text()).not.toContain(accessToken);
  });

  it('a wrong password passes the backend status and {error, message} through, with no cookie', async () => {
    const response = await call(bff(backend.url), 'jwt/login', {
      method: 'POST',
      json: { login: 'manager@demo.travel', password: 'wrong-pass' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('stores the role for the landing redirect', async () => {
    const cookie = await login(bff(backend.url), 'director@demo.travel');
    expect((await tokensIn(cookie)).alias).toBe('agency_director');
  });

  it('refuses a call without x-csrf, with a foreign Origin or cross-site, before the backend', async () => {
    const handler = bff(backend.url);
    const cookie = await login(handler);
    const before = requests.count;
    const refused = await Promise.all([
      call(handler, 'jwt/user', { cookie, headers: { 'x-csrf': '' } }),
      call(handler, 'jwt/user', { cookie, headers: { origin: 'https://evil.example' } }),
      call(handler, 'jwt/user', { cookie, headers: { 'sec-fetch-site': 'cross-site' } }),
      call(handler, 'jwt/login', {
        method: 'POST',
        json: { login: 'agent@demo.travel', password: 'demo12345' },
        headers: { origin: 'https://evil.example' },
      }),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    }
    expect(requests.count).toBe(before);
  });

  it('never forwards a path outside the allowlist', async () => {
    const handler = bff(backend.url);
    const cookie = await login(handler);
    const before = requests.count;
    const refused = await Promise.all([
      call(handler, '__demo/stats', { cookie }),
      call(handler, 'jwt/refresh-token', { method: 'POST', cookie, json: { refreshToken: 'x' } }),
      call(handler, 'admin/users', { cookie }),
      call(handler, 'jwt/user', { cookie, method: 'DELETE' }),
      handler(
        new Request('http://localhost:3000/api/jwt/%2e%2e/__demo/stats', { headers: { 'x-csrf': '1', cookie } }),
        ['jwt', '%2e%2e', '__demo', 'stats'],
      ),
      handler(new Request('http://localhost:3000/api/jwt%2fuser', { headers: { 'x-csrf': '1', cookie } }), [
        'jwt/user',
      ]),
    ]);
    for (const response of refused) expect(response.status).toBe(404);
    expect(requests.count).toBe(before);
  });

  it('forwards query strings and the locale header', async () => {
    const handler = bff(backend.url);
    const cookie = await login(handler);
    const response = await call(handler, 'notifications?page%5Bnumber%5D=1&page%5Bsize%5D=3', {
      cookie: `locale=en; ${cookie}`,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[]; meta: { size: number } };
    expect(body.data.length).toBeLessThanOrEqual(3);
    expect(body.meta.size).toBe(3);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('logout ends the session at the backend, so the old cookie is worthless', async () => {
    const handler = bff(backend.url);
    const cookie = await login(handler);
    const { logouts } = await stats(backend);
    const out = await call(handler, 'jwt/logout', { cookie });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    expect(out.headers.getSetCookie()[0]).toMatch(/^agency_session=; .*Max-Age=0/);
    expect((await stats(backend)).logouts).toBe(logouts + 1);

    const reused = await call(handler, 'jwt/user', { cookie });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({
      redirect: '/auth/login',
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(reused.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
  });

  it('a revoked refresh token logs out: 401 with redirect and a cleared cookie', async () => {
    const handler = bff(backend.url);
    const tokens = await tokensIn(await login(handler));
    // An expired access token forces a refresh, and the backend no longer knows this refresh token.
    const cookie = await cookieWith({
      ...tokens,
      accessToken: 'expired.or.forged',
      refreshToken: 'revoked-refresh-token',
      expiresAt: Date.now() + 600_000,
    });
    const response = await call(handler, 'v1/core/navigation', { cookie });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ redirect: '/auth/login' });
    expect(response.headers.getSetCookie()[0]).toMatch(/^agency_session=; /);
  });

  it('public calls work without a session and without a CSRF-free shortcut', async () => {
    const handler = bff(backend.url);
    const response = await call(handler, 'check_reset_token/not-a-real-token');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect((await call(handler, 'check_reset_token/x', { headers: { 'x-csrf': '' } })).status).toBe(403);
  });
});

describe('token expiry against the demo backend', () => {
  let backend: DemoBackend;
  beforeAll(async () => {
    backend = await startDemoBackend({ accessTtlS: 2, now: () => Date.now() });
  });
  afterAll(async () => backend.close());
  // The clock the BFF and the demo backend (its `now`) read, moved past the tokens' 2 s instead of
  // waiting for them; timers and I/O keep real time.
  let skewMs = 0;
  beforeEach(() => {
    skewMs = 0;
    const realNow = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  const expireTokens = () => {
    skewMs += 2_200;
  };

  it('10 concurrent calls with an expired access token cause exactly one refresh, and all succeed', async () => {
    const handler = bff(backend.url);
    const cookie = await login(handler);
    expireTokens();
    const before = (await stats(backend)).refreshes;
    const responses = await Promise.all(Array.from({ length: 10 }, () => call(handler, 'jwt/user', { cookie })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await stats(backend)).refreshes - before).toBe(1);
    // Every answer stores the same new session, and it works.
    const renewed = new Set(
      await Promise.all(responses.map(async (r) => (await tokensIn(sessionCookie(r) ?? '')).refreshToken)),
    );
    expect(renewed.size).toBe(1);
    expect((await call(handler, 'jwt/user', { cookie: sessionCookie(responses[0]!) })).status).toBe(200);
  });

  it('a 401 from the backend is refreshed once and retried, for 10 concurrent calls', async () => {
    const handler = bff(backend.url);
    const tokens = await tokensIn(await login(handler));
    expireTokens();
    // The session believes the token is fresh, so the backend's 401 is what triggers the refresh.
    const cookie = await cookieWith({ ...tokens, expiresAt: Date.now() + 600_000 });
    const before = (await stats(backend)).refreshes;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(handler, 'v1/core/client-error', { method: 'POST', cookie, json: { info: 'integration test' } }),
      ),
    );
    expect(responses.map((r) => r.status).every((s) => s >= 200 && s < 300)).toBe(true);
    expect((await stats(backend)).refreshes - before).toBe(1);
    for (const response of responses) expect(sessionCookie(response)).toBeDefined();
  });
});

describe('backend failures', () => {
  it('a backend that is down gives a clear 502 JSON', async () => {
    const backend = await startDemoBackend();
    const url = backend.url;
    await backend.close();
    const response = await call(bff(url), 'jwt/login', {
      method: 'POST',
      json: { login: 'agent@demo.travel', password: 'demo12345' },
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it('a backend slower than the timeout gives 504 JSON', async () => {
    const backend = await startDemoBackend({ latencyMs: 500 });
    try {
      const response = await call(bff(backend.url, 100), 'check_reset_token/abc', {
        headers: { 'accept-language': 'en' },
      });
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ error: 'Timeout', message: expect.stringMatching(/in time/) });
    } finally {
      await backend.close();
    }
  });
});
