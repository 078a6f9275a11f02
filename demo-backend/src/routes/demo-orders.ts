import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound, parseOr422 } from '../http/errors';
import { confirmOrder, move } from '../orders/lifecycle';

const hotelBody = z.object({ hotel_id: z.number().int().positive() });
const orderParams = z.object({ id: z.coerce.number().int().positive() });

// The operator's side of orders, for integration and e2e tests (outside /api like every /__demo
// hook: the portal never forwards them): change a price or stop a sale between search and booking,
// and answer an order at once instead of after DEMO_CONFIRM_DELAY_S / DEMO_CANCEL_DELAY_S.
export function registerDemoOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orderById = ctx.db.prepare<[number], { id: number; status: Parameters<typeof move>[1]['status']; sid: string }>(
    'SELECT id, status, sid FROM orders WHERE id = ?',
  );

  // POST /__demo/prices {hotel_id, percent}: the hotel's booking prices move by percent (0 restores them)
  app.post('/__demo/prices', async (request) => {
    const { hotel_id, percent } = parseOr422(hotelBody.extend({ percent: z.number().min(-90).max(500) }), request.body);
    ctx.market.setPrice(hotel_id, percent);
    return { hotel_id, percent };
  });

  // POST /__demo/stop-sale {hotel_id}: the hotel is no longer sold (booking answers 410)
  app.post('/__demo/stop-sale', async (request) => {
    const { hotel_id } = parseOr422(hotelBody, request.body);
    ctx.market.stopSale(hotel_id);
    return { hotel_id, stop_sale: true };
  });

  // POST /__demo/market/reset: every price change and stop-sale undone
  app.post('/__demo/market/reset', async () => {
    ctx.market.reset();
    return { reset: true };
  });

  for (const [action, status] of [
    ['confirm', 'confirmed'],
    ['cancel', 'cancelled'],
  ] as const) {
    // POST /__demo/orders/:id/confirm, /cancel: the operator confirms a pending order, or processes a cancellation request, now
    app.post(`/__demo/orders/:id/${action}`, async (request) => {
      const { id } = parseOr422(orderParams, request.params);
      const order = orderById.get(id);
      if (!order) throw notFound();
      if (status === 'confirmed') confirmOrder(ctx, order);
      else move(ctx, order, status);
      return { id, status };
    });
  }
}
