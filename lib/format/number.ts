const formats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options for the life of the process (or page): building
 * one costs tens of microseconds, more than the formatting, and prices, rates and percents are
 * formatted in lists and on every server render. `intlLocale` is a BCP-47 tag (`uk` for `ua`).
 */
export function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A count (orders, tickets, rules found …) as the user's language writes it, grouped by thousands:
 * "12 345" in ru and ua (a no-break space), "12.345" in ro, "12,345" in en (docs/product.md §10
 * "Prices"). `intlLocale` is a BCP-47 tag (`uk` for `ua`).
 */
export function formatCount(value: number, intlLocale: string): string {
  return numberFormat(intlLocale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * An exchange rate as the user's language writes it: the locale's decimal sign and grouping, 2 to
 * 6 decimals, as many as the rate has ("19,7512" in ru, "0.051414" in en): the National Bank's
 * rates have 4, a payment's EUR-per-unit rate 6 (docs/product.md §12). Never rounded further, so
 * the rate shown is the one the EUR amount was computed with.
 */
export function formatRate(value: number, intlLocale: string): string {
  return numberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(value);
}
