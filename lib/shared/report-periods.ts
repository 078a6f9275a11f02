/**
 * The reports' periods as facts of the calendar (docs/product.md §13): the period a report compares
 * with and the day a by-day row compares with ("Comparison"), answered by the demo backend's sales
 * report and shown by the pages; the period picker's presets and the default periods the report
 * pages read a URL without a period as. The period's rule (order, length) is the query schemas'
 * (lib/schemas/reports.ts). Plain functions: the sales table names a row's comparison day in the
 * browser (docs/architecture.md §11).
 */

export interface ReportPeriod {
  date_from: string;
  date_to: string;
}

export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'thisQuarter', 'last12Months'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const DAY_MS = 86_400_000;
const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
const parts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, day: date };
};

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `[from, to]` is a whole calendar month, quarter or year (null if none): its first day starts one and its last day ends it. */
export function calendarUnitOf(period: ReportPeriod): 'month' | 'quarter' | 'year' | null {
  const { year, month, day } = parts(period.date_from);
  if (day !== 1) return null;
  if (period.date_to === iso(year + 1, 0, 0) && month === 0) return 'year';
  if (period.date_to === iso(year, month + 3, 0) && month % 3 === 0) return 'quarter';
  if (period.date_to === iso(year, month + 1, 0)) return 'month';
  return null;
}

/**
 * The period a report compares with (docs/product.md §13 "Comparison"): the previous calendar
 * month, quarter or year of a whole one (October → September, March → February, Q2 → Q1), else
 * the same number of days just before. The backend answers it; the page shows the backend's.
 */
export function previousPeriod(from: string, to: string): ReportPeriod {
  const { year, month } = parts(from);
  switch (calendarUnitOf({ date_from: from, date_to: to })) {
    case 'year':
      return { date_from: iso(year - 1, 0, 1), date_to: iso(year, 0, 0) };
    case 'quarter':
      return { date_from: iso(year, month - 3, 1), date_to: iso(year, month, 0) };
    case 'month':
      return { date_from: iso(year, month - 1, 1), date_to: iso(year, month, 0) };
    default: {
      const length = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
      return { date_from: isoOf(dayMs(from) - length * DAY_MS), date_to: isoOf(dayMs(from) - DAY_MS) };
    }
  }
}

/**
 * The day a by-day row compares with (docs/product.md §13 "Comparison"): the same weekday in the
 * previous period, whole weeks back, as many weeks as lie (rounded, at least one) between the two
 * periods' first days; null when that day is not in the previous period.
 */
export function comparisonDay(day: string, from: string, to: string): string | null {
  const previous = previousPeriod(from, to);
  const weeks = Math.max(1, Math.round((dayMs(from) - dayMs(previous.date_from)) / DAY_MS / 7));
  const before = isoOf(dayMs(day) - weeks * 7 * DAY_MS);
  return before >= previous.date_from && before <= previous.date_to ? before : null;
}

/**
 * How far ahead of today the agency holds charter blocks (docs/product.md §13 "One inventory"): the
 * demo seeds none later, and the charter report's default period reaches this far.
 */
export const CHARTER_AHEAD_DAYS = 92;

/**
 * The charter report's period when none is given (docs/product.md §13): from the first of this month
 * to CHARTER_AHEAD_DAYS ahead, so the coming flights, whose release dates matter, are in it. The
 * backend answers a call without dates with it, the page's URL without dates reads it.
 */
export function charterDefaultPeriod(today: string): ReportPeriod {
  const { year, month, day } = parts(today);
  return { date_from: iso(year, month, 1), date_to: iso(year, month, day + CHARTER_AHEAD_DAYS) };
}

/** A preset's period as of `today` (ISO). "This" periods end today; the last 12 months end today and start the day after that date a year ago. */
export function presetPeriod(preset: PeriodPreset, today: string): ReportPeriod {
  const { year, month, day } = parts(today);
  switch (preset) {
    case 'thisMonth':
      return { date_from: iso(year, month, 1), date_to: today };
    case 'lastMonth':
      return { date_from: iso(year, month - 1, 1), date_to: iso(year, month, 0) };
    case 'thisQuarter':
      return { date_from: iso(year, month - (month % 3), 1), date_to: today };
    case 'last12Months':
      return { date_from: iso(year - 1, month, day + 1), date_to: today };
  }
}

/** Which preset a period is, if any (the picker marks it). */
export function presetOf(period: ReportPeriod, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.date_from === period.date_from && candidate.date_to === period.date_to;
    }) ?? null
  );
}

/** A report page's query with its period: the URL's when it gave both days (its schema checked them), else `fallback`. */
export function withPeriod<Q extends { date_from?: string; date_to?: string }>(
  query: Q,
  fallback: ReportPeriod,
): Q & ReportPeriod {
  return query.date_from && query.date_to
    ? { ...query, date_from: query.date_from, date_to: query.date_to }
    : { ...query, ...fallback };
}
