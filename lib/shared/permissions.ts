/**
 * Who may do what in an agency: one table (docs/product.md "Permissions"), read by the demo
 * backend's 403s (`requireCapability`), the menu it serves (`demo-backend/src/navigation.ts`) and
 * the portal's route guard (`lib/route-guard.ts`). Change a right here and all three follow.
 */

export const ROLES = ['agent', 'agency_manager', 'agency_director', 'office_manager', 'sub_partition_manager', 'ats_manager'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export const CAPABILITIES = [
  /** Read the agency's legal details and logo (`GET agencies/profile`). */
  'agency.profile.read',
  /** Change them, upload and delete the logo (`POST agencies/profile`, `DELETE agencies/profile/logo/{id}`). */
  'agency.profile.manage',
  /** Read the agency's contract and its bank details, download the signed PDF. */
  'agency.contract.read',
  /** Change the contract's details. */
  'agency.contract.manage',
  /** Read the agency's commission rates (per product and season). */
  'agency.commission.read',
  /** Read the agency's standing: balance, credit limit, bonuses. */
  'agency.standing.read',
  /** See and manage every employee of the agency (create, edit, block, unblock, dismiss, hire). */
  'staff.agency.manage',
  /** See and manage the employees of one's own office only. */
  'staff.office.manage',
  /** See and edit every sub-partition of the agency. */
  'subpartitions.all.manage',
  /** See and edit the sub-partitions one manages. */
  'subpartitions.own.manage',
  /** List, create, edit and delete payment gateways (provider, merchant id, currencies, enabled). */
  'gateways.manage',
  /** Set or replace a gateway's secrets (never read back, by anyone). */
  'gateways.secrets.manage',
  /** The agency's reports: the charter financial control report. */
  'reports.read',
  /** Who has not acknowledged the mandatory rules (`/rules/acknowledgements`). */
  'rules.acknowledgements.read',
  /** The agency's ticket orders: the flight list and one order in it (docs/product.md §11), every staff role's. */
  'ticketOrders.read',
  /** Read the rest of the air-ticket (ATS) section: linked users, payments, order properties, sales report (docs/product.md §12). */
  'ats.read',
  /** Manage it: create and edit ATS orders, linked users, payments, order properties. */
  'ats.manage',
  /** One's own profile, password, settings, avatar and sessions: every signed-in user. */
  'profile.own',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const AGENCY_MANAGER: readonly Capability[] = [
  'agency.profile.read',
  'agency.profile.manage',
  'agency.commission.read',
  'staff.agency.manage',
  'subpartitions.all.manage',
  'gateways.manage',
  'reports.read',
  'rules.acknowledgements.read',
  'ticketOrders.read',
  'profile.own',
];

/**
 * The table. Directors: everything in the agency; managers: all but the contract, the gateways'
 * secrets and the standing; office managers: their office's staff; sub-partition managers: their
 * sub-partitions; ATS managers: the air-ticket section, which directors read; agents: their own profile. Every role
 * reads the agency's ticket orders (the flight list).
 */
export const PERMISSIONS: Readonly<Record<Role, readonly Capability[]>> = {
  agent: ['ticketOrders.read', 'profile.own'],
  agency_manager: AGENCY_MANAGER,
  agency_director: [...AGENCY_MANAGER, 'agency.contract.read', 'agency.contract.manage', 'agency.standing.read', 'gateways.secrets.manage', 'ats.read'],
  office_manager: ['staff.office.manage', 'ticketOrders.read', 'profile.own'],
  sub_partition_manager: ['subpartitions.own.manage', 'ticketOrders.read', 'profile.own'],
  ats_manager: ['ats.read', 'ats.manage', 'ticketOrders.read', 'profile.own'],
};

export function can(role: string, capability: Capability): boolean {
  return isRole(role) && PERMISSIONS[role].includes(capability);
}

/** True when the role holds at least one of them. */
export function canAny(role: string, capabilities: readonly Capability[]): boolean {
  return capabilities.some((capability) => can(role, capability));
}

/** Roles holding a capability, in ROLES order. */
export function rolesThatCan(capability: Capability): Role[] {
  return ROLES.filter((role) => can(role, capability));
}

/** Managing staff at all: the whole agency's or one office's. */
export const STAFF_CAPABILITIES: readonly Capability[] = ['staff.agency.manage', 'staff.office.manage'];
export const SUBPARTITION_CAPABILITIES: readonly Capability[] = ['subpartitions.all.manage', 'subpartitions.own.manage'];

/**
 * A wider capability that includes a narrower one: managing the whole agency's staff covers
 * managing one office's, every sub-partition covers one's own. The grant rule below reads it.
 */
export const COVERS: Readonly<Partial<Record<Capability, readonly Capability[]>>> = {
  'staff.agency.manage': ['staff.office.manage'],
  'subpartitions.all.manage': ['subpartitions.own.manage'],
};

/** What a role holds, its capabilities and those they cover. */
function heldBy(role: Role): Set<Capability> {
  return new Set(PERMISSIONS[role].flatMap((capability) => [capability, ...(COVERS[capability] ?? [])]));
}

/**
 * The grant rule (docs/product.md "Permissions"): a role that manages staff may give another
 * user a role whose every capability it holds itself, directly or through a wider one (`COVERS`);
 * a director may give any role. So an agency manager gives agent, agency manager, office manager
 * and sub-partition manager, never the ATS manager (`ats.*`) or the director; an office manager
 * gives agent and office manager; the others give none. The same rule decides whom a caller may
 * edit, block, unblock, dismiss or hire: an employee of a role the caller may not give is not
 * theirs to change. The backend applies it to every call, the staff screen to what it offers.
 */
export function mayGrant(giver: string, role: string): boolean {
  if (!isRole(giver) || !isRole(role) || !canAny(giver, STAFF_CAPABILITIES)) return false;
  if (giver === 'agency_director') return true;
  const held = heldBy(giver);
  return PERMISSIONS[role].every((capability) => held.has(capability));
}

/** The roles `giver` may give (and whose holders it may act on), in ROLES order. */
export function grantableRoles(giver: string): Role[] {
  return ROLES.filter((role) => mayGrant(giver, role));
}

/**
 * Whether a caller may change a user's e-mail, which is their login (docs/product.md
 * "Permissions"): their own, or anyone's in their reach for a director. Anyone else's is refused,
 * since whoever sets the address receives the next password-reset link.
 */
export function mayChangeCredentialsOf(caller: { id: number; alias: string }, userId: number): boolean {
  return caller.id === userId || caller.alias === 'agency_director';
}

/**
 * Portal routes (docs/product.md §2) that need a capability: a route opens for a role holding
 * any of the listed ones. The longest matching prefix wins; a route not listed here is every
 * signed-in user's (search, news, rules, FAQ, documents, orders, notifications, profile).
 */
export const ROUTE_CAPABILITIES: Readonly<Record<string, readonly Capability[]>> = {
  '/agency': ['agency.commission.read'],
  '/agency/commission': ['agency.commission.read'],
  '/agency/profile': ['agency.profile.read'],
  '/agency/contract': ['agency.contract.read'],
  '/agency/standing': ['agency.standing.read'],
  '/employees': STAFF_CAPABILITIES,
  '/subpartitions': SUBPARTITION_CAPABILITIES,
  '/payment-gateways': ['gateways.manage'],
  '/rules/acknowledgements': ['rules.acknowledgements.read'],
  '/reports': ['reports.read'],
  '/ats': ['ats.read'],
  '/ats/orders': ['ticketOrders.read'],
  '/ats/orders/create': ['ats.manage'],
  '/ats/orders/edit': ['ats.manage'],
  '/ats/user-links/create': ['ats.manage'],
  '/ats/user-links/edit': ['ats.manage'],
};

/** The capabilities a portal path needs (any one of them), or null when every signed-in user may open it. */
export function routeCapabilities(path: string): readonly Capability[] | null {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const prefix of Object.keys(ROUTE_CAPABILITIES)) {
    if ((clean === prefix || clean.startsWith(`${prefix}/`)) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : ROUTE_CAPABILITIES[best]!;
}

/** May this role open this portal path? */
export function mayOpen(role: string, path: string): boolean {
  const needed = routeCapabilities(path);
  return needed === null ? isRole(role) : canAny(role, needed);
}
