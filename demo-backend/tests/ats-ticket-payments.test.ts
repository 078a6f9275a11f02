import {
  deskTicketOrderResponseSchema,
  atsPayableOrdersSchema,
  ticketPaymentCreateInfoSchema,
  ticketPaymentEditSchema,
  ticketPaymentFiltersSchema,
  ticketPaymentResponseSchema,
  ticketPaymentsListSchema,
  type DeskTicketOrder,
} from '@/lib/schemas/ats';
import { ticketOrdersListSchema } from '@/lib/schemas/flights';
import { t } from '@/demo-backend/src/i18n';
import { call, demoBackendWith, ROLE_LOGINS } from './client';
import { createManual, fieldErrors, manualOrder, ROLES_WITHOUT_MANAGE, ROLES_WITHOUT_READ, shift } from './ats-fixture';
import { portalToday } from '@/lib/format/date';

// Payments against ticket orders (docs/product.md §12): the day's rate, new → settled →
// reconciled, and an order's balance following its counted payments everywhere it is shown.

const backend = demoBackendWith({
  ...ROLE_LOGINS,
  partner: 'agent@partner.travel',
  partnerDirector: 'director@partner.travel',
});
const ATS_MANAGER = 6;
const token = () => backend.tokens.ats_manager;
const pay = (body: unknown, locale?: string) =>
  call(backend.url, '/api/ats/orders-payments/create', { token: token(), body, locale });
const patch = (id: number, status: string) =>
  call(backend.url, `/api/ats/orders-payments/${id}`, { token: token(), method: 'PATCH', body: { status } });
const orderOf = async (id: number): Promise<DeskTicketOrder> =>
  deskTicketOrderResponseSchema.parse((await call(backend.url, `/api/ats/orders/${id}`, { token: token() })).body).data;
const payment = (orderId: number, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  amount: 100,
  currency: 'EUR',
  method: 'cash',
  paid_on: portalToday(),
  payer: 'Dorin Vasilache',
  reference: 'RC-1001',
  ...extra,
});

