import {
  formattingLocale,
  localeNames,
  localeFromAcceptLanguage,
  localeOfFormatting,
  locales,
  resolveLocale,
} from '@/lib/i18n/locales';

describe('locale resolution', () => {
  it('lets the stored cookie win over the browser', () => {
    expect(resolveLocale('en', 'ro-RO,ro;q=0.9')).toBe('en');
  });

  it('maps uk / uk-UA to our ua id', () => {
    expect(resolveLocale(undefined, 'uk-UA,uk;q=0.9,en;q=0.5')).toBe('ua');
    expect(localeFromAcceptLanguage('uk')).toBe('ua');
  });

  it('follows q-values to the first language we have', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,ro;q=0.8,en;q=0.7')).toBe('ro');
    expect(localeFromAcceptLanguage('en;q=0.1,ro;q=0.5')).toBe('ro');
  });

  it('falls back to ru for unknown cookie and language', () => {
    expect(resolveLocale('de', 'fr-FR')).toBe('ru');
    expect(resolveLocale(undefined, undefined)).toBe('ru');
    expect(resolveLocale('', '')).toBe('ru');
  });
});

describe('our locale id of a formatting locale', () => {
  it('undoes formattingLocale for every locale (uk is ua) and falls back to ru', () => {
    for (const locale of locales) expect(localeOfFormatting(formattingLocale(locale))).toBe(locale);
    expect(localeOfFormatting('de')).toBe('ru');
  });
});

describe('the switcher names each language as its speakers do', () => {
  it('calls Ukrainian "Українська", not the adjective "Український"', () => {
    expect(localeNames).toEqual({ ro: 'Română', en: 'English', ua: 'Українська', ru: 'Русский' });
  });
});
