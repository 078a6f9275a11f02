'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/hooks/fetcher';
import type { User } from '@/lib/schemas/user';

/** SWR key of the logged-in user; the portal layout seeds it from the server render. */
export const USER_KEY = '/api/jwt/user';

/** Every portal page's first load holds this hook, and no zod: the schema comes with the first answer. */
export const loadUserSchema = () => import('@/lib/schemas/user').then((schemas) => schemas.userSchema);

const fetchUser = apiGet(loadUserSchema);

/**
 * The logged-in user (name, role, saved-offers count, latest notifications). Seeded by
 * PortalProviders, so it is there on the first render; revalidated by the periodic user refresh.
 */
export function useUser() {
  const { data, error, mutate, isValidating } = useSWR<User>(USER_KEY, fetchUser, {
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
  if (!data) throw new Error('useUser() needs <PortalProviders user={…}> above it');
  return { user: data, error, mutate, isValidating };
}
