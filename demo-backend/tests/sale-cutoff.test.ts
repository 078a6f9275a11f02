import { deskTicketOrderResponseSchema, ticketPaymentResponseSchema } from '@/lib/schemas/ats';
import { bookResponseSchema } from '@/lib/schemas/booking';
import { flightPlacesResponseSchema, type Fare, type FlightType } from '@/lib/schemas/flights';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { orderResponseSchema } from '@/lib/schemas/orders';
import { searchResponseSchema, type Offer } from '@/lib/schemas/search';
import { t } from '@/demo-backend/src/i18n';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login, ROLE_LOGINS } from './client';
import { bookBody, bookFare, bookHash, faresOf, holdFare, legsOf, searchFlights } from './flights-fixture';
import { portalToday } from '@/lib/format/date';
import { book, bookingData, bookRequest, findOffer, plusDays } from './orders-fixture';

// docs/product.md §9: nothing is sold for a flight whose check-in has closed (40 minutes before a
// charter, 45 before a regular flight) or that has left: not offered by either search, and refused
// with 409 by the hold, both bookings, the ATS payment that would ticket it and the operator's
// confirmation. The backend's sale clock (ServerOptions.now) is moved, never waited for.

const MINUTE = 60_000;
const CLOSE_MINUTES: Record<FlightType, number> = { charter: 40, regular: 45 };
const TWO = { adults: 2, children: 0, infants: 0 };

/** The sale clock: the real time unless a test sets it. */
let fixed: number | null = null;
const clock = () => fixed ?? Date.now();
const at = (ms: number) => {
  fixed = ms;
};
afterEach(() => {
  fixed = null;
});

/** A departure (local airport time, as the catalogue and the check-in countdown read it) and its check-in close. */
function timesOf(departure: { date: string; time: string }, type: FlightType) {
  const departs = Date.parse(`${departure.date}T${departure.time}:00`);
  return { departs, closes: departs - CLOSE_MINUTES[type] * MINUTE };
}
const fareTimes = (fare: Fare) => timesOf(legsOf(fare)[0]!.departure, legsOf(fare)[0]!.type);

/** The 409 refusal, with its message in the caller's language. */
function expectClosed(answer: { status: number; body: unknown }, locale: 'ru' | 'en' = 'en') {
  expect(answer.status).toBe(409);
  expect(apiErrorSchema.parse(answer.body).message).toBe(t(locale, 'flights.closed.message'));
}

async function startBackend(extra: { confirmDelayS?: number } = {}) {
  // Tokens are read on the same clock: signed in at the real time, they must outlive its moves.
  const backend = await startDemoBackend({ now: clock, accessTtlS: 365 * 24 * 60 * 60, ...extra });
  const agent = (await login(backend.url)).access_token;
  const ats = (await login(backend.url, ROLE_LOGINS.ats_manager)).access_token;
  return { backend, agent, ats };
}

