import { can, ROLES, type Capability } from '@/lib/shared/permissions';
import { call, demoBackendWith, ROLE_LOGINS } from './client';

// Every role is refused (403) what the permissions table does not give it, on every call of
// running the agency; a role it does give gets past the check (bodies here are empty or ids
// unknown, so nothing changes: 200, 404 or 422, never 403).

const backend = demoBackendWith(ROLE_LOGINS);
const { tokens } = backend;

type Check = [method: string, path: string, body: unknown, capabilities: Capability[]];
const EMPLOYEES: Capability[] = ['employees.agency.manage', 'employees.office.manage'];
const SUBS: Capability[] = ['subpartitions.all.manage', 'subpartitions.own.manage'];
const CALLS: Check[] = [
  ['GET', 'agencies/commission', undefined, ['agency.commission.read']],
  ['GET', 'agencies/profile', undefined, ['agency.profile.read']],
  ['POST', 'agencies/profile', {}, ['agency.profile.manage']],
  ['DELETE', 'agencies/profile/logo/9999', undefined, ['agency.profile.manage']],
  ['GET', 'agencies/contract', undefined, ['agency.contract.read']],
  ['PATCH', 'agencies/contract', {}, ['agency.contract.manage']],
  ['GET', 'agencies/standing', undefined, ['agency.standing.read']],
  ['GET', 'v1/employees', undefined, EMPLOYEES],
  ['GET', 'v1/employees/create', undefined, EMPLOYEES],
  ['POST', 'v1/employees/create', {}, EMPLOYEES],
  ['GET', 'v1/employees/9999/edit', undefined, EMPLOYEES],
  ['POST', 'v1/employees/9999/block', {}, EMPLOYEES],
  ['POST', 'v1/employees/9999/unblock', {}, EMPLOYEES],
  ['POST', 'v1/employees/9999/hire', {}, EMPLOYEES],
  ['GET', 'v1/employees/9999/dismiss', undefined, EMPLOYEES],
  ['POST', 'v1/employees/9999/dismiss', {}, EMPLOYEES],
  ['GET', 'subpartitions', undefined, SUBS],
  ['GET', 'subpartitions/filters', undefined, SUBS],
  ['GET', 'subpartitions/9999/edit', undefined, SUBS],
  ['PATCH', 'subpartitions/9999/edit', {}, SUBS],
  ['GET', 'subpartitions/9999/tourists', undefined, SUBS],
  ['GET', 'payment/gateways', undefined, ['gateways.manage']],
  ['GET', 'payment/gateways/9999', undefined, ['gateways.manage']],
  ['POST', 'payment/gateways', {}, ['gateways.manage']],
  ['PATCH', 'payment/gateways/9999/update', {}, ['gateways.manage']],
  ['DELETE', 'payment/gateways/9999/delete', undefined, ['gateways.manage']],
  ['GET', 'v1/rules/acknowledgements', undefined, ['rules.acknowledgements.read']],
];

const cases = CALLS.flatMap(([method, path, body, capabilities]) =>
  ROLES.map((role) => [role, method, path, capabilities.some((capability) => can(role, capability)), body] as const),
);

describe('the backend enforces the permissions table', () => {
  it.each(cases)('%s → %s %s: allowed %s', async (role, method, path, allowed, body) => {
    const answer = await call(backend.url, `/api/${path}`, { method, body, token: tokens[role], locale: 'ro' });
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
