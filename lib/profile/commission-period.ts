import { dateTimeFields } from '@/lib/format/date';
import { parseDisplayDate } from '@/lib/search/date-range';

/**
 * The period of the profile's commission (docs/product.md §10 "The profile"): in the URL as
 * `?from=DD.MM.YYYY&to=DD.MM.YYYY` (the wire's own form), so a period can be reloaded and shared;
 * without one, or with a broken one, the current month up to today on the portal's clock.
 */
export interface CommissionPeriod {
  /** DD.MM.YYYY, inclusive. */
  from: string;
  /** DD.MM.YYYY, inclusive. */
  to: string;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The current month up to today, on the portal's clock. */
export function defaultCommissionPeriod(now: Date = new Date()): CommissionPeriod {
  const today = dateTimeFields(now)!;
  return { from: `01.${today.month}.${today.year}`, to: `${today.day}.${today.month}.${today.year}` };
}

/** The period the URL names when both ends are real days in order; else the default. */
export function readCommissionPeriod(params: Record<string, string | string[] | undefined>, now: Date = new Date()): CommissionPeriod {
  const from = one(params.from) ?? '';
  const to = one(params.to) ?? '';
  const fromIso = parseDisplayDate(from);
  const toIso = parseDisplayDate(to);
  if (!fromIso || !toIso || fromIso > toIso) return defaultCommissionPeriod(now);
  return { from, to };
}

/** The URL of the commission section for a period. */
export function commissionHref(period: CommissionPeriod): string {
  return `/profile/commission?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}
