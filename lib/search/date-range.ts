import { addDays, addYears, differenceInCalendarDays, format, isValid, parse, subYears } from 'date-fns';

/**
 * The rules of typed and picked dates (SPEC.md §5): DD.MM.YYYY with a mask, an invalid or
 * out-of-range typed date is cleared (with "later than / earlier than {date}"), a range counts
 * only with both ends, limits 100 years back and 5 ahead by default. Dates travel as ISO
 * `YYYY-MM-DD` strings; Date objects exist only for the calendar, at local midnight.
 */

export const DISPLAY_DATE_FORMAT = 'dd.MM.yyyy';
const ISO_FORMAT = 'yyyy-MM-dd';


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
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text.trim())) return null;
  const date = parse(text.trim(), DISPLAY_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? format(date, ISO_FORMAT) : null;
}

/** The local calendar day of a Date as ISO. */
export function toIsoDate(date: Date): string {
  return format(date, ISO_FORMAT);
}

/** A Date at local midnight for an ISO day (for the calendar), or undefined for anything else. */
export function fromIsoDate(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = parse(iso, ISO_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

/** The picker's limits around today: by default 100 years back and 5 years ahead. */
export function dateLimits(today: Date, { yearsBack = 100, yearsAhead = 5 }: { yearsBack?: number; yearsAhead?: number } = {}): DateLimits {
  return { min: toIsoDate(subYears(today, yearsBack)), max: toIsoDate(addYears(today, yearsAhead)) };
}

export type TypedDateCheck =
  /** `value` is ISO, or '' for an empty text (nothing chosen). */
  | { ok: true; value: string }
  /** The text is cleared; `min`/`max` say which limit it broke (the message names the limit). */
  | { ok: false; reason: 'invalid' | 'min' | 'max' };

/** A typed date against the format and the limits; an empty text is fine (nothing chosen). */
export function checkTypedDate(text: string, limits: DateLimits): TypedDateCheck {
  if (text.trim() === '') return { ok: true, value: '' };
  const value = parseDisplayDate(text);
  if (!value) return { ok: false, reason: 'invalid' };
  if (value < limits.min) return { ok: false, reason: 'min' };
  if (value > limits.max) return { ok: false, reason: 'max' };
  return { ok: true, value };
}

/** A range only when both ends are chosen (put in order), otherwise no range at all. */
export function acceptRange(from: string | undefined, to: string | undefined): DateRange | null {
  if (!from || !to) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The week from the first date that has tours on or after today: the form's default range. */
export function firstHintedWeek(hints: readonly string[], today: Date): DateRange | null {
  const start = toIsoDate(today);
  const first = [...hints].sort().find((hint) => hint >= start);
  const from = fromIsoDate(first);
  return from && first ? { from: first, to: toIsoDate(addDays(from, 6)) } : null;
}

/** Days a range covers, both ends included. */
export function rangeDays(range: DateRange): number {
  return differenceInCalendarDays(fromIsoDate(range.to)!, fromIsoDate(range.from)!) + 1;
}
