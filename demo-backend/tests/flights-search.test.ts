import {
  flightPlacesResponseSchema,
  flightSearchResponseSchema,
  type FlightSearchQueryInput,
} from '@/lib/schemas/flights';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { antalya, connectingRoute, faresOf, legsOf, mixedRoute, searchFlights } from './flights-fixture';
import { plusDays } from './orders-fixture';

let backend: DemoBackend;
let token: string;
/** A one-way route with charter and regular flights. */
let mixed: FlightSearchQueryInput;

beforeAll(async () => {
  backend = await startDemoBackend();
  token = (await login(backend.url)).access_token;
  mixed = await mixedRoute(backend, token);
}, 30_000);
afterAll(async () => backend.close());

describe('GET air_tickets_search/places', () => {
  it('lists the four departure cities first and, per origin, the destinations flown, in the caller language', async () => {
    const answer = await call(backend.url, '/api/air_tickets_search/places', { token, locale: 'ro' });
    const places = flightPlacesResponseSchema.parse(answer.body).data;
    expect(
      places.from
        .slice(0, 4)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['IAS', 'KBP', 'KIV', 'OTP']);
    expect(places.routes.KIV).toEqual(expect.arrayContaining(['AYT', 'HRG', 'SSH', 'HER', 'BOJ']));
    expect(places.routes.AYT).toContain('KIV');
    expect(places.from.find((p) => p.code === 'OTP')).toMatchObject({
      name: 'București',
      country_iso: 'RO',
      country: 'România',
    });
    const en = flightPlacesResponseSchema.parse(
      (await call(backend.url, '/api/air_tickets_search/places', { token, locale: 'en' })).body,
    ).data;
    expect(en.from.find((p) => p.code === 'OTP')?.name).toBe('Bucharest');
  });
});

