'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { apiErrorToAlert, shownAsPage } from './api-error';
import type { AlertInput, AlertStore } from './store';

const AlertStoreContext = createContext<AlertStore | null>(null);

export function AlertStoreProvider({ store, children }: { store: AlertStore; children: ReactNode }) {
  return <AlertStoreContext.Provider value={store}>{children}</AlertStoreContext.Provider>;
}

export function useAlertStore(): AlertStore {
  const store = useContext(AlertStoreContext);
  if (!store) throw new Error('useAlerts() needs <PortalProviders> above it');
  return store;
}

/** The alert store, or null on a page without the portal's providers (the sign-in pages). */
export function useOptionalAlertStore(): AlertStore | null {
  return useContext(AlertStoreContext);
}

export interface Alerts {
  /** Shows an alert; empty ones are skipped. Returns its id (or null when skipped). */
  show(input: AlertInput): number | null;
  /** A failed call as an error alert: backend title + message, or the localized network text. */
  showApiError(error: unknown): number | null;
  dismiss(id: number): void;
}

/** The portal's toast alerts (docs/product.md §4, §8): auto-dismissed after 3 500 ms unless persistent. */
export function useAlerts(): Alerts {
  const store = useAlertStore();
  const t = useTranslations('errors');
  return useMemo(
    () => ({
      show: (input) => store.show(input),
      showApiError: (error) => (shownAsPage(error) ? null : store.show(apiErrorToAlert(error, (key) => t(key)))),
      dismiss: (id) => store.dismiss(id),
    }),
    [store, t],
  );
}
