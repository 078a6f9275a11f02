import { formatCount, formatRate } from '@/lib/format/number';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';

// docs/product.md §10 "Prices": counts and exchange rates are written in the user's language, like
// prices: its grouping and its decimal sign, never the program's "1234" or "0.912369".
const NBSP = '\u00a0';
const intl = (locale: Locale) => formattingLocale(locale);

describe('formatCount', () => {
  const cases: Array<[locale: Locale, thousand: string, million: string]> = [
    ['ru', `1${NBSP}234`, `1${NBSP}234${NBSP}567`],
    ['ua', `1${NBSP}234`, `1${NBSP}234${NBSP}567`],
    ['ro', '1.234', '1.234.567'],
    ['en', '1,234', '1,234,567'],
  ];
  for (const [locale, thousand, million] of cases) {
    it(`groups a count by thousands in ${locale}`, () => {
      expect(formatCount(7, intl(locale))).toBe('7');
      expect(formatCount(1234, intl(locale))).toBe(thousand);
      expect(formatCount(1234567, intl(locale))).toBe(million);
    });
  }
});

describe('formatRate', () => {
  const cases: Array<[locale: Locale, sixDecimals: string, nationalBank: string, grouped: string]> = [
    ['ru', '0,912369', '19,7512', `1${NBSP}234,50`],
    ['ua', '0,912369', '19,7512', `1${NBSP}234,50`],
    ['ro', '0,912369', '19,7512', '1.234,50'],
    ['en', '0.912369', '19.7512', '1,234.50'],
  ];
  for (const [locale, sixDecimals, nationalBank, grouped] of cases) {
    it(`writes a rate with the decimal sign of ${locale}, 2 to 6 decimals, as many as it has`, () => {
      expect(formatRate(0.912369, intl(locale))).toBe(sixDecimals);
      expect(formatRate(19.7512, intl(locale))).toBe(nationalBank);
      expect(formatRate(1234.5, intl(locale))).toBe(grouped);
    });
  }

  it('keeps one formatter per locale: ru after en still writes a comma', () => {
    expect(formatRate(0.05, 'en')).toBe('0.05');
    expect(formatRate(0.05, 'ru')).toBe('0,05');
  });
});
