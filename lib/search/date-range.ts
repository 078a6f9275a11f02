/**
 * The rules of typed and picked dates (docs/product.md §5): DD.MM.YYYY with a mask, an invalid or
 * out-of-range typed date is cleared (with "later than / earlier than {date}"), so is one outside
 * a given list of allowed dates, a range counts only with both ends, limits 100 years back and 5
 * ahead by default. Dates travel as ISO
 * `YYYY-MM-DD` strings; Date objects exist only for the calendar, at local midnight.
 *
 * By hand rather than date-fns' parse/format, whose token machinery is not needed for three fixed
 * patterns.
 */

import { addIsoDays, addYears } from '@/lib/shared/calendar-days';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A local-midnight Date of a calendar day, or undefined when the day does not exist (31.04). */
function localDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: it would read years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

export interface DateLimits {
  /** ISO, inclusive. */
  min: string;
  /** ISO, inclusive. */
  max: string;
}

export interface DateRange {
  from: string;
  to: string;
}

/** The typed text kept to digits with the dots put in: "0112202" → "01.12.202". */
export function maskDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/** ISO date of a whole DD.MM.YYYY text that names a real day, else null ("31.02.2026" is null). */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  const date = match && localDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return date ? toIsoDate(date) : null;
}

/** The local calendar day of a Date as ISO. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Date at local midnight for an ISO day (for the calendar), or undefined for anything else. */
export function fromIsoDate(iso: string | undefined): Date | undefined {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? localDay(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/**
 * The picker's limits around today (ISO; the portal's today, `portalToday()`, lib/format/date.ts):
 * by default 100 years back and 5 years ahead.
 */
export function dateLimits(
  today: string,
  { yearsBack = 100, yearsAhead = 5 }: { yearsBack?: number; yearsAhead?: number } = {},
): DateLimits {
  return { min: addYears(today, -yearsBack), max: addYears(today, yearsAhead) };
}

export type TypedDateCheck =
  /** `value` is ISO, or '' for an empty text (nothing chosen). */
  | { ok: true; value: string }
  /**
   * The text is cleared; `min`/`max` say which limit it broke (the message names the limit),
   * `notAllowed` that the day is not one of the allowed dates (`value`, for the message).
   */
  | { ok: false; reason: 'invalid' | 'min' | 'max' }
  | { ok: false; reason: 'notAllowed'; value: string };

/**
 * The allowed dates as a set, or null when every day within the limits may be chosen: a list is
 * a restriction only when it names some day (docs/product.md §5 "Dates").
 */
export function allowedDays(allowed: readonly string[] | undefined): ReadonlySet<string> | null {
  return allowed && allowed.length > 0 ? new Set(allowed) : null;
}

/** A typed date against the format, the limits and the allowed dates; an empty text is fine (nothing chosen). */
export function checkTypedDate(
  text: string,
  limits: DateLimits,
  allowed: ReadonlySet<string> | null = null,
): TypedDateCheck {
  if (text.trim() === '') return { ok: true, value: '' };
  const value = parseDisplayDate(text);
  if (!value) return { ok: false, reason: 'invalid' };
  if (value < limits.min) return { ok: false, reason: 'min' };
  if (value > limits.max) return { ok: false, reason: 'max' };
  if (allowed && !allowed.has(value)) return { ok: false, reason: 'notAllowed', value };
  return { ok: true, value };
}

/** A range only when both ends are chosen (put in order), otherwise no range at all. */
export function acceptRange(from: string | undefined, to: string | undefined): DateRange | null {
  if (!from || !to) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The week from the first date that has tours on or after today (ISO): the form's default range. */
export function firstHintedWeek(hints: readonly string[], today: string): DateRange | null {
  const first = [...hints].sort().find((hint) => hint >= today);
  return first && fromIsoDate(first) ? { from: first, to: addIsoDays(first, 6) } : null;
}

export { addIsoDays, rangeDays } from '@/lib/shared/calendar-days';
