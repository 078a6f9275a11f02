import { CALLS as REGISTRY } from '@/lib/contract/calls';
import { can, ROLES } from '@/lib/shared/permissions';
import { call, demoBackendWith, ROLE_LOGINS } from './client';

// Every role is refused (403) what the permissions table does not give it, on every call the
// registry says needs a capability (lib/contract/calls.ts `needs`, which the OpenAPI document and
// the conformance kit read), and gets past the check on every call the table gives it, and on
// every other signed-in call but the session's own (jwt/*): bodies here are empty and ids unknown,
// so nothing changes: 200, 404 or 422, never 403.

const backend = demoBackendWith(ROLE_LOGINS);
const { tokens } = backend;

/** A value of each path parameter that names no record. */
const UNKNOWN: Readonly<Record<string, string>> = {
  id: '9999',
  uuid: '00000000-0000-4000-8000-000000000000',
  token: 'no-such-token',
  searchId: 'no-such-search',
  sid: 'no-such-sid',
  hash: 'no-such-hash',
  sessionId: 'no-such-session',
};
const addressOf = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!UNKNOWN[name]) throw new Error(`no unknown value for {${name}} (${path})`);
    return UNKNOWN[name];
  });

const SIGNED_IN = REGISTRY.filter((c) => !c.public && !c.portalAnswers && !c.path.startsWith('jwt/'));

const cases = SIGNED_IN.flatMap((c) =>
  ROLES.map(
    (role) =>
      [
        role,
        c.method,
        c.path,
        !c.needs || c.needs.some((capability) => can(role, capability)),
        c.method === 'GET' || c.method === 'DELETE' ? undefined : {},
      ] as const,
  ),
);

it('checks the calls that need a capability, of every group that has them', () => {
  const guarded = SIGNED_IN.filter((c) => c.needs);
  expect(guarded.length).toBeGreaterThan(50);
  expect(new Set(guarded.map((c) => c.group))).toEqual(
    new Set(['core', 'employees', 'content', 'ATS', 'gateways', 'reports']),
  );
});

describe('the backend enforces the permissions table', () => {
  it.each(cases)('%s → %s %s: allowed %s', async (role, method, path, allowed, body) => {
    const answer = await call(backend.url, `/api/${addressOf(path)}`, {
      method,
      body,
      token: tokens[role],
      locale: 'ro',
    });
    if (allowed) {
      expect(answer.status).not.toBe(403);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer.status).toBe(403);
      // In the caller's language.
      expect(answer.body).toMatchObject({ error: 'Acces interzis' });
    }
  });

  it('lets a manager handle gateways but not set their secrets', async () => {
    const manager = await call(backend.url, '/api/payment/gateways', {
      token: tokens.agency_manager,
      body: {
        provider: 'stripe',
        merchant_id: 'acct_demo_1',
        currencies: ['EUR'],
        enabled: false,
        secret: 'sk_demo_12345678',
      },
    });
    expect(manager.status).toBe(403);
    const list = await call<{ data: { merchant_id: string }[] }>(backend.url, '/api/payment/gateways', {
      token: tokens.agency_manager,
    });
    expect(list.body.data.map((g) => g.merchant_id)).not.toContain('acct_demo_1');
  });

  it('gives every role its own profile', async () => {
    for (const role of ROLES) {
      const answer = await call<{ data: { email: string } }>(backend.url, '/api/v1/profile', { token: tokens[role] });
      expect(answer.status).toBe(200);
      expect(answer.body.data.email).toBe(ROLE_LOGINS[role]);
    }
  });
});
