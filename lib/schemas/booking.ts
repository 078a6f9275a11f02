import { z } from 'zod';
import { isoDateUnworded as isoDate } from './dates';
import { offerSchema } from './search';

/**
 * Booking a tour (docs/product.md §7 "Booking": GET/POST v2/orders/book/{sid}, POST v2/orders/calculate/{sid};
 * §3 "Price breakdown lines", "Baggage info"; §5). Shared by the demo backend, the booking page and
 * the order page (an order shows the same tourists, services and breakdown).
 *
 * Orders are priced in EUR, the operator's currency, whatever currency the search showed: the
 * amounts here are EUR with cents (two decimals).
 */

export const ORDER_CURRENCY = 'EUR';
const money = z.number().multipleOf(0.01);

/* ─── Tourists ─────────────────────────────────────────────────────────── */

/** docs/product.md §9: children from 12 fly and sleep as adults; under 2 they are infants (no seat). */
export const INFANT_AGE_MAX = 1;
/**
 * The search takes children of 0 to 17 (CHILD_AGE_MAX), so a tourist booked as an adult is 18 or older
 * on the check-in date. (From 12 a child flies and sleeps at the adult price, but is still a child.)
 */
export const ADULT_MIN_AGE = 18;
export const TOURIST_KINDS = ['adult', 'child', 'infant'] as const;
export type TouristKind = (typeof TOURIST_KINDS)[number];
export const GENDERS = ['M', 'F'] as const;

/** As in the passport's machine-readable zone: Latin letters, a space, hyphen or apostrophe inside. */
export const LATIN_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
export const NAME_MAX = 40;
/** Upper-case letters and digits, as printed. */
export const PASSPORT_NUMBER = /^[A-Z0-9]{6,12}$/;
/** docs/product.md §5: one picker goes 100 years back; a birth date is never in the future. */
export const BIRTH_YEARS_BACK = 100;
/** Citizenships the form offers first; any ISO 3166-1 alpha-2 code is accepted on the wire. */
export const COMMON_CITIZENSHIPS = ['MD', 'RO', 'UA'] as const;

/**
 * One traveller as typed by the agent. Dates are ISO on the wire (DD.MM.YYYY on screen).
 * The backend checks, field by field with 422 `errors` keyed `tourists.{i}.{field}`:
 * names in Latin letters; birth date in the past and not more than 100 years ago; the age on the
 * check-in date matching the kind and, for children and infants, one of the search's
 * `children_ages` (each used once); passport expiry after the return date; citizenship a known code.
 */
export const touristInputSchema = z.object({
  kind: z.enum(TOURIST_KINDS),
  surname: z.string().trim().min(1).max(NAME_MAX).regex(LATIN_NAME),
  name: z.string().trim().min(1).max(NAME_MAX).regex(LATIN_NAME),
  birth_date: isoDate,
  gender: z.enum(GENDERS),
  passport_number: z.string().trim().regex(PASSPORT_NUMBER),
  passport_expiry: isoDate,
  citizenship: z.string().regex(/^[A-Z]{2}$/),
});
export type TouristInput = z.infer<typeof touristInputSchema>;

/** A tourist of an order: the input plus its id. */
export const touristSchema = touristInputSchema.extend({ id: z.number().int().positive() });
export type Tourist = z.infer<typeof touristSchema>;

/**
 * The order's contact: the phone as `+<prefix><digits>` (lib/shared/phone.ts masks: md +373 8
 * digits, ro +40 9, ua +380 9) and an email. The phone must not be one of the agency's own numbers
 * (`not_one_of`): the operator calls the tourist, not the agency, about flight changes.
 */
