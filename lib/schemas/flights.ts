import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { isoDateUnworded as isoDate } from './dates';
import { pagedListSchema } from './list';
import { ORDER_CURRENCY, orderContactSchema, touristInputSchema } from './booking';
import { orderLocksSchema } from './orders';
import { isCatalogueKey } from '@/lib/shared/message-key';
import { flightTypeSchema, ticketOrderStatusSchema } from './ticket-orders-query';
export { flightTypeSchema, ticketOrderStatusSchema };
import {
  AIRLINE_CODE,
  FLIGHT_QUERY_DEFAULTS,
  FLIGHT_RESULTS_MAX_PAGE_SIZE,
  FLIGHT_SORTS,
  INFANTS_PER_ADULT,
  MAX_FLEX_DAYS,
  MAX_SEATED_PASSENGERS,
  PASSENGER_TYPES,
  PLACE_CODE,
  TICKET_DEADLINE_KINDS,
  TICKET_DOCUMENT_KINDS,
  TIME_OF_DAY,
  TRIP_KINDS,
} from './flight-constants';

/**
 * Flight tickets (docs/product.md "Flight tickets: the calls"): the flight-only search, the fare
 * held by a hash, booking it, and the ticket orders of the flight list (`ats/orders`, one store
 * the later ATS screens share). Shared by the demo backend, lib/backend/flights.ts and the hooks.
 *
 * Amounts are EUR with cents (two decimals), as everywhere in the product (docs/product.md §10
 * "Prices"); a price is always the full price for all passengers, everything mandatory included.
 * Dates are ISO `YYYY-MM-DD` and times `HH:MM`, both local to the airport they belong to;
 * instants (deadlines, `expires_at`) are ISO date-times with an offset.
 */

export * from './flight-constants';

const instant = z.iso.datetime({ offset: true });
const time = z.string().regex(TIME_OF_DAY);
const id = z.number().int().positive();
const money = z.number().multipleOf(0.01);
const count = z.number().int().nonnegative();
const placeCode = z.string().regex(PLACE_CODE);
const airlineCode = z.string().regex(AIRLINE_CODE);

export const tripKindSchema = z.enum(TRIP_KINDS);
export const flightSortSchema = z.enum(FLIGHT_SORTS);
export const passengerTypeSchema = z.enum(PASSENGER_TYPES);

/* ─── Places ───────────────────────────────────────────────────────────── */

/**
 * A place the pickers offer. `kind: 'city'` stands for every airport of the city (`airports`);
 * `kind: 'airport'` for one (`airports` is `[code]`). Names are in the caller's language.
 */
export const flightPlaceSchema = z.object({
  code: placeCode,
  kind: z.enum(['city', 'airport']),
  /** "Antalya", "Kyiv Boryspil". */
  name: z.string(),
  city: z.string(),
  country: z.string(),
  country_iso: z.string().length(2),
  airports: z.array(placeCode).min(1),
});
export type FlightPlace = z.infer<typeof flightPlaceSchema>;

/**
 * GET air_tickets_search/places → `{data: FlightPlaces}`: where flights leave from (the four
 * departure cities and, for one-way trips home, the destinations) and where they go, and for each
 * origin the destinations it has flights to (`routes[from]`), so the "to" picker offers only those.
 */
export const flightPlacesSchema = z.object({
  from: z.array(flightPlaceSchema),
  to: z.array(flightPlaceSchema),
  routes: z.record(placeCode, z.array(placeCode)),
});
export type FlightPlaces = z.infer<typeof flightPlacesSchema>;
export const flightPlacesResponseSchema = z.object({ data: flightPlacesSchema });

/* ─── The search query ─────────────────────────────────────────────────── */

const timeWindow = { from: time.optional(), to: time.optional() };

