// The notification categories of the wire contract (docs/product.md §3), without zod: client code that
// only needs the list (the filters, the modal rule) must not pull zod into a page's first load.
// lib/schemas/notifications.ts builds its enum from this.
export const NOTIFICATION_CATEGORIES = ['general', 'orders', 'payments', 'news', 'popup', 'critical'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
