import { createBffHandler } from '@/lib/bff/handler';
import { resetRefreshFlights } from '@/lib/bff/refresh';
import type { FetchLike } from '@/lib/bff/upstream';
import { sealSession, sessionCookieName, type SessionConfig, type SessionData } from '@/lib/session';
import { user } from '../fixtures/user';

const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
const origin = 'http://localhost:3000';
const backendUrl = 'http://backend.test';
/** An empty page of notifications, as lib/schemas/notifications.ts reads it. */
const EMPTY_PAGE = { data: [], meta: { total: 0, page: 1, size: 10 } };

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/** A scripted backend: each call gets the next answer, or the route function's. */
function stub(route: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    const body = init?.body ? await new Response(init.body).text() : null;
    const call = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body };
    calls.push(call);
    return route(call, calls.length - 1);
  };
  return { calls, fetch };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

async function cookieFor(data: Partial<SessionData> = {}): Promise<string> {
  const sealed = await sealSession(
    { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000, ...data },
    session,
  );
  return `${sessionCookieName(false)}=${sealed}`;
}

function apiRequest(
  path: string,
  init: { method?: string; cookie?: string; body?: BodyInit; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { 'x-csrf': '1', origin, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(`${origin}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: init.body, duplex: 'half' }),
  } as RequestInit);
}

/** A backend that never answers: only the BFF's own timeout ends the call. */
const neverAnswers: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

afterEach(() => resetRefreshFlights());

describe('BFF handler (stub backend)', () => {
  it('refuses before the backend: CSRF 403, unknown path 404, no session 401', async () => {
    const backend = stub(() => json(200, {}));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const noCsrf = await handle(new Request(`${origin}/api/jwt/user`, { headers: { cookie: await cookieFor() } }), [
      'jwt',
      'user',
    ]);
    expect(noCsrf.status).toBe(403);
    expect(await noCsrf.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect((await handle(apiRequest('jwt/refresh-token', { method: 'POST' }), ['jwt', 'refresh-token'])).status).toBe(
      404,
    );
    expect((await handle(apiRequest('admin/users'), ['admin', 'users'])).status).toBe(404);
    const anonymous = await handle(apiRequest('jwt/user'), ['jwt', 'user']);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ redirect: '/auth/login' });
    expect(backend.calls).toHaveLength(0);
  });

  it("lets the page's own <img> load a stored image without x-csrf, and nothing else", async () => {
    const backend = stub(
      () => new Response(new Uint8Array([0x89, 0x50]), { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const cookie = await cookieFor();
    const load = (path: string, headers: Record<string, string>) =>
      handle(new Request(`${origin}/api/${path}`, { headers: { cookie, ...headers } }), path.split('/'));
    const sameOriginImage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' };

    const logo = await load('agencies/profile/logo/7', sameOriginImage);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await load('v1/avatars/3', sameOriginImage)).status).toBe(200);
    expect(backend.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/agencies/profile/logo/7',
      '/api/v1/avatars/3',
    ]);

    // Another site's image, no Fetch Metadata, a fetch rather than an image, or a route that is no image: the CSRF 403.
    expect((await load('agencies/profile/logo/7', { ...sameOriginImage, 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await load('agencies/profile/logo/7', {})).status).toBe(403);
    expect((await load('agencies/profile/logo/7', { ...sameOriginImage, 'sec-fetch-dest': 'empty' })).status).toBe(403);
    expect((await load('agencies/profile', sameOriginImage)).status).toBe(403);
    expect((await load('jwt/user', sameOriginImage)).status).toBe(403);
    expect(backend.calls).toHaveLength(2);
  });

  it('refuses when the raw URL and the segments disagree', async () => {
    const backend = stub(() => json(200, {}));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(apiRequest('jwt/user', { cookie: await cookieFor() }), ['v1', 'core', 'navigation']);
    expect(response.status).toBe(404);
    expect(backend.calls).toHaveLength(0);
  });

  it('forwards with bearer, locale and query, and cleans the answer', async () => {
    const backend = stub(() => json(200, EMPTY_PAGE, { 'set-cookie': 'b=1', location: '/x', 'x-powered-by': 'x' }));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(
      apiRequest('notifications?page%5Bnumber%5D=2', { cookie: `locale=ua; ${await cookieFor()}` }),
      ['notifications'],
    );
    expect(response.status).toBe(200);
    expect(backend.calls[0]?.url).toBe(`${backendUrl}/api/notifications?page%5Bnumber%5D=2`);
    expect(backend.calls[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(backend.calls[0]?.headers.get('x-localization')).toBe('ua');
    expect(backend.calls[0]?.headers.get('cookie')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names its stages in Server-Timing only when timing is on', async () => {
    const backend = stub(() => json(200, EMPTY_PAGE));
    const request = async () => apiRequest('notifications', { cookie: await cookieFor() });
    const plain = await createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch })(
      await request(),
      ['notifications'],
    );
    expect(plain.headers.get('server-timing')).toBeNull();
    const timed = await createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch, timing: true })(
      await request(),
      ['notifications'],
    );
    expect(timed.status).toBe(200);
    expect(await timed.json()).toEqual(EMPTY_PAGE);
    const stages = (timed.headers.get('server-timing') ?? '').split(', ').map((entry) => entry.split(';dur=')[0]);
    expect(stages).toEqual(['checks', 'session', 'backend', 'total']);
  });

  it('sends public calls without a bearer even with a session', async () => {
    const backend = stub(() => json(200, [{ id: 1, name: 'B', code: 'X' }]));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    expect(
      (await handle(apiRequest('contract/banks', { cookie: await cookieFor() }), ['contract', 'banks'])).status,
    ).toBe(200);
    expect((await handle(apiRequest('contract/banks'), ['contract', 'banks'])).status).toBe(200);
    expect(backend.calls.map((c) => c.headers.get('authorization'))).toEqual([null, null]);
  });

  it('passes a 303 with its redirect field, without a Location the browser would follow', async () => {
    const backend = stub(() =>
      json(303, { redirect: '/orders/card-payment/7' }, { location: '/orders/card-payment/7' }),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(
      apiRequest('v2/orders/book/s1', { method: 'POST', cookie: await cookieFor(), body: '{}' }),
      ['v2', 'orders', 'book', 's1'],
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toEqual({ redirect: '/orders/card-payment/7' });
  });

  it('on 401 refreshes once, retries with the same body and stores the new tokens', async () => {
    const backend = stub((call) => {
      if (call.url.endsWith('/api/jwt/refresh-token'))
        return json(200, { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 });
      const saved = { data: { uuid: '0b5c6f1e-7d1a-4c39-9a7e-2f4d8b6a1c3e' } };
      return call.headers.get('authorization') === 'Bearer access-2'
        ? json(201, saved)
        : json(401, { error: 'x', message: 'expired' });
    });
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const body = JSON.stringify({ search_result: { price: { amount: 10 } } });
    const response = await handle(
      apiRequest('search/offers', {
        method: 'POST',
        cookie: await cookieFor(),
        body,
        headers: { 'content-type': 'application/json' },
      }),
      ['search', 'offers'],
    );
    expect(response.status).toBe(201);
    expect(backend.calls.map((c) => `${c.method} ${c.url.replace(backendUrl, '')}`)).toEqual([
      'POST /api/search/offers',
      'POST /api/jwt/refresh-token',
      'POST /api/search/offers',
    ]);
    expect(backend.calls[2]?.body).toBe(body);
    expect(response.headers.get('set-cookie')).toMatch(/^agency_session=Fe26\.2\*.*HttpOnly/);
  });

  it('refreshes ahead of the call when the token is about to expire', async () => {
    const backend = stub((call) =>
      call.url.endsWith('/refresh-token')
        ? json(200, { access_token: 'access-2', refresh_token: 'refresh-2' })
        : json(200, user),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(
      apiRequest('jwt/user', { cookie: await cookieFor({ expiresAt: Date.now() + 5_000 }) }),
      ['jwt', 'user'],
    );
    expect(response.status).toBe(200);
    expect(backend.calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'Bearer access-2']);
  });

  it('uses a fresh short-lived token as it is, and refreshes it only past half its life', async () => {
    const backend = stub((call) =>
      call.url.endsWith('/refresh-token')
        ? json(200, { access_token: 'access-2', refresh_token: 'refresh-2' })
        : json(200, user),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    // A 5 s token received 1 s ago, then one received 3 s ago.
    const fresh = await handle(
      apiRequest('jwt/user', {
        cookie: await cookieFor({ issuedAt: Date.now() - 1_000, expiresAt: Date.now() + 4_000 }),
      }),
      ['jwt', 'user'],
    );
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('set-cookie')).toBeNull();
    const halfGone = await handle(
      apiRequest('jwt/user', {
        cookie: await cookieFor({ issuedAt: Date.now() - 3_000, expiresAt: Date.now() + 2_000 }),
      }),
      ['jwt', 'user'],
    );
    expect(halfGone.status).toBe(200);
    expect(halfGone.headers.get('set-cookie')).toMatch(/^agency_session=Fe26\.2\*/);
    expect(backend.calls.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      null,
      'Bearer access-2',
    ]);
  });

  it('logs out when the refresh token is refused: 401 with redirect and a cleared cookie', async () => {
    const backend = stub(() => json(401, { error: 'x', message: 'revoked' }));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(apiRequest('jwt/user', { cookie: await cookieFor() }), ['jwt', 'user']);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      redirect: '/auth/login',
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(response.headers.get('set-cookie')).toMatch(/^agency_session=; .*Max-Age=0/);
    expect(backend.calls).toHaveLength(2);
  });

  it('keeps the session when the refresh cannot reach the backend', async () => {
    const backend = stub((call) => {
      if (call.url.endsWith('/refresh-token')) throw new TypeError('fetch failed');
      return json(401, { error: 'x', message: 'expired' });
    });
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(apiRequest('jwt/user', { cookie: await cookieFor() }), ['jwt', 'user']);
    expect(response.status).toBe(502);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 502 when the backend is unreachable and 504 when it is too slow', async () => {
    const down = stub(() => {
      throw new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') });
    });
    const unreachable = await createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: down.fetch })(
      apiRequest('contract/banks'),
      ['contract', 'banks'],
    );
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual({ error: expect.any(String), message: expect.any(String) });

    const timedOut = await createBffHandler({ backendUrl, timeoutMs: 50, session, fetch: neverAnswers })(
      apiRequest('contract/banks'),
      ['contract', 'banks'],
    );
    expect(timedOut.status).toBe(504);
  });

  it('answers 502, not a cut body, when the backend breaks off a small answer', async () => {
    const broken = stub(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":['));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json', 'content-length': '40' } });
    });
    const response = await createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: broken.fetch })(
      apiRequest('contract/banks'),
      ['contract', 'banks'],
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it('streams a binary body through byte for byte', async () => {
    const bytes = new Uint8Array(256 * 1024).map((_, i) => (i * 31) % 256);
    const backend = stub(
      () =>
        new Response(bytes, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' },
        }),
    );
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(apiRequest('contract/agency'), ['contract', 'agency']);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('refuses an upload over the cap with 413', async () => {
    const backend = stub(() => json(200, {}));
    const handle = createBffHandler({
      backendUrl,
      timeoutMs: 1_000,
      session,
      fetch: backend.fetch,
      maxUploadBytes: 10,
    });
    const response = await handle(
      apiRequest('v1/avatars', {
        method: 'POST',
        cookie: await cookieFor(),
        body: 'x'.repeat(100),
        headers: { 'content-length': '100' },
      }),
      ['v1', 'avatars'],
    );
    expect(response.status).toBe(413);
    expect(backend.calls).toHaveLength(0);
  });

  it('forwards an image upload larger than any other body may be, and refuses that size elsewhere', async () => {
    const backend = stub(() => json(200, { data: { avatar: '/api/v1/avatars/1' }, message: 'ok' }));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const size = 1536 * 1024;
    const upload = await handle(
      apiRequest('v1/avatars', {
        method: 'POST',
        cookie: await cookieFor(),
        body: 'x'.repeat(size),
        headers: { 'content-length': String(size) },
      }),
      ['v1', 'avatars'],
    );
    expect(upload.status).toBe(200);
    const other = await handle(
      apiRequest('v1/profile', {
        method: 'PATCH',
        cookie: await cookieFor(),
        body: 'x'.repeat(size),
        headers: { 'content-length': String(size) },
      }),
      ['v1', 'profile'],
    );
    expect(other.status).toBe(413);
    expect(backend.calls).toHaveLength(1);
  });
});

describe('BFF handler: POST search/offers/print up to the rendering (stub backend)', () => {
  const contacts = { title: 'Nistru', address: 'Chișinău', phone: '+373 22 123 456', email: 'office@nistru.md' };
  const print = async (body: string, cookie?: string) =>
    apiRequest('search/offers/print', {
      method: 'POST',
      cookie: cookie ?? (await cookieFor()),
      body,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });

  it('refuses bad contacts with 422 and a text per field, before asking the backend', async () => {
    const backend = stub(() => json(200, { data: [] }));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const cases: Array<[string, Record<string, string[]>]> = [
      ['not json', { _: ['Check this field'] }],
      [JSON.stringify({ ...contacts, email: undefined }), { email: ['This field is required'] }],
      [
        JSON.stringify({ ...contacts, title: 'x'.repeat(121), phone: 7 }),
        { title: ['At most 120 characters'], phone: ['Check this field'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await handle(await print(body), ['search', 'offers', 'print']);
      expect(response.status).toBe(422);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: 'Validation error',
        message: 'Check the agency contacts for the PDF.',
        errors,
      });
    }
    expect(backend.calls).toHaveLength(0);
  });

  it('reads the offers with GET search/offers under the session rules: 401 → refresh → retry, new cookie kept', async () => {
    const backend = stub((call) => {
      if (call.url.endsWith('/api/jwt/refresh-token'))
        return json(200, { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 });
      return call.headers.get('authorization') === 'Bearer access-2'
        ? json(200, { data: [] })
        : json(401, { error: 'x', message: 'expired' });
    });
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    const response = await handle(await print(JSON.stringify(contacts)), ['search', 'offers', 'print']);
    expect(backend.calls.map((c) => `${c.method} ${c.url.replace(backendUrl, '')}`)).toEqual([
      'GET /api/search/offers',
      'POST /api/jwt/refresh-token',
      'GET /api/search/offers',
    ]);
    expect(backend.calls[2]?.headers.get('x-localization')).toBe('en');
    expect(backend.calls[2]?.body).toBeNull();
    // An empty basket: nothing to send a client.
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'Nothing to print',
      message: 'There are no saved offers to put in the PDF.',
    });
    expect(response.headers.get('set-cookie')).toMatch(/^agency_session=Fe26\.2\*.*HttpOnly/);
  });

  it('passes the backend’s refusal through, and answers 502 for nonsense, 502 when down, 504 when too slow', async () => {
    const printWith = async (fetch: FetchLike, timeoutMs = 1_000) =>
      createBffHandler({ backendUrl, timeoutMs, session, fetch })(await print(JSON.stringify(contacts)), [
        'search',
        'offers',
        'print',
      ]);

    const forbidden = await printWith(
      stub(() => json(403, { error: 'Forbidden', message: 'No basket for you' })).fetch,
    );
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Forbidden', message: 'No basket for you' });
    expect((await printWith(stub(() => json(200, { data: [{ uuid: 'not-a-uuid' }] })).fetch)).status).toBe(502);
    const down = stub(() => {
      throw new TypeError('fetch failed');
    });
    expect((await printWith(down.fetch)).status).toBe(502);
    expect((await printWith(neverAnswers, 50)).status).toBe(504);
  });
});

describe('BFF handler: POST jwt/login (stub backend)', () => {
  const credentials = { access_token: 'access-9', refresh_token: 'refresh-9', expires_in: 900 };
  const signIn = (user: object) => {
    const backend = stub((call) => (call.url.endsWith('/api/jwt/login') ? json(200, credentials) : json(200, user)));
    const handle = createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch: backend.fetch });
    return handle(
      apiRequest('jwt/login', {
        method: 'POST',
        body: JSON.stringify({ login: 'a@b.md', password: 'x' }),
        headers: { 'content-type': 'application/json' },
      }),
      ['jwt', 'login'],
    );
  };

  it('sets the language stored for the user, so it follows them to this browser', async () => {
    const response = await signIn({ alias: 'agent', locale: 'ro' });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith(sessionCookieName(false)))).toBe(true);
    expect(cookies).toContain('locale=ro; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('leaves the browser’s language alone for a user who has not chosen one', async () => {
    const response = await signIn({ alias: 'agent', locale: null });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('locale='))).toBe(false);
  });
});
