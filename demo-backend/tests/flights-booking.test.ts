import {
  documentValidUntil,
  heldFareResponseSchema,
  holdExpiredSchema,
  ticketOrderResponseSchema,
  ticketPriceChangedSchema,
  type Fare,
} from '@/lib/schemas/flights';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { searchResponseSchema } from '@/lib/schemas/search';
import { bookResponseSchema } from '@/lib/schemas/booking';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import {
  antalya,
  bookBody,
  bookFare,
  bookHash,
  connectingRoute,
  faresOf,
  holdFare,
  legsOf,
  mixedRoute,
  searchFlights,
} from './flights-fixture';
import { book, bookingData, bookRequest, demo, findOffer, plusDays } from './orders-fixture';

let backend: DemoBackend;
let token: string;
const TWO = { adults: 2, children: 0, infants: 0 };
const FAMILY = { adults: 2, children: 0, infants: 1 };

beforeAll(async () => {
  backend = await startDemoBackend();
  token = (await login(backend.url)).access_token;
}, 30_000);
afterAll(async () => backend.close());
afterEach(async () => {
  await demo(backend, '/air-tickets/reset');
});

/** The cheapest charter fare to Antalya, searched now. */
const charterFare = async (extra = {}) => faresOf(await searchFlights(backend, token, antalya(extra)))[0]!;
const seatsOf = async (fare: Fare, flight: string) => {
  const query = antalya({
    date: legsOf(fare)[0]!.departure.date,
    return_date: legsOf(fare).at(-1)!.departure.date,
    flex: 0,
  });
  const found = faresOf(await searchFlights(backend, token, query)).find((f) => f.id === fare.id);
  return legsOf(found!).find((leg) => leg.flight_number === flight)!.seats_left;
};

/** The seats a tour search shows on this outbound flight (a Turkey tour from Chișinău over the fare's dates). */
async function tourSeats(fare: Fare): Promise<number> {
  const [out, back] = legsOf(fare) as [Fare['segments'][0]['legs'][0], Fare['segments'][0]['legs'][0]];
  const nights = (Date.parse(back.departure.date) - Date.parse(out.departure.date)) / 86_400_000;
  const body = {
    departure_city_id: 1,
    country_id: 1,
    date_from: out.departure.date,
    date_to: out.departure.date,
    nights_from: nights,
    nights_to: nights,
    adults: 2,
  };
  const offers = searchResponseSchema
    .parse((await call(backend.url, '/api/v2/search', { token, body })).body)
    .data.results.flatMap((r) => r.offers);
  const offer = offers.find((o) => o.tickets.from?.name === out.flight_number);
  if (!offer?.tickets.from) throw new Error(`no tour on ${out.flight_number}`);
  return offer.tickets.from.seats;
}

