/**
 * The plain constants of the flight-ticket contract, which the schemas of lib/schemas/flights.ts
 * are built from (and re-export), and the search query's URL writer: browser code reads them
 * without a schema (docs/architecture.md §11 "Server-first screens"; docs/product.md "Flight
 * tickets: the calls").
 */

export {
  AIRLINE_CODE,
  FLIGHT_TYPES,
  TICKET_DEADLINE_KINDS,
  TICKET_DOCUMENT_KINDS,
  TICKET_ORDER_FILTER_MAX,
  TICKET_ORDER_SORTS,
  TICKET_ORDER_STATUSES,
  TICKET_ORDERS_PAGE_SIZE,
  ticketOrdersApiQuery,
  type FlightType,
  type TicketDeadlineKind,
  type TicketDocumentKind,
  type TicketOrderStatus,
  type TicketOrdersQueryValues,
} from './list-params';

export const TRIP_KINDS = ['one_way', 'return'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export const FLIGHT_SORTS = ['price', 'departure', 'duration'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

/** Passenger types by age on the last flight's date: adult 12+, child 2–11, infant under 2 (on a lap, no seat). */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
/** From this age a passenger flies as an adult. */
export const FLIGHT_ADULT_MIN_AGE = 12;
/** From this age a passenger is a child (takes a seat); below it an infant. */
export const FLIGHT_CHILD_MIN_AGE = 2;

/** Seats one search or booking may take (adults + children; infants sit on a lap). */
export const MAX_SEATED_PASSENGERS = 9;
/** At most this many infants per adult. */
export const INFANTS_PER_ADULT = 1;
/** The flexible date range: ± this many days at most. */
export const MAX_FLEX_DAYS = 3;
/** The price strip covers the searched date ± this many days. */
export const PRICE_STRIP_DAYS = 3;
/** A passport must stay valid this many months past the last flight. */
export const DOCUMENT_VALID_MONTHS_AFTER = 6;

export const FLIGHT_RESULTS_PAGE_SIZE = 20;
export const FLIGHT_RESULTS_MAX_PAGE_SIZE = 50;

/** A place code: IATA, three capital letters (airport or city). */
export const PLACE_CODE = /^[A-Z]{3}$/;
/** A time of day, "HH:MM", 00:00–23:59. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The defaults of the search query: flightSearchQuerySchema's fields are built on them; a URL leaves them out. */
export const FLIGHT_QUERY_DEFAULTS = {
  trip: 'one_way',
  flex: 0,
  adults: 1,
  children: 0,
  infants: 0,
  direct: false,
  baggage: false,
  sort: 'price',
  page: 1,
  size: FLIGHT_RESULTS_PAGE_SIZE,
} as const;

/**
 * A query (typed) → the parameters of `GET air_tickets_search` and of the page's URL, in the
 * query's own order: arrays comma-joined, booleans `1`, defaults and empty values left out. It
 * checks nothing: the backend and the page read them with `flightSearchQuerySchema`
 * (`flightQueryFromParams`, lib/flights/search-query.ts).
 */
export function flightQueryToParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: Record<string, unknown> = FLIGHT_QUERY_DEFAULTS;
  for (const [key, value] of Object.entries(query)) {
    if (value == null || value === '' || value === false || value === defaults[key]) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value === true) params.set(key, '1');
    else params.set(key, String(value));
  }
  return params;
}

/** A passenger's type by full years of age on the last flight's date (`age_on`). */
export function passengerTypeForAge(age: number): PassengerType {
  return age >= FLIGHT_ADULT_MIN_AGE ? 'adult' : age >= FLIGHT_CHILD_MIN_AGE ? 'child' : 'infant';
}

/** The date a passenger's document must stay valid until: DOCUMENT_VALID_MONTHS_AFTER months after the last flight (the 31st falls back to the month's last day). */
export function documentValidUntil(lastFlightDate: string): string {
  const [year, month, day] = lastFlightDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + DOCUMENT_VALID_MONTHS_AFTER, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
