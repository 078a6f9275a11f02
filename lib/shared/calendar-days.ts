/**
 * Calendar days as ISO `YYYY-MM-DD` strings: whether one exists, days or a year later, an age on
 * a day, the days a range covers. Counted on the calendar, not in 24-hour steps of a clock, so no
 * change of summer time can repeat or skip a day.
 * Plain functions that browser code reads (the flight search's form and age groups);
 * lib/shared/tourist-rules.ts re-exports them with the booking rules.
 */

/** Whether `YYYY-MM-DD` is a real calendar day (no 31.02). */
export function isRealDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as a list's URL may carry it, ISO or DD.MM.YYYY as typed into a plain GET form's date field
 * (docs/architecture.md "Server-first screens"), as ISO; undefined when it names no real day.
 */
export function isoDayOf(text: string | undefined): string | undefined {
  const typed = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text ?? '');
  const iso = typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : (text ?? '');
  return isRealDate(iso) ? iso : undefined;
}

/** `days` after (negative: before) an ISO day, as ISO. */
export function addIsoDays(iso: string, days: number): string {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: it would read years 0-99 as 1900-1999.
  date.setUTCFullYear(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `years` later (negative: earlier); 29 February falls back to the 28th. */
export function addYears(iso: string, years: number): string {
  const year = String(Number(iso.slice(0, 4)) + years).padStart(4, '0');
  const shifted = `${year}${iso.slice(4)}`;
  return isRealDate(shifted) ? shifted : `${year}${iso.slice(4, 8)}28`;
}

/** Full years between a birth date and a day (the age on the check-in date). */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** Days a range covers, both ends included. */
export function rangeDays(range: { from: string; to: string }): number {
  // Whole days between the two UTC midnights: no daylight-saving hour can round it off.
  const utc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(range.to) - utc(range.from)) / 86_400_000) + 1;
}