/**
 * The body of POST air_tickets_search; GET air_tickets_search takes the same names as parameters
 * (`flightQueryFromParams` reads them by these fields, `flightQueryToParams` writes them; the
 * search page reads its URL by the same fields: lib/flights/search-query.ts). Errors are 422 with
 * field errors keyed by these names; the refinements' messages are catalogue keys (`validation.*`).
 *
 * - `from`, `to`: place codes of `air_tickets_search/places` (a city or an airport).
 * - `date`, and `return_date` when `trip` is `return` (on or after `date`); `flex` widens the
 *   outbound date to ± that many days (0–3), the return date likewise.
 * - Passengers: 1+ adults (12 and older), children (2–11), infants (under 2, on a lap: at most one
 *   per adult); adults + children at most 9.
 * - Filters: `airlines` (IATA codes, any of), `direct` (no stop), `flight_type`, `baggage` (only
 *   fares with checked baggage included), time windows on the outbound (`departure_*`,
 *   `arrival_*`) and return (`return_*`) segments, inclusive, by local time; a window whose `from`
 *   is after its `to` wraps past midnight (22:00–06:00).
 * - `sort`: `price` (cheapest first), `departure` (earliest outbound first), `duration` (shortest
 *   total first); ties by price. `page`, `size` (≤ 50) page over the itineraries.
 */
export const flightSearchQueryObjectSchema = z.object({
  from: placeCode,
  to: placeCode,
  trip: tripKindSchema.default(FLIGHT_QUERY_DEFAULTS.trip),
  date: isoDate,
  flex: z.number().int().min(0).max(MAX_FLEX_DAYS).default(FLIGHT_QUERY_DEFAULTS.flex),
  return_date: z.optional(isoDate),
  adults: z.number().int().min(1).max(MAX_SEATED_PASSENGERS).default(FLIGHT_QUERY_DEFAULTS.adults),
  children: z
    .number()
    .int()
    .min(0)
    .max(MAX_SEATED_PASSENGERS - 1)
    .default(FLIGHT_QUERY_DEFAULTS.children),
  infants: z.number().int().min(0).max(MAX_SEATED_PASSENGERS).default(FLIGHT_QUERY_DEFAULTS.infants),
  airlines: z.array(airlineCode).max(20).default([]),
  direct: z.boolean().default(FLIGHT_QUERY_DEFAULTS.direct),
  flight_type: z.optional(flightTypeSchema),
  baggage: z.boolean().default(FLIGHT_QUERY_DEFAULTS.baggage),
  departure_from: timeWindow.from,
  departure_to: timeWindow.to,
  arrival_from: timeWindow.from,
  arrival_to: timeWindow.to,
  return_departure_from: timeWindow.from,
  return_departure_to: timeWindow.to,
  return_arrival_from: timeWindow.from,
  return_arrival_to: timeWindow.to,
  sort: flightSortSchema.default(FLIGHT_QUERY_DEFAULTS.sort),
  page: z.number().int().positive().default(FLIGHT_QUERY_DEFAULTS.page),
  size: z.number().int().positive().max(FLIGHT_RESULTS_MAX_PAGE_SIZE).default(FLIGHT_QUERY_DEFAULTS.size),
});
/** The party's rules (a search's, a hold's): adults and children share the seats, at most INFANTS_PER_ADULT infants per adult. */
function checkParty(
  party: { adults: number; children: number; infants: number },
  ctx: z.RefinementCtx,
  path: readonly string[] = [],
): void {
  if (party.adults + party.children > MAX_SEATED_PASSENGERS)
    ctx.addIssue({ code: 'custom', path: [...path, 'children'], message: 'validation.seatsMax' });
  if (party.infants > party.adults * INFANTS_PER_ADULT)
    ctx.addIssue({ code: 'custom', path: [...path, 'infants'], message: 'validation.infantsPerAdult' });
}

export const flightSearchQuerySchema = flightSearchQueryObjectSchema.superRefine((query, ctx) => {
  if (query.from === query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.samePlace' });
  if (query.trip === 'return' && !query.return_date)
    ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'validation.returnRequired' });
  if (query.trip === 'return' && query.return_date && query.return_date < query.date) {
    ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'validation.returnBeforeDeparture' });
  }
  checkParty(query, ctx);
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuerySchema>;
export type FlightSearchQueryInput = z.input<typeof flightSearchQuerySchema>;

/** A field's schema without its optional or default wrapper. */
function innerOf(field: z.core.$ZodType): z.core.$ZodType {
  const def = field._zod.def as { type: string; innerType?: z.core.$ZodType };
  return def.innerType && ['optional', 'default', 'prefault', 'nullable'].includes(def.type)
    ? innerOf(def.innerType)
    : field;
}

