import {
  bookResponseSchema,
  calculateResponseSchema,
  PRICE_LINE_KEYS,
  priceChangedSchema,
  type PriceBreakdown,
} from '@/lib/schemas/booking';
import { formatPrice } from '@/lib/format/price';
import { orderResponseSchema, ordersListSchema } from '@/lib/schemas/orders';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import type { Offer } from '@/lib/schemas/search';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { book, bookingData, bookRequest, demo, findOffer } from './orders-fixture';

let backend: DemoBackend;
let token: string;
/** Two adults and a child of 5. */
let offer: Offer;
const AGES = [5];

const amount = (price: PriceBreakdown, key: string) => price.lines.find((l) => l.key === key)?.amount ?? null;
/** The lines that make up the total, as the breakdown's formula says (daily prices detail the hotel). */
const TOTAL_LINES = [
  'hotel',
  'discounts',
  'tickets',
  'agency_markup',
  'transfer',
  'insurance',
  'aquapark',
  'night_show',
  'gala_dinner',
  'taxes',
  'handling_fee',
];
const cents = (value: number) => Math.round(value * 100);
const journalTotal = async () =>
  ordersListSchema.parse((await call(backend.url, '/api/orders', { token })).body).meta.total;

beforeAll(async () => {
  backend = await startDemoBackend();
  token = (await login(backend.url)).access_token;
  offer = await findOffer(backend, token, AGES);
}, 30_000);
afterAll(async () => backend.close());
afterEach(async () => {
  await demo(backend, '/market/reset');
});

describe('GET and calculate v2/orders/book/{sid}', () => {
  it('answers the offer, the party, services, baggage and a breakdown whose lines add up', async () => {
    const data = await bookingData(backend, token, offer.sid);
    expect(data.offer.sid).toBe(offer.sid);
    expect(data.party).toEqual({ adults: 2, children_ages: AGES });
    const mandatory = data.services.filter((s) => s.mandatory).map((s) => s.kind);
    expect(mandatory).toEqual(['transfer', 'insurance']);
    expect(data.baggage?.from.adult).toMatchObject({ baggage_kg: 20, hand_kg: 6 });
    expect(data.baggage?.from.infant).toMatchObject({ baggage_kg: 10, hand_kg: 0 });
    expect(data.baggage?.to.check_in).toEqual({ open_hours: 3, close_minutes: 40 });
    expect(data.non_refundable).toBe(offer.tickets.from?.type === 'regular' || offer.tickets.to?.type === 'regular');

    const price = data.price;
    const keys = price.lines.map((l) => l.key);
    // In the display order, each present once.
    expect(keys).toEqual(PRICE_LINE_KEYS.filter((key) => keys.includes(key)));
    for (const key of [
      'hotel',
      'daily_prices',
      'tickets',
      'agency_markup',
      'transfer',
      'insurance',
      'taxes',
      'handling_fee',
      'commission',
      'partner_commission',
      'gross_commission',
      'total_tickets',
      'net_amount',
    ]) {
      expect(keys).toContain(key);
    }
    const days = price.lines.find((l) => l.key === 'daily_prices')!.days!;
    expect(days).toHaveLength(offer.nights.total);
    expect(days[0]!.date).toBe(offer.dates.check_in);
    expect(cents(days.reduce((sum, d) => sum + d.amount, 0))).toBe(cents(amount(price, 'hotel')!));
    const sum = price.lines.filter((l) => TOTAL_LINES.includes(l.key)).reduce((s, l) => s + l.amount!, 0);
    expect(cents(sum)).toBe(cents(price.total));
    // Commissions are what the agency earns: positive amounts, taken off the total to give the net.
    expect(amount(price, 'commission')).toBeGreaterThan(0);
    expect(amount(price, 'partner_commission')).toBeGreaterThan(0);
    expect(cents(price.total - amount(price, 'commission')! - amount(price, 'partner_commission')!)).toBe(
      cents(price.net),
    );
    expect(amount(price, 'net_amount')).toBe(price.net);
    expect(cents(amount(price, 'gross_commission')!)).toBe(
      cents(amount(price, 'commission')! + amount(price, 'partner_commission')!),
    );
    expect(cents(amount(price, 'total_tickets')!)).toBe(cents(amount(price, 'tickets')! + amount(price, 'taxes')!));
    const commission = price.lines.find((l) => l.key === 'commission')!;
    expect(cents(commission.amount!)).toBe(cents((price.total * commission.percent!) / 100));
    // The offer's price is the breakdown's default total: what the search showed for it.
    expect(data.offer.price.amount).toBe(price.total);
  });

  it('adds an optional service to the price, keeps the mandatory ones, and refuses an unknown service', async () => {
    const data = await bookingData(backend, token, offer.sid);
    const optional = data.services.find((s) => !s.mandatory);
    const calc = async (services: string[]) => {
      const answer = await call(backend.url, `/api/v2/orders/calculate/${offer.sid}`, { token, body: { services } });
      expect(answer.status).toBe(200);
      return calculateResponseSchema.parse(answer.body).data.price;
    };
    const base = await calc([]);
    expect(base.total).toBe(data.price.total);
    expect(amount(base, 'transfer')).not.toBeNull();
    expect(amount(base, 'insurance')).not.toBeNull();
    // Turkey has night shows: there is always an optional service.
    expect(optional).toBeDefined();
    const withService = await calc([optional!.id]);
    expect(amount(withService, optional!.kind)).toBe(optional!.price);
    expect(cents(withService.total - base.total)).toBe(cents(optional!.price));
    const unknown = await call(backend.url, `/api/v2/orders/calculate/${offer.sid}`, {
      token,
      body: { services: ['spa-day'] },
      locale: 'en',
    });
    expect(unknown.status).toBe(422);
    expect(apiErrorSchema.parse(unknown.body).errors).toEqual({ services: ['Unknown service.'] });
  });

  it('answers 404 for a sid that names nothing', async () => {
    expect((await call(backend.url, '/api/v2/orders/book/bm90LWEtc2lk', { token })).status).toBe(404);
  });
});

