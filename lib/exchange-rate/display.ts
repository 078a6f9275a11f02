import { formatCalendarDate } from '@/lib/format/date';
import type { ExchangeRate } from '@/lib/schemas/core';

/** What the exchange-rate dropdown shows (docs/product.md §4). */
export type RateView =
  | { kind: 'rates'; date: string; eur: number; usd: number }
  /** No rate set for today: one value missing counts as none, a half rate would mislead. */
  | { kind: 'none'; date: string | null }
  /** The rate could not be loaded. */
  | { kind: 'unavailable' };

export function rateView(rate: ExchangeRate | null | undefined): RateView {
  if (!rate) return { kind: 'unavailable' };
  const date = rate.date ? formatCalendarDate(rate.date) : null;
  const { eur_max_value: eur, usd_max_value: usd } = rate;
  if (isRate(eur) && isRate(usd)) return { kind: 'rates', date: date ?? '', eur, usd };
  return { kind: 'none', date };
}

function isRate(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** docs/architecture.md §4: the header widget hidden for the `ua` theme is the exchange-rate dropdown. */
export function themeShowsExchangeRate(themeId: string): boolean {
  return themeId !== 'ua';
}
