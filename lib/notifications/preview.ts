import { htmlToPlainText } from '@/lib/shared/html-text';

/** Notification messages are HTML; previews show them as plain text cut to 80 characters (docs/product.md §3, §9). */
export const NOTIFICATION_PREVIEW_LENGTH = 80;

/** Plain text cut to 80 characters plus an ellipsis when longer. */
export function notificationPreview(html: string, length = NOTIFICATION_PREVIEW_LENGTH): string {
  const text = htmlToPlainText(html);
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}…` : text;
}