describe('flight tickets after check-in closed', () => {
  let backend: DemoBackend;
  let token: string;
  let ats: string;
  /** A direct one-way charter fare and a direct regular one to Antalya, three weeks ahead. */
  const fares = {} as Record<FlightType, Fare>;

  beforeAll(async () => {
    ({ backend, agent: token, ats } = await startBackend());
    const places = flightPlacesResponseSchema.parse(
      (await call(backend.url, '/api/air_tickets_search/places', { token })).body,
    ).data;
    for (const to of places.routes.KIV ?? []) {
      const found = faresOf(
        await searchFlights(backend, token, {
          from: 'KIV',
          to,
          date: plusDays(portalToday(), 21),
          flex: 3,
          adults: 2,
          size: 50,
          direct: true,
        }),
      );
      for (const type of ['charter', 'regular'] as const) fares[type] ??= found.find((f) => f.flight_type === type)!;
      if (fares.charter && fares.regular) break;
    }
    expect(fares.charter && fares.regular).toBeTruthy();
  }, 60_000);
  afterAll(async () => backend.close());

  /** The search of the fare's own date and route, as an agent runs it at the clock's time. */
  const listed = async (fare: Fare) => {
    const leg = legsOf(fare)[0]!;
    const result = await searchFlights(backend, token, {
      from: leg.from.code,
      to: leg.to.code,
      date: leg.departure.date,
      flex: 0,
      adults: 2,
      size: 50,
    });
    return faresOf(result).some((f) => f.id === fare.id);
  };

  it.each(['charter', 'regular'] as const)(
    'the flight search lists a %s a minute before its check-in closes, not once it closed nor after it left',
    async (type) => {
      const { departs, closes } = fareTimes(fares[type]);
      at(closes - MINUTE);
      expect(await listed(fares[type])).toBe(true);
      at(closes);
      expect(await listed(fares[type])).toBe(false);
      at(departs + MINUTE);
      expect(await listed(fares[type])).toBe(false);
    },
  );

  it('the hash refuses a flight whose check-in closed with 409, in ru and en; a minute before the close it holds', async () => {
    const fare = fares.regular;
    const { departs, closes } = fareTimes(fare);
    at(closes);
    expectClosed(
      await call(backend.url, '/api/orders/air_tickets/hash', {
        token,
        body: { fare_id: fare.id, passengers: TWO },
        locale: 'ru',
      }),
      'ru',
    );
    at(departs + MINUTE);
    expectClosed(
      await call(backend.url, '/api/orders/air_tickets/hash', {
        token,
        body: { fare_id: fare.id, passengers: TWO },
        locale: 'en',
      }),
      'en',
    );
    at(closes - MINUTE);
    await holdFare(backend, token, fare.id, TWO);
  });

  it('refuses to book a hold made before the close once the check-in closed; a minute before the close it books', async () => {
    const fare = fares.charter;
    const { closes } = fareTimes(fare);
    at(closes - 10 * MINUTE);
    const late = await holdFare(backend, token, fare.id, TWO);
    const early = await holdFare(backend, token, fare.id, TWO);
    at(closes);
    expectClosed(
      await call(backend.url, `/api/orders/air_tickets/book/${late.hash}`, {
        token,
        body: bookBody(fare, TWO, late.price.total),
        locale: 'en',
      }),
    );
    at(closes - MINUTE);
    expect((await bookHash(backend, token, early.hash, bookBody(fare, TWO, early.price.total))).status).toBe(201);
  });

  it("refuses the ATS manager's payment that would ticket a hold whose check-in closed: the payment is not recorded, nothing ticketed", async () => {
    const fare = fares.regular;
    const { closes } = fareTimes(fare);
    at(closes - 10 * MINUTE);
    const order = await bookFare(backend, token, fare, TWO);
    const pay = (extra: Record<string, unknown>) =>
      call(backend.url, '/api/ats/orders-payments/create', {
        token: ats,
        locale: 'ru',
        body: {
          order_id: order.id,
          amount: order.total,
          currency: 'EUR',
          method: 'cash',
          paid_on: portalToday(),
          payer: 'Ion Ciobanu',
          reference: null,
          ...extra,
        },
      });
    const orderNow = async () =>
      deskTicketOrderResponseSchema.parse((await call(backend.url, `/api/ats/orders/${order.id}`, { token: ats })).body)
        .data;

    at(closes);
    expectClosed(await pay({ status: 'settled' }), 'ru');
    // Recorded as new (it counts for nothing), then settled: the step that would ticket is refused.
    const recorded = await pay({ status: 'new' });
    expect(recorded.status).toBe(201);
    const payment = ticketPaymentResponseSchema.parse(recorded.body).data;
    expectClosed(
      await call(backend.url, `/api/ats/orders-payments/${payment.id}`, {
        token: ats,
        method: 'PATCH',
        body: { status: 'settled' },
        locale: 'ru',
      }),
      'ru',
    );
    const after = await orderNow();
    expect(after).toMatchObject({ status: 'hold', paid: 0, ticketing_at: null });
    expect(after.payments.map((p) => p.status)).toEqual(['new']);

    // A minute before the close the same settle is taken and the order goes to ticketing.
    at(closes - MINUTE);
    expect(
      (
        await call(backend.url, `/api/ats/orders-payments/${payment.id}`, {
          token: ats,
          method: 'PATCH',
          body: { status: 'settled' },
        })
      ).status,
    ).toBe(200);
    expect(await orderNow()).toMatchObject({ paid: order.total, ticketing_at: expect.any(String) });
  });

  it("the operator's pay and ticket hooks refuse a hold whose check-in closed: it stays an unpaid hold", async () => {
    const fare = fares.charter;
    const { closes } = fareTimes(fare);
    at(closes - 10 * MINUTE);
    const order = await bookFare(backend, token, fare, TWO);
    at(closes);
    for (const step of ['pay', 'ticket'])
      expectClosed(await call(backend.url, `/__demo/ticket-orders/${order.id}/${step}`, { body: {}, locale: 'en' }));
    expect(
      deskTicketOrderResponseSchema.parse((await call(backend.url, `/api/ats/orders/${order.id}`, { token: ats })).body)
        .data,
    ).toMatchObject({ status: 'hold', paid: 0, payments: [] });
  });
});

