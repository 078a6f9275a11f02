import type { Notification, NotificationFilter } from '@/lib/schemas/notifications';

// The notification pages' paths and keys (docs/product.md §2). The filters, their rule and the page
// size are lib/schemas/notifications.ts's, read by the server page, which passes what the browser needs.

export type { NotificationFilter };

/** Categories shown as a modal on any portal page while unread (docs/product.md §2, §4). */
export function isModalNotification(notification: Notification): boolean {
  return notification.category === 'critical' || notification.category === 'popup';
}

export const notificationPath = (filter: NotificationFilter, id?: number) =>
  id === undefined ? `/notifications/${filter}` : `/notifications/${filter}/${id}`;

/** The BFF paths of the list's pages start so (the cache's read marks find them by it). */
export const NOTIFICATION_LIST_PREFIX = '/api/notifications?';

/** The BFF path of one page of one filter: the SWR key the server page seeds. */
export function notificationListKey(filter: NotificationFilter, page: number, size: number): string {
  const query = new URLSearchParams({ 'page[number]': String(page), 'page[size]': String(size) });
  if (filter !== 'all') query.set('category', filter);
  return `${NOTIFICATION_LIST_PREFIX}${query}`;
}
