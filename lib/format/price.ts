import type { Currency } from '@/lib/schemas/search';
import { numberFormat } from './number';

/**
 * A price in its currency as the user's language writes it ("1 234 €" in ru, "€1,234" in en).
 * `intlLocale` is a BCP-47 tag: next-intl's locale, which is already `uk` for the `ua` interface.
 * Whole amounts show no cents, the others two decimals.
 */
export function formatPrice(amount: number, currency: Currency, intlLocale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(intlLocale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}
