'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { formatDateTime } from '@/lib/format/date';
import { useMarkNotificationRead, useNotification } from '@/lib/hooks/use-notifications';
import { notificationPath, type NotificationFilter } from '@/lib/notifications/categories';
import type { Notification } from '@/lib/schemas/notifications';
import { OperatorHtml } from '@/components/ui/operator-html';

/** One notification in full; opening an unread one marks it read (once). */
export function NotificationDetailClient({ filter, initial }: { filter: NotificationFilter; initial: Notification }) {
  const t = useTranslations('notifications');
  const { data, mutate } = useNotification(initial);
  const markRead = useMarkNotificationRead();
  const { showApiError } = useAlerts();
  const notification = data ?? initial;
  const asked = useRef(false);

  useEffect(() => {
    void mutate(initial, { revalidate: false });
  }, [initial, mutate]);

  useEffect(() => {
    // The server's copy decides: read already means no request (docs/product.md §4).
    if (asked.current || initial.was_read) return;
    asked.current = true;
    markRead(initial).catch(showApiError);
  }, [initial, markRead, showApiError]);

  return (
    <article aria-labelledby="page-title" className="space-y-4">
      <AppLink
        href={notificationPath(filter)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-ink hover:underline"
      >
        <span aria-hidden="true">←</span> {t('back')}
      </AppLink>
      <div
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        style={{ borderTopColor: notification.color || 'var(--brand-primary)', borderTopWidth: 4 }}
      >
        <header className="space-y-1">
          <h1 id="page-title" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
            {notification.subject}
          </h1>
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-500">
            <time dateTime={notification.created_at} className="tabular-nums">
              {formatDateTime(notification.created_at)}
            </time>
            <span>{t(`categories.${notification.category}`)}</span>
            <span data-testid="read-state">{notification.was_read ? t('read') : t('unread')}</span>
          </p>
        </header>
        <OperatorHtml html={notification.message} />
      </div>
    </article>
  );
}
