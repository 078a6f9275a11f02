import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound, parseOr422 } from '../http/errors';
import { clockOf } from '../limits';
import { conflict } from '../orders/lifecycle';
import { decodeFareId } from '../flights/search';
import { moveTicketOrder, payTicketOrder, settleTicketOrders, ticketOrderOnSale } from '../flights/ticket-orders';
import { flightClosed } from '../flights/sale';
import type { Flight } from '../search/catalogue';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const hashParams = z.object({ hash: z.string().min(1).max(512) });
const fareBody = z.object({ fare_id: z.string().min(1).max(512) });

// The operator's side of flight tickets, for integration and e2e tests (docs/product.md §11 "Demo
// hooks"): a hold that expires now, a fare's price or seats changed, a ticket order paid, expired,
// ticketed or departed at once instead of at its time.
export function registerDemoTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const flightsOf = (fareId: string): Flight[] => {
    const decoded = decodeFareId(fareId);
    const flights = decoded ? [...decoded.out, ...decoded.back].map((id) => ctx.flights.flight(id)) : [];
    if (flights.length === 0 || flights.some((f) => !f)) throw notFound();
    return flights as Flight[];
  };

  // POST /__demo/air-tickets/holds/:hash/expire: the hash's hold (and price) ends now
  app.post('/__demo/air-tickets/holds/:hash/expire', async (request) => {
    const { hash } = parseOr422(hashParams, request.params);
    if (!ctx.tickets.holdByHash(hash)) throw notFound();
    ctx.tickets.updateHold(hash, { expires_at: new Date(Date.now() - 1000).toISOString() });
    return { hash, expired: true };
  });

  // POST /__demo/air-tickets/prices {fare_id, percent}: the fare's flights cost percent more (0 restores)
  app.post('/__demo/air-tickets/prices', async (request) => {
    const { fare_id, percent } = parseOr422(fareBody.extend({ percent: z.number().min(-90).max(500) }), request.body);
    for (const flight of flightsOf(fare_id)) ctx.flights.market.setPrice(flight.id, percent);
    return { fare_id, percent };
  });

  // POST /__demo/air-tickets/seats {fare_id, seats}: every flight of the fare has that many seats left
  app.post('/__demo/air-tickets/seats', async (request) => {
    const { fare_id, seats } = parseOr422(fareBody.extend({ seats: z.number().int().min(0).max(500) }), request.body);
    ctx.seats.set(flightsOf(fare_id), seats);
    return { fare_id, seats };
  });

  // POST /__demo/air-tickets/reset: every flight price change undone (seats stay as they are)
  app.post('/__demo/air-tickets/reset', async () => {
    ctx.flights.market.reset();
    return { reset: true };
  });

  const orderOf = (params: unknown) => {
    settleTicketOrders(ctx);
    const { id } = parseOr422(idParams, params);
    const row = ctx.tickets.findAny(id);
    if (!row) throw notFound();
    return row;
  };

  // POST /__demo/ticket-orders/:id/pay: paid in full now; the e-tickets follow DEMO_TICKETING_DELAY_S later
  app.post('/__demo/ticket-orders/:id/pay', async (request) => {
    const row = orderOf(request.params);
    payTicketOrder(ctx, row, clockOf(ctx)());
    return { id: row.id, status: row.status };
  });

  // POST /__demo/ticket-orders/:id/expire: an unpaid hold's payment deadline passes now
  app.post('/__demo/ticket-orders/:id/expire', async (request) => {
    const row = orderOf(request.params);
    if (row.status !== 'hold' || row.paid >= row.total) throw conflict();
    moveTicketOrder(ctx, row, 'expired');
    return { id: row.id, status: 'expired' };
  });

  // POST /__demo/ticket-orders/:id/ticket: the e-tickets are issued now (paid first when unpaid)
  app.post('/__demo/ticket-orders/:id/ticket', async (request) => {
    const row = orderOf(request.params);
    if (row.status !== 'hold') throw conflict();
    // The operator tickets a hold only while its first flight is on sale (docs/product.md §9).
    if (!ticketOrderOnSale(row, clockOf(ctx)())) throw flightClosed();
    // Paid as the pay hook pays (a settled payment: `paid` stays the sum of the counted ones).
    if (row.paid < row.total) payTicketOrder(ctx, row, clockOf(ctx)());
    const paid = orderOf(request.params);
    if (paid.status === 'hold') moveTicketOrder(ctx, paid, 'ticketed');
    return { id: row.id, status: 'ticketed' };
  });

  // POST /__demo/ticket-orders/:id/depart: the last flight departs now (ticketed → flown)
  app.post('/__demo/ticket-orders/:id/depart', async (request) => {
    const row = orderOf(request.params);
    if (row.status !== 'ticketed') throw conflict();
    moveTicketOrder(ctx, row, 'flown');
    return { id: row.id, status: 'flown' };
  });
}
