import { matchRoute, ROUTES } from '@/lib/bff/allowlist';

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
