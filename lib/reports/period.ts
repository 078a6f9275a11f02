import { isoDayOf } from '@/lib/shared/calendar-days';

/**
 * The reports' periods (docs/product.md §13 "Report screens"): ISO days, the presets of the period
 * picker, and the default period. Pure and zod-free (it is in the report pages' first load).
 */

export interface Period {
  date_from: string;
  date_to: string;
}

export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'thisQuarter', 'last12Months'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The longest period a report covers (lib/schemas/reports.ts REPORT_MAX_DAYS, without its zod). */
export const PERIOD_MAX_DAYS = 367;

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
const parts = (today: string) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, day };
};

/** Days in [from, to], both counted. */
export const periodDays = (period: Period) => Math.round((Date.parse(`${period.date_to}T00:00:00Z`) - Date.parse(`${period.date_from}T00:00:00Z`)) / DAY_MS) + 1;

/** A preset's period as of `today` (ISO). "This" periods end today; the last 12 months end today and start the day after that date a year ago. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
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
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.date_from === period.date_from && candidate.date_to === period.date_to;
  }) ?? null;
}

/** A period from the URL: both days valid (ISO, or DD.MM.YYYY as the plain form sends them), in order and not longer than the reports allow; else null. */
export function readPeriod(from: string | null | undefined, to: string | null | undefined): Period | null {
  const [date_from, date_to] = [isoDayOf(from ?? undefined), isoDayOf(to ?? undefined)];
  if (!date_from || !date_to) return null;
  const period = { date_from, date_to };
  const days = periodDays(period);
  return days >= 1 && days <= PERIOD_MAX_DAYS ? period : null;
}

/** A report query's filters: all but its sort and page (what the filter form edits). */
export function reportFiltersOf<Q extends { sort: string; page: number }>(query: Q): Omit<Q, 'sort' | 'page'> {
  const filters: Partial<Q> = { ...query };
  delete filters.sort;
  delete filters.page;
  return filters as Omit<Q, 'sort' | 'page'>;
}
