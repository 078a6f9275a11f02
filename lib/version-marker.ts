import { APP_VERSION } from './version';

/** localStorage key of the app version whose API cache the browser may hold. */
export const VERSION_MARKER_KEY = 'portal.version';

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * docs/product.md §4: a stored version marker is compared with the app version; when it differs what
 * the browser keeps between pages is cleared (`clearCache`: the user, components/providers/client-sync.tsx)
 * and the new marker stored. Returns true when it was cleared.
 * A browser that refuses storage (private mode, quota) simply skips the check.
 */
export function checkVersionMarker(
  storage: MarkerStorage,
  clearCache: () => void,
  version: string = APP_VERSION,
): boolean {
  let stored: string | null;
  try {
    stored = storage.getItem(VERSION_MARKER_KEY);
  } catch {
    return false;
  }
  if (stored === version) return false;
  clearCache();
  try {
    storage.setItem(VERSION_MARKER_KEY, version);
  } catch {
    // Nothing to keep it in: the next visit clears the cache again, which is harmless.
  }
  return true;
}
