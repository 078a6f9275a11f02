import {
  COVERS,
  PERMISSIONS,
  ROLES,
  grantableRoles,
  mayChangeCredentialsOf,
  mayGrant,
  type Capability,
  type Role,
} from '@/lib/shared/permissions';

// The grant rule of docs/product.md "Permissions": who may give which role (and act on its
// holders), written out as the documentation states it, and checked against its definition
// (the role's capabilities a subset of the giver's, with the coverings) over every pair.

const GIVES: Record<Role, readonly Role[]> = {
  agent: [],
  agency_manager: ['agent', 'agency_manager', 'office_manager', 'sub_partition_manager'],
  agency_director: [...ROLES],
  office_manager: ['agent', 'office_manager'],
  sub_partition_manager: [],
  ats_manager: [],
};

const EMPLOYEES: readonly Capability[] = ['employees.agency.manage', 'employees.office.manage'];
/** The definition, spelled out independently of the implementation. */
function subsetWithCoverings(giver: Role, role: Role): boolean {
  const held = new Set<Capability>(PERMISSIONS[giver]);
  for (const capability of PERMISSIONS[giver]) for (const covered of COVERS[capability] ?? []) held.add(covered);
  return PERMISSIONS[role].every((capability) => held.has(capability));
}

describe('the grant rule', () => {
  const pairs = ROLES.flatMap((giver) => ROLES.map((role) => [giver, role] as const));

  it.each(pairs)('%s may give %s as the documentation says', (giver, role) => {
    expect(mayGrant(giver, role)).toBe(GIVES[giver].includes(role));
  });

  it.each(pairs)(
    '%s → %s agrees with "a employee manager gives roles whose capabilities are all theirs, a director any"',
    (giver, role) => {
      const managesEmployees = PERMISSIONS[giver].some((capability) => EMPLOYEES.includes(capability));
      expect(mayGrant(giver, role)).toBe(
        managesEmployees && (giver === 'agency_director' || subsetWithCoverings(giver, role)),
      );
    },
  );

  it('never lets a manager give the ticket desk or the director', () => {
    expect(grantableRoles('agency_manager')).not.toContain('ats_manager');
    expect(grantableRoles('agency_manager')).not.toContain('agency_director');
  });

  it('gives the covered capabilities only through the wider ones', () => {
    expect(COVERS).toEqual({
      'employees.agency.manage': ['employees.office.manage'],
      'subpartitions.all.manage': ['subpartitions.own.manage'],
    });
  });

  it('refuses unknown roles on either side', () => {
    expect(mayGrant('superuser', 'agent')).toBe(false);
    expect(mayGrant('agency_director', 'superuser')).toBe(false);
    expect(grantableRoles('superuser')).toEqual([]);
  });
});

describe('changing an e-mail (the login)', () => {
  it.each(ROLES)('%s may change their own, and another user’s only as the director', (alias) => {
    expect(mayChangeCredentialsOf({ id: 3, alias }, 3)).toBe(true);
    expect(mayChangeCredentialsOf({ id: 3, alias }, 4)).toBe(alias === 'agency_director');
  });
});
