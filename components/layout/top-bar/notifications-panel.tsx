'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { useUser } from '@/lib/hooks/use-user';
import { formatDateTime } from '@/lib/format/date';
import { notificationPreview } from '@/lib/notifications/preview';
import { PanelHeading } from './panel-heading';

/** The notifications dropdown's panel (./notifications-menu.tsx loads it on the first opening). */
export function NotificationsPanel({ close }: { close: () => void }) {
  const t = useTranslations('shell');
  const { user } = useUser();
  const { unread, items } = user.notifications;
  return (
    <>
      <PanelHeading
        aside={
          unread > 0 ? (
            <span className="text-xs font-medium text-brand-ink">{t('notificationsUnread', { count: unread })}</span>
          ) : null
        }
      >
        {t('notifications')}
      </PanelHeading>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500">{t('notificationsEmpty')}</p>
      ) : (
        <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id}>
              <AppLink
                href={`/notifications/all/${item.id}`}
                onClick={close}
                data-testid="notification-item"
                className="flex gap-3 px-4 py-3 hover:bg-slate-50 focus:outline-none focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset"
              >
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-2 shrink-0 rounded-full"
                  style={{ backgroundColor: item.was_read ? 'transparent' : item.color || 'var(--brand-primary)' }}
                />
                <span className="min-w-0 flex-1">
                  <span
                    className={`block truncate text-sm ${item.was_read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
                  >
                    {item.was_read ? null : <span className="sr-only">{t('unread')}: </span>}
                    {item.subject}
                  </span>
                  <span className="mt-0.5 block text-sm break-words text-slate-600">
                    {notificationPreview(item.message)}
                  </span>
                  <time dateTime={item.created_at} className="mt-1 block text-xs text-slate-500">
                    {formatDateTime(item.created_at)}
                  </time>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-slate-100 p-2">
        <AppLink
          href="/notifications/all"
          onClick={close}
          className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-ink hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          {t('notificationsShowAll')}
        </AppLink>
      </div>
    </>
  );
}
