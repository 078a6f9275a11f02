import { z } from 'zod';
import {
  ADULT_MIN_AGE,
  BIRTH_YEARS_BACK,
  COMMON_CITIZENSHIPS,
  GENDERS,
  INFANT_AGE_MAX,
  LATIN_NAME,
  NAME_MAX,
  PASSPORT_NUMBER,
  TOURIST_KINDS,
  type TouristKind,
} from '@/lib/schemas/booking';
import { isCompletePhone } from '@/lib/shared/phone';
import { addYears, ageOn, isRealDate } from './calendar-days';
import { addIsoDays } from '@/lib/search/date-range';
import { passengerTypeForAge } from '@/lib/schemas/flight-constants';

/**
 * The tourist and contact rules of booking (docs/product.md §5, §9), in one place: the booking form and
 * the agency-edit panel build their zod schemas from here, and the demo backend checks a booking's
 * ages and phone with the same functions, so a rule changes once. Messages are
 * catalogue keys (`validation.*`, `tourist.errors.*`), translated next to the field.
 * Dates are ISO `YYYY-MM-DD` strings throughout; the screen's DD.MM.YYYY lives in DateInput.
 */

/* ─── Dates ────────────────────────────────────────────────────────────── */

export { addYears, ageOn, isRealDate };

/** docs/product.md §5: a birth date goes 100 years back and is never in the future. */
export function birthDateLimits(today: string): { min: string; max: string } {
  return { min: addYears(today, -BIRTH_YEARS_BACK), max: today };
}

/** How far ahead a passport expiry may be typed (passports run 10 years; some a little longer). */
export const PASSPORT_YEARS_AHEAD = 15;

/**
 * What one tourist's fields offer and accept as typed, worked out from these rules where they run
 * (the server, for the booking page: docs/architecture.md §11) and handed to the fields as a prop.
 */
export interface TouristFieldRules {
  birthDate: { min: string; max: string };
  passportExpiry: { min: string; max: string };
  genders: readonly (typeof GENDERS)[number][];
  /** Offered first in the citizenship list. */
  commonCitizenships: readonly string[];
}

export function touristFieldRules(today: string): TouristFieldRules {
  return {
    birthDate: birthDateLimits(today),
    passportExpiry: { min: today, max: addYears(today, PASSPORT_YEARS_AHEAD) },
    genders: GENDERS,
    commonCitizenships: COMMON_CITIZENSHIPS,
  };
}

/* ─── The party ────────────────────────────────────────────────────────── */

/** One row of the form: who the search booked for. `age` is the searched age of a child or infant. */
export interface TouristSlot {
  kind: TouristKind;
  age: number | null;
}

/** One row per adult, then one per child age in the search's order; under 2 is an infant. */
export function touristSlots(party: { adults: number; children_ages: readonly number[] }): TouristSlot[] {
  const adults: TouristSlot[] = Array.from({ length: party.adults }, () => ({ kind: 'adult', age: null }));
  const children = party.children_ages.map((age): TouristSlot => ({
    kind: age <= INFANT_AGE_MAX ? 'infant' : 'child',
    age,
  }));
  return [...adults, ...children];
}

/* ─── Phones ───────────────────────────────────────────────────────────── */

/** `+373 22 80 80 80` → `+37322808080`: how numbers are compared. */
export const normalizePhone = (phone: string) => `+${phone.replace(/\D/g, '')}`;

/** The agency's own numbers from the user's `phones` (lib/schemas/user.ts): the `not_one_of` list. */
export function agencyPhones(phones: Record<string, { office?: string; mobile?: string }>): string[] {
  return Object.values(phones)
    .flatMap((group) => [group.office, group.mobile])
    .filter((phone): phone is string => Boolean(phone?.trim()))
    .map(normalizePhone);
}

/* ─── The schemas ──────────────────────────────────────────────────────── */

const required = 'validation.required';
const latinName = z
  .string()
  .trim()
  .min(1, required)
  .max(NAME_MAX, 'tourist.errors.nameLength')
  .regex(LATIN_NAME, 'tourist.errors.latin');

/** One tourist's fields as the form holds them; empty strings until chosen. */
export const touristFieldsSchema = z.object({
  kind: z.enum(TOURIST_KINDS),
  surname: latinName,
  name: latinName,
  birth_date: z.string().min(1, required),
  gender: z.enum(GENDERS, required),
  passport_number: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().min(1, required).regex(PASSPORT_NUMBER, 'tourist.errors.passportNumber')),
  passport_expiry: z.string().min(1, required),
  citizenship: z.string().regex(/^[A-Z]{2}$/, required),
});
export type TouristFields = z.input<typeof touristFieldsSchema>;

