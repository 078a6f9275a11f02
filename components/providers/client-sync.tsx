'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { apiFetch, setRequestObserver } from '@/lib/hooks/fetcher';
import { USER_KEY } from '@/lib/hooks/use-user';
import { progressStore } from '@/lib/progress/store';
import type { User } from '@/lib/schemas/user';
import { checkVersionMarker } from '@/lib/version-marker';

/** BroadcastChannel name the tabs share the refreshed user on. */
const USER_CHANNEL = 'portal.user';

/**
 * The background work of every portal page (DESIGN.md §6), no markup: apiFetch reports to the
 * progress bar, the version marker check clears the SWR cache, and the user is reloaded every
 * 180 000 ms while the tab has focus, shared between tabs.
 */
export function ClientSync() {
  const { mutate } = useSWRConfig();
  const { showApiError } = useAlerts();

  useEffect(() => {
    setRequestObserver(() => progressStore.start());
    return () => setRequestObserver(null);
  }, []);

  useEffect(() => {
    // Every key, the user included: its server-rendered fallback shows until the next reload.
    checkVersionMarker(window.localStorage, () => void mutate(() => true, undefined, { revalidate: false }));
  }, [mutate]);

  useEffect(() => {
    // The scheduler's code is fetched after the first paint: the first refresh is 180 s away.
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/user-refresh/scheduler').then(({ broadcastPort, createUserRefresh }) => {
      if (unmounted) return;
      const channel = broadcastPort<User>(USER_CHANNEL);
      const refresh = createUserRefresh<User>({
        now: () => Date.now(),
        hasFocus: () => document.hasFocus(),
        // The schema (and with it zod, ~32 KiB gzip) is loaded when the first refresh is due, not
        // with every portal page; the request goes first, so offline still fails as 888.
        fetchUser: async () => {
          const body = await apiFetch(USER_KEY);
          const { userSchema } = await import('@/lib/schemas/user');
          return userSchema.parse(body);
        },
        onUser: (user) => void mutate(USER_KEY, user, { revalidate: false }),
        onError: showApiError,
        channel,
        setInterval: (fn, ms) => window.setInterval(fn, ms),
        clearInterval: (handle) => window.clearInterval(handle as number),
      });
      refresh.start();
      stop = () => {
        refresh.stop();
        channel?.close();
      };
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [mutate, showApiError]);

  return null;
}