describe('air_tickets_search', () => {
  it('answers fares grouped by itinerary, each priced for every passenger, and a 7-day strip', async () => {
    const result = await searchFlights(backend, token, antalya({ adults: 2, children: 1, infants: 1 }));
    expect(result.itineraries.length).toBeGreaterThan(0);
    for (const itinerary of result.itineraries) {
      expect(itinerary.min_price).toBe(Math.min(...itinerary.fares.map((f) => f.price.total)));
      for (const fare of itinerary.fares) {
        expect(fare.segments.map((s) => s.direction)).toEqual(['out', 'back']);
        // Each way starts where it was asked from and ends where it was asked to, direct or through a connection.
        const [out, back] = fare.segments.map((segment) => [segment.legs[0]!.from.code, segment.legs.at(-1)!.to.code]);
        expect([out, back]).toEqual([
          ['KIV', 'AYT'],
          ['AYT', 'KIV'],
        ]);
        const lines = fare.price.per_passenger;
        expect(lines.map((l) => [l.type, l.count])).toEqual([
          ['adult', 2],
          ['child', 1],
          ['infant', 1],
        ]);
        expect(fare.price.total).toBeCloseTo(
          lines.reduce((sum, l) => sum + l.total, 0),
          2,
        );
        const unit = Object.fromEntries(lines.map((l) => [l.type, l.unit]));
        expect(unit.child).toBeLessThan(unit.adult!);
        expect(unit.infant).toBeLessThan(unit.child!);
      }
    }
    expect(result.price_strip.map((d) => d.date)).toEqual(
      [-3, -2, -1, 0, 1, 2, 3].map((n) => plusDays(result.query.date, n)),
    );
  });

  it('answers GET with the same results as POST', async () => {
    const query = antalya();
    const params = `from=KIV&to=AYT&trip=return&date=${query.date}&return_date=${query.return_date}&flex=3&adults=2&size=50`;
    const get = flightSearchResponseSchema.parse(
      (await call(backend.url, `/api/air_tickets_search?${params}`, { token })).body,
    ).data;
    const post = await searchFlights(backend, token, query);
    expect(get.itineraries).toEqual(post.itineraries);
  });

  it('puts the cheapest fare of each day in the price strip', async () => {
    const result = await searchFlights(backend, token, { ...mixed, flex: 0 });
    const day = result.price_strip.find((d) => d.date === result.query.date)!;
    expect(day.price).toBe(
      result.itineraries.length > 0 ? Math.min(...faresOf(result).map((f) => f.price.total)) : null,
    );
    for (const strip of result.price_strip.filter((d) => d.price !== null)) {
      const that = await searchFlights(backend, token, { ...mixed, flex: 0, date: strip.date });
      expect(Math.min(...faresOf(that).map((f) => f.price.total))).toBe(strip.price);
    }
  });

  it('filters by flight type', async () => {
    for (const type of ['charter', 'regular'] as const) {
      const fares = faresOf(await searchFlights(backend, token, { ...mixed, flight_type: type }));
      expect(fares.length).toBeGreaterThan(0);
      expect(fares.every((f) => f.flight_type === type && legsOf(f).every((leg) => leg.type === type))).toBe(true);
    }
  });

  it('filters by airline', async () => {
    const all = await searchFlights(backend, token, mixed);
    expect(all.meta.airlines.length).toBeGreaterThan(1);
    const airline = all.meta.airlines[0]!.iata;
    const fares = faresOf(await searchFlights(backend, token, { ...mixed, airlines: [airline] }));
    expect(fares.length).toBeGreaterThan(0);
    expect(fares.length).toBeLessThan(faresOf(all).length);
    expect(fares.every((f) => legsOf(f).every((leg) => leg.airline.iata === airline))).toBe(true);
  });

  it('filters to fares with checked baggage included', async () => {
    const all = faresOf(await searchFlights(backend, token, mixed));
    expect(all.some((f) => !f.baggage_included)).toBe(true);
    const withBaggage = faresOf(await searchFlights(backend, token, { ...mixed, baggage: true }));
    expect(withBaggage.length).toBeGreaterThan(0);
    expect(
      withBaggage.every(
        (f) => f.baggage_included && legsOf(f).every((leg) => leg.baggage === null || leg.baggage.adult.checked_kg > 0),
      ),
    ).toBe(true);
  });

  it('offers one-stop connections through the hub, on regular flights with a layover, and filters them out with direct', async () => {
    const query = await connectingRoute(backend, token);
    const all = faresOf(await searchFlights(backend, token, query));
    const connecting = all.flatMap((f) => f.segments).filter((s) => s.stops > 0);
    for (const segment of connecting) {
      const [first, second] = segment.legs as [(typeof segment.legs)[0], (typeof segment.legs)[0]];
      expect(segment.legs).toHaveLength(2);
      expect(first.to.code).toBe('OTP');
      expect(second.from.code).toBe('OTP');
      expect([first.type, second.type]).toEqual(['regular', 'regular']);
      const layover =
        (Date.parse(`${second.departure.date}T${second.departure.time}Z`) -
          Date.parse(`${first.arrival.date}T${first.arrival.time}Z`)) /
        60_000;
      expect(layover).toBeGreaterThanOrEqual(60);
      expect(layover).toBeLessThanOrEqual(720);
      expect(segment.duration_min).toBeGreaterThan(first.duration_min + second.duration_min);
    }
    const direct = faresOf(await searchFlights(backend, token, { ...query, direct: true }));
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((f) => f.segments.every((s) => s.stops === 0 && s.legs.length === 1))).toBe(true);
    expect(direct.length).toBeLessThan(all.length);
  });

  it('filters by departure and arrival time windows, outbound and return', async () => {
    const all = faresOf(await searchFlights(backend, token, antalya()));
    const departure = legsOf(all[0]!)[0]!.departure.time;
    const early = faresOf(
      await searchFlights(backend, token, antalya({ departure_from: departure, departure_to: departure })),
    );
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((f) => f.segments[0]!.legs[0]!.departure.time === departure)).toBe(true);
    expect(
      faresOf(await searchFlights(backend, token, antalya({ departure_from: '00:00', departure_to: '00:01' }))),
    ).toEqual([]);

    const arrival = all[0]!.segments[0]!.legs[0]!.arrival.time;
    const arriving = faresOf(
      await searchFlights(backend, token, antalya({ arrival_from: arrival, arrival_to: arrival })),
    );
    expect(arriving.every((f) => f.segments[0]!.legs[0]!.arrival.time === arrival)).toBe(true);

    const back = all[0]!.segments[1]!.legs[0]!;
    const returning = faresOf(
      await searchFlights(
        backend,
        token,
        antalya({ return_departure_from: back.departure.time, return_departure_to: back.departure.time }),
      ),
    );
    expect(returning.length).toBeGreaterThan(0);
    expect(returning.every((f) => f.segments[1]!.legs[0]!.departure.time === back.departure.time)).toBe(true);
    const landing = faresOf(
      await searchFlights(
        backend,
        token,
        antalya({ return_arrival_from: back.arrival.time, return_arrival_to: back.arrival.time }),
      ),
    );
    expect(landing.every((f) => f.segments[1]!.legs[0]!.arrival.time === back.arrival.time)).toBe(true);
  });

  it('sorts by price, departure and duration', async () => {
    const query = { ...mixed, trip: 'return' as const, return_date: plusDays(mixed.date, 7) };
    const byPrice = await searchFlights(backend, token, query);
    const prices = byPrice.itineraries.map((i) => i.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const byDeparture = await searchFlights(backend, token, { ...query, sort: 'departure' });
    const departures = byDeparture.itineraries.map((i) => {
      const leg = i.fares[0]!.segments[0]!.legs[0]!;
      return `${leg.departure.date} ${leg.departure.time}`;
    });
    expect(departures).toEqual([...departures].sort());

    const byDuration = await searchFlights(backend, token, { ...query, sort: 'duration' });
    const durations = byDuration.itineraries.map((i) =>
      i.fares[0]!.segments.reduce((sum, s) => sum + s.duration_min, 0),
    );
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('pages the itineraries', async () => {
    const all = await searchFlights(backend, token, mixed);
    expect(all.meta.total).toBeGreaterThan(1);
    const second = await searchFlights(backend, token, { ...mixed, size: 1, page: 2 });
    expect(second.meta).toMatchObject({ total: all.meta.total, page: 2, size: 1 });
    expect(second.itineraries.map((i) => i.key)).toEqual([all.itineraries[1]!.key]);
  });

  it.each([
    ['more infants than adults', { adults: 1, infants: 2 }, 'infants', 'At most one infant per adult.'],
    ['the same place both ways', { to: 'KIV' }, 'to', 'Origin and destination must differ.'],
    [
      'a return before the departure',
      { trip: 'return', return_date: '2020-01-01' },
      'return_date',
      'The return cannot be before the departure.',
    ],
  ])('refuses %s with 422 on the field, in the caller language', async (_, change, field, message) => {
    const answer = await call(backend.url, '/api/air_tickets_search', {
      token,
      locale: 'en',
      body: { ...antalya(), trip: 'one_way', ...change },
    });
    expect(answer.status).toBe(422);
    expect(apiErrorSchema.parse(answer.body).errors?.[field]).toEqual([message]);
  });
});
