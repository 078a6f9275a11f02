import { numberFormat } from '@/lib/format/number';
import type { PriceBreakdown, PriceLine, PriceLineKey } from '@/lib/schemas/booking';

/**
 * How a price breakdown (docs/product.md §3 "Price breakdown lines") is presented, in words an
 * agent reads aloud to a client (docs/product.md §10 "Prices"): what the client pays for, group by
 * group, then the total, then what the agency earns and what it pays the operator; in one fixed
 * order whatever order the backend sent, with lines that say nothing left out.
 */
export type BreakdownGroup =
  'hotel' | 'flights' | 'transfer_insurance' | 'taxes_fees' | 'optional' | 'commission' | 'payable';

/** Each group's lines in display order; every line key is in exactly one group. */
const GROUPS: ReadonlyArray<readonly [BreakdownGroup, readonly PriceLineKey[]]> = [
  ['hotel', ['hotel', 'daily_prices', 'discounts']],
  ['flights', ['tickets', 'total_tickets']],
  ['transfer_insurance', ['transfer', 'insurance']],
  ['taxes_fees', ['taxes', 'handling_fee', 'agency_markup']],
  ['optional', ['aquapark', 'night_show', 'gala_dinner']],
  ['commission', ['commission', 'partner_commission', 'increased_commission_percent', 'gross_commission']],
  ['payable', ['net_amount']],
];

/** The groups whose lines add up to the total the client pays; the total is shown after them. */
export const CLIENT_GROUPS: ReadonlySet<BreakdownGroup> = new Set([
  'hotel',
  'flights',
  'transfer_insurance',
  'taxes_fees',
  'optional',
]);

/**
 * How a row reads: `amount` adds up to its group; `detail` explains another line and is not added
 * again (the per-night prices, the tickets with their taxes); `total` sums its group.
 */
export type BreakdownRowKind = 'amount' | 'detail' | 'total';
const KIND: Partial<Record<PriceLineKey, BreakdownRowKind>> = {
  daily_prices: 'detail',
  total_tickets: 'detail',
  increased_commission_percent: 'detail',
  gross_commission: 'total',
  net_amount: 'total',
};

export interface BreakdownRow {
  key: PriceLineKey;
  /** EUR; null for a percent-only line, and for the per-night prices (their sum is the hotel's line). */
  amount: number | null;
  percent: number | null;
  days: NonNullable<PriceLine['days']>;
  kind: BreakdownRowKind;
}

/** A line says something when it has a non-zero amount, a percent, or per-day prices. */
function meaningful(line: PriceLine): boolean {
  return (
    (line.amount !== null && line.amount !== 0) ||
    (line.percent !== null && line.percent > 0) ||
    (line.days?.length ?? 0) > 0
  );
}

/** The rows of each group, in display order; empty groups are left out. */
export function breakdownGroups(price: PriceBreakdown): { group: BreakdownGroup; rows: BreakdownRow[] }[] {
  const byKey = new Map(price.lines.filter(meaningful).map((line) => [line.key, line]));
  return GROUPS.map(([group, keys]) => ({
    group,
    rows: keys
      .filter((key) => byKey.has(key))
      .map((key) => {
        const line = byKey.get(key)!;
        const days = line.days ?? [];
        return {
          key,
          amount: days.length > 0 ? null : line.amount,
          percent: line.percent,
          days,
          kind: KIND[key] ?? 'amount',
        };
      }),
  })).filter((entry) => entry.rows.length > 0);
}

/** "12.5 %" in the user's number format; whole percents without decimals. */
export function formatPercent(percent: number, intlLocale: string): string {
  return `${numberFormat(intlLocale, { maximumFractionDigits: 2 }).format(percent)} %`;
}
