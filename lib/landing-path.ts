// Where a user lands after signing in (docs/product.md §6): the login form sends them there, and the
// proxy sends a signed-in user who opens the login page or the root there.

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
