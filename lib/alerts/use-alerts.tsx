'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { apiErrorToAlert } from './api-error';
import { shownAsPage } from '@/lib/hooks/api-request-error';
import { useAlertStore } from './alert-context';
import type { AlertInput } from './store';

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
