import { formatCalendarDate } from '@/lib/format/date';
import { numberFormat } from '@/lib/format/number';
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

/**
 * A rate as the user's language writes it, with 2 to 4 decimals ("19,7512" in ru, "19.75" in en).
 * `intlLocale` is next-intl's locale (`uk` for the `ua` interface). Not next-intl's getFormatter():
 * it builds its Intl formatters anew for every request, ~0.2 ms of every portal page's server CPU
 * for these two numbers.
 */
export function formatRate(value: number, intlLocale: string): string {
  return numberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);
}

function isRate(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** docs/architecture.md §4: the header widget hidden for the `ua` theme is the exchange-rate dropdown. */
export function themeShowsExchangeRate(themeId: string): boolean {
  return themeId !== 'ua';
}