export const emptyTourist = (kind: TouristKind): TouristFields => ({
  kind,
  surname: '',
  name: '',
  birth_date: '',
  gender: '' as TouristFields['gender'],
  passport_number: '',
  passport_expiry: '',
  citizenship: '',
});

export interface TripContext {
  /** The day ages are counted on: a tour's check-in, a flight ticket's last flight. */
  check_in: string;
  /** A tour's: the passport must be valid after this day. */
  check_out: string;
  today: string;
  /**
   * A flight ticket's rules (docs/product.md §11) in place of a tour's: the slot's type by age on
   * `check_in` (adult 12+, child 2–11, infant under 2) and the document valid on
   * `document_valid_until` or later.
   */
  ticket?: { document_valid_until: string };
}

const TICKET_AGE_ERRORS: Record<TouristKind, string> = {
  adult: 'tourist.errors.ticketAdultAge',
  child: 'tourist.errors.ticketChildAge',
  infant: 'tourist.errors.ticketInfantAge',
};

export interface RuleIssue {
  field: keyof TouristFields;
  message: string;
}

/**
 * The rules that need the trip: the birth date within its limits and, on the check-in day, of the
 * slot's age (children and infants exactly as searched); the passport valid after check-out. A
 * flight ticket (`trip.ticket`): the slot's type by age on the last flight, the document valid
 * until `document_valid_until`.
 */
export function tripIssues(
  tourist: Pick<TouristFields, 'birth_date' | 'passport_expiry'>,
  slot: TouristSlot,
  trip: TripContext,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const birth = tourist.birth_date;
  if (birth) {
    const { min, max } = birthDateLimits(trip.today);
    if (!isRealDate(birth)) issues.push({ field: 'birth_date', message: 'validation.date' });
    else if (birth > max) issues.push({ field: 'birth_date', message: 'tourist.errors.birthFuture' });
    else if (birth < min) issues.push({ field: 'birth_date', message: 'tourist.errors.birthTooOld' });
    // Without a check-in (being edited) the age waits for it.
    else if (trip.check_in) {
      const age = ageOn(birth, trip.check_in);
      if (trip.ticket) {
        if (passengerTypeForAge(age) !== slot.kind)
          issues.push({ field: 'birth_date', message: TICKET_AGE_ERRORS[slot.kind] });
      } else {
        if (slot.kind === 'adult' && age < ADULT_MIN_AGE)
          issues.push({ field: 'birth_date', message: 'tourist.errors.adultAge' });
        if (slot.kind !== 'adult' && slot.age !== null && age !== slot.age)
          issues.push({ field: 'birth_date', message: 'tourist.errors.childAge' });
      }
    }
  }
  const expiry = tourist.passport_expiry;
  const validFrom = trip.ticket?.document_valid_until;
  if (expiry && (validFrom || trip.check_out)) {
    if (!isRealDate(expiry)) issues.push({ field: 'passport_expiry', message: 'validation.date' });
    else if (validFrom ? expiry < validFrom : expiry <= trip.check_out) {
      issues.push({
        field: 'passport_expiry',
        message: validFrom ? 'tourist.errors.documentValidUntil' : 'tourist.errors.passportExpiry',
      });
    }
  }
  return issues;
}

/** docs/product.md §3, §5: the country's full mask, and not one of the agency's own numbers (`not_one_of`). */
export function contactSchema(notOneOf: readonly string[]) {
  return z.object({
    phone: z
      .string()
      .min(1, required)
      .refine(isCompletePhone, 'validation.phone')
      .refine((phone) => !notOneOf.includes(normalizePhone(phone)), 'tourist.errors.agencyPhone'),
    email: z.string().trim().min(1, required).pipe(z.email('validation.email').max(120, 'validation.email')),
  });
}

/** Adds the trip rules of every tourist to a schema holding `tourists` (booking and agency edit). */
export function withTripRules<
  S extends z.ZodType<{ tourists: Pick<TouristFields, 'birth_date' | 'passport_expiry'>[] }>,
>(schema: S, slots: readonly TouristSlot[], trip: (value: z.output<S>) => TripContext) {
  return schema.superRefine(
    (value, ctx) => {
      // Runs even while other fields are still wrong (see `when`), so the value may be partial.
      if (!Array.isArray(value?.tourists)) return;
      const context = trip(value);
      value.tourists.forEach((tourist, index) => {
        const slot = slots[index];
        if (!slot || typeof tourist?.birth_date !== 'string' || typeof tourist.passport_expiry !== 'string') return;
        for (const issue of tripIssues(tourist, slot, context)) {
          ctx.addIssue({ code: 'custom', path: ['tourists', index, issue.field], message: issue.message });
        }
      });
    },
    // A child's age error must show when its birth date is typed, not once the whole form is valid.
    { when: () => true },
  );
}

