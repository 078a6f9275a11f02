// Where a user lands after signing in (docs/product.md §6). The login form reads it in the browser;
// lib/schemas/user.ts re-exports it.

/** The roles that land on /publications instead of the tour search (docs/product.md §6). */
export const PUBLICATIONS_LANDING_ROLES = [
  'agency_manager',
  'office_manager',
  'agency_director',
  'sub_partition_manager',
] as const;

export function landingPathFor(alias: string | undefined): '/' | '/publications' {
  return (PUBLICATIONS_LANDING_ROLES as readonly string[]).includes(alias ?? '') ? '/publications' : '/';
}
