import {
  fareHoldResponseSchema,
  flightPlacesResponseSchema,
  flightSearchResponseSchema,
  ticketOrderResponseSchema,
  type Fare,
  type FlightSearchQueryInput,
  type FlightSearchResult,
  type PassengerCounts,
  type PassengerInput,
  type TicketBookRequestInput,
} from '@/lib/schemas/flights';
import type { DemoBackend } from '@/tests/helpers/demo-backend';
import { call } from './client';
import { plusDays } from './orders-fixture';
import { portalToday } from '@/lib/format/date';

// Shared by the flights*.test.ts files: searches, fares to book and passengers that pass every rule.

export async function searchFlights(
  backend: DemoBackend,
  token: string,
  query: FlightSearchQueryInput,
  locale?: string,
): Promise<FlightSearchResult> {
  const answer = await call(backend.url, '/api/air_tickets_search', { token, body: query, locale });
  expect(answer.status).toBe(200);
  return flightSearchResponseSchema.parse(answer.body).data;
}

/** Every fare of a search, cheapest itinerary first. */
export const faresOf = (result: FlightSearchResult): Fare[] => result.itineraries.flatMap((i) => i.fares);
export const legsOf = (fare: Fare) => fare.segments.flatMap((s) => s.legs);

/**
 * A one-way route from Chișinău with both charter and regular flights 3 weeks ahead (±3 days):
 * the catalogue's regular flights fly on some routes only, so the tests find one.
 */
export async function mixedRoute(backend: DemoBackend, token: string): Promise<FlightSearchQueryInput> {
  const places = flightPlacesResponseSchema.parse(
    (await call(backend.url, '/api/air_tickets_search/places', { token })).body,
  ).data;
  for (const to of places.routes.KIV ?? []) {
    const query: FlightSearchQueryInput = {
      from: 'KIV',
      to,
      date: plusDays(portalToday(), 21),
      flex: 3,
      adults: 2,
      size: 50,
    };
    const types = new Set(faresOf(await searchFlights(backend, token, query)).map((fare) => fare.flight_type));
    if (types.size === 2) return query;
  }
  throw new Error('no route from KIV with charter and regular flights');
}

/** A return search from Chișinău whose results hold one-stop connections through the hub (3 weeks ahead, ±3 days). */
export async function connectingRoute(backend: DemoBackend, token: string): Promise<FlightSearchQueryInput> {
  const places = flightPlacesResponseSchema.parse(
    (await call(backend.url, '/api/air_tickets_search/places', { token })).body,
  ).data;
  for (const to of places.routes.KIV ?? []) {
    const query = antalya({ to });
    if (faresOf(await searchFlights(backend, token, query)).some((f) => f.segments.some((s) => s.stops > 0)))
      return query;
  }
  throw new Error('no route from KIV with a connection');
}

/** A return search from Chișinău to Antalya (flown every week by a charter and, most days, a regular flight) 3 weeks ahead. */
export const antalya = (extra: Partial<FlightSearchQueryInput> = {}): FlightSearchQueryInput => ({
  from: 'KIV',
  to: 'AYT',
  trip: 'return',
  date: plusDays(portalToday(), 21),
  return_date: plusDays(portalToday(), 28),
  flex: 3,
  adults: 2,
  size: 50,
  ...extra,
});

export async function holdFare(backend: DemoBackend, token: string, fareId: string, passengers: PassengerCounts) {
  const answer = await call(backend.url, '/api/orders/air_tickets/hash', {
    token,
    body: { fare_id: fareId, passengers },
  });
  expect(answer.status).toBe(201);
  return fareHoldResponseSchema.parse(answer.body).data;
}

const minusYears = (iso: string, years: number, days = 0) =>
  plusDays(`${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`, -days);

/** Passengers of these counts, their ages right for the last flight's date, passports valid long after it. */
export function passengersFor(
  fare: Fare,
  counts: PassengerCounts,
  surnames: readonly string[] = ['Ciobanu', 'Rusu', 'Lungu', 'Ceban', 'Stan'],
): PassengerInput[] {
  const legs = legsOf(fare);
  const last = legs[legs.length - 1]!.departure.date;
  const person = (kind: PassengerInput['kind'], years: number, i: number): PassengerInput => ({
    kind,
    surname: surnames[i % surnames.length]!,
    name: ['Ion', 'Maria', 'Andrei', 'Elena', 'Victor'][i % 5]!,
    birth_date: minusYears(last, years, 30),
    gender: i % 2 === 0 ? 'M' : 'F',
    passport_number: `AB${1_234_560 + i}`,
    passport_expiry: plusDays(last, 900),
    citizenship: 'MD',
  });
  let i = 0;
  return [
    ...Array.from({ length: counts.adults }, () => person('adult', 35, i++)),
    ...Array.from({ length: counts.children }, () => person('child', 7, i++)),
    ...Array.from({ length: counts.infants }, () => person('infant', 1, i++)),
  ];
}

export const BUYER = { name: 'Ion Ciobanu', phone: '+37369555111', email: 'ion.ciobanu@example.com' };

export function bookBody(
  fare: Fare,
  counts: PassengerCounts,
  expected: number,
  surnames?: readonly string[],
): TicketBookRequestInput {
  return { passengers: passengersFor(fare, counts, surnames), buyer: BUYER, expected_total: expected };
}

export async function bookHash(backend: DemoBackend, token: string, hash: string, body: TicketBookRequestInput) {
  return call(backend.url, `/api/orders/air_tickets/book/${hash}`, { token, body });
}

/** Holds and books a fare; answers the new order. */
export async function bookFare(
  backend: DemoBackend,
  token: string,
  fare: Fare,
  counts: PassengerCounts,
  surnames?: readonly string[],
) {
  const held = await holdFare(backend, token, fare.id, counts);
  const answer = await bookHash(backend, token, held.hash, bookBody(fare, counts, held.price.total, surnames));
  expect(answer.status).toBe(201);
  return ticketOrderResponseSchema.parse(answer.body).data;
}
