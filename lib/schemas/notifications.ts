import { z } from 'zod';
import { safeCssColor } from '@/lib/shared/css-color';
import { pagedListSchema } from './list';
import { pageNumber } from './paging';

/** The notification categories of the wire contract (docs/product.md §3). */
export const NOTIFICATION_CATEGORIES = [
  'general',
  'orders',
  'payments',
  'news',
  'popup',
  'critical',
  // A client's answer on a client selection (docs/product.md "Client selections").
  'client_answers',
] as const;
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);

/** The list's filters, the page's `/notifications/{filter}`: every category, or `all` (docs/product.md §2). */
export const NOTIFICATION_FILTERS = ['all', ...NOTIFICATION_CATEGORIES] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const notificationFilterSchema = z.enum(NOTIFICATION_FILTERS);

/** GET notifications' filter besides its paging: one category, or `all`. */
export const notificationsFilterSchema = z.object({ category: notificationFilterSchema.default('all') });

/** docs/product.md §9: notifications per page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The list page's URL `/notifications/{filter}?page=`, read on the server (readQuery). */
export const notificationsPageQuerySchema = z.object({ page: pageNumber });

/** docs/product.md §3 "Notification"; `message` is HTML. */
export const notificationSchema = z.object({
  id: z.number().int(),
  /** The category's tone; only a hex or named colour survives (safeCssColor), since it lands in a style attribute: '' otherwise. */
  color: z.string().transform((color) => safeCssColor(color) ?? ''),
  subject: z.string(),
  message: z.string(),
  category: notificationCategorySchema,
  created_at: z.string(),
  was_read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications: one page of one category. */
export const notificationsListSchema = pagedListSchema(notificationSchema);
/** GET notifications/{id} and POST notifications/{id}/read. */
export const notificationResponseSchema = z.object({ data: notificationSchema });
