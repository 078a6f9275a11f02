import {
  cardPaymentGatewayResponseSchema,
  cardPaymentResultResponseSchema,
  cardPaymentStartResponseSchema,
  orderResponseSchema,
  type OrderSummary,
} from '@/lib/schemas/orders';
import { gatewayListSchema } from '@/lib/schemas/gateways';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import type { DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { startWithOrders } from './orders-fixture';

let backend: DemoBackend;
let token: string;
let seeded: OrderSummary[];

const PORTAL = 'http://localhost:3000';
const returnUrl = (id: number) => `${PORTAL}/orders/card-payment/${id}`;
const start = (id: number, url = returnUrl(id)) =>
  call(backend.url, `/api/orders/${id}/card_payment?return_url=${encodeURIComponent(url)}`, { token, locale: 'en' });
const result = async (id: number, payment: string) => {
  const answer = await call(backend.url, `/api/orders/${id}/card_payment?payment=${payment}`, { token });
  expect(answer.status).toBe(200);
  return cardPaymentResultResponseSchema.parse(answer.body).data;
};
const order = async (id: number) =>
  orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data;

/** What the bank's page posts when a button is pressed; the browser follows the redirect itself. */
const submit = (gatewayUrl: string, outcome: string) =>
  fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4111 1111 1111 1111', outcome }).toString(),
    redirect: 'manual',
  });
/** The gateway URL on this test server (the default public URL is localhost on the listening port). */
const onThisServer = (gatewayUrl: string) => `${backend.url}${new URL(gatewayUrl).pathname}`;

async function startPayment(id: number) {
  const answer = await start(id);
  expect(answer.status).toBe(200);
  return cardPaymentStartResponseSchema.parse(answer.body).data;
}

beforeAll(async () => {
  ({ backend, token, seeded } = await startWithOrders());
}, 30_000);
afterAll(async () => backend.close());

const confirmed = () => seeded.filter((o) => o.status === 'confirmed' && o.due > 0);

