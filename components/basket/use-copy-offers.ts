'use client';

import { useCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { offersText } from '@/lib/basket/offer-text';
import { copyText } from '@/lib/clipboard';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useTranslate } from '@/lib/i18n/use-translate';
import type { SavedOffer } from '@/lib/schemas/saved-offers';

/**
 * Copies offers as plain text in the user's language (each with its basket number) and says so:
 * "Text copied", or how to copy by hand when the browser refuses.
 */
export function useCopyOffers() {
  const t = useTranslations('basket');
  const translate = useTranslate();
  const locale = useLocale();
  const alerts = useAlerts();
  const copied = useTranslations('alerts.success');
  return useCallback(
    async (offers: ReadonlyArray<readonly [SavedOffer, number]>) => {
      try {
        // next-intl's locale is already the formatting one (`uk` for `ua`).
        await copyText(offersText(offers, translate, locale));
        alerts.show({ type: 'success', message: copied('textCopied') });
      } catch {
        alerts.show({ type: 'error', message: t('copyFailed') });
      }
    },
    [alerts, copied, locale, t, translate],
  );
}
