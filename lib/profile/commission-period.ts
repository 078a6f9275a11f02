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

/**
 * The period the URL names when both ends are real days in order; else `fallback` (the default
 * period; in the browser, the one the server rendered, so both agree).
 */
export function readCommissionPeriod(
  params: Record<string, string | string[] | null | undefined>,
  fallback: CommissionPeriod = defaultCommissionPeriod(),
): CommissionPeriod {
  const from = one(params.from ?? undefined) ?? '';
  const to = one(params.to ?? undefined) ?? '';
  const fromIso = parseDisplayDate(from);
  const toIso = parseDisplayDate(to);
  if (!fromIso || !toIso || fromIso > toIso) return fallback;
  return { from, to };
}

/** The query string of the commission section for a period. */
export function commissionSearch(period: CommissionPeriod): string {
  return `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}