/** The outbound flight of a tour offer and its check-in close. */
const offerTimes = (offer: Offer) => timesOf(offer.tickets.from!.departure, offer.tickets.from!.type);

/** The offers of the tour search over the offer's check-in and nights, on its outbound flight. */
async function tourOffersOn(backend: DemoBackend, token: string, offer: Offer): Promise<Offer[]> {
  const body = {
    departure_city_id: 1,
    country_id: 1,
    date_from: offer.dates.check_in,
    date_to: offer.dates.check_in,
    nights_from: offer.nights.total,
    nights_to: offer.nights.total,
    adults: 2,
  };
  const answer = await call(backend.url, '/api/v2/search', { token, body });
  expect(answer.status).toBe(200);
  const offers = searchResponseSchema.parse(answer.body).data.results.flatMap((r) => r.offers);
  return offers.filter(
    (o) => o.tickets.from?.name === offer.tickets.from!.name && o.dates.check_in === offer.dates.check_in,
  );
}

describe('tour packages whose outbound flight closed', () => {
  let backend: DemoBackend;
  let token: string;

  beforeAll(async () => {
    ({ backend, agent: token } = await startBackend());
  }, 60_000);
  afterAll(async () => backend.close());

  it("the tour search offers the package a minute before its outbound flight's check-in closes, not once it closed", async () => {
    const offer = await findOffer(backend, token);
    const { closes } = offerTimes(offer);
    at(closes - MINUTE);
    expect((await tourOffersOn(backend, token, offer)).length).toBeGreaterThan(0);
    at(closes);
    expect(await tourOffersOn(backend, token, offer)).toEqual([]);
  });

  it('refuses to book the package once the outbound check-in closed, with 409 in ru and en; a minute before it books', async () => {
    const offer = await findOffer(backend, token, [], 4);
    const { closes } = offerTimes(offer);
    at(closes - 10 * MINUTE);
    const { price } = await bookingData(backend, token, offer.sid);
    at(closes);
    expectClosed(await book(backend, token, offer.sid, bookRequest(offer, [], price.total), 'ru'), 'ru');
    expectClosed(await book(backend, token, offer.sid, bookRequest(offer, [], price.total), 'en'), 'en');
    at(closes - MINUTE);
    expect((await book(backend, token, offer.sid, bookRequest(offer, [], price.total))).status).toBe(201);
  });

  it("refuses the operator's confirmation of an order whose outbound flight has left: it stays pending", async () => {
    const offer = await findOffer(backend, token, [], 5);
    const { departs, closes } = offerTimes(offer);
    at(closes - 10 * MINUTE);
    const { price } = await bookingData(backend, token, offer.sid);
    const booked = await book(backend, token, offer.sid, bookRequest(offer, [], price.total));
    expect(booked.status).toBe(201);
    const { id } = bookResponseSchema.parse(booked.body).data;
    at(departs + MINUTE);
    expectClosed(await call(backend.url, `/__demo/orders/${id}/confirm`, { body: {}, locale: 'en' }));
    expect(orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data.status).toBe(
      'pending',
    );
  });
});

describe("the operator's own confirmation when it comes due", () => {
  let backend: DemoBackend;
  let token: string;

  beforeAll(async () => {
    // Confirmed as soon as any order is read.
    ({ backend, agent: token } = await startBackend({ confirmDelayS: 0 }));
  }, 60_000);
  afterAll(async () => backend.close());

  it('refuses (cancels) a pending order whose outbound flight has left instead of confirming it', async () => {
    const offer = await findOffer(backend, token);
    const { departs, closes } = offerTimes(offer);
    at(closes - 10 * MINUTE);
    const { price } = await bookingData(backend, token, offer.sid);
    const booked = await book(backend, token, offer.sid, bookRequest(offer, [], price.total));
    const { id } = bookResponseSchema.parse(booked.body).data;
    at(departs + MINUTE);
    expect(orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data.status).toBe(
      'cancelled',
    );
  });
});
