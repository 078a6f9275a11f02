import { orderResponseSchema, ordersListSchema } from '@/lib/schemas/orders';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

// A cancelled order owes its penalty or nothing: what was paid beyond it reads as a refund, never as
// a negative due, in the journal and the order alike (lib/shared/order-balance.ts).

let backend: DemoBackend;
let agent: string;
beforeAll(async () => {
  backend = await startDemoBackend();
  agent = (await login(backend.url)).access_token;
}, 120_000);
afterAll(async () => backend.close());

describe('an order’s balance', () => {
  it('shows a cancelled, paid order’s money back as a refund, and its due as 0, in the journal and the order', async () => {
    const list = ordersListSchema.parse(
      (await call(backend.url, '/api/orders?page[size]=100', { token: agent })).body,
    ).data;
    const cancelled = list.filter((o) => o.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    let refunded = 0;
    for (const summary of cancelled) {
      const order = orderResponseSchema.parse(
        (await call(backend.url, `/api/orders/${summary.id}`, { token: agent })).body,
      ).data;
      const back = Math.round((order.balance.paid - (order.cancellation?.penalty ?? 0)) * 100) / 100;
      expect(order.balance.due).toBeGreaterThanOrEqual(0);
      expect(order.balance.refund).toBe(Math.max(0, back));
      expect(order.balance.due).toBe(Math.max(0, -back));
      expect({ due: summary.due, refund: summary.refund }).toEqual({
        due: order.balance.due,
        refund: order.balance.refund,
      });
      if (order.balance.refund > 0) refunded++;
    }
    expect(refunded).toBeGreaterThan(0);
  });
});
