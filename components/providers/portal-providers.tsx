'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertStack } from '@/components/feedback/alert-stack';
import { GlobalLoader, NavigationTracking, ProgressBar } from '@/components/feedback/progress-indicators';
import { NotificationModals } from '@/components/notifications/notification-modals';
import { createAlertStore, type AlertInput } from '@/lib/alerts/store';
import { AlertStoreProvider } from '@/lib/alerts/alert-context';
import { watchChunkLoadErrors } from '@/lib/errors/page-error';
import { UserStoreProvider } from '@/lib/hooks/use-user';
import type { User } from '@/lib/schemas/user';
import { ClientSync } from './client-sync';

/**
 * Client-side context of every portal page (the portal layout mounts it around the page):
 * - the user's store, seeded with the server-rendered user (useUser()); no SWR: the pages whose
 *   own data is SWR's load it (its default cache, kept across client navigations);
 * - the alert store (useAlerts()) and its stack in the user's notification corner (`alertsClass`,
 *   from components/feedback/alert-corner.ts on the server);
 * - the request progress bar, the global loader and the navigation tracking behind them;
 * - ClientSync: apiFetch → progress bar, version marker check, 180 s user refresh across tabs;
 * - the critical/popup notification modals;
 * - reports of script/style chunks that failed to load (v1/core/client-error);
 * - `alert`, an alert the server has for the page once it runs (a failed exchange-rate load,
 *   docs/product.md §8).
 */
export function PortalProviders({
  user,
  alertsClass,
  alert = null,
  children,
}: {
  user: User;
  alertsClass: string;
  alert?: AlertInput | null;
  children: ReactNode;
}) {
  const [alerts] = useState(createAlertStore);
  const alerted = useRef(false);
  useEffect(() => watchChunkLoadErrors(), []);
  useEffect(() => {
    if (!alert || alerted.current) return;
    alerted.current = true;
    alerts.show(alert);
  }, [alert, alerts]);
  return (
    <UserStoreProvider user={user}>
      <AlertStoreProvider store={alerts}>
        <ProgressBar />
        <GlobalLoader />
        <NavigationTracking />
        <ClientSync />
        {children}
        <NotificationModals />
        <AlertStack className={alertsClass} />
      </AlertStoreProvider>
    </UserStoreProvider>
  );
}