/**
 * GET parameters → the body `flightSearchQuerySchema` parses, each parameter by its field's type:
 * a number field's digits as a number (anything else stays text, so the schema names the field),
 * a boolean's `1`/`true` and `0`/`false`, a list split on commas; empty and unknown parameters
 * are left out.
 */
export function flightQueryFromParams(get: (name: string) => string | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(flightSearchQueryObjectSchema.shape)) {
    const raw = get(key);
    if (raw == null || raw === '') continue;
    const type = (innerOf(field)._zod.def as { type: string }).type;
    if (type === 'number') out[key] = /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
    else if (type === 'boolean')
      out[key] = raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : raw;
    else if (type === 'array') out[key] = raw.split(',').filter(Boolean);
    else out[key] = raw;
  }
  return out;
}

/** The search form's fields (lib/flights/search-form.ts): the query's, empty ones as ''. */
export type FlightSearchFormQuery = { [K in keyof FlightSearchQueryInput]?: FlightSearchQueryInput[K] | '' };

/**
 * What stops the search form's search, as catalogue keys by field (docs/product.md §11 "The flight
 * search page"): the first issue `flightSearchQuerySchema` finds in each field, a place not chosen
 * read as `flightSearch.errors.place`, and the form's own rule, an outbound date before `today`.
 * The search page checks the URL's search with it on the server, the form in the browser.
 */
export function flightSearchIssues(query: FlightSearchFormQuery, today: string): Record<string, string> {
  // An empty field the schema may go without is left out; an empty required one stays, so the
  // rules between fields (the return's date, the party) are still checked beside it.
  const shape: Record<string, z.core.$ZodType> = flightSearchQueryObjectSchema.shape;
  const given = Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) => value !== '' || (shape[key] !== undefined && !z.safeParse(shape[key], undefined).success),
    ),
  );
  const errors: Record<string, string> = {};
  const result = flightSearchQuerySchema.safeParse(given);
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    if (isCatalogueKey(issue.message)) errors[field] = issue.message;
    else if (field === 'from' || field === 'to') errors[field] = 'flightSearch.errors.place';
    else
      errors[field] = given[field] === undefined || given[field] === '' ? 'validation.required' : 'validation.invalid';
  }
  if (!errors.date && typeof given.date === 'string' && given.date < today) errors.date = 'flightSearch.errors.past';
  return errors;
}

/** How many of each passenger type: the search's party, a hash's, a held fare's. */
export const passengerCountsSchema = z.object({
  adults: z.number().int().min(1).max(MAX_SEATED_PASSENGERS),
  children: z
    .number()
    .int()
    .min(0)
    .max(MAX_SEATED_PASSENGERS - 1),
  infants: z.number().int().min(0).max(MAX_SEATED_PASSENGERS),
});
export type PassengerCounts = z.infer<typeof passengerCountsSchema>;

/* ─── A fare ───────────────────────────────────────────────────────────── */

export const flightAirlineSchema = z.object({
  iata: airlineCode,
  name: z.string(),
  /** The airline's brand colour, `#rrggbb`. */
  color: z.string(),
});
export type FlightAirline = z.infer<typeof flightAirlineSchema>;

export const flightAirportSchema = z.object({
  /** IATA code, shown as the airport's prefix ("AYT"). */
  code: placeCode,
  name: z.string(),
  city: z.string(),
});
export type FlightAirport = z.infer<typeof flightAirportSchema>;

/** One passenger's allowance. `checked_kg` 0 means no checked baggage; sizes like "55×40×20 cm", null when not limited. */
export const baggageAllowanceSchema = z.object({
  checked_kg: z.number().nonnegative(),
  checked_size: z.string().nullable(),
  hand_kg: z.number().nonnegative(),
  hand_size: z.string().nullable(),
});
export type FlightBaggageAllowance = z.infer<typeof baggageAllowanceSchema>;

/**
 * A leg's baggage for this fare: per adult or child (the airline counts children over 12 as
 * adults) and per infant. Null when the airline gives none: the portal then says "20 kg checked
 * and 6 kg hand luggage per person" (docs/product.md §9).
 */
export const flightBaggageSchema = z.object({
  adult: baggageAllowanceSchema,
  infant: baggageAllowanceSchema,
});
export type FlightBaggage = z.infer<typeof flightBaggageSchema>;

