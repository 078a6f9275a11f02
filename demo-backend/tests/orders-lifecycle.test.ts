import {
  agencyEditResponseSchema,
  agencyEditSchema,
  cancelConditionsResponseSchema,
  orderResponseSchema,
  type Order,
  type OrderSummary,
} from '@/lib/schemas/orders';
import { bookResponseSchema } from '@/lib/schemas/booking';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import type { DemoBackend } from '@/tests/helpers/demo-backend';
import { call } from './client';
import { book, bookingData, bookRequest, demo, findOffer, plusDays, startWithOrders } from './orders-fixture';
import { formatPrice } from '@/lib/format/price';

let backend: DemoBackend;
let token: string;
let seeded: OrderSummary[];

const order = async (id: number, locale?: string): Promise<Order> => {
  const answer = await call(backend.url, `/api/orders/${id}`, { token, locale });
  expect(answer.status).toBe(200);
  return orderResponseSchema.parse(answer.body).data;
};
const edit = (id: number, body: unknown) =>
  call(backend.url, `/api/orders/${id}/agency_edit`, { token, method: 'PATCH', body, locale: 'en' });
const editable = async (id: number) =>
  agencyEditResponseSchema.parse((await call(backend.url, `/api/orders/${id}/agency_edit`, { token })).body).data;
/** What PATCH takes: the editable values without the locks. */
const editBody = async (id: number) => agencyEditSchema.parse(await editable(id));

/** A fresh charter order of two adults, `hint` calendar dates ahead, confirmed when asked. */
async function newOrder(confirm: boolean, hint = 3): Promise<number> {
  const offer = await findOffer(backend, token, [], hint);
  const { price } = await bookingData(backend, token, offer.sid);
  const answer = await book(backend, token, offer.sid, bookRequest(offer, [], price.total));
  expect(answer.status).toBe(201);
  const { id } = bookResponseSchema.parse(answer.body).data;
  if (confirm) expect((await demo(backend, `/orders/${id}/confirm`)).status).toBe(200);
  return id;
}

beforeAll(async () => {
  ({ backend, token, seeded } = await startWithOrders());
}, 30_000);
afterAll(async () => backend.close());

describe('agency_edit and the locks of a confirmed regular-flight ticket', () => {
  it('refuses changes to dates, surname, name and birth date once the regular-flight ticket is confirmed', async () => {
    // The seed's first order: a confirmed regular flight.
    const locked = await order(seeded[0]!.id);
    expect(locked.non_refundable).toBe(true);
    expect(locked.locks).toEqual({ dates: true, passport: true });
    expect((await editable(locked.id)).locks).toEqual({ dates: true, passport: true });
    const body = await editBody(locked.id);

    const changed = {
      ...body,
      check_in: plusDays(body.check_in, 1),
      tourists: body.tourists.map((t, i) =>
        i === 0 ? { ...t, surname: 'Other', birth_date: plusDays(t.birth_date, -1) } : t,
      ),
    };
    const refused = await edit(locked.id, changed);
    expect(refused.status).toBe(422);
    const message = 'Cannot be changed after the ticket is confirmed.';
    expect(apiErrorSchema.parse(refused.body).errors).toEqual({
      check_in: [message],
      'tourists.0.surname': [message],
      'tourists.0.birth_date': [message],
    });

    // What is not locked still changes: the passport number, the contact, the note.
    const allowed = {
      ...body,
      note: 'Sea view please',
      tourists: body.tourists.map((t, i) => (i === 0 ? { ...t, passport_number: 'ZX9999999' } : t)),
    };
    const saved = await edit(locked.id, allowed);
    expect(saved.status).toBe(200);
    const after = orderResponseSchema.parse(saved.body).data;
    expect(after.note).toBe('Sea view please');
    expect(after.tourists[0]!.passport_number).toBe('ZX9999999');
  });

  it('moves an unlocked order’s check-in, keeping the nights, and re-prices it', async () => {
    const id = await newOrder(false);
    const before = await order(id);
    expect(before.locks).toEqual({ dates: false, passport: false });
    const body = await editBody(id);
    const moved = await edit(id, { ...body, check_in: plusDays(body.check_in, 7) });
    expect(moved.status).toBe(200);
    const after = orderResponseSchema.parse(moved.body).data;
    expect(after.offer.dates).toEqual({
      check_in: plusDays(before.offer.dates.check_in, 7),
      check_out: plusDays(before.offer.dates.check_out, 7),
    });
    const days = after.price.lines.find((l) => l.key === 'daily_prices')!.days!;
    expect(days[0]!.date).toBe(after.offer.dates.check_in);
    expect(after.balance.net).toBe(after.price.net);
  });

  it('checks the tourists again (rules of booking) and refuses edits of a cancelled order', async () => {
    const id = await newOrder(false);
    const body = await editBody(id);
    const bad = await edit(id, {
      ...body,
      tourists: body.tourists.map((t, i) => (i === 1 ? { ...t, name: 'Марія' } : t)),
    });
    expect(bad.status).toBe(422);
    expect(apiErrorSchema.parse(bad.body).errors).toEqual({
      'tourists.1.name': ['Latin letters only, as in the passport.'],
    });
    const cancelled = seeded.find((o) => o.status === 'cancelled')!;
    const cancelledBody = await editBody(cancelled.id);
    expect((await edit(cancelled.id, cancelledBody)).status).toBe(409);
  });
});

