import {
  INFANTS_PER_ADULT,
  MAX_SEATED_PASSENGERS,
  PASSENGER_TYPES,
  passengerTypeForAge,
  type PassengerType,
} from '@/lib/schemas/flight-constants';
import { ageOn } from '@/lib/shared/calendar-days';

/**
 * The flight party's age groups (docs/product.md §11 "Passenger types"): adult from 12, child
 * 2–11, infant under 2 on a lap (at most one per adult), at most 9 seats. Ages count on the last
 * flight's date. Shared by the search's passenger fields, the booking page's passenger blocks and
 * the flight list.
 */

export interface PartyCounts {
  adults: number;
  children: number;
  infants: number;
}

/** A passenger's type by birth date on `day` (the last flight's date, the held fare's `age_on`). */
export function passengerTypeOn(birthDate: string, day: string): PassengerType {
  return passengerTypeForAge(ageOn(birthDate, day));
}

/** How many infants `adults` may take on their laps. */
export function maxInfants(adults: number): number {
  return Math.max(0, adults) * INFANTS_PER_ADULT;
}

/**
 * What each counter may go up to with the others as they are: adults and children share the 9
 * seats, infants follow the adults.
 */
export function partyLimits(party: PartyCounts): {
  adults: { min: number; max: number };
  children: { min: number; max: number };
  infants: { min: number; max: number };
} {
  return {
    adults: { min: 1, max: MAX_SEATED_PASSENGERS - party.children },
    children: { min: 0, max: MAX_SEATED_PASSENGERS - party.adults },
    infants: { min: 0, max: maxInfants(party.adults) },
  };
}

/**
 * The party made valid after one counter changed: fewer adults take the extra infants off their
 * laps, and the seats never pass 9 (the counter that changed keeps its value where it can).
 */
export function adjustParty(party: PartyCounts, changed: keyof PartyCounts): PartyCounts {
  const next = { ...party };
  next.adults = Math.min(Math.max(1, Math.trunc(next.adults) || 1), MAX_SEATED_PASSENGERS);
  next.children = Math.min(Math.max(0, Math.trunc(next.children) || 0), MAX_SEATED_PASSENGERS - 1);
  if (next.adults + next.children > MAX_SEATED_PASSENGERS) {
    if (changed === 'children') next.adults = MAX_SEATED_PASSENGERS - next.children;
    else next.children = MAX_SEATED_PASSENGERS - next.adults;
  }
  next.infants = Math.min(Math.max(0, Math.trunc(next.infants) || 0), maxInfants(next.adults));
  return next;
}

/** One passenger type per passenger, adults first, then children, then infants: the booking page's blocks. */
export function passengerSlots(party: PartyCounts): PassengerType[] {
  const count: Record<PassengerType, number> = { adult: party.adults, child: party.children, infant: party.infants };
  return PASSENGER_TYPES.flatMap((type) => Array.from({ length: Math.max(0, count[type]) }, () => type));
}

/** "2 adults, 1 infant": the non-zero counts in type order, each named by `name` (the catalogue's flights.passengers.*). */
export function partyText(party: PartyCounts, name: (type: PassengerType, count: number) => string): string {
  const count: Record<PassengerType, number> = { adult: party.adults, child: party.children, infant: party.infants };
  return PASSENGER_TYPES.filter((type) => count[type] > 0)
    .map((type) => name(type, count[type]))
    .join(', ');
}