/** One flight: departure and arrival in local time of each airport. */
export const flightLegSchema = z.object({
  /** "H4 7002". */
  flight_number: z.string(),
  airline: flightAirlineSchema,
  from: flightAirportSchema,
  to: flightAirportSchema,
  departure: z.object({ date: isoDate, time }),
  arrival: z.object({ date: isoDate, time }),
  /** Days between the departure date and the arrival date (1: "+1", lands the next day). */
  day_offset: z.number().int().min(0).max(2),
  duration_min: z.number().int().positive(),
  type: flightTypeSchema,
  /** The fare's booking class on this leg ("Y", "M", "C"). */
  booking_class: z.string(),
  /**
   * Seats left on this flight, exact (the portal shows a number below 10). 0 is "on request": only
   * a charter leg is offered without seats (the operator asks for more); a regular flight without
   * seats is not offered, and booking its last seats away answers 410.
   */
  seats_left: count,
  baggage: flightBaggageSchema.nullable(),
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

/** The legs of one direction, with the layovers between them. */
export const flightSegmentSchema = z.object({
  direction: z.enum(['out', 'back']),
  legs: z.array(flightLegSchema).min(1),
  /** legs − 1. */
  stops: count,
  /** From the first departure to the last arrival, layovers included. */
  duration_min: z.number().int().positive(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

/**
 * The fare's rules, shown before booking. Regular fares are non-refundable; a charter may be
 * cancelled before ticketing for `cancellation.penalty` (the whole party's), and its times may
 * move. Check-in opens `open_hours` before the first departure and closes `close_minutes` before.
 */
export const fareRulesSchema = z.object({
  refundable: z.boolean(),
  /** Null: no cancellation. Else possible while the order is not ticketed yet, for this penalty. */
  cancellation: z.object({ until: z.literal('ticketing'), penalty: money.nonnegative() }).nullable(),
  times_may_change: z.boolean(),
  check_in: z.object({ open_hours: z.number().int().positive(), close_minutes: z.number().int().positive() }),
  /** How long after payment the e-tickets are issued, minutes (0: at once). */
  ticketing_after_payment_min: count,
});
export type FareRules = z.infer<typeof fareRulesSchema>;

/** One passenger type's part of a price: `count` passengers at `unit` each (over every flight), `total` for all. */
export const passengerPriceSchema = z.object({
  type: passengerTypeSchema,
  count: z.number().int().positive(),
  unit: money.nonnegative(),
  total: money.nonnegative(),
});
export type PassengerPrice = z.infer<typeof passengerPriceSchema>;

/** The full price for all passengers (never grows at booking) and its breakdown by passenger type. */
export const farePriceSchema = z.object({
  total: money.nonnegative(),
  currency: z.literal(ORDER_CURRENCY),
  per_passenger: z.array(passengerPriceSchema).min(1),
});
export type FarePrice = z.infer<typeof farePriceSchema>;

/**
 * A bookable fare: the flights in both directions in one fare family, priced for the searched
 * passengers. `id` is what `POST orders/air_tickets/hash` takes; it names the flights and the
 * family only, so it is stable (the same in every search) and carries no price: the booking class,
 * and so the price, is the cheapest one with seats when the fare is priced (classes rise as seats
 * sell), in a search, a hash, or a booking after the hold expired.
 */
export const fareSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[A-Za-z0-9_-]+$/),
  /** The fare family in the caller's language: "Charter", "Light" (hand luggage only), "Standard". */
  name: z.string(),
  flight_type: flightTypeSchema,
  /** Every leg of the fare carries checked baggage for adults. */
  baggage_included: z.boolean(),
  segments: z.array(flightSegmentSchema).min(1).max(2),
  rules: fareRulesSchema,
  price: farePriceSchema,
});
export type Fare = z.infer<typeof fareSchema>;

/**
 * Fares on the same flights (the same legs in both directions), cheapest first: the results group
 * by itinerary and show its fares (with and without baggage, booking classes) together.
 */
export const itinerarySchema = z.object({
  /** The flights, "H4 7002|2026-12-01/H4 7003|2026-12-08". */
  key: z.string().min(1),
  min_price: money.nonnegative(),
  fares: z.array(fareSchema).min(1),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** The ±3-day strip: the cheapest fare per outbound date for the same query, null on a day with none. */
export const priceStripDaySchema = z.object({ date: isoDate, price: money.nonnegative().nullable() });
export type PriceStripDay = z.infer<typeof priceStripDaySchema>;

/**
 * GET or POST air_tickets_search → `{data: FlightSearchResult}`. `query` is the query as
 * understood (defaults applied). `price_strip` has 7 days centred on `query.date` (past days
 * null); it ignores `flex` and the paging, not the filters. 422 with field errors for a bad query.
 */
export const flightSearchResultSchema = z.object({
  query: flightSearchQueryObjectSchema,
  itineraries: z.array(itinerarySchema),
  price_strip: z.array(priceStripDaySchema),
  meta: z.object({
    /** Itineraries matching (what the pages page over). */
    total: count,
    page: z.number().int().positive(),
    size: z.number().int().positive(),
    currency: z.literal(ORDER_CURRENCY),
    /** When the prices were computed (ISO date-time). */
    priced_at: instant,
    /** Airlines flying the outbound ways of the searched dates, whatever the filters: the airline filter's options. */
    airlines: z.array(flightAirlineSchema),
  }),
});
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;
export const flightSearchResponseSchema = z.object({ data: flightSearchResultSchema });

/* ─── The hash: a held fare ────────────────────────────────────────────── */

/**
 * POST orders/air_tickets/hash → 201 `{data: FareHold}`: holds the fare's price until `expires_at`
 * (`DEMO_HOLD_TTL_S`, 20 minutes by default); the seats are taken by the booking. 410 `{error: 'sold_out', message}` when
 * the fare has no seats left for the party; 422 for a bad body (an unknown or malformed `fare_id`
 * is a 422 on `fare_id`).
 */
export const fareHoldRequestSchema = z
  .object({ fare_id: fareSchema.shape.id, passengers: passengerCountsSchema })
  .superRefine(({ passengers }, ctx) => checkParty(passengers, ctx, ['passengers']));
export type FareHoldRequest = z.infer<typeof fareHoldRequestSchema>;

export const fareHoldSchema = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,512}$/),
  expires_at: instant,
  price: farePriceSchema,
});
export type FareHold = z.infer<typeof fareHoldSchema>;
export const fareHoldResponseSchema = z.object({ data: fareHoldSchema });

