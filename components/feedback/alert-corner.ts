/**
 * The user's `notification_position` decides the side (right by default); the stack is always at
 * the top, below the top bar, where the dialogs' and forms' buttons, which sit at the bottom, are
 * not (docs/product.md §10).
 */
const positions: Record<string, string> = {
  'top-right': 'top-16 right-0 sm:right-4',
  'top-left': 'top-16 left-0 sm:left-4',
  'bottom-left': 'top-16 left-0 sm:left-4',
  'bottom-right': 'top-16 right-0 sm:right-4',
};

/** The alert stack's classes for the user's corner: worked out on the server (the portal shell), so no page carries the table. */
export function alertStackClass(position: string | undefined): string {
  return `pointer-events-none fixed z-[70] flex w-full flex-col gap-2 p-3 sm:w-96 sm:p-0 ${positions[position ?? ''] ?? positions['bottom-right']}`;
}
