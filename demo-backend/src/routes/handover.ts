import type { z } from 'zod';
import type { openOrderSchema } from '@/lib/schemas/employees';
import type { OrderStatus } from '@/lib/schemas/order-status';
import type { AppContext } from '../context';
import { portalToday } from '@/lib/format/date';
import { settleTicketOrders } from '../flights/ticket-orders';

type OpenOrder = z.infer<typeof openOrderSchema>;

/**
 * The package orders still open (docs/product.md §10 "Dismissal: what is handed over"): not yet
 * paid in full nor cancelled, the trip not over. A paid one is a sale and stays with its seller.
 */
export const HANDOVER_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'partially_paid',
  'cancellation_requested',
];

/** What a dismissal hands over: the wizard's preview shows it and the dismissal moves exactly it. */
export interface Handover {
  orders: OpenOrder[];
  ticket_orders: OpenOrder[];
}

/**
 * The leaver's open orders and ticket orders (docs/product.md §10 "Dismissal: what is handed
 * over"): the one decision of "open", read by the preview and by the dismissal. The due steps of
 * the ticket orders are applied first, so an unpaid hold past its deadline counts as expired, as
 * the flight list shows it.
 */
export function openForHandover(ctx: AppContext, ownerId: number, now = new Date()): Handover {
  settleTicketOrders(ctx);
  const statuses = HANDOVER_ORDER_STATUSES.map(() => '?').join(', ');
  const orders = ctx.db
    .prepare<unknown[], Omit<OpenOrder, 'kind'>>(
      `SELECT id, number, status, created_at FROM orders WHERE owner_id = ? AND status IN (${statuses}) AND check_out >= ? ORDER BY created_at DESC, id DESC`,
    )
    .all(ownerId, ...HANDOVER_ORDER_STATUSES, portalToday(now));
  return {
    orders: orders.map((order) => ({ ...order, kind: 'package' as const })),
    ticket_orders: ctx.tickets.openOf(ownerId, now.toISOString()).map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      created_at: row.created_at,
      kind: 'ticket' as const,
    })),
  };
}

/**
 * Hands `open` (what `openForHandover` listed) from the leaver to `toId` and ends the leaver's
 * ticketing-account links on the dismissal day (docs/product.md §12 "Linked users"); issued
 * sales stay the leaver's. How many of each moved.
 */
export function handOver(
  ctx: AppContext,
  open: Handover,
  fromId: number,
  toId: number | undefined,
  now = new Date(),
): { orders: number; ticket_orders: number } {
  ctx.userLinks.endOf(fromId, portalToday(now));
  if (toId === undefined) return { orders: 0, ticket_orders: 0 };
  const move = ctx.db.prepare('UPDATE orders SET owner_id = ? WHERE id = ? AND owner_id = ?');
  const orders = open.orders.reduce((moved, order) => moved + move.run(toId, order.id, fromId).changes, 0);
  return {
    orders,
    ticket_orders: ctx.tickets.reassign(
      open.ticket_orders.map((o) => o.id),
      fromId,
      toId,
    ),
  };
}