/**
 * GET orders/air_tickets/book/{hash} → `{data: HeldFare}`: what the booking page shows. 404 for
 * an unknown hash or one of another agency. When the hold has expired: 410
 * `{error: 'hold_expired', message, data: {fare_id, passengers}}`: re-pricing is a new
 * `POST orders/air_tickets/hash` with that body, which answers a new hash at today's price (or
 * 410 sold_out), so the agent keeps the fare and the party in one click.
 */
export const heldFareSchema = z.object({
  hash: fareHoldSchema.shape.hash,
  expires_at: instant,
  fare: fareSchema,
  passengers: passengerCountsSchema,
  /** The date ages are counted on (the last flight's date): a passenger's type is by age that day. */
  age_on: isoDate,
  /** Documents must be valid at least until this date (six months past the last flight). */
  document_valid_until: isoDate,
});
export type HeldFare = z.infer<typeof heldFareSchema>;
export const heldFareResponseSchema = z.object({ data: heldFareSchema });

export const holdExpiredSchema = z.object({
  error: z.literal('hold_expired'),
  message: z.string(),
  /** What re-pricing posts, and the fare as it was held (its price the held one) unless it is no longer sold. */
  data: z.object({ fare_id: fareSchema.shape.id, passengers: passengerCountsSchema, fare: fareSchema.optional() }),
});
export type ExpiredHold = z.infer<typeof holdExpiredSchema>['data'];

/* ─── Booking ──────────────────────────────────────────────────────────── */

/**
 * One passenger as typed: the booking form's tourist (lib/schemas/booking.ts, the same rules and
 * masks): `kind` is the passenger type, `passport_number` and `passport_expiry` the travel document.
 */
export const passengerInputSchema = touristInputSchema;
export type PassengerInput = z.infer<typeof passengerInputSchema>;

/** The buyer: who the operator contacts about the tickets. */
export const buyerSchema = orderContactSchema.extend({ name: z.string().trim().min(1).max(80) });
export type Buyer = z.infer<typeof buyerSchema>;

