import { CHILD_AGE_MAX } from '@/lib/schemas/search';
import {
  ADULT_MIN_AGE,
  bookRequestSchema,
  INFANT_AGE_MAX,
  type BookRequest,
  type TouristInput,
} from '@/lib/schemas/booking';
import { isCompletePhone } from '@/lib/shared/phone';
// The booking form's own rules: the backend refuses exactly what the form refuses.
import { ageOn, birthDateLimits, normalizePhone } from '@/lib/shared/tourist-rules';
import type { z } from 'zod';
import { parseOr422, validationError } from '../http/errors';
import type { MessageKey } from '../i18n';
import { dayOf } from '../search/days';

// The rules of lib/schemas/booking.ts that need more than a shape: ages against the search,
// dates against the stay, the phone against the agency's own numbers. Errors are keyed by field
// (`tourists.{i}.{field}`) so the booking form puts each next to its input.

type FieldErrors = Record<string, MessageKey[]>;

/** The message of a shape error by the field it is on: "Latin letters only" says more than "invalid". */
const FIELD_KEYS: Record<string, MessageKey> = {
  surname: 'orders.latin',
  name: 'orders.latin',
  birth_date: 'orders.birthDate',
  passport_number: 'orders.passportNumber',
  passport_expiry: 'orders.passportExpiry',
  citizenship: 'orders.citizenship',
  phone: 'orders.phoneMask',
  email: 'validation.email',
};

function fieldMessage(issue: z.core.$ZodRawIssue): MessageKey | undefined {
  if (issue.input === undefined || (issue.code === 'too_small' && issue.origin === 'string'))
    return 'validation.required';
  const field = issue.path?.at(-1);
  return typeof field === 'string' ? FIELD_KEYS[field] : undefined;
}

/** Parses a booking (or a tourist edit) with field-specific messages. */
export function parseWithFieldMessages<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  return parseOr422(schema, body, { error: fieldMessage });
}

export const parseBookRequest = (body: unknown): BookRequest => parseWithFieldMessages(bookRequestSchema, body);

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** An ISO 3166-1 code ICU knows as a country (ZZ and unassigned codes are not). */
export function isKnownCountry(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return false;
  try {
    return regions.of(code) !== code;
  } catch {
    return false;
  }
}

export interface Party {
  adults: number;
  children_ages: readonly number[];
}

export interface Stay {
  check_in: string;
  check_out: string;
}

/** Each tourist's birth date, age, passport and citizenship against the search and the stay. */
export function touristErrors(tourists: readonly TouristInput[], party: Party, stay: Stay, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: MessageKey) => {
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  const adults = tourists.filter((t) => t.kind === 'adult').length;
  if (adults !== party.adults || tourists.length - adults !== party.children_ages.length)
    add('tourists', 'orders.party');

  const born = birthDateLimits(today);
  const ages = [...party.children_ages];
  tourists.forEach((tourist, i) => {
    const at = (field: string) => `tourists.${i}.${field}`;
    if (Number.isNaN(dayOf(tourist.birth_date)) || tourist.birth_date > born.max || tourist.birth_date < born.min) {
      add(at('birth_date'), 'orders.birthDate');
    } else {
      const age = ageOn(tourist.birth_date, stay.check_in);
      const kindFits =
        tourist.kind === 'adult'
          ? age >= ADULT_MIN_AGE
          : tourist.kind === 'infant'
            ? age <= INFANT_AGE_MAX
            : age > INFANT_AGE_MAX && age <= CHILD_AGE_MAX;
      // A child's age must be one the search was made for, each used once.
      const slot = tourist.kind === 'adult' ? 0 : ages.indexOf(age);
      if (!kindFits || slot < 0) add(at('birth_date'), 'orders.age');
      else if (tourist.kind !== 'adult') ages.splice(slot, 1);
    }
    if (Number.isNaN(dayOf(tourist.passport_expiry)) || tourist.passport_expiry <= stay.check_out)
      add(at('passport_expiry'), 'orders.passportExpiry');
    if (!isKnownCountry(tourist.citizenship)) add(at('citizenship'), 'orders.citizenship');
  });
  return errors;
}

/** The contact phone: one of the country masks, and the tourist's own (not one of `agencyPhones`). */
export function contactErrors(phone: string, agencyPhones: readonly string[]): FieldErrors {
  if (!isCompletePhone(phone)) return { 'contact.phone': ['orders.phoneMask'] };
  if (agencyPhones.some((own) => normalizePhone(own) === normalizePhone(phone)))
    return { 'contact.phone': ['orders.phoneAgency'] };
  return {};
}

/** Throws the 422 when any rule failed. */
export function throwIfAny(...groups: FieldErrors[]): void {
  const all = Object.assign({}, ...groups) as FieldErrors;
  if (Object.keys(all).length > 0) throw validationError(all);
}
