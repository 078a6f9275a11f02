import 'server-only';
import type { ReactNode } from 'react';
import { forbidden } from 'next/navigation';
import { getCurrentUser } from '@/lib/backend/auth';
import { mayOpen } from '@/lib/shared/permissions';
import type { User } from '@/lib/schemas/user';

/**
 * The portal's route guard (docs/product.md "Permissions"): a page whose route is outside the
 * user's role shows the 403 page before it asks the backend for any of its data. Only the signed-in
 * user is read (`jwt/user`, which the shell loads anyway and React's cache shares).
 */
export async function guardRoute(path: string): Promise<User> {
  const user = await getCurrentUser();
  if (!mayOpen(user.alias, path)) forbidden();
  return user;
}

type Params = Record<string, string | string[] | undefined>;

/**
 * A page that runs the guard first: `path` is the route, or a function of the route's params for
 * routes such as `/agency/{action}` whose sections need different rights.
 */
export function guardedPage<P extends { params: Promise<Params> }>(path: string | ((params: Params) => string), Page: (props: P) => Promise<ReactNode> | ReactNode) {
  return async function GuardedPage(props: P): Promise<ReactNode> {
    await guardRoute(typeof path === 'string' ? path : path(await props.params));
    return Page(props);
  };
}
