import { LIST_SCOPES, type ListScope } from '@/lib/schemas/list-params';

/**
 * Whose orders the journal and the flight list show when their URL does not say (docs/product.md
 * §10 "Whose orders a list shows"): the user's last choice in that list, kept in a cookie per list
 * that names the user it belongs to, else the role's default.
 */

export { LIST_SCOPES, type ListScope };

/** Each list's cookie. */
export const LIST_SCOPE_COOKIES = { journal: 'journal_scope', flights: 'flight_list_scope' } as const;
export type ScopedList = keyof typeof LIST_SCOPE_COOKIES;

const SCOPE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The role's first choice: an agent works on their own orders, an office manager on the office's, the others on the agency's. */
export function defaultListScope(role: string): ListScope {
  if (role === 'agent') return 'mine';
  if (role === 'office_manager') return 'office';
  return 'all';
}

/** The cookie's value: `{user id}.{scope}`. */
const cookieValue = (userId: number, scope: ListScope) => `${userId}.${scope}`;

/** The scope a cookie's value remembers for `userId`, or undefined (none, broken, or another user's). */
export function rememberedScope(value: string | undefined, userId: number): ListScope | undefined {
  const [user, scope] = (value ?? '').split('.');
  return user === String(userId) && (LIST_SCOPES as readonly string[]).includes(scope ?? '')
    ? (scope as ListScope)
    : undefined;
}

/** The scope a list opens with: the URL's, else the remembered one, else the role's. */
export function listScopeOf(
  fromUrl: ListScope | undefined,
  user: { id: number; alias: string },
  cookie: string | undefined,
): ListScope {
  return fromUrl ?? rememberedScope(cookie, user.id) ?? defaultListScope(user.alias);
}

/** Keeps the scope a list shows as the user's choice (in the browser: the page cannot set cookies while it renders). */
export function rememberScope(list: ScopedList, userId: number, scope: ListScope): void {
  document.cookie = `${LIST_SCOPE_COOKIES[list]}=${cookieValue(userId, scope)}; Path=/; Max-Age=${SCOPE_MAX_AGE_S}; SameSite=Lax`;
}
