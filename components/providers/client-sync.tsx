'use client';

import { useEffect } from 'react';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { setRequestObserver } from '@/lib/hooks/request-observer';
import { useUserStore } from '@/lib/hooks/use-user';
import { progressStore } from '@/lib/progress/store';
import { checkVersionMarker } from '@/lib/version-marker';
import { whenIdle } from '@/lib/when-idle';

/** Empties SWR's cache (every key): SWR is fetched for it, as it is no part of the chrome's code. */
const clearSwrCache = () => import('swr').then(({ mutate }) => mutate(() => true, undefined, { revalidate: false }));

/**
 * The background work of every portal page (docs/architecture.md §6), no markup: apiFetch reports to the
 * progress bar, the version marker check clears the API cache (SWR's and the user's), and the user
 * is reloaded every 180 000 ms while the tab has focus, shared between tabs.
 */
export function ClientSync() {
  const store = useUserStore();
  const { showApiError } = useAlerts();

  useEffect(() => {
    setRequestObserver(() => progressStore.start());
    return () => setRequestObserver(null);
  }, []);

  useEffect(() => {
    // The user included: back to its server-rendered value.
    checkVersionMarker(window.localStorage, () => {
      store.reset();
      void clearSwrCache().catch(() => undefined);
    });
  }, [store]);

  useEffect(() => {
    // The refresh's code is fetched when the page is idle: the first refresh is 180 s away.
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenIdle(
      () =>
        void import('@/lib/user-refresh/portal-refresh').then(({ startUserRefresh }) => {
          if (unmounted) return;
          stop = startUserRefresh({ onUser: (user) => store.set(user), onError: showApiError });
        }),
    );
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [store, showApiError]);

  return null;
}
