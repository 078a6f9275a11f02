'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { copyText } from '@/lib/clipboard';

/** A client link as the agent sends it: this portal's origin (the agency's host) and the link's path. */
export const clientLinkUrl = (urlPath: string) => `${window.location.origin}${urlPath}`;

/**
 * Copies a client link and says so (docs/product.md "Client selections"): "Link copied
 * successfully", or how to copy it by hand. The link step and the agent's list both copy with it.
 */
export function useCopyClientLink(): (urlPath: string) => Promise<void> {
  const t = useTranslations('basket.share');
  const copied = useTranslations('alerts.success');
  const alerts = useAlerts();
  return useCallback(
    async (urlPath) => {
      try {
        await copyText(clientLinkUrl(urlPath));
        alerts.show({ type: 'success', message: copied('linkCopied') });
      } catch {
        alerts.show({ type: 'error', message: t('copyFailed') });
      }
    },
    [alerts, copied, t],
  );
}
