import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotificationDetailClient } from '@/components/notifications/notification-detail-client';
import { NotificationListClient } from '@/components/notifications/notification-list-client';
import { notFoundOn404 } from '@/lib/backend/errors';
import { getNotification, getNotifications } from '@/lib/backend/notifications';
import { notificationListKey } from '@/lib/notifications/categories';
import { paramsOf } from '@/lib/query-string';
import { readQuery } from '@/lib/read-query';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATIONS_PAGE_SIZE,
  notificationFilterSchema,
  notificationsPageQuerySchema,
  type NotificationFilter,
} from '@/lib/schemas/notifications';

// /notifications/{category} lists, /notifications/{category}/{id} shows one (docs/product.md §2).
// The filter and the page are read here by lib/schemas/notifications.ts; the list gets them as props.
type Props = {
  params: Promise<{ category: string; id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Route = { filter: NotificationFilter; id: number | null };

function parseRoute(category: string, id: string[] | undefined): Route {
  const filter = notificationFilterSchema.safeParse(category);
  if (!filter.success || (id && id.length > 1)) notFound();
  if (!id?.[0]) return { filter: filter.data, id: null };
  if (!/^\d{1,9}$/.test(id[0])) notFound();
  return { filter: filter.data, id: Number(id[0]) };
}

/** A notification that is not there (or not the user's) is this page's 404. Once per request (title + page). */
const loadNotification = cache((id: number) => notFoundOn404(getNotification(id)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, id } = await params;
  const route = parseRoute(category, id);
  const t = await getTranslations('notifications');
  if (route.id !== null) return { title: (await loadNotification(route.id)).subject };
  return { title: route.filter === 'all' ? t('title') : `${t('title')}: ${t(`categories.${route.filter}`)}` };
}

export default async function NotificationsPage({ params, searchParams }: Props) {
  const [{ category, id }, query] = await Promise.all([params, searchParams]);
  const route = parseRoute(category, id);
  if (route.id !== null) {
    const notification = await loadNotification(route.id);
    return <NotificationDetailClient key={notification.id} filter={route.filter} initial={notification} />;
  }
  const { page } = readQuery(notificationsPageQuerySchema, paramsOf(query));
  const list = await getNotifications({ page, size: NOTIFICATIONS_PAGE_SIZE, category: route.filter });
  return (
    <NotificationListClient
      filters={NOTIFICATION_FILTERS}
      filter={route.filter}
      page={page}
      listKey={notificationListKey(route.filter, page, NOTIFICATIONS_PAGE_SIZE)}
      initial={list}
    />
  );
}
