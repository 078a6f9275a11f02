'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { setRequestObserver } from '@/lib/hooks/fetcher';
import { USER_KEY } from '@/lib/hooks/use-user';
import { progressStore } from '@/lib/progress/store';
import { checkVersionMarker } from '@/lib/version-marker';
import { whenIdle } from '@/lib/when-idle';

/**
 * The background work of every portal page (docs/architecture.md §6), no markup: apiFetch reports to the
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
    // The refresh's code is fetched when the page is idle: the first refresh is 180 s away.
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenIdle(
      () =>
        void import('@/lib/user-refresh/portal-refresh').then(({ startUserRefresh }) => {
          if (unmounted) return;
          stop = startUserRefresh({ onUser: (user) => void mutate(USER_KEY, user, { revalidate: false }), onError: showApiError });
        }),
    );
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [mutate, showApiError]);

  return null;
}
