import { useSyncExternalStore } from 'react';

/**
 * docs/product.md §8: a 403 answer to a read made in the browser, unless the call handles 403
 * itself (`handle` in lib/hooks/fetcher.ts), shows the 403 page in place of the page's content
 * (components/layout/forbidden-switch.tsx) instead of an alert, until the user goes to another
 * address. The address it was shown at is kept, not a flag: another page is not forbidden.
 */
let shownAt: string | null = null;
const listeners = new Set<() => void>();

export function showForbiddenPage(): void {
  shownAt = window.location.pathname;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the 403 page stands in for the page at `pathname`. */
export function useForbiddenPage(pathname: string): boolean {
  const at = useSyncExternalStore(
    subscribe,
    () => shownAt,
    () => null,
  );
  return at !== null && at === pathname;
}