/**
 * POST orders/air_tickets/book/{hash} → 201 `{data: TicketOrder}` (status `hold`).
 * `passengers` match the held party by type (one per seat held, infants included); each one's
 * type is checked by age on `age_on`, the document valid until `document_valid_until`, names in
 * Latin letters: 422 with field errors keyed `passengers.{i}.{field}`, `buyer.{field}`.
 * `expected_total` is the price the agent saw. Then:
 * - the hold is live: booked at the held price (409 if `expected_total` differs from it);
 * - the hold expired and the fare still has seats: re-priced; booked when the price is the same,
 *   else 409 `{error: 'price_changed', message, data: {price, hash, expires_at}}`: nothing booked,
 *   a new hold at the new price, so the agent books again on `hash` with nothing retyped;
 * - the seats are gone: 410 `{error: 'sold_out', message}`.
 * A hash books once: a second booking on it is 409 `{error: 'already_booked', message, data: {id}}`.
 */
export const ticketBookRequestSchema = z.object({
  passengers: z
    .array(passengerInputSchema)
    .min(1)
    .max(MAX_SEATED_PASSENGERS * 2),
  buyer: buyerSchema,
  expected_total: money.nonnegative(),
});
export type TicketBookRequest = z.infer<typeof ticketBookRequestSchema>;
export type TicketBookRequestInput = z.input<typeof ticketBookRequestSchema>;

export const ticketPriceChangedSchema = z.object({
  error: z.literal('price_changed'),
  message: z.string(),
  data: z.object({ price: farePriceSchema, hash: fareHoldSchema.shape.hash, expires_at: instant }),
});
export type TicketPriceChanged = z.infer<typeof ticketPriceChangedSchema>;

/** 409 `already_booked`: the hash was booked before; `data.id` is that order. */
export const ticketAlreadyBookedSchema = z.object({
  error: z.literal('already_booked'),
  message: z.string(),
  data: z.object({ id }),
});

/* ─── Ticket orders ────────────────────────────────────────────────────── */

/** A passenger of an order: the input plus its id and, once ticketed, the e-ticket number. */
export const ticketPassengerSchema = passengerInputSchema.extend({
  id,
  ticket_number: z.string().nullable(),
});
export type TicketPassenger = z.infer<typeof ticketPassengerSchema>;

/** The next deadline that matters (the flight list's countdown column); null when nothing is due. */
export const ticketDeadlineSchema = z.object({ kind: z.enum(TICKET_DEADLINE_KINDS), at: instant });
export type TicketDeadline = z.infer<typeof ticketDeadlineSchema>;

export const ticketDocumentSchema = z.object({
  kind: z.enum(TICKET_DOCUMENT_KINDS),
  available: z.boolean(),
  /** Why not available yet, in the caller's language; null when available. */
  reason: z.string().nullable(),
});
export type TicketDocument = z.infer<typeof ticketDocumentSchema>;

/**
 * What cannot change: once a regular-flight ticket is ticketed (or flown), the passengers' surname,
 * name and birth date (`passport`) and the travel dates (`dates`) are locked (docs/product.md §4);
 * `reason` says why, in the caller's language (null when nothing is locked).
 */
export const ticketLocksSchema = orderLocksSchema.extend({ reason: z.string().nullable() });
export type TicketLocks = z.infer<typeof ticketLocksSchema>;

/** The summary the list shows (`GET ats/orders`). */
export const ticketOrderSummarySchema = z.object({
  id,
  /** "AT-200123". */
  number: z.string(),
  status: ticketOrderStatusSchema,
  created_at: instant,
  owner: z.object({ id, name: z.string() }),
  flight_type: flightTypeSchema,
  trip: tripKindSchema,
  /** Origin and destination of the outbound segment. */
  route: z.object({ from: flightAirportSchema, to: flightAirportSchema }),
  /** The first flight's local departure and, on a return trip, the return's. */
  departure: z.object({ date: isoDate, time }),
  return_departure: z.object({ date: isoDate, time }).nullable(),
  airlines: z.array(flightAirlineSchema).min(1),
  flight_numbers: z.array(z.string()).min(1),
  /** "IVANOV IVAN" of each passenger, in order. */
  passenger_names: z.array(z.string()).min(1),
  total: money.nonnegative(),
  paid: money.nonnegative(),
  due: money.nonnegative(),
  currency: z.literal(ORDER_CURRENCY),
  payment_deadline: instant.nullable(),
  deadline: ticketDeadlineSchema.nullable(),
});
export type TicketOrderSummary = z.infer<typeof ticketOrderSummarySchema>;

