/**
 * The plain constants of the flight-ticket contract (lib/schemas/flights.ts re-exports them), and
 * the search query's URL form. Kept apart from the zod schemas so the flight search's and the
 * flight list's first-load code can read and write their URL without importing zod (~32 KiB gzip).
 * docs/product.md "Flight tickets: the calls".
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

/**
 * The search query's parameters as `GET air_tickets_search` and the page's URL carry them (every
 * value a string; arrays comma-joined; booleans `1`). The JSON body of `POST air_tickets_search`
 * has the same names with typed values (`flightSearchQuerySchema`).
 */
export const FLIGHT_QUERY_KEYS = [
  'from',
  'to',
  'trip',
  'date',
  'flex',
  'return_date',
  'adults',
  'children',
  'infants',
  'airlines',
  'direct',
  'flight_type',
  'baggage',
  'departure_from',
  'departure_to',
  'arrival_from',
  'arrival_to',
  'return_departure_from',
  'return_departure_to',
  'return_arrival_from',
  'return_arrival_to',
  'sort',
  'page',
  'size',
] as const;
export type FlightQueryKey = (typeof FLIGHT_QUERY_KEYS)[number];

const NUMBER_KEYS: ReadonlySet<string> = new Set(['flex', 'adults', 'children', 'infants', 'page', 'size']);
const BOOLEAN_KEYS: ReadonlySet<string> = new Set(['direct', 'baggage']);
const LIST_KEYS: ReadonlySet<string> = new Set(['airlines']);

/**
 * GET parameters → the body `flightSearchQuerySchema` parses: numbers as numbers (a value that is
 * not one stays a string, so the schema names the field), `1`/`true` and `0`/`false` as booleans,
 * `airlines` split on commas; empty and unknown parameters are left out.
 */
export function flightQueryFromParams(get: (name: string) => string | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of FLIGHT_QUERY_KEYS) {
    const raw = get(key);
    if (raw == null || raw === '') continue;
    if (NUMBER_KEYS.has(key)) out[key] = /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
    else if (BOOLEAN_KEYS.has(key)) out[key] = raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : raw;
    else if (LIST_KEYS.has(key)) out[key] = raw.split(',').filter(Boolean);
    else out[key] = raw;
  }
  return out;
}

/** The defaults of the query (flightSearchQuerySchema applies the same), left out of a URL. */
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
} as const satisfies Partial<Record<FlightQueryKey, unknown>>;

/** A query (typed) → GET parameters, defaults and empty values left out, in FLIGHT_QUERY_KEYS order. */
export function flightQueryToParams(query: Partial<Record<FlightQueryKey, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: Partial<Record<FlightQueryKey, unknown>> = FLIGHT_QUERY_DEFAULTS;
  for (const key of FLIGHT_QUERY_KEYS) {
    const value = query[key];
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
