import { bookingDataResponseSchema, calculateResponseSchema, type BookingData } from '@/lib/schemas/booking';
import {
  calendarHintsSchema,
  calendarResponseSchema,
  hotelOffersResponseSchema,
  searchResponseSchema,
  type Offer,
  type SearchRequestInput,
} from '@/lib/schemas/search';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { CURRENCY_RATES } from '../src/db/catalogue-data';
import { plusDays } from './orders-fixture';

// docs/product.md §10 "Prices": the price the search shows for an offer (results, a hotel's
// minimum, the price calendar, the other currencies) is the booking's default total for it.

let backend: DemoBackend;
let token: string;

const KIV = 1;
const TURKEY = 1;
const EGYPT = 2;
/** Parties of every kind: a couple, one adult, three adults, a child, an infant, a 13-year-old, two children and an infant. */
const PARTIES: Array<Pick<SearchRequestInput, 'adults' | 'children_ages'>> = [
  { adults: 2, children_ages: [] },
  { adults: 1, children_ages: [] },
  { adults: 3, children_ages: [] },
  { adults: 2, children_ages: [5] },
  { adults: 2, children_ages: [1] },
  { adults: 1, children_ages: [13] },
  { adults: 2, children_ages: [3, 9, 0] },
];

const hintsOf = async (country: number) =>
  calendarHintsSchema.parse(
    (await call(backend.url, `/api/v2/search/calendar_hints?departure_city_id=${KIV}&country_id=${country}`, { token }))
      .body,
  ).data;

async function search(body: SearchRequestInput) {
  const answer = await call(backend.url, '/api/v2/search', { token, body });
  expect(answer.status).toBe(200);
  return searchResponseSchema.parse(answer.body).data;
}

async function booking(sid: string): Promise<BookingData> {
  const answer = await call(backend.url, `/api/v2/orders/book/${sid}`, { token });
  expect(answer.status).toBe(200);
  return bookingDataResponseSchema.parse(answer.body).data;
}

const hasLine = (data: BookingData, key: string) => data.price.lines.some((l) => l.key === key && l.amount !== 0);
const regular = (offer: Offer) => offer.tickets.from?.type === 'regular' || offer.tickets.to?.type === 'regular';

beforeAll(async () => {
  backend = await startDemoBackend();
  token = (await login(backend.url)).access_token;
}, 30_000);
afterAll(async () => backend.close());