describe('POST v2/orders/book/{sid}', () => {
  it('books two adults and a child: a pending order with the tourists and the price shown', async () => {
    const data = await bookingData(backend, token, offer.sid);
    const answer = await book(backend, token, offer.sid, bookRequest(offer, AGES, data.price.total));
    expect(answer.status).toBe(201);
    const { id, number } = bookResponseSchema.parse(answer.body).data;
    const order = orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data;
    // The answer's number is the order's (the confirmation names it).
    expect(number).toBe(order.number);
    expect(order.status).toBe('pending');
    expect(order.tourists.map((t) => `${t.kind} ${t.name}`)).toEqual(['adult Andrei', 'adult Maria', 'child ChildA']);
    expect(order.price).toEqual(data.price);
    expect(order.balance).toEqual({ net: data.price.net, paid: 0, due: data.price.net, refund: 0, currency: 'EUR' });
    expect(order.actions.pay).toBe(false);

    expect((await demo(backend, `/orders/${id}/confirm`)).status).toBe(200);
    const confirmed = orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data;
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.actions.pay).toBe(true);
    // A second confirmation is not a move the status machine allows.
    expect((await demo(backend, `/orders/${id}/confirm`)).status).toBe(409);
  });

  it('tells the agent the new price when it changed since the search, books nothing, then books at the new price', async () => {
    const data = await bookingData(backend, token, offer.sid);
    const before = await journalTotal();
    await demo(backend, '/prices', { hotel_id: offer.accommodation.hotel.id, percent: 10 });

    const changed = await book(backend, token, offer.sid, bookRequest(offer, AGES, data.price.total), 'en');
    expect(changed.status).toBe(409);
    const body = priceChangedSchema.parse(changed.body);
    expect(body.data.price.total).toBeGreaterThan(data.price.total);
    // The new price as the portal writes prices: "1,234.56 €" in English (docs/product.md §10 "Prices").
    expect(body.message).toContain(formatPrice(body.data.price.total, 'EUR', 'en'));
    expect(body.message).not.toContain('EUR');
    expect(await journalTotal()).toBe(before);

    const again = await book(backend, token, offer.sid, bookRequest(offer, AGES, body.data.price.total));
    expect(again.status).toBe(201);
    const { id } = bookResponseSchema.parse(again.body).data;
    const order = orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data;
    expect(order.price.total).toBe(body.data.price.total);
  });

  it('answers 410 when the offer is no longer sold', async () => {
    const data = await bookingData(backend, token, offer.sid);
    await demo(backend, '/stop-sale', { hotel_id: offer.accommodation.hotel.id });
    expect((await call(backend.url, `/api/v2/orders/book/${offer.sid}`, { token })).status).toBe(410);
    const answer = await book(backend, token, offer.sid, bookRequest(offer, AGES, data.price.total), 'en');
    expect(answer.status).toBe(410);
    expect(apiErrorSchema.parse(answer.body).error).toBe('Offer no longer available');
  });
});