describe('card payment', () => {
  it('pays the amount due through the bank page once, even when the page is submitted twice', async () => {
    const target = confirmed()[1]!;
    const attempt = await startPayment(target.id);
    expect(attempt.amount).toBe(target.due);
    const port = new URL(backend.url).port;
    expect(attempt.gateway_url).toBe(`http://localhost:${port}/gateway/${attempt.payment_id}`);

    const page = await fetch(onThisServer(attempt.gateway_url));
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(target.number);
    expect(html).toContain(attempt.amount.toFixed(2));
    expect(html).toContain('4111 1111 1111 1111');

    const first = await submit(onThisServer(attempt.gateway_url), 'pay');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${returnUrl(target.id)}?payment=${attempt.payment_id}`);
    // The back button and a second press: the same redirect, no second charge.
    const second = await submit(onThisServer(attempt.gateway_url), 'pay');
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));

    const once = await result(target.id, attempt.payment_id);
    const twice = await result(target.id, attempt.payment_id);
    expect(twice).toEqual(once);
    expect(once.payment).toMatchObject({ status: 'succeeded', amount: target.due, method: 'card' });
    expect(once.payment.reference).toMatch(/^AUTH \d{6}$/);
    expect(once.balance).toEqual({ net: target.net, paid: target.net, due: 0, refund: 0, currency: 'EUR' });
    expect(once.status).toBe('paid');
    const after = await order(target.id);
    expect(after.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(after.actions.pay).toBe(false);
    expect(after.documents.find((d) => d.kind === 'voucher')?.available).toBe(true);
    // Nothing is due any more: no new attempt.
    expect((await start(target.id)).status).toBe(409);
  });

  it('records a declined payment and a timed-out one without moving the balance', async () => {
    const target = confirmed()[2]!;
    for (const [button, status] of [
      ['decline', 'declined'],
      ['timeout', 'timed_out'],
    ] as const) {
      const attempt = await startPayment(target.id);
      const answer = await submit(onThisServer(attempt.gateway_url), button);
      expect(answer.status).toBe(303);
      const outcome = await result(target.id, attempt.payment_id);
      expect(outcome.payment.status).toBe(status);
      expect(outcome.payment.reference).toBeNull();
      expect(outcome.balance.due).toBe(target.due);
      expect(outcome.status).toBe('confirmed');
      // A declined attempt cannot be paid afterwards with the same page.
      await submit(onThisServer(attempt.gateway_url), 'pay');
      expect((await result(target.id, attempt.payment_id)).payment.status).toBe(status);
    }
  });

  it('pays a partially paid order’s rest and reuses the open attempt when the page is reloaded', async () => {
    const target = seeded.find((o) => o.status === 'partially_paid')!;
    const first = await startPayment(target.id);
    const reload = await startPayment(target.id);
    expect(reload.payment_id).toBe(first.payment_id);
    // Two tabs pressing Pay at once: one charge.
    const answers = await Promise.all([
      submit(onThisServer(first.gateway_url), 'pay'),
      submit(onThisServer(first.gateway_url), 'pay'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const outcome = await result(target.id, first.payment_id);
    expect(outcome.status).toBe('paid');
    expect(outcome.balance).toMatchObject({ paid: target.net, due: 0 });
    expect(
      (await order(target.id)).payments.filter((p) => p.method === 'card' && p.status === 'succeeded'),
    ).toHaveLength(1);
  });

  it('accepts only the portal’s result page of this order as return_url', async () => {
    const target = confirmed()[0]!;
    for (const bad of [
      '/orders/card-payment/1',
      'ftp://portal/orders/card-payment/1',
      `${PORTAL}/orders/${target.id}`,
      returnUrl(target.id + 1),
      'javascript:alert(1)',
    ]) {
      const answer = await start(target.id, bad);
      expect(answer.status).toBe(422);
      expect(apiErrorSchema.parse(answer.body).errors).toEqual({
        return_url: ['Return address: http(s)://…/orders/card-payment/{id}.'],
      });
    }
  });

  it('refuses to start a payment for an order not confirmed yet, and answers 404 for another order’s payment', async () => {
    const pending = seeded.find((o) => o.status === 'pending')!;
    expect((await start(pending.id)).status).toBe(409);
    const target = confirmed()[3]!;
    const attempt = await startPayment(target.id);
    expect(
      (await call(backend.url, `/api/orders/${pending.id}/card_payment?payment=${attempt.payment_id}`, { token }))
        .status,
    ).toBe(404);
  });

  it('goes through the agency’s enabled gateway for the order’s currency, and refuses in the user’s language when there is none', async () => {
    const target = confirmed()[3]!;
    const gatewayOf = async () =>
      cardPaymentGatewayResponseSchema.parse(
        (await call(backend.url, `/api/orders/${target.id}/card_payment`, { token })).body,
      ).data;
    expect(await gatewayOf()).toEqual({ provider: 'maib', currency: 'EUR' });
    expect((await startPayment(target.id)).provider).toBe('maib');

    // The director takes EUR off MAIB (Paynet, disabled, takes MDL only): no gateway for EUR.
    const director = (await login(backend.url, 'director@demo.travel')).access_token;
    const gateways = gatewayListSchema.parse(
      (await call(backend.url, '/api/payment/gateways', { token: director })).body,
    ).data;
    const maib = gateways.find((g) => g.provider === 'maib')!;
    const patch = (currencies: string[]) =>
      call(backend.url, `/api/payment/gateways/${maib.id}/update`, {
        method: 'PATCH',
        token: director,
        body: { provider: 'maib', merchant_id: maib.merchant_id, currencies, enabled: true },
      });
    expect((await patch(['MDL'])).status).toBe(200);
    try {
      expect(await gatewayOf()).toEqual({ provider: null, currency: 'EUR' });
      const refused = await call(
        backend.url,
        `/api/orders/${target.id}/card_payment?return_url=${encodeURIComponent(returnUrl(target.id))}`,
        { token, locale: 'ro' },
      );
      expect(refused.status).toBe(409);
      expect(apiErrorSchema.parse(refused.body)).toMatchObject({
        error: 'Plata cu cardul nu este disponibilă',
        message: expect.stringContaining('poartă de plată activă'),
      });

      // Another gateway enabled for EUR takes over.
      const created = await call(backend.url, '/api/payment/gateways', {
        token: director,
        body: { provider: 'stripe', merchant_id: 'acct_eur_1', currencies: ['EUR'], enabled: true },
      });
      expect(created.status).toBe(201);
      expect(await gatewayOf()).toEqual({ provider: 'stripe', currency: 'EUR' });
      expect((await start(target.id)).body).toMatchObject({ data: { provider: 'stripe' } });
    } finally {
      await patch(maib.currencies);
    }
  });
});