describe('the search price is the booking’s default total', () => {
  it('for many offers: parties with children and infants, early booking or not, charter and regular flights', async () => {
    const seen = { early: 0, late: 0, charter: 0, regular: 0, children: 0, infants: 0 };
    let checked = 0;
    for (const country of [TURKEY, EGYPT]) {
      const hints = await hintsOf(country);
      // A check-in soon (no early-booking discount) and one more than 60 days ahead (with it).
      const far = hints.find((day) => day >= plusDays(hints[0]!, 75)) ?? hints.at(-1)!;
      for (const date_from of [hints[1]!, far]) {
        for (const party of PARTIES) {
          const body: SearchRequestInput = {
            departure_city_id: KIV,
            country_id: country,
            date_from,
            date_to: plusDays(date_from, 6),
            nights_from: 6,
            nights_to: 9,
            ...party,
          };
          const data = await search(body);
          // Every offer of the first hotels, where the dearer regular flights are found too.
          const sample: Offer[] = [];
          for (const result of data.results.slice(0, 6)) {
            const all = await call(backend.url, '/api/v2/search', {
              token,
              body: { ...body, offers_of_hotel: result.hotel.id, size: 100 },
            });
            const offersOfHotel = hotelOffersResponseSchema.parse(all.body).data.offers;
            sample.push(...offersOfHotel.filter(regular).slice(0, 1), ...offersOfHotel.slice(-1));
          }
          for (const result of [...data.results.slice(0, 3), { min_price: 0, offers: sample }]) {
            // The hotel's minimum price is its cheapest offer's, which is the first of its top offers.
            if (result.min_price > 0)
              expect(result.min_price).toBe(Math.min(...result.offers.map((o) => o.price.amount)));
            for (const offer of result.offers.slice(0, result.min_price > 0 ? 2 : undefined)) {
              if (offer.accommodation.hotel.stop_sale) continue;
              const booked = await booking(offer.sid);
              expect({ sid: offer.sid, total: booked.price.total }).toEqual({
                sid: offer.sid,
                total: offer.price.amount,
              });
              expect(booked.offer.price.amount).toBe(offer.price.amount);
              // Only mandatory services are in the default total; optional ones are priced apart.
              expect(booked.services.filter((s) => s.selected).every((s) => s.mandatory)).toBe(true);
              checked++;
              seen[hasLine(booked, 'discounts') ? 'early' : 'late']++;
              seen[regular(offer) ? 'regular' : 'charter']++;
              if (party.children_ages!.some((age) => age >= 2 && age < 12)) seen.children++;
              if (party.children_ages!.some((age) => age < 2)) seen.infants++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    for (const [kind, count] of Object.entries(seen))
      expect({ kind, covered: count > 0 }).toEqual({ kind, covered: true });
  }, 120_000);

  it('in USD and UAH: the same offer’s EUR total converted, as the booking page shows it', async () => {
    const hints = await hintsOf(TURKEY);
    const body: SearchRequestInput = {
      departure_city_id: KIV,
      country_id: TURKEY,
      date_from: hints[2]!,
      date_to: plusDays(hints[2]!, 6),
      nights_from: 7,
      nights_to: 7,
      adults: 2,
      children_ages: [6],
    };
    const inEur = (await search(body)).results[0]!.offers[0]!;
    const eurTotal = (await booking(inEur.sid)).price.total;
    expect(inEur.price.amount).toBe(eurTotal);
    for (const currency of ['USD', 'UAH'] as const) {
      const offer = (await search({ ...body, currency })).results
        .flatMap((r) => r.offers)
        .find(
          (o) =>
            o.accommodation.hotel.id === inEur.accommodation.hotel.id &&
            o.accommodation.room.id === inEur.accommodation.room.id &&
            o.accommodation.meal.id === inEur.accommodation.meal.id &&
            o.dates.check_in === inEur.dates.check_in,
        )!;
      expect(offer.price.currency).toBe(currency);
      const booked = await booking(offer.sid);
      expect(booked.price.total).toBe(eurTotal);
      expect(booked.offer.price).toEqual(offer.price);
      // The total converted with the catalogue's rate and rounded to cents, not a whole-euro price converted.
      expect(offer.price.amount).toBe(Math.round(eurTotal * CURRENCY_RATES[currency] * 100) / 100);
    }
  });

  it('in the price calendar, and the price range filters on it', async () => {
    const hints = await hintsOf(TURKEY);
    const body: SearchRequestInput = {
      departure_city_id: KIV,
      country_id: TURKEY,
      date_from: hints[3]!,
      date_to: plusDays(hints[3]!, 6),
      nights_from: 7,
      nights_to: 8,
      adults: 2,
      children_ages: [1, 7],
    };
    const first = (await search(body)).results[0]!;
    const answer = await call(backend.url, '/api/v2/search', {
      token,
      body: { ...body, view: 'calendar', hotel_ids: [first.hotel.id] },
    });
    const cells = calendarResponseSchema.parse(answer.body).data.cells;
    expect(cells.length).toBeGreaterThan(3);
    for (const cell of cells.slice(0, 4)) expect((await booking(cell.sid)).price.total).toBe(cell.price);

    // A range ending at a price with cents keeps that offer and drops the dearer ones.
    const offer = first.offers[0]!;
    const capped = await search({ ...body, price_to: offer.price.amount });
    const prices = capped.results.flatMap((r) => r.offers.map((o) => o.price.amount));
    expect(prices).toContain(offer.price.amount);
    expect(prices.every((p) => p <= offer.price.amount)).toBe(true);
    const calc = await call(backend.url, `/api/v2/orders/calculate/${offer.sid}`, { token, body: { services: [] } });
    expect(calculateResponseSchema.parse(calc.body).data.price.total).toBe(offer.price.amount);
  });
});