describe('tourist and contact rules (422 per field, in the caller’s language)', () => {
  let total: number;
  beforeAll(async () => {
    total = (await bookingData(backend, token, offer.sid)).price.total;
  });

  /** Books with one tourist changed (or the contact) and answers the field errors. */
  async function errorsOf(change: (body: ReturnType<typeof bookRequest>) => void, locale = 'en') {
    const body = bookRequest(offer, AGES, total);
    change(body);
    const answer = await book(backend, token, offer.sid, body, locale);
    expect(answer.status).toBe(422);
    return apiErrorSchema.parse(answer.body).errors ?? {};
  }
  const checkIn = () => offer.dates.check_in;

  it('wants names in Latin letters', async () => {
    expect(await errorsOf((b) => (b.tourists[0]!.surname = 'Ионеску'))).toEqual({
      'tourists.0.surname': ['Latin letters only, as in the passport.'],
    });
    expect(await errorsOf((b) => (b.tourists[1]!.name = 'Mar1a'), 'ro')).toEqual({
      'tourists.1.name': ['Doar litere latine, ca în pașaport.'],
    });
  });

  it('wants a birth date in the past and at most 100 years back', async () => {
    const message = 'The birth date must be in the past and at most 100 years ago.';
    expect(await errorsOf((b) => (b.tourists[0]!.birth_date = '2999-01-01'))).toEqual({
      'tourists.0.birth_date': [message],
    });
    expect(await errorsOf((b) => (b.tourists[0]!.birth_date = '1900-01-01'))).toEqual({
      'tourists.0.birth_date': [message],
    });
  });

  it('wants the child’s age on check-in to be the one searched, and adults to be adults', async () => {
    const message = 'The age on the check-in date does not match the search.';
    const sevenYearsOld = `${Number(checkIn().slice(0, 4)) - 7}-01-01`;
    expect(await errorsOf((b) => (b.tourists[2]!.birth_date = sevenYearsOld))).toEqual({
      'tourists.2.birth_date': [message],
    });
    expect(await errorsOf((b) => (b.tourists[1]!.birth_date = sevenYearsOld))).toEqual({
      'tourists.1.birth_date': [message],
    });
  });

  it('wants as many adults and children as the search', async () => {
    expect(await errorsOf((b) => b.tourists.pop())).toEqual({
      tourists: ["The tourists do not match the search: the number of adults and the children's ages."],
    });
  });

  it('wants the passport valid after the return date, its number as printed and a known citizenship', async () => {
    expect(await errorsOf((b) => (b.tourists[1]!.passport_expiry = offer.dates.check_out))).toEqual({
      'tourists.1.passport_expiry': ['The passport must be valid after the return date.'],
    });
    expect(await errorsOf((b) => (b.tourists[0]!.passport_number = 'ab-12'))).toEqual({
      'tourists.0.passport_number': ['Passport number: 6 to 12 capital Latin letters or digits.'],
    });
    expect(await errorsOf((b) => (b.tourists[2]!.citizenship = 'XX'))).toEqual({
      'tourists.2.citizenship': ['Unknown citizenship.'],
    });
  });

  it('wants the phone in a country mask and not one of the agency’s numbers, and a valid email', async () => {
    const mask = 'Phone: +373 and 8 digits, +40 and 9 digits or +380 and 9 digits.';
    expect(await errorsOf((b) => (b.contact.phone = '+3736955511'))).toEqual({ 'contact.phone': [mask] });
    expect(await errorsOf((b) => (b.contact.phone = '+4074121020'))).toEqual({ 'contact.phone': [mask] });
    // The agent's own office phone (seed-data.ts).
    expect(await errorsOf((b) => (b.contact.phone = '+37322210101'))).toEqual({
      'contact.phone': ["Enter the tourist's phone, not the agency's."],
    });
    expect(await errorsOf((b) => (b.contact.email = 'not-an-email'))).toEqual({
      'contact.email': ['Enter a valid email address.'],
    });
  });
});
