import { z } from 'zod';
import { safeCssColor } from '@/lib/shared/css-color';
import { pagedListSchema } from './list';
import { NOTIFICATION_CATEGORIES } from './notification-categories';

export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);

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
