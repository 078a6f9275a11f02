import { decideProxy, FORBIDDEN_PATH } from '@/lib/proxy/proxy-rules';
import { ROLES } from '@/lib/shared/permissions';
import type { SessionData } from '@/lib/session';

// The portal's route check (docs/product.md "Permissions", docs/architecture.md §1 "The route
// table"): proxy.ts decides on every page request, from the role in the session, whether the page
// renders or the 403 page does at its address; a refused page never runs, so nothing of it is asked
// for (tests/e2e/errors.spec.ts watches the browser's calls).

const now = 1_800_000_000_000;
const session = (alias: string): SessionData => ({
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: now + 10 * 60_000,
  alias,
});
const decide = (pathname: string, alias: string) => decideProxy({ pathname, search: '', session: session(alias), now });

const MANAGERS = ['agency_manager', 'agency_director'];
const SUBPARTITIONS = [...MANAGERS, 'sub_partition_manager'];
const PAGES: [string, string[]][] = [
  ['/agency', MANAGERS],
  ['/agency/commission', MANAGERS],
  ['/agency/profile', MANAGERS],
  ['/agency/contract', ['agency_director']],
  ['/agency/standing', ['agency_director']],
  // Any other section: the page's 404 inside the role.
  ['/agency/unknown', MANAGERS],
  ['/employees', [...MANAGERS, 'office_manager']],
  ['/employees/chisinau-centru', [...MANAGERS, 'office_manager']],
  ['/subpartitions', SUBPARTITIONS],
  ['/subpartitions/edit/1', SUBPARTITIONS],
  ['/subpartitions/tourist-list/1', SUBPARTITIONS],
  ['/payment-gateways', MANAGERS],
  ['/payment-gateways/create', MANAGERS],
  ['/payment-gateways/1/edit', MANAGERS],
  ['/rules/acknowledgements', MANAGERS],
  ['/reports/charter-control-financial', MANAGERS],
  ['/ats/orders/create', ['ats_manager']],
  ['/ats/orders/1/edit', ['ats_manager']],
  ['/ats/user-links/create', ['ats_manager']],
  ['/ats/user-links/1/edit', ['ats_manager']],
  // The director reads the ticket desk (docs/product.md "Permissions": ats.read).
  ['/ats/user-links', ['agency_director', 'ats_manager']],
  ['/ats/orders-payments', ['agency_director', 'ats_manager']],
  ['/ats/sales-report', ['agency_director', 'ats_manager']],
  // Every role's: the flight list (ticketOrders.read), one's own profile (profile.own), and the rest.
  ['/ats/orders', [...ROLES]],
  ...['info', 'password', 'settings', 'commission', 'sessions'].map((section): [string, string[]] => [
    `/profile/${section}`,
    [...ROLES],
  ]),
  ['/publications/1', [...ROLES]],
  ['/rules/1', [...ROLES]],
  ['/orders', [...ROLES]],
  ['/notifications/all', [...ROLES]],
  ['/search/flight', [...ROLES]],
  // The 403 page's own address answers as what it shows (the 403 page, status 403) to every role.
  [FORBIDDEN_PATH, []],
];

const cases = PAGES.flatMap(([path, allowed]) => ROLES.map((role) => [path, role, allowed.includes(role)] as const));

describe('the route check on every page request', () => {
  it.each(cases)('%s for %s: opens %s', (path, role, opens) => {
    expect(decide(path, role)).toEqual(
      opens ? { kind: 'continue', refresh: false } : { kind: 'forbidden', refresh: false },
    );
  });

  it("refuses an order's edit to every role but the ATS manager, whatever the id", () => {
    for (const id of ['1', '99999', 'create', '%31']) {
      expect(ROLES.filter((role) => decide(`/ats/orders/${id}/edit`, role).kind === 'continue')).toEqual([
        'ats_manager',
      ]);
    }
  });

  it('reads encoded segments and a trailing slash as the router does', () => {
    expect(decide('/ats/orders/%63reate', 'agent').kind).toBe('forbidden');
    expect(decide('/%65mployees', 'agent').kind).toBe('forbidden');
    expect(decide('/employees/', 'agent').kind).toBe('forbidden');
  });

  it('still refreshes a token due for it on a refused page', () => {
    const due = { ...session('agent'), expiresAt: now + 1_000 };
    expect(decideProxy({ pathname: '/employees', search: '', session: due, now })).toEqual({
      kind: 'forbidden',
      refresh: true,
    });
  });

  it('refuses a session without a known role every guarded page, and leaves the router a path that is no page', () => {
    const unknown = decideProxy({
      pathname: '/employees',
      search: '',
      session: { accessToken: 'a', refreshToken: 'r', expiresAt: now + 600_000 },
      now,
    });
    expect(unknown).toEqual({ kind: 'forbidden', refresh: false });
    expect(decide('/no-such-place/at-all', 'agent')).toEqual({ kind: 'continue', refresh: false });
  });
});
