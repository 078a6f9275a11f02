'use client';

import { useEffect } from 'react';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { setRequestObserver } from '@/lib/hooks/request-observer';
import { useUserStore } from '@/lib/hooks/use-user';
import { progressStore } from '@/lib/progress/store';
import { checkVersionMarker } from '@/lib/version-marker';
import { whenIdle } from '@/lib/when-idle';

/**
 * The background work of every portal page (docs/architecture.md §6), no markup: apiFetch reports to the
 * progress bar, the version marker check sets the user back to the server's, and the user
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
    // What the browser may keep from another version is the user (shared between tabs): back to its
    // server-rendered value. SWR's cache is this document's memory, which starts empty and is
    // seeded by this page from the server: clearing it here only lost that (docs/architecture.md §6).
    checkVersionMarker(window.localStorage, () => store.reset());
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
