/**
 * Dates as the portal shows them (docs/product.md §9: DD.MM.YYYY), always on Moldova's clock: the
 * agencies work in Europe/Chisinau, so a server in UTC and a laptop abroad print the same thing.
 */
export const PORTAL_TIME_ZONE = 'Europe/Chisinau';

// Made on first use, not when a page's code loads: the first Intl formatter of a page costs the
// browser a few milliseconds (tens on a slow phone), which pages that show no date need not pay.
let clock: Intl.DateTimeFormat | undefined;
const portalClock = () =>
  (clock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

export type DateTimeFields = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/** Two-digit (four for the year) parts of a moment on the portal's clock; null when unreadable. */
export function dateTimeFields(value: string | Date): DateTimeFields | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const out = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of portalClock().formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/**
 * A moment's calendar date (YYYY-MM-DD) on the portal's clock: "today" for the agencies and the
 * operator alike, whatever zone the server or the laptop runs in (the demo backend's today too).
 */
export function portalToday(now: Date = new Date()): string {
  const f = dateTimeFields(now);
  return f ? `${f.year}-${f.month}-${f.day}` : '';
}

/** DD.MM.YYYY; an unreadable value gives an empty string rather than "Invalid Date". */
export function formatDate(value: string | Date): string {
  const f = dateTimeFields(value);
  return f ? `${f.day}.${f.month}.${f.year}` : '';
}

/** DD.MM.YYYY HH:mm (24-hour). */
export function formatDateTime(value: string | Date): string {
  const f = dateTimeFields(value);
  return f ? `${f.day}.${f.month}.${f.year} ${f.hour}:${f.minute}` : '';
}

/**
 * A wire calendar date (`YYYY-MM-DD`, optionally followed by a time) as DD.MM.YYYY, read from the
 * string rather than through Date so no time zone can move the day. Anything else comes back
 * unchanged rather than as "NaN.NaN.NaN".
 */
export function formatCalendarDate(wire: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(wire.trim());
  if (!match) return wire;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long before `now` a moment was, in the words of `intlLocale` (`uk` for `ua`): "now" under a
 * minute, then "5 minutes ago", "3 hours ago". Null from a day on (the caller shows
 * formatDateTime), for an unreadable value, and for a moment more than a minute ahead of `now`
 * (another clock than ours).
 */
export function formatTimeAgo(value: string | Date, now: number, intlLocale: string): string | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  const elapsed = now - time;
  if (Number.isNaN(elapsed) || elapsed <= -MINUTE_MS || elapsed >= DAY_MS) return null;
  let format = relativeFormats.get(intlLocale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' });
    relativeFormats.set(intlLocale, format);
  }
  if (elapsed < MINUTE_MS) return format.format(0, 'second');
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
}
