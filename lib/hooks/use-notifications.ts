'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { useUserStore } from '@/lib/hooks/use-user';
import { NOTIFICATION_LIST_PREFIX } from '@/lib/notifications/categories';
import type { Notification, notificationResponseSchema } from '@/lib/schemas/notifications';

export interface NotificationPage {
  data: Notification[];
  meta: { total: number; page: number; size: number };
}

export const notificationKey = (id: number) => `/api/notifications/${id}`;

// The answers arrive checked by their schemas (docs/architecture.md §10).
type NotificationAnswer = output<typeof notificationResponseSchema>;
const fetchNotificationPage = apiRead<NotificationPage>();
const fetchNotification = apiRead((answer: NotificationAnswer) => answer.data);

/** Seeded by the server render: no second fetch on mount (the client components write the server's data into the cache). */
const seeded = { revalidateOnMount: false, revalidateOnFocus: false, revalidateIfStale: false } as const;

/** One page of one category, under the key the server page computed (notificationListKey). */
export function useNotificationPage(key: string, fallbackData: NotificationPage) {
  return useSWR<NotificationPage>(key, fetchNotificationPage, { ...seeded, fallbackData });
}

/** One notification. */
export function useNotification(fallbackData: Notification) {
  return useSWR<Notification>(notificationKey(fallbackData.id), fetchNotification, { ...seeded, fallbackData });
}

// Ids with a read request under way or done in this page's life: each is marked read once.
const marking = new Map<number, Promise<Notification>>();

/**
 * POST notifications/{id}/read, once per notification, then every cached view agrees: the
 * notification itself, the list pages holding it and the user's latest items and unread count.
 * An already-read notification is not sent again (docs/product.md §4).
 */
export function useMarkNotificationRead() {
  const { mutate } = useSWRConfig();
  const user = useUserStore();
  return useCallback(
    async (notification: Notification): Promise<Notification> => {
      if (notification.was_read) return notification;
      let request = marking.get(notification.id);
      const first = !request;
      if (!request) {
        request = apiCall<NotificationAnswer>(`/api/notifications/${notification.id}/read`, { method: 'POST' }).then(
          (answer) => answer.data,
        );
        marking.set(notification.id, request);
        request.catch(() => marking.delete(notification.id));
      }
      const read = await request;
      const markRead = (n: Notification) => (n.id === read.id ? { ...n, was_read: true } : n);
      // Only the call that sent the request counts it; a second opener shares its answer.
      user.set((current) => ({
        ...current,
        notifications: {
          unread: Math.max(0, current.notifications.unread - (first ? 1 : 0)),
          items: current.notifications.items.map(markRead),
        },
      }));
      await Promise.all([
        mutate(notificationKey(read.id), read, { revalidate: false }),
        mutate(
          (key) => typeof key === 'string' && key.startsWith(NOTIFICATION_LIST_PREFIX),
          (page?: NotificationPage) => (page ? { ...page, data: page.data.map(markRead) } : page),
          { revalidate: false },
        ),
      ]);
      return read;
    },
    [mutate, user],
  );
}
