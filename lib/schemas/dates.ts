import { refine, string } from 'zod/mini';
import { isRealDate } from '@/lib/shared/calendar-days';

/**
 * The calendar days of the wire contract, one rule for every date field of lib/schemas: a day
 * that exists on the calendar (no 2026-02-30, 2026-11-00 or 2026-11-99), which the demo backend
 * answers otherwise with a 422 on the field in the user's language. zod/mini: the lists' URL
 * schemas (lib/schemas/*-query.ts) use them in the browser; a classic schema takes them as they
 * are (`z.optional(isoDate)`).
 */

/** An ISO `YYYY-MM-DD` day, refused with `validation.date`. */
export const isoDate = string().check(refine(isRealDate, 'validation.date'));

/**
 * The same rule, its message left to the parse: a call that words its fields' errors itself (the
 * booking's birth date, the search's dates) names it; any other says `validation.invalid`.
 */
export const isoDateUnworded = string().check(refine(isRealDate));

/** A `DD.MM.YYYY` day, as the user types it (the profile's commission period), refused with `validation.date`. */
export const dottedDate = string().check(
  refine((value) => {
    const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
    return match !== null && isRealDate(`${match[3]}-${match[2]}-${match[1]}`);
  }, 'validation.date'),
);
