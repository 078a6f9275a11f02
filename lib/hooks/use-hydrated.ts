'use client';

import { useSyncExternalStore } from 'react';

const on = () => true;
const off = () => false;
const noSubscription = () => () => undefined;

/** False in the server's HTML and during hydration, true right after: for what only the browser renders. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, on, off);
}
