import { resolvePattern } from './route-pattern';

/**
 * Who may do what in an agency: one table (docs/product.md "Permissions"), read by the demo
 * backend's 403s (`requireCapability`), the menu it serves (`demo-backend/src/navigation.ts`) and
 * the portal's route check in proxy.ts (`ROUTES` below). Change a right here and all three follow.
 */

export const ROLES = [
  'agent',
  'agency_manager',
  'agency_director',
  'office_manager',
  'sub_partition_manager',
  'ats_manager',
] as const;
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
  'employees.agency.manage',
  /** See and manage the employees of one's own office only. */
  'employees.office.manage',
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
  /** The agency's ticket orders: the flight list and one order in it (docs/product.md §11), every agency role's. */
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
  'employees.agency.manage',
  'subpartitions.all.manage',
  'gateways.manage',
  'reports.read',
  'rules.acknowledgements.read',
  'ticketOrders.read',
  'profile.own',
];

/**
 * The table. Directors: everything in the agency; managers: all but the contract, the gateways'
 * secrets and the standing; office managers: their office's employees; sub-partition managers: their
 * sub-partitions; ATS managers: the air-ticket section, which directors read; agents: their own profile. Every role
 * reads the agency's ticket orders (the flight list).
 */
export const PERMISSIONS: Readonly<Record<Role, readonly Capability[]>> = {
  agent: ['ticketOrders.read', 'profile.own'],
  agency_manager: AGENCY_MANAGER,
  agency_director: [
    ...AGENCY_MANAGER,
    'agency.contract.read',
    'agency.contract.manage',
    'agency.standing.read',
    'gateways.secrets.manage',
    'ats.read',
  ],
  office_manager: ['employees.office.manage', 'ticketOrders.read', 'profile.own'],
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

/** Managing employees at all: the whole agency's or one office's. */
export const EMPLOYEE_CAPABILITIES: readonly Capability[] = ['employees.agency.manage', 'employees.office.manage'];
export const SUBPARTITION_CAPABILITIES: readonly Capability[] = [
  'subpartitions.all.manage',
  'subpartitions.own.manage',
];

/**
 * A wider capability that includes a narrower one: managing the whole agency's employees covers
 * managing one office's, every sub-partition covers one's own. The grant rule below reads it.
 */
export const COVERS: Readonly<Partial<Record<Capability, readonly Capability[]>>> = {
  'employees.agency.manage': ['employees.office.manage'],
  'subpartitions.all.manage': ['subpartitions.own.manage'],
};

/** What a role holds, its capabilities and those they cover. */
function heldBy(role: Role): Set<Capability> {
  return new Set(PERMISSIONS[role].flatMap((capability) => [capability, ...(COVERS[capability] ?? [])]));
}

/**
 * The grant rule (docs/product.md "Permissions"): a role that manages employees may give another
 * user a role whose every capability it holds itself, directly or through a wider one (`COVERS`);
 * a director may give any role. So an agency manager gives agent, agency manager, office manager
 * and sub-partition manager, never the ATS manager (`ats.*`) or the director; an office manager
 * gives agent and office manager; the others give none. The same rule decides whom a caller may
 * edit, block, unblock, dismiss or hire: an employee of a role the caller may not give is not
 * theirs to change. The backend applies it to every call, the employees screen to what it offers.
 */
export function mayGrant(giver: string, role: string): boolean {
  if (!isRole(giver) || !isRole(role) || !canAny(giver, EMPLOYEE_CAPABILITIES)) return false;
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
 * Who may open a route: `public`, anyone, no session needed (the sign-in screens); `signed-in`, every
 * signed-in user; or a list of capabilities, a role holding any one of them.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly Capability[];

/**
 * Every page of app/ (docs/product.md §2), keyed by its route pattern as app/ spells it (route
 * groups left out), and who may open it (docs/product.md "Permissions"). proxy.ts checks it on
 * every page request (lib/proxy/proxy-rules.ts); tests/unit/permissions/route-table.test.ts fails on
 * a page of app/ missing here, so a new page cannot go unguarded.
 */
export const ROUTES: Readonly<Record<string, RouteAccess>> = {
  '/': 'signed-in',
  '/agency': ['agency.commission.read'],
  // Any other section: the 404 page for a role that reads the agency, 403 outside it.
  '/agency/[action]': ['agency.commission.read'],
  '/agency/commission': ['agency.commission.read'],
  '/agency/contract': ['agency.contract.read'],
  '/agency/profile': ['agency.profile.read'],
  '/agency/standing': ['agency.standing.read'],
  // The flight list for every role, the ticket desk's view for `ats.read` (one page, docs/product.md §12).
  '/ats/orders': ['ticketOrders.read'],
  '/ats/orders/[id]': ['ticketOrders.read'],
  '/ats/orders/[id]/edit': ['ats.manage'],
  '/ats/orders/create': ['ats.manage'],
  '/ats/orders-payments': ['ats.read'],
  '/ats/sales-report': ['ats.read'],
  '/ats/user-links': ['ats.read'],
  '/ats/user-links/[id]/edit': ['ats.manage'],
  '/ats/user-links/create': ['ats.manage'],
  '/auth/agency-registration': 'public',
  '/auth/download-agency-contract': 'public',
  '/auth/forgot': 'public',
  '/auth/login': 'public',
  '/auth/reset/[token]': 'public',
  // The benchmark's empty page: open without a session in the benchmark's build only (lib/proxy/proxy-rules.ts).
  '/bench-bare': 'signed-in',
  // The agent's client links: whoever has the basket (every signed-in user) makes them.
  '/client-links': 'signed-in',
  '/documents': 'signed-in',
  '/employees/[[...office]]': EMPLOYEE_CAPABILITIES,
  '/faq': 'signed-in',
  // The 403 page in the portal's chrome: what proxy.ts shows for a route outside the role.
  '/forbidden': 'signed-in',
  '/notifications': 'signed-in',
  '/notifications/[category]/[[...id]]': 'signed-in',
  '/orders': 'signed-in',
  '/orders/[id]': 'signed-in',
  '/orders/bonuses': 'signed-in',
  '/orders/book/[sid]': 'signed-in',
  '/orders/card-payment/[id]': 'signed-in',
  '/orders/flight/[hash]': 'signed-in',
  '/payment-gateways': ['gateways.manage'],
  '/payment-gateways/[id]/edit': ['gateways.manage'],
  '/payment-gateways/create': ['gateways.manage'],
  '/profile': ['profile.own'],
  '/profile/commission': ['profile.own'],
  '/profile/info': ['profile.own'],
  '/profile/password': ['profile.own'],
  '/profile/sessions': ['profile.own'],
  '/profile/settings': ['profile.own'],
  '/publications': 'signed-in',
  '/publications/[id]': 'signed-in',
  '/reports/charter-control-financial': ['reports.read'],
  '/rules': 'signed-in',
  '/rules/[id]': 'signed-in',
  '/rules/acknowledgements': ['rules.acknowledgements.read'],
  '/search/flight': 'signed-in',
  // The client's page of a selection and its answer: route handlers writing HTML, open to anyone,
  // a signed-in agent too (PUBLIC_DOCUMENT_ROUTES).
  '/selection/[token]': 'public',
  '/selection/[token]/answer': 'public',
  '/search/tour': 'signed-in',
  '/subpartitions': SUBPARTITION_CAPABILITIES,
  '/subpartitions/edit/[id]': SUBPARTITION_CAPABILITIES,
  '/subpartitions/tourist-list/[id]': SUBPARTITION_CAPABILITIES,
};

/**
 * The routes of the table that are route handlers writing whole HTML documents rather than App
 * Router pages (docs/architecture.md §1 "The client's page of a selection"): the client's page of a selection, with
 * no script. Every route handler outside app/api/ must be one of these, and public.
 */
export const PUBLIC_DOCUMENT_ROUTES: readonly string[] = ['/selection/[token]', '/selection/[token]/answer'];

const ROUTE_PATTERNS = Object.keys(ROUTES);

/** The route pattern a request path is (`/ats/orders/5/edit` is `/ats/orders/[id]/edit`), or null for no page of the table. */
export function routePattern(path: string): string | null {
  return resolvePattern(path, ROUTE_PATTERNS);
}

/** Who may open the page at this path, or null when it is no page of the table (the router's 404). */
export function routeAccess(path: string): RouteAccess | null {
  const pattern = routePattern(path);
  return pattern === null ? null : ROUTES[pattern]!;
}

/**
 * May this role open this path? A public route is anyone's, a signed-in one every role's, a guarded
 * one a role's holding one of its capabilities; a path that is no page (the 404 page) every role's.
 * An unknown role opens nothing but the public routes.
 */
export function mayOpen(role: string, path: string): boolean {
  const access = routeAccess(path);
  if (access === 'public') return true;
  if (access === null || access === 'signed-in') return isRole(role);
  return canAny(role, access);
}
