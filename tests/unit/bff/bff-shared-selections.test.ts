import { matchRoute, ROUTES } from '@/lib/bff/allowlist';
import { createBffHandler } from '@/lib/bff/handler';
import { resetRefreshFlights } from '@/lib/bff/refresh';
import { sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';

// Client selections through the BFF (docs/product.md "Client selections"): the agent's calls are
// forwarded with the session; the client's public read and answer never are, whatever the method,
// since only the portal's server makes them (lib/backend/shared-selections.ts).

const TOKEN = 'q2Vb3nX9yT0aLkP4sDf7hJ1wZc8mNr5u';
const seg = (path: string) => path.split('/');

describe('client selections on the BFF allowlist', () => {
  it.each([
    ['GET', 'shared-selections'],
    ['POST', 'shared-selections'],
    ['POST', `shared-selections/${TOKEN}/revoke`],
    ['POST', `shared-selections/${TOKEN}/extend`],
  ])('forwards the agent’s %s %s with the session', (method, path) => {
    const rule = matchRoute(method, seg(path));
    expect(rule).not.toBeNull();
    expect(rule?.public).toBeUndefined();
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('never forwards the public calls, %s', (method) => {
    for (const path of [
      `public/shared-selections/${TOKEN}`,
      `public/shared-selections/${TOKEN}/answers`,
      'public/shared-selections',
      `shared-selections/${TOKEN}`,
      `shared-selections/${TOKEN}/answers`,
    ])
      expect(matchRoute(method, seg(path))).toBeNull();
  });

  it('lists no rule under public/', () => {
    expect(ROUTES.filter((rule) => rule.pattern.startsWith('public/'))).toEqual([]);
  });

  it('refuses a token that is not URL-safe', () => {
    expect(matchRoute('POST', seg('shared-selections/a.b/revoke'))).toBeNull();
    expect(matchRoute('POST', seg('shared-selections/%2e%2e/extend'))).toBeNull();
  });
});

describe('the BFF with a session, asked for the public calls', () => {
  const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
  const origin = 'http://localhost:3000';
  afterEach(() => resetRefreshFlights());

  async function viaBff(path: string, method: string) {
    const fetch = jest.fn(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const sealed = await sealSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 }, session);
    const request = new Request(`${origin}/api/${path}`, {
      method,
      headers: {
        'x-csrf': '1',
        origin,
        cookie: `${sessionCookieName(false)}=${sealed}`,
        'content-type': 'application/json',
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    const response = await createBffHandler({ backendUrl: 'http://backend.test', timeoutMs: 1_000, session, fetch })(
      request,
      path.split('/'),
    );
    return { status: response.status, forwarded: fetch.mock.calls.length };
  }

  it('answers 404 and never reaches the backend', async () => {
    expect(await viaBff(`public/shared-selections/${TOKEN}`, 'GET')).toEqual({ status: 404, forwarded: 0 });
    expect(await viaBff(`public/shared-selections/${TOKEN}/answers`, 'POST')).toEqual({ status: 404, forwarded: 0 });
  });

  it('forwards the agent’s list', async () => {
    expect(await viaBff('shared-selections', 'GET')).toEqual({ status: 200, forwarded: 1 });
  });
});
