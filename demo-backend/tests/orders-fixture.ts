import { bookingDataResponseSchema, type BookRequestInput, type TouristInput } from '@/lib/schemas/booking';
import { calendarHintsSchema, searchResponseSchema, type Offer } from '@/lib/schemas/search';
import { ordersListSchema, type OrderSummary } from '@/lib/schemas/orders';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

// Shared by the orders-*.test.ts files: an offer to book and tourists that pass every rule.

const TURKEY = 1;
const KIV = 1;

export const plusDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const minusYears = (iso: string, years: number, days = 0) =>
  plusDays(`${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`, -days);

/** The cheapest sellable offer of a Turkey search from Chișinău, `hint` hinted dates ahead. */
export async function findOffer(
  backend: DemoBackend,
  token: string,
  childrenAges: number[] = [],
  hint = 3,
): Promise<Offer> {
  const hints = calendarHintsSchema.parse(
    (await call(backend.url, `/api/v2/search/calendar_hints?departure_city_id=${KIV}&country_id=${TURKEY}`, { token }))
      .body,
  ).data;
  const day = hints[hint]!;
  const body = {
    departure_city_id: KIV,
    country_id: TURKEY,
    date_from: day,
    date_to: plusDays(day, 6),
    nights_from: 7,
    nights_to: 7,
    adults: 2,
    children_ages: childrenAges,
  };
  const answer = await call(backend.url, '/api/v2/search', { token, body });
  const offers = searchResponseSchema.parse(answer.body).data.results.flatMap((r) => r.offers);
  const offer = offers.find((o) => !o.accommodation.hotel.stop_sale);
  if (!offer) throw new Error('no sellable offer found');
  return offer;
}

export async function bookingData(backend: DemoBackend, token: string, sid: string, locale?: string) {
  const answer = await call(backend.url, `/api/v2/orders/book/${sid}`, { token, locale });
  expect(answer.status).toBe(200);
  return bookingDataResponseSchema.parse(answer.body).data;
}

/** Two adults and one tourist per child age, of those ages on the check-in date, passports valid long after. */
export function touristsFor(offer: Offer, childrenAges: number[]): TouristInput[] {
  const checkIn = offer.dates.check_in;
  const passport = { passport_expiry: plusDays(offer.dates.check_out, 400), citizenship: 'MD' };
  return [
    {
      kind: 'adult',
      surname: 'Ionescu',
      name: 'Andrei',
      birth_date: minusYears(checkIn, 40, 30),
      gender: 'M',
      passport_number: 'AB1234567',
      ...passport,
    },
    {
      kind: 'adult',
      surname: 'Ionescu',
      name: 'Maria',
      birth_date: minusYears(checkIn, 37, 90),
      gender: 'F',
      passport_number: 'AB7654321',
      ...passport,
    },
    ...childrenAges.map((age, i): TouristInput => ({
      kind: age <= 1 ? 'infant' : 'child',
      surname: 'Ionescu',
      name: `Child${'ABC'[i]}`,
      birth_date: minusYears(checkIn, age, 60),
      gender: 'F',
      passport_number: `CH000${i}12`,
      ...passport,
    })),
  ];
}

export function bookRequest(
  offer: Offer,
  childrenAges: number[],
  expectedTotal: number,
  extra: Partial<BookRequestInput> = {},
): BookRequestInput {
  return {
    tourists: touristsFor(offer, childrenAges),
    services: [],
    contact: { phone: '+37369555111', email: 'ionescu@example.com' },
    note: '',
    expected_total: expectedTotal,
    ...extra,
  };
}

export const book = (backend: DemoBackend, token: string, sid: string, body: unknown, locale?: string) =>
  call(backend.url, `/api/v2/orders/book/${sid}`, { token, body, locale });

export const demo = (backend: DemoBackend, path: string, body: unknown = {}) =>
  call(backend.url, `/__demo${path}`, { body });

/** A fresh backend, the agent's token and the seeded orders by number. */
export async function startWithOrders(): Promise<{ backend: DemoBackend; token: string; seeded: OrderSummary[] }> {
  const backend = await startDemoBackend();
  const token = (await login(backend.url)).access_token;
  const seeded = ordersListSchema.parse(
    (await call(backend.url, '/api/orders?page[size]=100&sort=number', { token })).body,
  ).data;
  return { backend, token, seeded };
}
