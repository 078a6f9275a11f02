/**
 * The user's `notification_position` decides the corner (top right by default, docs/product.md
 * "Toasts"). A top corner starts below the top bar and the page's heading (`top-36`: the bar's
 * 4 rem, the content's padding and the h1), so an alert never covers the page's title; a bottom
 * corner is at the bottom of the window, the newest alert nearest the edge.
 */
const positions: Record<string, string> = {
  'top-right': 'top-36 right-0 flex-col sm:right-4',
  'top-left': 'top-36 left-0 flex-col sm:left-4',
  'bottom-left': 'bottom-0 left-0 flex-col-reverse sm:bottom-4 sm:left-4',
  'bottom-right': 'bottom-0 right-0 flex-col-reverse sm:bottom-4 sm:right-4',
};

/** The alert stack's classes for the user's corner: worked out on the server (the portal shell), so no page carries the table. */
export function alertStackClass(position: string | undefined): string {
  return `pointer-events-none fixed z-[70] flex w-full gap-2 p-3 sm:w-96 sm:p-0 ${positions[position ?? ''] ?? positions['top-right']}`;
}