/**
 * GET ats/orders/{id} → `{data: TicketOrder}` (404 for another agency's or an unknown id); also
 * the answer of booking, PATCH and cancel.
 */
export const ticketOrderSchema = ticketOrderSummarySchema.extend({
  segments: z.array(flightSegmentSchema).min(1).max(2),
  rules: fareRulesSchema,
  price: farePriceSchema,
  passengers: z.array(ticketPassengerSchema).min(1),
  buyer: buyerSchema,
  /** When the e-tickets are (to be) issued: set once paid; null before. */
  ticketing_at: instant.nullable(),
  /** Check-in of the first flight closes then. */
  check_in_closes_at: instant,
  locks: ticketLocksSchema,
  documents: z.array(ticketDocumentSchema),
  cancellation: z
    .object({ cancelled_at: instant, penalty: money.nonnegative(), refund: money.nonnegative() })
    .nullable(),
  /** What the caller may do now. */
  actions: z.object({ edit: z.boolean(), cancel: z.boolean() }),
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;
export const ticketOrderResponseSchema = z.object({ data: ticketOrderSchema });

/** GET ats/orders/{id}/documents/{eticket|receipt}: `lang`, the document's language (else the caller's). */
export const ticketDocumentQuerySchema = z.object({ lang: z.enum(locales).optional() });

export { ticketOrdersQuerySchema, type TicketOrdersQuery } from './ticket-orders-query';
export const ticketOrdersListSchema = pagedListSchema(ticketOrderSummarySchema);

/** A filter option: `id` is what the query takes (an IATA code, `KIV-AYT`, a status). */
export const ticketFilterOptionSchema = z.object({ id: z.string(), name: z.string() });

/**
 * GET ats/orders/filters → `{data: {routes, airlines, statuses, flight_types}}`: the options, over
 * the agency's own orders (routes and airlines) and the fixed lists (names in the caller's language).
 */
export const ticketOrderFiltersSchema = z.object({
  data: z.object({
    routes: z.array(ticketFilterOptionSchema),
    airlines: z.array(ticketFilterOptionSchema),
    statuses: z.array(ticketFilterOptionSchema),
    flight_types: z.array(ticketFilterOptionSchema),
  }),
});
export type TicketOrderFilters = z.infer<typeof ticketOrderFiltersSchema>['data'];

/**
 * PATCH ats/orders/{id} → `{data: TicketOrder}`: passengers' edits by id (only the fields sent
 * change) and the buyer. 422 with `passengers.{i}.{field}` when a locked field changes (a message
 * in the caller's language saying why) or a value is invalid; 409 when the status allows no edit
 * (cancelled, expired, flown).
 */
export const ticketOrderPatchSchema = z.object({
  passengers: z
    .array(passengerInputSchema.partial().extend({ id }))
    .max(MAX_SEATED_PASSENGERS * 2)
    .optional(),
  buyer: buyerSchema.optional(),
});
export type TicketOrderPatch = z.infer<typeof ticketOrderPatchSchema>;

/**
 * POST ats/orders/{id}/cancel (no body) → `{data: TicketOrder}` (status cancelled; `cancellation`
 * has the penalty and the refund). Allowed for a charter before ticketing (the fare's penalty) and
 * for any hold with nothing paid; else 409 `{error: 'not_cancellable', message}` (regular fares are
 * non-refundable once paid).
 */

/**
 * GET ats/orders/{id}/documents/{eticket|receipt}[?lang=ru|ro|en|ua] → application/pdf in `lang`,
 * by default the caller's `x-localization` (docs/product.md §11 "Documents"). The e-ticket: the
 * booking reference (PNR), every passenger with the ticket number, the flights, the fare rules.
 * The itinerary receipt: the passengers and flights, the fare, taxes, fee and total, the payments
 * counted and what is due. 409 `{error: 'not_available', message}` before the e-tickets are
 * issued (eticket), before payment (receipt), or once the order is over (cancelled, expired, refunded).
 */
