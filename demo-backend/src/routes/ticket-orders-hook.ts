import type { z } from 'zod';
import type { openOrderSchema } from '@/lib/schemas/employees';
import type { AppContext } from '../context';

type OpenOrder = z.infer<typeof openOrderSchema>;

/**
 * HOOK POINT for the flight-ticket orders (the `ticket_orders` store arrives with the flight
 * tickets). Dismissing an employee hands their open ticket orders to a colleague like their
 * package orders (docs/product.md "Running the agency: the calls"). Until that store exists the
 * leaver has none: both answer "nothing". When it lands, read and move its rows here.
 */
export interface TicketOrderHandover {
  /** The owner's open ticket orders. */
  open(ctx: AppContext, ownerId: number): OpenOrder[];
  /** Moves the open ticket orders of `fromId` to `toId`; how many moved. */
  reassign(ctx: AppContext, fromId: number, toId: number): number;
}

export const ticketOrderHandover: TicketOrderHandover = {
  open: () => [],
  reassign: () => 0,
};