export const orderContactSchema = z.object({
  phone: z.string().regex(/^\+\d{10,13}$/),
  email: z.string().trim().email().max(120),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/* ─── Services and prices ──────────────────────────────────────────────── */

/** Optional and included services of a package; each has its own breakdown line. */
export const SERVICE_KINDS = ['transfer', 'insurance', 'aquapark', 'night_show', 'gala_dinner'] as const;

export const serviceSchema = z.object({
  /** Stable within the offer, e.g. "transfer-group", "insurance-medical". */
  id: z.string().min(1),
  kind: z.enum(SERVICE_KINDS),
  /** In the caller's language: "Group transfer airport – hotel – airport". */
  name: z.string(),
  /** For the whole party, EUR. */
  price: money.nonnegative(),
  /** Included in the package: always selected, cannot be removed. */
  mandatory: z.boolean(),
  /** Selected when the booking page opens. */
  selected: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * The breakdown lines of docs/product.md §3, in this order on the wire (the portal groups them in
 * words, lib/orders/price-lines.ts). A calculation answers only the lines that apply (no gala
 * dinner line without a gala dinner). Amounts are EUR; `percent` is given for the commission lines
 * and the agency markup; `increased_commission_percent` has only a percent. Commissions are
 * positive: what the agency earns (docs/product.md §10 "Prices").
 */
export const PRICE_LINE_KEYS = [
  'hotel',
  'daily_prices',
  'discounts',
  'tickets',
  'agency_markup',
  'transfer',
  'insurance',
  'aquapark',
  'night_show',
  'gala_dinner',
  'taxes',
  'handling_fee',
  'commission',
  'partner_commission',
  'gross_commission',
  'increased_commission_percent',
  'total_tickets',
  'net_amount',
] as const;
export type PriceLineKey = (typeof PRICE_LINE_KEYS)[number];

export const priceLineSchema = z.object({
  key: z.enum(PRICE_LINE_KEYS),
  /**
   * Negative for a discount taken off the price; commissions are positive, what the agency earns
   * (docs/product.md §10 "Prices"). Null for a percent-only line.
   */
  amount: money.nullable(),
  percent: z.number().nonnegative().nullable(),
  /** `daily_prices` only: the hotel's price per night. */
  days: z.array(z.object({ date: isoDate, amount: money })).optional(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * A priced order: `total` is the price for the tourists (what the agency sells it for), `net` what
 * the agency pays the operator (total minus the agency's commissions; the `net_amount` line).
 */
export const priceBreakdownSchema = z.object({
  currency: z.literal(ORDER_CURRENCY),
  lines: z.array(priceLineSchema),
  total: money.nonnegative(),
  net: money.nonnegative(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/* ─── Flights ──────────────────────────────────────────────────────────── */

/** docs/product.md §3 "Baggage info", per flight leg; docs/product.md §9 default: 20 kg checked and 6 kg hand luggage. */
export const baggageAllowanceSchema = z.object({
  baggage_kg: z.number().nonnegative(),
  hand_kg: z.number().nonnegative(),
  /** Hand luggage size, "55×40×20 cm". */
  hand_size: z.string(),
});
export const baggageInfoSchema = z.object({
  /** Adults and children over 12. */
  adult: baggageAllowanceSchema,
  infant: baggageAllowanceSchema,
  check_in: z.object({ open_hours: z.number().int().positive(), close_minutes: z.number().int().positive() }),
});
export type BaggageInfo = z.infer<typeof baggageInfoSchema>;

/* ─── The calls ────────────────────────────────────────────────────────── */

/**
 * GET v2/orders/book/{sid} → `{data: BookingData}`: the offer re-priced now with what the form
 * needs. 404 for an unknown sid, 410 `{error, message}` when the offer is no longer sold (stop-sale,
 * no seats). The offer's price is in the search's currency (the price calendar shows it); the
 * booking itself is priced in EUR by `price`.
 */
export const bookingDataSchema = z.object({
  offer: offerSchema,
  /** The tourists the offer was searched for: one form row per adult and per child age. */
  party: z.object({ adults: z.number().int().positive(), children_ages: z.array(z.number().int().nonnegative()) }),
  services: z.array(serviceSchema),
  /** Null for hotel-only offers; else per leg. */
  baggage: z.object({ from: baggageInfoSchema, to: baggageInfoSchema }).nullable(),
  /** Regular-flight fares are non-refundable (shown before booking, docs/product.md §9). */
  non_refundable: z.boolean(),
  /** Priced with the services selected by default. */
  price: priceBreakdownSchema,
});
export type BookingData = z.infer<typeof bookingDataSchema>;
export const bookingDataResponseSchema = z.object({ data: bookingDataSchema });

/** POST v2/orders/calculate/{sid} {services} → `{data: {price}}` (410 when no longer sold). */
export const calculateRequestSchema = z.object({ services: z.array(z.string().min(1)).max(20) });
export const calculateResponseSchema = z.object({ data: z.object({ price: priceBreakdownSchema }) });

/**
 * POST v2/orders/book/{sid} → 201 `{data: {id}}` (the new order, status `pending`).
 * `expected_total` is the total the agent last saw; when the price now differs the answer is
 * 409 `{error: 'price_changed', message, data: {price}}` and nothing is booked: the agent sees the
 * new price and books again with it. 410 when the offer is no longer sold; 422 with field errors
 * keyed `tourists.{i}.{field}`, `contact.phone`, `contact.email`, `services`.
 */
export const bookRequestSchema = z.object({
  tourists: z.array(touristInputSchema).min(1).max(12),
  services: z.array(z.string().min(1)).max(20),
  contact: orderContactSchema,
  note: z.string().trim().max(500).default(''),
  expected_total: money.nonnegative(),
});
export type BookRequest = z.infer<typeof bookRequestSchema>;
export type BookRequestInput = z.input<typeof bookRequestSchema>;
/** The order made: its id (its sheet opens at the top of the journal) and its number (the confirmation names it). */
export const bookResponseSchema = z.object({ data: z.object({ id: z.number().int().positive(), number: z.string() }) });
export const priceChangedSchema = z.object({
  error: z.literal('price_changed'),
  message: z.string(),
  data: z.object({ price: priceBreakdownSchema }),
});
