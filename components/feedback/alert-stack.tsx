'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useAlertStore } from '@/lib/alerts/use-alerts';
import type { AlertItem } from '@/lib/alerts/store';
import { whenIdle } from '@/lib/when-idle';

// The toasts' markup is not first-load code: the page opens without one. It is fetched in the first
// idle moment after hydration, so an alert (an offline error included) shows without waiting for the network.
const loadItems = () => import('./alert-items');
const AlertItems = lazy(loadItems);

/**
 * The user's `notification_position` decides the side (right by default); the stack is always at
 * the top, below the top bar, where the dialogs' and forms' buttons, which sit at the bottom, are
 * not (docs/product.md §10).
 */
const positions: Record<string, string> = {
  'top-right': 'top-16 right-0 sm:right-4',
  'top-left': 'top-16 left-0 sm:left-4',
  'bottom-left': 'top-16 left-0 sm:left-4',
  'bottom-right': 'top-16 right-0 sm:right-4',
};

const none: readonly AlertItem[] = [];

/**
 * The toast alerts of useAlerts(), announced politely (errors assertively) to screen readers. The
 * live region itself is in the server's HTML: only a region that exists before its content
 * changes is announced.
 */
export function AlertStack({ position }: { position?: string }) {
  const store = useAlertStore();
  const t = useTranslations('alerts');
  const alerts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  useEffect(() => whenIdle(() => void loadItems()), []);
  return (
    <section
      aria-label={t('region')}
      aria-live="polite"
      className={['pointer-events-none fixed z-[70] flex w-full flex-col gap-2 p-3 sm:w-96 sm:p-0', positions[position ?? ''] ?? positions['bottom-right']].join(' ')}
    >
      {alerts.length ? (
        <Suspense fallback={null}>
          <AlertItems alerts={alerts} store={store} />
        </Suspense>
      ) : null}
    </section>
  );
}
