'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { formatDateTime } from '@/lib/format/date';
import { useNotificationPage, type NotificationPage } from '@/lib/hooks/use-notifications';
import { notificationPath, type NotificationFilter } from '@/lib/notifications/categories';
import { notificationPreview } from '@/lib/notifications/preview';
import { PageTitle, EmptyList } from '@/components/ui/page-heading';

export interface NotificationListProps {
  /** The filters (tabs), the URL's filter and page as the server read them (lib/schemas/notifications.ts). */
  filters: readonly NotificationFilter[];
  filter: NotificationFilter;
  page: number;
  /** The page's SWR key and the server's answer for it. */
  listKey: string;
  initial: NotificationPage;
}

/** The list of one category, one page; tabs and paging are links, so the server loads each page. */
export function NotificationListClient({ filters, filter, page, listKey, initial }: NotificationListProps) {
  const t = useTranslations('notifications');
  const { data, mutate } = useNotificationPage(listKey, initial);
  // The server's page is fresher than what SWR may keep from an earlier visit.
  useEffect(() => {
    void mutate(initial, { revalidate: false });
  }, [initial, mutate]);

  const list = data ?? initial;
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.size));

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('title')}</PageTitle>

      <nav aria-label={t('filters')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 whitespace-nowrap">
          {filters.map((f) => (
            <li key={f}>
              <AppLink
                href={notificationPath(f)}
                aria-current={f === filter ? 'page' : undefined}
                className={[
                  'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  f === filter
                    ? 'border-brand bg-brand text-brand-contrast'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
                ].join(' ')}
              >
                {t(`categories.${f}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      {list.data.length === 0 ? (
        <EmptyList>{t('empty')}</EmptyList>
      ) : (
        <ul
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
          data-testid="notification-list"
        >
          {list.data.map((n) => (
            <li key={n.id}>
              <AppLink
                href={notificationPath(filter, n.id)}
                data-testid={`notification-${n.id}`}
                data-read={n.was_read ? 'true' : 'false'}
                className="flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
              >
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: n.color || 'var(--brand-primary)' }}
                />
                <span className="min-w-0 flex-1 space-y-0.5">
                  <span className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                    <span
                      className={[
                        'min-w-0 flex-1 break-words',
                        n.was_read ? 'text-slate-700' : 'font-semibold text-slate-900',
                      ].join(' ')}
                    >
                      {n.subject}
                    </span>
                    <time dateTime={n.created_at} className="shrink-0 text-xs text-slate-500 tabular-nums">
                      {formatDateTime(n.created_at)}
                    </time>
                  </span>
                  <span className="block text-sm break-words text-slate-600">{notificationPreview(n.message)}</span>
                  <span className="flex items-center gap-2 text-xs text-slate-500">
                    <span>{t(`categories.${n.category}`)}</span>
                    {n.was_read ? (
                      <span className="sr-only">{t('read')}</span>
                    ) : (
                      <span
                        data-testid="unread-marker"
                        className="rounded-full bg-brand px-2 py-0.5 font-semibold text-brand-contrast"
                      >
                        {t('unread')}
                      </span>
                    )}
                  </span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3 text-sm">
          <PageLink filter={filter} page={page - 1} disabled={page <= 1} label={t('pagination.previous')} />
          <span className="text-slate-600" aria-current="page">
            {t('pagination.status', { page, pages })}
          </span>
          <PageLink filter={filter} page={page + 1} disabled={page >= pages} label={t('pagination.next')} />
        </nav>
      ) : null}
    </section>
  );
}

function PageLink({
  filter,
  page,
  disabled,
  label,
}: {
  filter: NotificationFilter;
  page: number;
  disabled: boolean;
  label: string;
}) {
  const className = 'inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 font-medium';
  if (disabled)
    return (
      <span aria-disabled="true" className={`${className} text-slate-400`}>
        {label}
      </span>
    );
  return (
    <AppLink
      href={`${notificationPath(filter)}${page > 1 ? `?page=${page}` : ''}`}
      className={`${className} text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand`}
    >
      {label}
    </AppLink>
  );
}
