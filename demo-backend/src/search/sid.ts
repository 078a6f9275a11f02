import { CHILD_AGE_MAX, CURRENCIES, MAX_ADULTS, MAX_CHILDREN, type Currency } from '@/lib/schemas/search';
import { dayOf, isoOf } from './days';

/**
 * An offer's `sid` says everything needed to price it again: hotel, room, meal, check-in,
 * nights, both flights, the party and the currency, base64url-encoded. No storage is needed,
 * it survives restarts, and the same offer gets the same sid in every search.
 */
export interface OfferKey {
  hotelId: number;
  roomId: number;
  mealId: number;
  checkIn: number;
  nights: number;
  outFlightId: number;
  backFlightId: number;
  adults: number;
  childrenAges: number[];
  currency: Currency;
}

const VERSION = 'o1';

export function encodeSid(key: OfferKey): string {
  const parts = [
    VERSION,
    key.hotelId,
    key.roomId,
    key.mealId,
    isoOf(key.checkIn),
    key.nights,
    key.outFlightId,
    key.backFlightId,
    key.adults,
    key.childrenAges.join('-'),
    key.currency,
  ];
  return Buffer.from(parts.join('.'), 'utf8').toString('base64url');
}

const positive = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The key of a sid, or null when it is not one of ours. */
export function decodeSid(sid: string): OfferKey | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(sid)) return null;
  const parts = Buffer.from(sid, 'base64url').toString('utf8').split('.');
  if (parts.length !== 11 || parts[0] !== VERSION) return null;
  const [, hotel, room, meal, checkIn, nights, out, back, adults, ages, currency] = parts;
  const numbers = [hotel, room, meal, nights, out, back, adults].map(positive);
  if (numbers.some((n) => n === null)) return null;
  const [hotelId, roomId, mealId, nightCount, outFlightId, backFlightId, adultCount] = numbers as number[];
  const day = dayOf(checkIn ?? '');
  const childrenAges = ages ? ages.split('-').map((age) => (/^\d{1,2}$/.test(age) ? Number(age) : -1)) : [];
  if (
    Number.isNaN(day) ||
    childrenAges.some((age) => age < 0 || age > CHILD_AGE_MAX) ||
    childrenAges.length > MAX_CHILDREN
  )
    return null;
  if (adultCount! > MAX_ADULTS || !(CURRENCIES as readonly string[]).includes(currency ?? '')) return null;
  return {
    hotelId: hotelId!,
    roomId: roomId!,
    mealId: mealId!,
    checkIn: day,
    nights: nightCount!,
    outFlightId: outFlightId!,
    backFlightId: backFlightId!,
    adults: adultCount!,
    childrenAges,
    currency: currency as Currency,
  };
}