describe('cancellation', () => {
  const conditions = async (id: number) =>
    cancelConditionsResponseSchema.parse(
      (await call(backend.url, `/api/orders/${id}/cancel_request`, { token, locale: 'en' })).body,
    ).data;
  const request = (id: number) =>
    call(backend.url, `/api/orders/${id}/cancel_request`, { token, body: { reason: 'Plans changed' } });

  it('is free long before check-in, and processed by the operator into a cancelled order', async () => {
    const id = await newOrder(true, 40);
    const before = await order(id);
    const terms = await conditions(id);
    expect(terms).toMatchObject({ penalty: 0, percent: 0, refund: 0 });
    expect(terms.free_until).toBe(plusDays(before.offer.dates.check_in, -30));
    expect(terms.conditions.length).toBeGreaterThanOrEqual(3);

    const asked = await request(id);
    expect(asked.status).toBe(200);
    const pending = orderResponseSchema.parse(asked.body).data;
    expect(pending.status).toBe('cancellation_requested');
    expect(pending.cancellation).toMatchObject({ reason: 'Plans changed', penalty: 0, cancelled_at: null });
    expect((await request(id)).status).toBe(409);

    expect((await demo(backend, `/orders/${id}/cancel`)).status).toBe(200);
    const done = await order(id);
    expect(done.status).toBe('cancelled');
    expect(done.cancellation?.cancelled_at).not.toBeNull();
    expect(done.balance.due).toBe(0);
    expect(done.actions).toEqual({ edit: false, cancel: false, pay: false, charter_confirm: false });
  });

  it('keeps a share of the price close to check-in, plus the full price of non-refundable regular tickets', async () => {
    const soon = await newOrder(true, 0);
    const soonOrder = await order(soon);
    const terms = await conditions(soon);
    expect(terms.percent).toBeGreaterThan(0);
    expect(terms.free_until).toBeNull();
    expect(terms.penalty).toBeCloseTo((soonOrder.price.total * terms.percent) / 100, 2);

    const regular = await order(seeded[0]!.id);
    const tickets = regular.price.lines.find((l) => l.key === 'tickets')!.amount!;
    const regularTerms = await conditions(regular.id);
    expect(regularTerms.penalty).toBeGreaterThanOrEqual(Math.min(tickets, regular.price.total) - 0.005);
    expect(regularTerms.free_until).toBeNull();
    expect(regularTerms.conditions.join(' ')).toContain('non-refundable');
    // The tickets' price as the portal writes prices (docs/product.md §10 "Prices").
    expect(regularTerms.conditions.join(' ')).toContain(formatPrice(tickets, 'EUR', 'en'));
  });

  it('leaves only the penalty due after a paid order is cancelled: the rest is refunded', async () => {
    const paid = seeded.find((o) => o.status === 'paid')!;
    const terms = await conditions(paid.id);
    expect((await request(paid.id)).status).toBe(200);
    await demo(backend, `/orders/${paid.id}/cancel`);
    const done = await order(paid.id);
    expect(done.balance.paid).toBe(paid.net);
    // Nothing is due: the money beyond the penalty goes back (docs/product.md §4, the order balance).
    expect(done.balance.due).toBe(0);
    expect(done.balance.refund).toBeCloseTo(paid.net - terms.penalty, 2);
    expect(terms.refund).toBeCloseTo(paid.net - terms.penalty, 2);
  });
});

describe('charter change confirmation', () => {
  it('confirms the operator’s charter change once', async () => {
    const waiting = seeded.find((o) => o.charter_confirm_required)!;
    expect((await order(waiting.id)).actions.charter_confirm).toBe(true);
    const answer = await call(backend.url, `/api/orders/${waiting.id}/charter_confirm`, { token, method: 'PATCH' });
    expect(answer.status).toBe(200);
    const confirmed = orderResponseSchema.parse(answer.body).data;
    expect(confirmed.charter_change?.confirmed_at).not.toBeNull();
    expect(confirmed.actions.charter_confirm).toBe(false);
    expect(
      (await call(backend.url, `/api/orders/${waiting.id}/charter_confirm`, { token, method: 'PATCH' })).status,
    ).toBe(409);
  });
});

describe('documents', () => {
  it('answers 409 with the reason for a document not issued yet, 404 for an unknown order', async () => {
    const unpaid = seeded.find((o) => o.status === 'confirmed')!;
    const doc = (await order(unpaid.id, 'en')).documents.find((d) => d.kind === 'voucher')!;
    expect(doc).toEqual({ kind: 'voucher', available: false, reason: 'Available once the order is paid in full.' });
    const answer = await call(backend.url, `/api/orders/${unpaid.id}/print_voucher`, { token, locale: 'en' });
    expect(answer.status).toBe(409);
    expect(apiErrorSchema.parse(answer.body).message).toBe('Available once the order is paid in full.');
    expect((await call(backend.url, '/api/orders/999999/print_invoice', { token })).status).toBe(404);
  });

  it('downloads an issued document as a PDF attachment named after the order', async () => {
    // The last paid order: the cancellation tests above cancel the first one.
    const paid = seeded.filter((o) => o.status === 'paid').at(-1)!;
    const answer = await call(backend.url, `/api/orders/${paid.id}/print_voucher`, { token, locale: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="voucher_${paid.number}.pdf"`);
    expect((answer.body as unknown as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  }, 30_000);
});
