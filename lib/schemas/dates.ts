import { z } from 'zod';
import { isRealDate } from '@/lib/shared/calendar-days';

/**
 * The calendar days of the wire contract, one schema for every date field of lib/schemas: a day
 * that exists on the calendar (no 2026-02-30, 2026-11-00 or 2026-11-99), else `validation.date`,
 * which the demo backend answers as a 422 naming the field in the user's language.
 */

/** An ISO `YYYY-MM-DD` day. */
export const isoDate = z.string().refine(isRealDate, 'validation.date');

/** A `DD.MM.YYYY` day, as the user types it (the profile's commission period). */
export const dottedDate = z.string().refine((value) => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return match !== null && isRealDate(`${match[3]}-${match[2]}-${match[1]}`);
}, 'validation.date');