/** The booking form: tourists in the slots' order, contact, note (services live outside the form). */
export function bookingFormSchema({
  slots,
  trip,
  notOneOf,
}: {
  slots: readonly TouristSlot[];
  trip: TripContext;
  notOneOf: readonly string[];
}) {
  const base = z.object({
    tourists: z.array(touristFieldsSchema),
    contact: contactSchema(notOneOf),
    note: z.string().trim().max(500, 'tourist.errors.noteLength'),
  });
  return withTripRules(base, slots, () => trip);
}
export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>;

/** The buyer of flight tickets: the contact's phone and email with a name (lib/schemas/flights.ts `buyerSchema`). */
export const BUYER_NAME_MAX = 80;

/**
 * Booking a flight ticket (docs/product.md §11): the passengers as the tour booking's tourists, with
 * the ticket's age and document rules (`trip.ticket`), and the buyer as the tour's contact with a name.
 */
export function ticketBookingFormSchema({
  slots,
  trip,
  notOneOf,
}: {
  slots: readonly TouristSlot[];
  trip: TripContext;
  notOneOf: readonly string[];
}) {
  const base = z.object({
    tourists: z.array(touristFieldsSchema),
    contact: contactSchema(notOneOf).extend({
      name: z.string().trim().min(1, required).max(BUYER_NAME_MAX, 'tourist.errors.buyerNameLength'),
    }),
  });
  return withTripRules(base, slots, () => trip);
}
export type TicketBookingFormInput = z.input<ReturnType<typeof ticketBookingFormSchema>>;
export type TicketBookingFormOutput = z.output<ReturnType<typeof ticketBookingFormSchema>>;

/** The 422 keys the booking form can place on its fields (lib/schemas/booking.ts). */
export function touristErrorFields(count: number) {
  const fields = [
    'surname',
    'name',
    'birth_date',
    'gender',
    'passport_number',
    'passport_expiry',
    'citizenship',
  ] as const;
  return Array.from({ length: count }, (_, index) =>
    fields.map((field) => `tourists.${index}.${field}` as const),
  ).flat();
}

/**
 * What the tour booking form starts from, worked out on the server from these rules (its
 * validation, `bookingFormSchema`, loads on first use: docs/architecture.md §11): one slot per
 * tourist searched for, the fields' limits on today's date, the empty values and the 422 keys it
 * places on its fields.
 */
export function bookingFormStart(party: { adults: number; children_ages: readonly number[] }, today: string) {
  const slots = touristSlots(party);
  const values: BookingFormInput = {
    tourists: slots.map((slot) => emptyTourist(slot.kind)),
    contact: { phone: '', email: '' },
    note: '',
  };
  const errorFields = [...touristErrorFields(slots.length), 'contact.phone', 'contact.email', 'note'] as const;
  return { today, slots, fields: touristFieldRules(today), values, errorFields };
}
export type BookingFormStart = ReturnType<typeof bookingFormStart>;

/**
 * The agency-edit form (GET/PATCH orders/{id}/agency_edit): the check-in date (the nights stay, so
 * check-out moves with it), the tourists by id, contact and note. The trip rules follow the
 * check-in being edited; children keep the age they were booked with.
 */
export function agencyEditFormSchema({
  slots,
  nights,
  today,
  notOneOf,
}: {
  slots: readonly TouristSlot[];
  nights: number;
  today: string;
  notOneOf: readonly string[];
}) {
  const base = z.object({
    check_in: z.string().min(1, required),
    tourists: z.array(touristFieldsSchema.extend({ id: z.number().int().positive() })),
    contact: contactSchema(notOneOf),
    note: z.string().trim().max(500, 'tourist.errors.noteLength'),
  });
  return withTripRules(base, slots, (value) => {
    const checkIn = typeof value?.check_in === 'string' && isRealDate(value.check_in) ? value.check_in : '';
    return { check_in: checkIn, check_out: checkIn ? addIsoDays(checkIn, nights) : '', today };
  });
}
export type AgencyEditFormInput = z.input<ReturnType<typeof agencyEditFormSchema>>;
export type AgencyEditFormOutput = z.output<ReturnType<typeof agencyEditFormSchema>>;
