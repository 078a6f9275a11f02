import { menuFor } from '@/demo-backend/src/navigation';
import { CAPABILITIES, ROLES, can, mayOpen, routeAccess, type Capability, type Role } from '@/lib/shared/permissions';

// The table of docs/product.md "Permissions", written out: a right moved in lib/shared/permissions.ts
// without the documentation (or the other way round) fails here.
const X = true;
const _ = false;
const EXPECTED: Record<Capability, Record<Role, boolean>> = {
  //                                 agent  manager director office  subpart ats
  'agency.profile.read': row(_, X, X, _, _, _),
  'agency.profile.manage': row(_, X, X, _, _, _),
  'agency.contract.read': row(_, _, X, _, _, _),
  'agency.contract.manage': row(_, _, X, _, _, _),
  'agency.commission.read': row(_, X, X, _, _, _),
  'agency.standing.read': row(_, _, X, _, _, _),
  'employees.agency.manage': row(_, X, X, _, _, _),
  'employees.office.manage': row(_, _, _, X, _, _),
  'subpartitions.all.manage': row(_, X, X, _, _, _),
  'subpartitions.own.manage': row(_, _, _, _, X, _),
  'gateways.manage': row(_, X, X, _, _, _),
  'gateways.secrets.manage': row(_, _, X, _, _, _),
  'reports.read': row(_, X, X, _, _, _),
  'rules.acknowledgements.read': row(_, X, X, _, _, _),
  'ticketOrders.read': row(X, X, X, X, X, X),
  'ats.read': row(_, _, X, _, _, X),
  'ats.manage': row(_, _, _, _, _, X),
  'profile.own': row(X, X, X, X, X, X),
};

function row(
  agent: boolean,
  manager: boolean,
  director: boolean,
  office: boolean,
  subpartition: boolean,
  ats: boolean,
): Record<Role, boolean> {
  return {
    agent,
    agency_manager: manager,
    agency_director: director,
    office_manager: office,
    sub_partition_manager: subpartition,
    ats_manager: ats,
  };
}

describe('the permissions table', () => {
  it('names every capability in the expected table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CAPABILITIES].sort());
  });

  const cells = CAPABILITIES.flatMap((capability) =>
    ROLES.map((role) => [role, capability, EXPECTED[capability][role]] as const),
  );
  it.each(cells)('%s may %s: %s', (role, capability, expected) => {
    expect(can(role, capability)).toBe(expected);
  });

  it('refuses an unknown role everything', () => {
    expect(CAPABILITIES.some((capability) => can('superuser', capability))).toBe(false);
    expect(mayOpen('superuser', '/publications')).toBe(false);
  });
});

describe('routes and the table', () => {
  it.each([
    ['/agency/commission', ['agency_manager', 'agency_director']],
    ['/agency/profile', ['agency_manager', 'agency_director']],
    ['/agency/contract', ['agency_director']],
    ['/employees', ['agency_manager', 'agency_director', 'office_manager']],
    ['/employees/chisinau', ['agency_manager', 'agency_director', 'office_manager']],
    ['/subpartitions/edit/3', ['agency_manager', 'agency_director', 'sub_partition_manager']],
    ['/payment-gateways/4/edit', ['agency_manager', 'agency_director']],
    ['/rules/acknowledgements', ['agency_manager', 'agency_director']],
    ['/reports/charter-control-financial', ['agency_manager', 'agency_director']],
    ['/ats/orders/create', ['ats_manager']],
    ['/ats/orders/5/edit', ['ats_manager']],
    ['/ats/user-links', ['agency_director', 'ats_manager']],
    ['/ats/user-links/create', ['ats_manager']],
    ['/ats/user-links/3/edit', ['ats_manager']],
    ['/ats/sales-report', ['agency_director', 'ats_manager']],
    ['/ats/orders-payments', ['agency_director', 'ats_manager']],
    ['/ats/orders', [...ROLES]],
    ['/publications', [...ROLES]],
    ['/rules/12', [...ROLES]],
    ['/profile/sessions', [...ROLES]],
    ['/orders?order=5', [...ROLES]],
  ])('%s opens for exactly %j', (path, roles) => {
    expect(ROLES.filter((role) => mayOpen(role, path))).toEqual(
      ROLES.filter((role) => (roles as string[]).includes(role)),
    );
  });

  it('does not take a path that only starts with a guarded route for it', () => {
    expect(routeAccess('/agency-news')).toBeNull();
    expect(routeAccess('/atsx')).toBeNull();
    expect(routeAccess('/employeesx')).toBeNull();
  });

  it('opens the sign-in screens to anyone, a role or none', () => {
    for (const role of [...ROLES, 'superuser', '']) expect(mayOpen(role, '/auth/reset/abc123')).toBe(true);
    expect(mayOpen('', '/publications')).toBe(false);
  });
});

type Item = { link: string | null; children: Item[] };
const links = (items: Item[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.children)]);
const ALL_MENU_LINKS = [...new Set(ROLES.flatMap((role) => links(menuFor(role, 'en'))))];

describe('the menu the backend serves', () => {
  it.each(ROLES)('holds for %s exactly the entries whose routes the role may open', (role) => {
    const menu = links(menuFor(role, 'en'));
    expect(menu.every((link) => mayOpen(role, link))).toBe(true);
    expect(ALL_MENU_LINKS.filter((link) => mayOpen(role, link)).sort()).toEqual([...menu].sort());
  });

  it('gives an agent no agency, employee, sub-partition, gateway or report entry, and the flight list', () => {
    expect(links(menuFor('agent', 'en'))).toEqual([
      '/publications',
      '/search/tour',
      '/search/flight',
      '/orders',
      '/orders/bonuses',
      '/documents',
      '/rules',
      '/faq',
      '/ats/orders',
    ]);
  });

  it('gives an office manager the employees, and a sub-partition manager the sub-blocks, beyond the agent', () => {
    expect(links(menuFor('office_manager', 'en'))).toContain('/employees');
    expect(links(menuFor('office_manager', 'en'))).not.toContain('/agency');
    expect(links(menuFor('sub_partition_manager', 'en'))).toContain('/subpartitions');
    expect(links(menuFor('sub_partition_manager', 'en'))).not.toContain('/employees');
  });
});
