import { useSyncExternalStore } from 'react';

/**
 * docs/product.md §8: a 403 answer to a read made in the browser, unless the call handles 403
 * itself (`handle` in lib/hooks/fetcher.ts; the reader of failed answers sends FORBIDDEN_EVENT),
 * shows the 403 page in place of the page's content (components/layout/forbidden-switch.tsx) instead of an alert, until
 * the user goes to another address. The address it was sent at is kept, not a flag: another page
 * is not forbidden.
 */
let shownAt: string | null = null;

/** Sent on the window by the reader of failed answers (lib/hooks/api-error-body.ts) for a read's unhandled 403. */
export const FORBIDDEN_EVENT = 'portal:forbidden';

function subscribe(listener: () => void): () => void {
  const onForbidden = () => {
    shownAt = window.location.pathname;
    listener();
  };
  window.addEventListener(FORBIDDEN_EVENT, onForbidden);
  return () => window.removeEventListener(FORBIDDEN_EVENT, onForbidden);
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
