import { numberFormat } from '@/lib/format/number';
import { PRICE_LINE_KEYS, type PriceBreakdown, type PriceLine, type PriceLineKey } from '@/lib/schemas/booking';

/**
 * How a price breakdown (docs/product.md §3 "Price breakdown lines") is presented: the lines grouped the way
 * an agent reads a calculation — what the tourists pay for, what the agency earns, what it pays —
 * in one fixed order whatever order the backend sent, with lines that say nothing left out.
 */
export type BreakdownGroup = 'price' | 'commission' | 'payable';

const GROUP: Readonly<Record<PriceLineKey, BreakdownGroup>> = {
  hotel: 'price',
  daily_prices: 'price',
  discounts: 'price',
  tickets: 'price',
  agency_markup: 'price',
  transfer: 'price',
  insurance: 'price',
  aquapark: 'price',
  night_show: 'price',
  gala_dinner: 'price',
  taxes: 'price',
  handling_fee: 'price',
  commission: 'commission',
  partner_commission: 'commission',
  gross_commission: 'commission',
  increased_commission_percent: 'commission',
  total_tickets: 'payable',
  net_amount: 'payable',
};

export const BREAKDOWN_GROUPS: readonly BreakdownGroup[] = ['price', 'commission', 'payable'];

export interface BreakdownRow {
  key: PriceLineKey;
  /** EUR; null for a percent-only line. */
  amount: number | null;
  percent: number | null;
  days: NonNullable<PriceLine['days']>;
  /** The amount the agency transfers: shown stronger. */
  emphasis: boolean;
}

/** A line says something when it has a non-zero amount, a percent, or per-day prices. */
function meaningful(line: PriceLine): boolean {
  return (line.amount !== null && line.amount !== 0) || (line.percent !== null && line.percent > 0) || (line.days?.length ?? 0) > 0;
}

/** The rows of each group, in the order of docs/product.md; empty groups are left out. */
export function breakdownGroups(price: PriceBreakdown): { group: BreakdownGroup; rows: BreakdownRow[] }[] {
  const byKey = new Map(price.lines.filter(meaningful).map((line) => [line.key, line]));
  return BREAKDOWN_GROUPS.map((group) => ({
    group,
    rows: PRICE_LINE_KEYS.filter((key) => GROUP[key] === group && byKey.has(key)).map((key) => {
      const line = byKey.get(key)!;
      return { key, amount: line.amount, percent: line.percent, days: line.days ?? [], emphasis: key === 'net_amount' };
    }),
  })).filter((entry) => entry.rows.length > 0);
}

/** "12.5 %" in the user's number format; whole percents without decimals. */
export function formatPercent(percent: number, intlLocale: string): string {
  return `${numberFormat(intlLocale, { maximumFractionDigits: 2 }).format(percent)} %`;
}
