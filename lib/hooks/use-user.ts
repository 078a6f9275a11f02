'use client';

import { createContext, createElement, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@/lib/schemas/user';

/** The BFF path of the logged-in user (GET jwt/user). */
export const USER_KEY = '/api/jwt/user';

/**
 * The logged-in user in the browser: the server-rendered one to start with, then what the page
 * changed (a saved offer's count, a notification read) and the periodic refresh. A store of its
 * own rather than an SWR key: the chrome reads it on every portal page, and SWR is then loaded
 * only by the pages whose own data needs it (docs/architecture.md §6).
 */
export interface UserStore {
  get(): User;
  /** A new user, or a change of the current one; listeners are told when it is another object. */
  set(next: User | ((user: User) => User)): void;
  /** Back to the server-rendered user (the version marker's cache clearing). */
  reset(): void;
  /** GET jwt/user into the store; a failed load leaves the user as it was (undefined). */
  revalidate(): Promise<User | undefined>;
  subscribe(listener: () => void): () => void;
}

/** GET jwt/user, checked by the BFF (docs/architecture.md §10); the fetcher is loaded on the first refresh (§12). */
const loadUser = () => import('@/lib/hooks/fetcher').then(({ apiCall }) => apiCall<User>(USER_KEY));

export function createUserStore(seeded: User, fetchUser: () => Promise<User> = loadUser): UserStore {
  let user = seeded;
  const listeners = new Set<() => void>();
  const set: UserStore['set'] = (next) => {
    const value = typeof next === 'function' ? next(user) : next;
    if (value === user) return;
    user = value;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => user,
    set,
    reset: () => set(seeded),
    revalidate: () =>
      fetchUser().then(
        (fresh) => {
          set(fresh);
          return fresh;
        },
        () => undefined,
      ),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const UserStoreContext = createContext<UserStore | null>(null);

/** Holds the store of `user` (the server-rendered one) for everything below; PortalProviders mounts it. */
export function UserStoreProvider({ user, children }: { user: User; children: ReactNode }) {
  const [store] = useState(() => createUserStore(user));
  return createElement(UserStoreContext.Provider, { value: store }, children);
}

export function useUserStore(): UserStore {
  const store = useContext(UserStoreContext);
  if (!store) throw new Error('useUser() needs <PortalProviders user={…}> above it');
  return store;
}

/** The logged-in user (name, role, saved-offers count, latest notifications), re-rendered when it changes. */
export function useUser(): { user: User } {
  const store = useUserStore();
  return { user: useSyncExternalStore(store.subscribe, store.get, store.get) };
}
