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
