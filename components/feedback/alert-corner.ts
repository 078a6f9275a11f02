/**
 * The user's `notification_position` decides the corner (top right by default, docs/product.md
 * "Toasts"). A top corner starts below the top bar and, from the `sm` width, below the page's
 * heading too (`top-36`: the bar's 4 rem, the content's padding and the h1), so an alert beside the
 * content never covers the page's title; on a phone, where an alert spans the width, it starts
 * right under the bar (`top-16`), clear of a dialog's buttons at the foot of the screen. A bottom
 * corner is at the bottom of the window, the newest alert nearest the edge.
 */
const positions: Record<string, string> = {
  'top-right': 'top-16 right-0 sm:top-36 flex-col sm:right-4',
  'top-left': 'top-16 left-0 sm:top-36 flex-col sm:left-4',
  'bottom-left': 'bottom-0 left-0 flex-col-reverse sm:bottom-4 sm:left-4',
  'bottom-right': 'bottom-0 right-0 flex-col-reverse sm:bottom-4 sm:right-4',
};

/** The alert stack's classes for the user's corner: worked out on the server (the portal shell), so no page carries the table. */
export function alertStackClass(position: string | undefined): string {
  return `pointer-events-none fixed z-[70] flex w-full gap-2 p-3 sm:w-96 sm:p-0 ${positions[position ?? ''] ?? positions['top-right']}`;
}
