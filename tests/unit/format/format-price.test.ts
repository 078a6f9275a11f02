import { formatPrice } from '@/lib/format/price';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';

// docs/product.md §10 "Prices": one style in every language: the number in the user's grouping and
// decimals, a non-breaking space, then the symbol.
const NBSP = '\u00a0';
const show = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '⌴');

describe('formatPrice', () => {
  const cases: Array<[locale: string, whole: string, cents: string]> = [
    // ru and ua group with a no-break space, ro with a point, en with a comma.
    ['ru', `12${NBSP}345`, `1${NBSP}234,56`],
    ['ua', `12${NBSP}345`, `1${NBSP}234,56`],
    ['ro', '12.345', '1.234,56'],
    ['en', '12,345', '1,234.56'],
  ];
  for (const [locale, whole, cents] of cases) {
    it(`writes the amount, then the symbol, in ${locale}, for EUR, USD and UAH alike`, () => {
      const intl = formattingLocale(locale as Locale);
      for (const [currency, symbol] of [
        ['EUR', '€'],
        ['USD', '$'],
        ['UAH', '₴'],
      ] as const) {
        expect(show(formatPrice(12345, currency, intl))).toBe(show(`${whole}${NBSP}${symbol}`));
        expect(show(formatPrice(1234.56, currency, intl))).toBe(show(`${cents}${NBSP}${symbol}`));
      }
    });
  }

  it('shows whole amounts without decimals and others with two', () => {
    expect(show(formatPrice(946, 'EUR', 'en'))).toBe(show(`946${NBSP}€`));
    expect(show(formatPrice(810.02, 'EUR', 'en'))).toBe(show(`810.02${NBSP}€`));
    expect(show(formatPrice(99.5, 'USD', 'en'))).toBe(show(`99.50${NBSP}$`));
    expect(show(formatPrice(99.5, 'USD', 'ru'))).toBe(show(`99,50${NBSP}$`));
  });

  it('never puts the symbol first, nor breaks between the number and the symbol', () => {
    for (const locale of ['ru', 'ro', 'en', 'uk']) {
      for (const currency of ['EUR', 'USD', 'UAH'] as const) {
        const text = formatPrice(1234567.8, currency, locale);
        expect(text).toMatch(/^\d/);
        expect(text).not.toMatch(/ /);
      }
    }
  });
});