describe('who may see and record payments', () => {
  it.each(ROLES_WITHOUT_READ)('refuses %s every call with 403', async (role) => {
    for (const path of [
      '/api/ats/orders-payments',
      '/api/ats/orders-payments/1',
      '/api/ats/orders-payments/filters',
      '/api/ats/orders-payments/create',
      '/api/ats/orders-payments/additional',
    ]) {
      expect([path, (await call(backend.url, path, { token: backend.tokens[role] })).status]).toEqual([path, 403]);
    }
  });

  it.each(ROLES_WITHOUT_MANAGE)('refuses %s the writes and forms with 403', async (role) => {
    for (const [method, path, body] of [
      ['GET', '/api/ats/orders-payments/create', undefined],
      ['GET', '/api/ats/orders-payments/additional', undefined],
      ['POST', '/api/ats/orders-payments/create', payment(1)],
      ['GET', '/api/ats/orders-payments/1/edit', undefined],
      ['POST', '/api/ats/orders-payments/1/edit', payment(1)],
      ['PATCH', '/api/ats/orders-payments/1', { status: 'settled' }],
    ] as const) {
      expect([path, (await call(backend.url, path, { token: backend.tokens[role], method, body })).status]).toEqual([
        path,
        403,
      ]);
    }
  });

  it("lets the director read the seeded payments of the agency, and another agency's is a 404", async () => {
    const ours = ticketPaymentsListSchema.parse(
      (await call(backend.url, '/api/ats/orders-payments?page[size]=5', { token: backend.tokens.agency_director }))
        .body,
    );
    expect(ours.meta.total).toBeGreaterThan(200);
    const theirs = ticketPaymentsListSchema.parse(
      (await call(backend.url, '/api/ats/orders-payments?page[size]=100', { token: backend.tokens.partnerDirector }))
        .body,
    );
    expect(theirs.meta.total).toBeGreaterThan(0);
    expect(theirs.data.some((p) => ours.data.some((o) => o.id === p.id))).toBe(false);
    expect(
      (
        await call(backend.url, `/api/ats/orders-payments/${ours.data[0]!.id}`, {
          token: backend.tokens.partnerDirector,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(backend.url, `/api/ats/orders-payments/${theirs.data[0]!.id}`, {
          token: backend.tokens.ats_manager,
          method: 'PATCH',
          body: { status: 'settled' },
        })
      ).status,
    ).toBe(404);
  });
});

describe("an order's balance after its payments", () => {
  it('counts settled and reconciled payments only, in the flight list too', async () => {
    const order = await createManual(backend.url, token(), manualOrder(ATS_MANAGER, { pnr: 'PAY001' }));
    expect(order.balance).toBe(415.9);

    const info = ticketPaymentCreateInfoSchema.parse(
      (await call(backend.url, `/api/ats/orders-payments/create?order=${order.id}`, { token: token() })).body,
    ).data;
    expect(info.order).toMatchObject({ id: order.id, total: 415.9, paid: 0, balance: 415.9 });
    expect(info.currencies.map((c) => c.id)).toEqual(['EUR', 'USD', 'MDL']);

    const first = await pay(payment(order.id, { amount: 300 }), 'en');
    expect(first.status).toBe(201);
    const recorded = ticketPaymentResponseSchema.parse(first.body);
    expect(recorded.message).toBe(t('en', 'record.added'));
    expect(recorded.data).toMatchObject({
      status: 'new',
      amount_eur: 300,
      rate: 1,
      actions: { edit: true, next: 'settled' },
    });
    expect((await orderOf(order.id)).balance).toBe(415.9);

    expect((await patch(recorded.data.id, 'settled')).status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ paid: 300, balance: 115.9, due: 115.9 });
    expect((await patch(recorded.data.id, 'reconciled')).status).toBe(200);

    const second = ticketPaymentResponseSchema.parse(
      (await pay(payment(order.id, { amount: 150, status: 'settled', method: 'card' }))).body,
    ).data;
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ paid: 450, balance: -34.1, due: 0 });
    expect(after.payments.map((p) => [p.id, p.status])).toEqual([
      [recorded.data.id, 'reconciled'],
      [second.id, 'settled'],
    ]);
    // The flight list shows the same money.
    const row = ticketOrdersListSchema.parse(
      (await call(backend.url, `/api/ats/orders?number=${order.number}`, { token: backend.tokens.agent })).body,
    ).data[0]!;
    expect(row).toMatchObject({ paid: 450, due: 0 });
  });

  it("converts another currency at the day's rate", async () => {
    const order = await createManual(backend.url, token(), manualOrder(ATS_MANAGER, { pnr: 'PAY002' }));
    const rates = (await call(backend.url, '/api/v1/core/exchange_rate', { token: token() })).body as {
      eur_max_value: number;
      usd_max_value: number;
    };
    const mdl = ticketPaymentResponseSchema.parse(
      (await pay(payment(order.id, { amount: 1000, currency: 'MDL', status: 'settled' }))).body,
    ).data;
    expect(mdl.rate).toBeCloseTo(1 / rates.eur_max_value, 6);
    expect(mdl.amount_eur).toBe(Math.round(1000 * mdl.rate * 100) / 100);
    const usd = ticketPaymentResponseSchema.parse(
      (await pay(payment(order.id, { amount: 100, currency: 'USD', status: 'settled' }))).body,
    ).data;
    expect(usd.rate).toBeCloseTo(rates.usd_max_value / rates.eur_max_value, 6);
    expect((await orderOf(order.id)).paid).toBe(Math.round((mdl.amount_eur + usd.amount_eur) * 100) / 100);
  });

  it('moves one step forward only, and edits only a new payment (409 otherwise)', async () => {
    const order = await createManual(backend.url, token(), manualOrder(ATS_MANAGER, { pnr: 'PAY003' }));
    const id = ticketPaymentResponseSchema.parse((await pay(payment(order.id))).body).data.id;
    const skip = await call(backend.url, `/api/ats/orders-payments/${id}`, {
      token: token(),
      method: 'PATCH',
      body: { status: 'reconciled' },
      locale: 'ru',
    });
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({ error: t('ru', 'ats.transition'), message: t('ru', 'ats.transition.message') });

    const edit = ticketPaymentEditSchema.parse(
      (await call(backend.url, `/api/ats/orders-payments/${id}/edit`, { token: token() })).body,
    ).data;
    expect(edit.values).toMatchObject({ order_id: order.id, amount: 100, status: 'new' });
    const saved = await call(backend.url, `/api/ats/orders-payments/${id}/edit`, {
      token: token(),
      body: { ...edit.values, amount: 120, status: 'settled' },
    });
    expect(ticketPaymentResponseSchema.parse(saved.body).data).toMatchObject({ amount: 120, status: 'settled' });
    expect((await orderOf(order.id)).paid).toBe(120);

    expect(
      (
        await call(backend.url, `/api/ats/orders-payments/${id}/edit`, {
          token: token(),
          body: { ...edit.values, amount: 1 },
        })
      ).status,
    ).toBe(409);
    expect((await patch(id, 'new')).status).toBe(409);
    expect((await patch(id, 'reconciled')).status).toBe(200);
    expect((await patch(id, 'reconciled')).status).toBe(409);
  });

  it("records the demo's pay hook as a settled payment of what was due", async () => {
    const hold = ticketOrdersListSchema
      .parse(
        (await call(backend.url, '/api/ats/orders?status=hold&source=portal&page[size]=100', { token: token() })).body,
      )
      .data.find((o) => o.paid === 0)!;
    expect((await call(backend.url, `/__demo/ticket-orders/${hold.id}/pay`, { method: 'POST' })).status).toBe(200);
    const paid = await orderOf(hold.id);
    expect(paid).toMatchObject({ paid: hold.total, balance: 0 });
    expect(paid.payments.map((p) => [p.status, p.amount_eur])).toEqual([['settled', hold.total]]);
  });
});

