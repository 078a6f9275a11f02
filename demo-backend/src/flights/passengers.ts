import type { PassengerCounts, PassengerInput } from '@/lib/schemas/flights';
import { passengerTypeForAge } from '@/lib/schemas/flights';
import { ageOn, birthDateLimits } from '@/lib/shared/tourist-rules';
import type { MessageKey } from '../i18n';
import { isKnownCountry } from '../orders/tourists';
import { dayOf } from '../search/days';

// A ticket's passengers against the held party and the trip (docs/product.md §11): the type by
// age on the last flight's date, the document valid six months past it. Errors are keyed
// `passengers.{i}.{field}` so the booking form puts each next to its input.

type FieldErrors = Record<string, MessageKey[]>;

export interface TripDates {
  /** The last flight's date: ages are counted on it. */
  age_on: string;
  /** Documents must be valid until at least this date. */
  document_valid_until: string;
}

export function passengerErrors(
  passengers: readonly PassengerInput[],
  party: PassengerCounts | null,
  trip: TripDates,
  today: string,
  indexes?: readonly number[],
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: MessageKey) => {
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  if (party) {
    const count = (kind: PassengerInput['kind']) => passengers.filter((p) => p.kind === kind).length;
    if (count('adult') !== party.adults || count('child') !== party.children || count('infant') !== party.infants)
      add('passengers', 'tickets.party');
  }
  const born = birthDateLimits(today);
  passengers.forEach((p, n) => {
    const at = (field: string) => `passengers.${indexes?.[n] ?? n}.${field}`;
    if (Number.isNaN(dayOf(p.birth_date)) || p.birth_date > born.max || p.birth_date < born.min)
      add(at('birth_date'), 'orders.birthDate');
    else if (passengerTypeForAge(ageOn(p.birth_date, trip.age_on)) !== p.kind) add(at('birth_date'), 'tickets.age');
    if (Number.isNaN(dayOf(p.passport_expiry)) || p.passport_expiry < trip.document_valid_until)
      add(at('passport_expiry'), 'tickets.documentExpiry');
    if (!isKnownCountry(p.citizenship)) add(at('citizenship'), 'orders.citizenship');
  });
  return errors;
}
