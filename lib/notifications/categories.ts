import { NOTIFICATION_CATEGORIES } from '@/lib/schemas/notification-categories';
import type { Notification } from '@/lib/schemas/notifications';

/** The list filters: every category of the schema plus `all` (docs/product.md §2). */
export const NOTIFICATION_FILTERS = ['all', ...NOTIFICATION_CATEGORIES] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** docs/product.md §9: notifications per page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export function isNotificationFilter(value: string): value is NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly string[]).includes(value);
}

/** Categories shown as a modal on any portal page while unread (docs/product.md §2, §4). */
export function isModalNotification(notification: Notification): boolean {
  return notification.category === 'critical' || notification.category === 'popup';
}

export const notificationPath = (filter: NotificationFilter, id?: number) =>
  id === undefined ? `/notifications/${filter}` : `/notifications/${filter}/${id}`;
