import { apiCall } from '@/lib/hooks/fetcher';
import { USER_KEY } from '@/lib/hooks/use-user';
import type { User } from '@/lib/schemas/user';
import { broadcastPort, createUserRefresh } from './scheduler';

/** BroadcastChannel name the tabs share the refreshed user on. */
const USER_CHANNEL = 'portal.user';

/**
 * The portal's user refresh (docs/architecture.md §6): every 180 000 ms while the tab has focus, shared
 * between tabs. Loaded by ClientSync after the first paint (the first refresh is 180 s away).
 * Returns the function that stops it.
 */
export function startUserRefresh({
  onUser,
  onError,
}: {
  onUser: (user: User) => void;
  onError: (error: unknown) => void;
}): () => void {
  const channel = broadcastPort<User>(USER_CHANNEL);
  const refresh = createUserRefresh<User>({
    now: () => Date.now(),
    hasFocus: () => document.hasFocus(),
    fetchUser: () => apiCall<User>(USER_KEY),
    onUser,
    onError,
    channel,
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });
  refresh.start();
  return () => {
    refresh.stop();
    channel?.close();
  };
}
