import { ADULT_AGE_THRESHOLD, type Currency } from '@/lib/schemas/search';
import { monthOf } from './days';

/**
 * How a tour is priced from the seeded contracts (all in EUR, then converted once):
 *
 * 1. Seasons by the month of each night: low Nov-Mar, mid Apr-May and Oct, high Jun-Sep. A stay
 *    across a season boundary pays each night at its own season.
 * 2. The party: children under 2 are infants, 2-11 children, from 12 they count as adults
 *    (docs/product.md §9, "children from 12 years").
 * 3. Room: the night price covers up to BASE_ADULTS adults; each further adult pays the extra-adult
 *    rate, each child the child rate, infants sleep free. A single adult pays the whole room.
 * 4. Meal plan: the supplement per adult per night; a child pays CHILD_MEAL_SHARE of it; infants eat free.
 * 5. Flights, per leg: the fare per adult, a child pays its share of the fare (charter and regular
 *    differ), an infant a fixed fee.
 * 6. The price an agent sees is the booking's default total, everything mandatory included
 *    (`mandatoryPrice` in ../orders/price.ts, docs/product.md §10 "Prices"), in EUR with cents;
 *    USD and UAH are that total converted with the catalogue rate, rounded to cents.
 *
 * Nothing here is random: the same query gives the same price.
 */

export const SEASONS = ['low', 'mid', 'high'] as const;
export type Season = (typeof SEASONS)[number];
export type SeasonNights = Record<Season, number>;

const SEASON_BY_MONTH: readonly Season[] = [
  'low',
  'low',
  'low',
  'mid',
  'mid',
  'high',
  'high',
  'high',
  'high',
  'mid',
  'low',
  'low',
];

export const BASE_ADULTS = 2;
export const INFANT_AGE_MAX = 1;
export const CHILD_MEAL_SHARE = 0.5;
export const INFANT_FLIGHT_FEE_EUR = 25;
export type FlightType = 'charter' | 'regular';
export const CHILD_FARE_SHARE: Record<FlightType, number> = { charter: 0.7, regular: 0.75 };
/** Fare factors used when the contracts are seeded: regular flights cost more than charters, high season more than low. */
const FARE_TYPE_FACTOR: Record<FlightType, number> = { charter: 1, regular: 1.35 };
const FARE_SEASON_FACTOR: Record<Season, number> = { low: 0.8, mid: 1, high: 1.3 };

export function seasonOf(day: number): Season {
  return SEASON_BY_MONTH[monthOf(day) - 1] ?? 'low';
}

/** How many nights of the stay fall in each season. */
export function seasonNights(checkIn: number, nights: number): SeasonNights {
  const counts: SeasonNights = { low: 0, mid: 0, high: 0 };
  for (let day = checkIn; day < checkIn + nights; day++) counts[seasonOf(day)]++;
  return counts;
}

export interface Party {
  /** Adults and children from ADULT_AGE_THRESHOLD. */
  adults: number;
  /** Children aged 2 to 11. */
  children: number;
  /** Children under 2. */
  infants: number;
}

export function partyOf(adults: number, childrenAges: readonly number[]): Party {
  const grown = childrenAges.filter((age) => age >= ADULT_AGE_THRESHOLD).length;
  const infants = childrenAges.filter((age) => age <= INFANT_AGE_MAX).length;
  return { adults: adults + grown, children: childrenAges.length - grown - infants, infants };
}

/** One season's contract of a room, EUR per night. */
export interface RoomRate {
  night: number;
  extraAdult: number;
  child: number;
}
export type RoomRates = Record<Season, RoomRate>;

export interface FlightFare {
  /** One-way fare per adult, EUR. */
  fare: number;
  type: FlightType;
}

export function flightLegPrice(leg: FlightFare, party: Party): number {
  return (
    leg.fare * party.adults +
    leg.fare * CHILD_FARE_SHARE[leg.type] * party.children +
    INFANT_FLIGHT_FEE_EUR * party.infants
  );
}

/** The one-way adult fare of a flight on a day, from the route's base fare (used by the seed). */
export function flightFare(baseFare: number, type: FlightType, day: number): number {
  return Math.round(baseFare * FARE_TYPE_FACTOR[type] * FARE_SEASON_FACTOR[seasonOf(day)]);
}

/** Units of each currency per EUR. */
export type Rates = Record<Currency, number>;

/** An amount in EUR (cents) in another currency, rounded to cents. */
export function convert(amountEur: number, currency: Currency, rates: Rates): number {
  return currency === 'EUR' ? amountEur : Math.round(amountEur * rates[currency] * 100) / 100;
}
