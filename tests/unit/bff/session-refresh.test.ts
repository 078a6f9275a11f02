import { resetRefreshFlights } from '@/lib/bff/refresh';
import { sessionRefreshResponse } from '@/lib/bff/session-refresh';
import type { FetchLike } from '@/lib/bff/upstream';
import { readSession, sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';

const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };

const answer =
  (status: number, body: unknown): FetchLike =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function request(next: string, withSession = true): Promise<Request> {
  const sealed = await sealSession({ accessToken: 'a1', refreshToken: 'r1', expiresAt: 0, alias: 'agent' }, session);
  const headers: Record<string, string> = withSession ? { cookie: `${sessionCookieName(false)}=${sealed}` } : {};
  return new Request(`http://localhost:3000/api/session/refresh?next=${encodeURIComponent(next)}`, { headers });
}

afterEach(() => resetRefreshFlights());

describe('GET /api/session/refresh', () => {
  const config = { backendUrl: 'http://backend.test', timeoutMs: 1_000, session };

  it('stores fresh tokens and goes back to a safe `next`', async () => {
    const response = await sessionRefreshResponse(await request('/orders?page=2'), {
      ...config,
      fetch: answer(200, { access_token: 'a2', refresh_token: 'r2' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/orders?page=2');
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
    expect(await readSession(cookie, session)).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', alias: 'agent' });
  });

  it.each(['//evil.com/x', 'https://evil.com', '/\\evil.com'])('never follows %s', async (next) => {
    const response = await sessionRefreshResponse(await request(next), {
      ...config,
      fetch: answer(200, { access_token: 'a2', refresh_token: 'r2' }),
    });
    expect(response.headers.get('location')).toBe('/');
  });

  it('ends the session and goes to login when the refresh is refused or there is no session', async () => {
    const refused = await sessionRefreshResponse(await request('/orders'), {
      ...config,
      fetch: answer(401, { error: 'x', message: 'y' }),
    });
    expect(refused.headers.get('location')).toBe('/auth/login?next=%2Forders');
    expect(refused.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    const none = await sessionRefreshResponse(await request('/orders', false), config);
    expect(none.headers.get('location')).toBe('/auth/login?next=%2Forders');
  });

  it('keeps the session when the backend is down', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const response = await sessionRefreshResponse(await request('/orders'), { ...config, fetch: down });
    expect(response.status).toBe(502);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
