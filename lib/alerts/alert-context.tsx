'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { AlertStore } from './store';

/**
 * The portal's alert store in React's context, apart from useAlerts (./use-alerts.tsx): a form that
 * only shows its success where there is a store (the sign-in pages have none) takes this alone,
 * not the reading of failed answers into alerts.
 */
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
