import type { Currency } from '@/lib/schemas/search';
import { numberFormat } from './number';

/** The currencies an amount is shown in: the offers' and a ticket desk payment's lei (docs/product.md §12). */
export type PriceCurrency = Currency | 'MDL';

/** The symbol written after an amount (DejaVu Sans, the PDF font, has all three: docs/product.md §10 "Prices"); lei by their code. */
export const CURRENCY_SYMBOLS: Readonly<Record<PriceCurrency, string>> = { EUR: '€', USD: '$', UAH: '₴', MDL: 'MDL' };

/**
 * A price in one style in every language (docs/product.md §10 "Prices"): the number with the
 * user's grouping and decimal separators, a non-breaking space, then the symbol: "1 234,56 €" in
 * ru, "1,234.56 €" in en, "946 $", "946 ₴". Whole amounts show no cents, the others two decimals.
 * `intlLocale` is a BCP-47 tag: next-intl's locale, which is already `uk` for the `ua` interface.
 * The one price formatter: the pages, the copied text, the PDFs and the rate menu all use it.
 */
export function formatPrice(amount: number, currency: PriceCurrency, intlLocale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number = numberFormat(intlLocale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount,
  );
  return `${number}\u00a0${CURRENCY_SYMBOLS[currency]}`;
}