describe('recording a payment', () => {
  it("refuses a bad one with 422 on each field, in the caller's language", async () => {
    const order = await createManual(backend.url, token(), manualOrder(ATS_MANAGER, { pnr: 'PAY004' }));
    expect(fieldErrors(await pay(payment(order.id, { amount: 0, payer: '' }), 'ro'))).toEqual({
      amount: [t('ro', 'ats.positiveAmount')],
      payer: [t('ro', 'validation.required')],
    });
    expect(fieldErrors(await pay(payment(order.id, { paid_on: shift(portalToday(), 1) }), 'ua'))).toEqual({
      paid_on: [t('ua', 'ats.futureDate')],
    });
    expect(fieldErrors(await pay(payment(order.id, { paid_on: '2001-01-01', currency: 'USD' }), 'en'))).toEqual({
      paid_on: [t('en', 'ats.noRate')],
    });
    const partnerOrder = ticketOrdersListSchema.parse(
      (await call(backend.url, '/api/ats/orders?page[size]=1', { token: backend.tokens.partner })).body,
    ).data[0]!;
    expect(fieldErrors(await pay(payment(partnerOrder.id), 'en'))).toEqual({ order_id: [t('en', 'ats.order')] });
  });

  it('finds the orders to pay by PNR, number or surname, with their balance', async () => {
    const order = await createManual(backend.url, token(), manualOrder(ATS_MANAGER, { pnr: 'FIND77' }));
    for (const q of ['FIND7', order.number.slice(-4), 'vasil']) {
      const found = atsPayableOrdersSchema.parse(
        (await call(backend.url, `/api/ats/orders-payments/additional?q=${q}`, { token: token() })).body,
      ).data;
      expect([q, found.map((o) => o.id)]).toEqual([q, expect.arrayContaining([order.id])]);
    }
  });

  it('filters and pages the list', async () => {
    const list = async (query: string) =>
      ticketPaymentsListSchema.parse(
        (await call(backend.url, `/api/ats/orders-payments?${query}`, { token: token() })).body,
      );
    const page1 = await list('page[size]=20&page[number]=1&sort=-paid_on');
    const page2 = await list('page[size]=20&page[number]=2&sort=-paid_on');
    expect(page1.data).toHaveLength(20);
    expect(page1.data.at(-1)!.paid_on >= page2.data[0]!.paid_on).toBe(true);
    const settled = await list('status=settled,reconciled&page[size]=100');
    expect(settled.data.every((p) => p.status !== 'new')).toBe(true);
    const mdl = await list('currency=MDL&page[size]=100');
    expect(mdl.data.length).toBeGreaterThan(0);
    expect(mdl.data.every((p) => p.currency === 'MDL' && p.amount_eur < p.amount)).toBe(true);
    const from = shift(portalToday(), -20);
    const ranged = await list(`paid_from=${from}&page[size]=100`);
    expect(ranged.data.every((p) => p.paid_on >= from)).toBe(true);
    const one = page1.data[0]!;
    const byOrder = await list(`order_id=${one.order.id}`);
    expect(byOrder.data.every((p) => p.order.id === one.order.id)).toBe(true);
    expect(
      Object.keys(fieldErrors(await call(backend.url, '/api/ats/orders-payments?status=lost', { token: token() }))),
    ).toEqual(['status']);
    const filters = ticketPaymentFiltersSchema.parse(
      (await call(backend.url, '/api/ats/orders-payments/filters', { token: token(), locale: 'ru' })).body,
    ).data;
    expect(filters.statuses.map((s) => s.name)).toEqual(['Новый', 'Проведён', 'Сверен']);
  });
});
