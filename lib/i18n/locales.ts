export const locales = ['ru', 'ro', 'en', 'ua'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';
export const LOCALE_COOKIE = 'locale';
/** Names in the switcher, each in its own language (docs/product.md §1). */
export const localeNames: Record<Locale, string> = {
  ro: 'Română',
  en: 'English',
  ua: 'Українська',
  ru: 'Русский',
};

/** `ua` is our id, not a BCP-47 tag: formatting, plurals and dates use `uk` (docs/architecture.md §5). */
export function formattingLocale(locale: Locale): string {
  return locale === 'ua' ? 'uk' : locale;
}

/** Our id of next-intl's formatting locale (the inverse of formattingLocale); `ru` for anything else. */
export function localeOfFormatting(formatting: string): Locale {
  const id = formatting === 'uk' ? 'ua' : formatting;
  return isLocale(id) ? id : defaultLocale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Accept-Language → one of ours; `uk`/`uk-UA` map to `ua`. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    const id = base === 'uk' ? 'ua' : base;
    if (isLocale(id)) return id;
  }
  return undefined;
}

/** A stored choice wins; else the browser's language when it is one of ours; else ru. */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}
