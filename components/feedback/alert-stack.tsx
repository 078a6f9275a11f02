'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useAlertStore } from '@/lib/alerts/alert-context';
import type { AlertItem } from '@/lib/alerts/store';
import { whenIdle } from '@/lib/when-idle';

// The toasts' markup is not first-load code: the page opens without one. It is fetched in the first
// idle moment after hydration, so an alert (an offline error included) shows without waiting for the network.
const loadItems = () => import('./alert-items');
const AlertItems = lazy(loadItems);

const none: readonly AlertItem[] = [];

/**
 * The toast alerts of useAlerts(), announced politely (errors assertively) to screen readers. The
 * live region itself is in the server's HTML: only a region that exists before its content
 * changes is announced. `className` places it (./alert-corner.ts, on the server).
 */
export function AlertStack({ className }: { className: string }) {
  const store = useAlertStore();
  const t = useTranslations('alerts');
  const alerts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  useEffect(() => whenIdle(() => void loadItems()), []);
  return (
    <section aria-label={t('region')} aria-live="polite" className={className}>
      {alerts.length ? (
        <Suspense fallback={null}>
          <AlertItems alerts={alerts} store={store} />
        </Suspense>
      ) : null}
    </section>
  );
}