describe('the hash', () => {
  it('holds the fare, the party and the price; the booking page reads it with the dates ages and documents are checked on', async () => {
    const fare = await charterFare({ infants: 1 });
    const held = await holdFare(backend, token, fare.id, FAMILY);
    expect(held.price).toEqual(fare.price);
    const ttl = (Date.parse(held.expires_at) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(1100);
    expect(ttl).toBeLessThanOrEqual(1200);
    const data = heldFareResponseSchema.parse(
      (await call(backend.url, `/api/orders/air_tickets/book/${held.hash}`, { token })).body,
    ).data;
    const last = legsOf(fare).at(-1)!.departure.date;
    expect(data).toMatchObject({
      hash: held.hash,
      passengers: FAMILY,
      age_on: last,
      document_valid_until: documentValidUntil(last),
    });
    expect(data.fare.id).toBe(fare.id);
    expect(data.fare.price).toEqual(held.price);
  });

  it('expires: the booking page answers 410 with what re-pricing posts and the fare as held, and posting it holds the fare again', async () => {
    const fare = await charterFare();
    const held = await holdFare(backend, token, fare.id, TWO);
    await demo(backend, `/air-tickets/holds/${held.hash}/expire`);
    const answer = await call(backend.url, `/api/orders/air_tickets/book/${held.hash}`, { token });
    expect(answer.status).toBe(410);
    const expired = holdExpiredSchema.parse(answer.body);
    const { fare: was, ...repricing } = expired.data;
    expect(repricing).toEqual({ fare_id: fare.id, passengers: TWO });
    // What was held, at the held price: the page names it.
    expect(was?.id).toBe(fare.id);
    expect(was?.segments).toEqual(fare.segments);
    expect(was?.price).toEqual(held.price);
    const again = await call(backend.url, '/api/orders/air_tickets/hash', { token, body: repricing });
    expect(again.status).toBe(201);
    const fresh = heldFareResponseSchema.parse(
      (
        await call(
          backend.url,
          `/api/orders/air_tickets/book/${(again.body as { data: { hash: string } }).data.hash}`,
          { token },
        )
      ).body,
    );
    expect(fresh.data.fare.id).toBe(fare.id);
  });

  it('refuses an unknown fare (422) and, for a regular fare without seats, answers 410 sold_out', async () => {
    const unknown = await call(backend.url, '/api/orders/air_tickets/hash', {
      token,
      body: { fare_id: '999999_C', passengers: TWO },
    });
    expect(unknown.status).toBe(422);
    expect(apiErrorSchema.parse(unknown.body).errors).toHaveProperty('fare_id');
    const regular = faresOf(
      await searchFlights(backend, token, { ...(await mixedRoute(backend, token)), flight_type: 'regular' }),
    )[0]!;
    await demo(backend, '/air-tickets/seats', { fare_id: regular.id, seats: 1 });
    const answer = await call(backend.url, '/api/orders/air_tickets/hash', {
      token,
      body: { fare_id: regular.id, passengers: TWO },
    });
    expect(answer.status).toBe(410);
    expect(apiErrorSchema.parse(answer.body).error).toBe('sold_out');
  });
});

describe('booking a hash', () => {
  it('books two adults and an infant: a hold order with its payment deadline, the passengers and the price held', async () => {
    const fare = await charterFare({ infants: 1 });
    const order = await bookFare(backend, token, fare, FAMILY, ['Ionescu']);
    expect(order).toMatchObject({
      status: 'hold',
      total: fare.price.total,
      paid: 0,
      due: fare.price.total,
      flight_type: 'charter',
      trip: 'return',
    });
    expect(order.number).toMatch(/^AT-\d+$/);
    expect(order.passenger_names).toEqual(['IONESCU ION', 'IONESCU MARIA', 'IONESCU ANDREI']);
    expect(order.passengers.map((p) => p.kind)).toEqual(['adult', 'adult', 'infant']);
    expect(order.deadline).toEqual({ kind: 'payment', at: order.payment_deadline });
    expect(order.documents.every((d) => !d.available)).toBe(true);
    const read = ticketOrderResponseSchema.parse(
      (await call(backend.url, `/api/ats/orders/${order.id}`, { token })).body,
    ).data;
    expect(read).toEqual(order);
  });

  it('takes the seats from the one inventory: the flight search and the tour search both show fewer', async () => {
    const fare = await charterFare();
    const out = legsOf(fare)[0]!;
    const [flightBefore, tourBefore] = [await seatsOf(fare, out.flight_number), await tourSeats(fare)];
    expect(tourBefore).toBe(flightBefore);
    await bookFare(backend, token, fare, { adults: 2, children: 1, infants: 1 });
    expect(await seatsOf(fare, out.flight_number)).toBe(flightBefore - 3);
    expect(await tourSeats(fare)).toBe(tourBefore - 3);
  });

  it('books a one-stop fare: each of its flights gives the party its seats', async () => {
    const query = await connectingRoute(backend, token);
    const fare = faresOf(await searchFlights(backend, token, query)).find((f) => f.segments.some((s) => s.stops > 0))!;
    const seats = async () => {
      const same = faresOf(await searchFlights(backend, token, query)).find((f) => f.id === fare.id);
      return legsOf(same!).map((leg) => leg.seats_left);
    };
    const before = await seats();
    const order = await bookFare(backend, token, fare, TWO);
    expect(order.segments.map((s) => s.stops)).toEqual(fare.segments.map((s) => s.stops));
    expect(order.flight_numbers).toEqual(legsOf(fare).map((leg) => leg.flight_number));
    expect(await seats()).toEqual(before.map((n) => n - 2));
  });

  it('gives a tour booking the seats of the same inventory: the flight search shows fewer after it', async () => {
    // An offer whose outbound flight has seats to spare (a flight without seats is sold on request).
    let offer = await findOffer(backend, token, [], 2);
    for (let hint = 3; (offer.tickets.from?.seats ?? 0) < 4; hint++) offer = await findOffer(backend, token, [], hint);
    const from = offer.tickets.from!;
    const query = { from: 'KIV', to: from.airports.to.prefix, date: from.departure.date, flex: 0, adults: 2 };
    const seatsOn = async () => {
      const leg = faresOf(await searchFlights(backend, token, query))
        .flatMap(legsOf)
        .find((l) => l.flight_number === from.name);
      return leg?.seats_left;
    };
    const before = await seatsOn();
    expect(before).toBe(from.seats);
    const data = await bookingData(backend, token, offer.sid);
    const answer = await book(backend, token, offer.sid, bookRequest(offer, [], data.price.total));
    expect(answer.status).toBe(201);
    bookResponseSchema.parse(answer.body);
    expect(await seatsOn()).toBe(from.seats - 2);
  });

  it('answers 409 with the new price and a new hash after the hold expired and the price rose; booking that hash needs nothing retyped', async () => {
    const fare = await charterFare();
    const held = await holdFare(backend, token, fare.id, TWO);
    await demo(backend, `/air-tickets/holds/${held.hash}/expire`);
    await demo(backend, '/air-tickets/prices', { fare_id: fare.id, percent: 20 });
    const body = bookBody(fare, TWO, held.price.total);
    const answer = await bookHash(backend, token, held.hash, body);
    expect(answer.status).toBe(409);
    const changed = ticketPriceChangedSchema.parse(answer.body);
    expect(changed.data.price.total).toBeGreaterThan(held.price.total);
    expect(changed.data.hash).not.toBe(held.hash);
    const again = await bookHash(backend, token, changed.data.hash, {
      ...body,
      expected_total: changed.data.price.total,
    });
    expect(again.status).toBe(201);
    expect(ticketOrderResponseSchema.parse(again.body).data.total).toBe(changed.data.price.total);
  });

  it('keeps the held price while the hold lives, and answers 409 to a price the agent did not see', async () => {
    const fare = await charterFare();
    const held = await holdFare(backend, token, fare.id, TWO);
    await demo(backend, '/air-tickets/prices', { fare_id: fare.id, percent: 20 });
    const wrong = await bookHash(backend, token, held.hash, bookBody(fare, TWO, held.price.total + 10));
    expect(wrong.status).toBe(409);
    expect(ticketPriceChangedSchema.parse(wrong.body).data).toMatchObject({ hash: held.hash, price: held.price });
    const booked = await bookHash(backend, token, held.hash, bookBody(fare, TWO, held.price.total));
    expect(booked.status).toBe(201);
    expect(ticketOrderResponseSchema.parse(booked.body).data.total).toBe(held.price.total);
    const twice = await bookHash(backend, token, held.hash, bookBody(fare, TWO, held.price.total));
    expect(twice.status).toBe(409);
    expect(apiErrorSchema.parse(twice.body).error).toBe('already_booked');
  });

  it('answers 410 sold_out when a regular flight lost its seats after the hash', async () => {
    const regular = faresOf(
      await searchFlights(backend, token, { ...(await mixedRoute(backend, token)), flight_type: 'regular' }),
    )[0]!;
    const held = await holdFare(backend, token, regular.id, TWO);
    await demo(backend, '/air-tickets/seats', { fare_id: regular.id, seats: 1 });
    const answer = await bookHash(backend, token, held.hash, bookBody(regular, TWO, held.price.total));
    expect(answer.status).toBe(410);
    expect(apiErrorSchema.parse(answer.body).error).toBe('sold_out');
  });

  it('checks each passenger against the held party, the age on the last flight and the document validity (422 by field, in the caller language)', async () => {
    const fare = await charterFare({ infants: 1 });
    const held = await holdFare(backend, token, fare.id, FAMILY);
    const body = bookBody(fare, FAMILY, held.price.total);
    const last = legsOf(fare).at(-1)!.departure.date;
    const passengers = body.passengers.map((p, i) =>
      i === 2
        ? { ...p, birth_date: plusDays(`${Number(last.slice(0, 4)) - 3}${last.slice(4)}`, -10) }
        : i === 1
          ? { ...p, passport_expiry: plusDays(last, 30) }
          : p,
    );
    const answer = await call(backend.url, `/api/orders/air_tickets/book/${held.hash}`, {
      token,
      locale: 'ro',
      body: { ...body, passengers },
    });
    expect(answer.status).toBe(422);
    expect(apiErrorSchema.parse(answer.body).errors).toEqual({
      'passengers.2.birth_date': ['Data nașterii nu corespunde tipului de pasager la data ultimului zbor.'],
      'passengers.1.passport_expiry': ['Documentul trebuie să fie valabil șase luni după ultimul zbor.'],
    });
    const missing = await bookHash(backend, token, held.hash, { ...body, passengers: body.passengers.slice(0, 2) });
    expect(apiErrorSchema.parse(missing.body).errors).toHaveProperty('passengers');
  });
});
