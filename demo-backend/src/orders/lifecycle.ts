import { canMove, type OrderStatus } from '@/lib/schemas/order-status';
import type { PriceBreakdown } from '@/lib/schemas/booking';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { OrderRow } from '../repos/orders';
import { flightClosed, flightOnSale } from '../flights/sale';
import { clockOf } from '../limits';
import { decodeSid } from '../search/sid';
import { hasIncreasedCommission } from './commission';
import { increasedHotelBonus } from './price';

// How orders move through lib/schemas/order-status.ts. The operator's answers (confirmation,
// processing a cancellation) are simulated: each is due at a time stored on the order and applied
// lazily the next time any order is read, or at once through a /__demo hook.

export const conflict = () => new HttpError(409, 'orders.conflict', 'orders.conflict.message');

export const nowIso = () => new Date().toISOString();
export const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** Moves an order if its status allows it (409 otherwise), with the side effects of the new status. */
export function move(ctx: AppContext, order: Pick<OrderRow, 'id' | 'status'>, to: OrderStatus): void {
  if (!canMove(order.status, to)) throw conflict();
  const now = nowIso();
  if (to === 'cancelled') {
    ctx.orders.update(order.id, { status: to, cancelled_at: now });
    ctx.bonuses.cancelFor(order.id);
    return;
  }
  ctx.orders.update(order.id, to === 'confirmed' ? { status: to, confirm_at: now } : { status: to });
}

/** Whether the operator may still confirm an order at `now` (ms): its outbound flight is on sale (docs/product.md §9). */
export function outboundOnSale(ctx: AppContext, order: Pick<OrderRow, 'sid'>, now: number): boolean {
  const key = decodeSid(order.sid);
  const out = key ? ctx.flights.flight(key.outFlightId) : undefined;
  return out === undefined || flightOnSale(out, now);
}

/** The operator confirms a pending order now: 409 once its outbound flight's check-in has closed. */
export function confirmOrder(ctx: AppContext, order: Pick<OrderRow, 'id' | 'status' | 'sid'>): void {
  if (order.status === 'pending' && !outboundOnSale(ctx, order, clockOf(ctx)())) throw flightClosed();
  move(ctx, order, 'confirmed');
}

/**
 * Applies every operator answer due by now: pending orders confirmed, or refused (cancelled) when
 * their outbound flight's check-in has closed; cancellation requests processed.
 */
export function settleDue(ctx: AppContext): void {
  const now = clockOf(ctx)();
  for (const order of ctx.orders.due(nowIso()))
    move(ctx, order, order.status === 'pending' && outboundOnSale(ctx, order, now) ? 'confirmed' : 'cancelled');
}

/**
 * After a payment succeeded: partially paid or paid by what was received against the net; a paid
 * order at a hotel with increased commission earns the agency its bonus (the increase on the total).
 */
export function applyPayments(ctx: AppContext, order: OrderRow): void {
  const paid = ctx.orderPayments.paid(order.id);
  const target: OrderStatus = paid + 0.005 >= order.net ? 'paid' : 'partially_paid';
  if (target === order.status || !canMove(order.status, target)) return;
  move(ctx, order, target);
  if (target === 'paid' && hasIncreasedCommission({ id: order.hotel_id })) {
    const price = JSON.parse(order.price) as PriceBreakdown;
    const bonus = increasedHotelBonus(price.total);
    ctx.bonuses.accrue(order.id, bonus.points, bonus.amount, nowIso());
  }
}
