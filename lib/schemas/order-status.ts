/**
 * Order statuses and their transitions (docs/product.md §4 leaves them to us). One list, used by the demo
 * backend (which moves orders through them), the journal's status filter and the status badges.
 *
 *   pending ──► confirmed ──► partially_paid ──► paid
 *      │            │               │             │
 *      └────────────┴──► cancellation_requested ◄─┘ ──► cancelled
 *      └──────────────────────────────────────────────► cancelled   (the operator refuses it)
 *
 * - pending: booked by the agency, waiting for the operator's confirmation.
 * - confirmed: the operator confirmed the services; payment is now due.
 * - partially_paid / paid: by the payments received against the order's net amount.
 * - cancellation_requested: the agency asked to cancel; the operator has not answered yet.
 * - cancelled: final. The penalty (if any) stays due; everything above it is refunded.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'partially_paid',
  'paid',
  'cancellation_requested',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancellation_requested', 'cancelled'],
  confirmed: ['partially_paid', 'paid', 'cancellation_requested'],
  partially_paid: ['paid', 'cancellation_requested'],
  paid: ['cancellation_requested'],
  cancellation_requested: ['cancelled'],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** A card payment is possible once the operator confirmed the order and until it is paid in full. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['confirmed', 'partially_paid'];
/** The agency may ask to cancel while the order is alive and not already being cancelled. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'partially_paid', 'paid'];
/** The agency may edit tourists and contacts while the order is alive (locks still apply, see orders.ts). */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'partially_paid', 'paid'];

/** How a status badge is coloured; the colours themselves live in the UI. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';
export const ORDER_STATUS_TONE: Readonly<Record<OrderStatus, StatusTone>> = {
  pending: 'info',
  confirmed: 'warning',
  partially_paid: 'warning',
  paid: 'success',
  cancellation_requested: 'danger',
  cancelled: 'neutral',
};
