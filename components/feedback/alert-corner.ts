import { DEFAULT_NOTIFICATION_POSITION, type NotificationPosition } from '@/lib/schemas/profile';

/**
 * The user's `notification_position` decides the corner (docs/product.md "Toasts") from the `sm`
 * width: a top corner below the top bar and the page's heading (`top-36`: the bar's 4 rem, the
 * content's padding and the h1), so an alert beside the content never covers the page's title; a
 * bottom corner at the bottom of the window, the newest alert nearest the edge. On a phone an
 * alert spans the width and starts right under the bar (`top-16`) whatever the corner: at the
 * foot it would cover a dialog's buttons.
 */
const positions: Record<NotificationPosition, string> = {
  'top-right': 'top-16 right-0 flex-col sm:top-36 sm:right-4',
  'top-left': 'top-16 left-0 flex-col sm:top-36 sm:left-4',
  'bottom-left': 'top-16 left-0 flex-col sm:top-auto sm:bottom-4 sm:left-4 sm:flex-col-reverse',
  'bottom-right': 'top-16 right-0 flex-col sm:top-auto sm:bottom-4 sm:right-4 sm:flex-col-reverse',
};

/** The alert stack's classes for the user's corner: worked out on the server (the portal shell), so no page carries the table. */
export function alertStackClass(position: string | undefined): string {
  const corner = positions[position as NotificationPosition] ?? positions[DEFAULT_NOTIFICATION_POSITION];
  return `pointer-events-none fixed z-[70] flex w-full gap-2 p-3 sm:w-96 sm:p-0 ${corner}`;
}
