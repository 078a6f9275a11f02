import type { z } from 'zod';
import type { openOrderSchema } from '@/lib/schemas/employees';
import type { AppContext } from '../context';
import { settleTicketOrders } from '../flights/ticket-orders';

type OpenOrder = z.infer<typeof openOrderSchema>;

/**
 * The flight-ticket orders a dismissal hands to a colleague like the package orders
 * (docs/product.md "Running the agency: the calls", §10 "Dismissal: open ticket orders"): open
 * means on hold or ticketed and not yet flown. The due steps are applied first, so an unpaid hold
 * past its deadline counts as expired and a departed order as flown, as the flight list shows them.
 */
export interface TicketOrderHandover {
  /** The owner's open ticket orders. */
  open(ctx: AppContext, ownerId: number): OpenOrder[];
  /** Moves the open ticket orders of `fromId` to `toId`; how many moved. */
  reassign(ctx: AppContext, fromId: number, toId: number): number;
}

export const ticketOrderHandover: TicketOrderHandover = {
  open(ctx, ownerId) {
    settleTicketOrders(ctx);
    return ctx.tickets
      .openOf(ownerId, new Date().toISOString())
      .map((row) => ({ id: row.id, number: row.number, status: row.status, created_at: row.created_at, kind: 'ticket' as const }));
  },
  reassign(ctx, fromId, toId) {
    settleTicketOrders(ctx);
    return ctx.tickets.reassignOpen(fromId, toId, new Date().toISOString());
  },
};
