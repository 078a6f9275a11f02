import { bookResponseSchema } from '@/lib/schemas/booking';
import { orderResponseSchema } from '@/lib/schemas/orders';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { penaltyPercent } from '../src/orders/cancellation';
import { call, login } from './client';
import { book, bookingData, bookRequest, findOffer } from './orders-fixture';

describe('the cancellation scale', () => {
  it('is free from 30 days before check-in, then 30%, 50% and 100%', () => {
    expect([60, 30, 29, 15, 14, 7, 6, 0, -1].map(penaltyPercent)).toEqual([0, 0, 30, 30, 50, 50, 100, 100, 100]);
  });
});

describe('the operator’s answers when they are due (no delay configured)', () => {
  let backend: DemoBackend;
  beforeAll(async () => {
    backend = await startDemoBackend({ confirmDelayS: 0, cancelDelayS: 0 });
  }, 30_000);
  afterAll(async () => backend.close());

  it('confirms a booked order and processes its cancellation the next time the order is read', async () => {
    const token = (await login(backend.url)).access_token;
    const offer = await findOffer(backend, token, [], 40);
    const { price } = await bookingData(backend, token, offer.sid);
    const { id } = bookResponseSchema.parse(
      (await book(backend, token, offer.sid, bookRequest(offer, [], price.total))).body,
    ).data;
    const read = async () =>
      orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data;
    expect((await read()).status).toBe('confirmed');
    expect(
      (await call(backend.url, `/api/orders/${id}/cancel_request`, { token, body: { reason: 'Illness' } })).status,
    ).toBe(200);
    expect((await read()).status).toBe('cancelled');
  });
});
