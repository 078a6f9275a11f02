import 'server-only';
import type { z } from 'zod';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationResponseSchema,
  notificationsListSchema,
  type Notification,
} from '@/lib/schemas/notifications';
import { backendJson } from './client';

export type NotificationList = z.infer<typeof notificationsListSchema>;

export interface NotificationQuery {
  /** 1-based. */
  page?: number;
  /** docs/product.md §9: 10 per page. */
  size?: number;
  /** Omitted or `all`: every category. */
  category?: string;
}

/** GET notifications?page[number]=&page[size]=&category= */
export async function getNotifications({
  page = 1,
  size = NOTIFICATIONS_PAGE_SIZE,
  category,
}: NotificationQuery = {}): Promise<NotificationList> {
  return backendJson('notifications', notificationsListSchema, {
    query: {
      'page[number]': page,
      'page[size]': size,
      category: category && category !== 'all' ? category : undefined,
    },
  });
}

/** GET notifications/{id}: one of the user's notifications (another user's is a 404). */
export async function getNotification(id: number): Promise<Notification> {
  return (await backendJson(`notifications/${id}`, notificationResponseSchema)).data;
}
