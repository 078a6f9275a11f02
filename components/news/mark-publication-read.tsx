'use client';

import { useEffect } from 'react';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useMarkPublicationRead } from '@/lib/hooks/use-publications';
import type { PublicationCategory } from '@/lib/schemas/content';

/**
 * The one client part of a news item's page: opening an unread item marks it read, and the news
 * list's cached pages and counts follow (lib/hooks/use-publications.ts). Renders nothing.
 */
export function MarkPublicationRead({
  id,
  category,
  wasRead,
}: {
  id: number;
  category: PublicationCategory;
  wasRead: boolean;
}) {
  const markRead = useMarkPublicationRead();
  const { showApiError } = useAlerts();
  useEffect(() => {
    markRead({ id, category, was_read: wasRead }).catch(showApiError);
  }, [id, category, wasRead, markRead, showApiError]);
  return null;
}
