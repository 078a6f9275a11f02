import type { FlightType } from '@/lib/schemas/flights';
import { HttpError } from '../http/errors';
import type { Flight } from '../search/catalogue';
import { isoOf } from '../search/days';
import { CHECK_IN } from './fares';

// docs/product.md §9: a flight is sold until its check-in closes. The flight search, the tour
// search, a hold, a booking (a ticket or a tour), the operator's confirmation and the ticketing a
// payment starts all ask `saleOpen`, with the backend's clock (`clockOf`, limits.ts).

/** A local date and time of an airport as an instant (the demo's airports share the machine's clock). */
export const instantOf = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

/** When check-in closes (ms) for a departure at `departsAt` (ms): `closeMinutes` before it. */
export const checkInClosesAt = (departsAt: number, closeMinutes: number) => departsAt - closeMinutes * 60_000;

/** Whether a flight can still be sold at `now` (ms), its check-in closing at `closesAt` (ms): until that minute, not at it. */
export const saleOpen = (closesAt: number, now: number) => now < closesAt;

/** A catalogue flight's departure (ms): its day at its local time. */
export const departureOf = (flight: Pick<Flight, 'day' | 'time'>) =>
  Date.parse(instantOf(isoOf(flight.day), flight.time));

type SoldFlight = Pick<Flight, 'day' | 'time'> & { type: FlightType };

/** Each catalogue flight's close, worked out once: the searches ask it for every offer they price. */
const closes = new WeakMap<SoldFlight, number>();

/** When a catalogue flight's check-in closes (ms), by its type (fares.ts CHECK_IN). */
export function flightClosesAt(flight: SoldFlight): number {
  let at = closes.get(flight);
  if (at === undefined)
    closes.set(flight, (at = checkInClosesAt(departureOf(flight), CHECK_IN[flight.type].close_minutes)));
  return at;
}

/** A catalogue flight on sale at `now` (ms). */
export const flightOnSale = (flight: SoldFlight, now: number) => saleOpen(flightClosesAt(flight), now);

/** The refusal of a sale whose flight's check-in has closed: 409 with the message in the user's language. */
export const flightClosed = () => new HttpError(409, 'flights.closed', 'flights.closed.message');

/** Throws `flightClosed` unless every flight is still on sale at `now`. */
export function requireOnSale(flights: readonly SoldFlight[], now: number): void {
  if (!flights.every((flight) => flightOnSale(flight, now))) throw flightClosed();
}
