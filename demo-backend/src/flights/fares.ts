import type { FareRules, FlightBaggage, PassengerCounts, PassengerPrice, FlightType } from '@/lib/schemas/flights';
import { CHILD_FARE_SHARE, INFANT_FLIGHT_FEE_EUR } from '../search/pricing';
import { roundCents } from '@/lib/shared/money';

// How a flight ticket is priced (docs/product.md §11 "Decisions"), as pure functions: the search,
// the hash and the booking all call these, so a fare costs the same wherever it is shown.

/**
 * Booking classes by the seats left on a flight: the fewer left, the dearer the next seat, so
 * prices rise as seats sell. The flight's seeded `fare` is the L class.
 */
export const BOOKING_CLASSES = [
  { code: 'V', minSeats: 40, factor: 0.9 },
  { code: 'L', minSeats: 20, factor: 1 },
  { code: 'M', minSeats: 10, factor: 1.15 },
  { code: 'B', minSeats: 4, factor: 1.3 },
  { code: 'Y', minSeats: 0, factor: 1.5 },
] as const;
export type BookingClass = (typeof BOOKING_CLASSES)[number];

export function bookingClassOf(seatsLeft: number): BookingClass {
  return BOOKING_CLASSES.find((c) => seatsLeft >= c.minSeats) ?? BOOKING_CLASSES[BOOKING_CLASSES.length - 1]!;
}

/**
 * Fare families: a charter's one fare (its baggage as the operator's default), and on regular
 * flights Light (hand luggage only) and Standard (a checked bag, STANDARD_EXTRA_EUR more per
 * seated passenger and regular leg).
 */
export const FARE_FAMILIES = ['C', 'L', 'S'] as const;
export type FareFamily = (typeof FARE_FAMILIES)[number];
export const STANDARD_EXTRA_EUR = 30;

/** The families an itinerary is sold in: Charter when every leg is one, else Light and Standard. */
export function familiesOf(types: readonly FlightType[]): FareFamily[] {
  return types.every((type) => type === 'charter') ? ['C'] : ['L', 'S'];
}

const HAND = '55×40×20 cm';
/**
 * A leg's baggage in a family. Charter airlines give none (null: the portal shows the default of
 * docs/product.md §9); regular ones give hand luggage, and a checked bag in Standard.
 */
export function baggageOf(type: FlightType, family: FareFamily): FlightBaggage | null {
  if (type === 'charter') return null;
  const checked = family === 'S';
  return {
    adult: { checked_kg: checked ? 23 : 0, checked_size: checked ? '158 cm' : null, hand_kg: 8, hand_size: HAND },
    infant: { checked_kg: checked ? 10 : 0, checked_size: checked ? '158 cm' : null, hand_kg: 0, hand_size: null },
  };
}

/** Whether every leg carries checked baggage for adults (a charter's default does: 20 kg). */
export function baggageIncluded(types: readonly FlightType[], family: FareFamily): boolean {
  return types.every((type) => type === 'charter' || family === 'S');
}

/** One leg as pricing sees it: its seeded fare, type, seats left and the operator's price change. */
export interface PricedLeg {
  fare: number;
  type: FlightType;
  seats: number;
  /** 1 + the demo price change (POST /__demo/air-tickets/prices). */
  factor: number;
}

/** Per passenger type, the price of one passenger over every leg. */
export function unitPrices(
  legs: readonly PricedLeg[],
  family: FareFamily,
): Record<'adult' | 'child' | 'infant', number> {
  let adult = 0;
  let child = 0;
  let infant = 0;
  for (const leg of legs) {
    const base = leg.fare * bookingClassOf(leg.seats).factor * leg.factor;
    const extra = family === 'S' && leg.type === 'regular' ? STANDARD_EXTRA_EUR : 0;
    adult += roundCents(base) + extra;
    child += roundCents(base * CHILD_FARE_SHARE[leg.type]) + extra;
    infant += INFANT_FLIGHT_FEE_EUR;
  }
  return { adult: roundCents(adult), child: roundCents(child), infant: roundCents(infant) };
}

/** The whole party's price and its lines by passenger type (types with nobody left out). */
export function partyPrice(
  legs: readonly PricedLeg[],
  family: FareFamily,
  party: PassengerCounts,
): { total: number; per_passenger: PassengerPrice[] } {
  const unit = unitPrices(legs, family);
  const lines: PassengerPrice[] = [];
  for (const [type, count] of [
    ['adult', party.adults],
    ['child', party.children],
    ['infant', party.infants],
  ] as const) {
    if (count > 0) lines.push({ type, count, unit: unit[type], total: roundCents(unit[type] * count) });
  }
  return { total: roundCents(lines.reduce((sum, line) => sum + line.total, 0)), per_passenger: lines };
}

/** A charter cancelled before ticketing keeps this share of the price. */
export const CHARTER_CANCEL_PENALTY_SHARE = 0.1;
/** docs/product.md §9: check-in opens 3 hours and closes 40 minutes before a charter; 45 before a regular flight. */
export const CHECK_IN: Record<FlightType, FareRules['check_in']> = {
  charter: { open_hours: 3, close_minutes: 40 },
  regular: { open_hours: 3, close_minutes: 45 },
};

/** The fare's rules: charter-only fares may be cancelled before ticketing; any regular leg makes it non-refundable. */
export function rulesOf(types: readonly FlightType[], total: number, ticketingDelayS: number): FareRules {
  const charter = types.every((type) => type === 'charter');
  return {
    refundable: charter,
    cancellation: charter ? { until: 'ticketing', penalty: roundCents(total * CHARTER_CANCEL_PENALTY_SHARE) } : null,
    times_may_change: types.some((type) => type === 'charter'),
    check_in: CHECK_IN[types[0] ?? 'charter'],
    ticketing_after_payment_min: Math.ceil(ticketingDelayS / 60),
  };
}

/** Seats a party takes: infants fly on a lap. */
export const seatedOf = (party: PassengerCounts) => party.adults + party.children;

/**
 * Whether a leg can be sold to `seated` passengers: a regular flight needs the seats; a charter
 * is sold on request when its block is out (docs/product.md §11).
 */
export const sellable = (leg: { type: FlightType; seats: number }, seated: number) =>
  leg.type === 'charter' || leg.seats >= seated;
