import { createTranslator } from 'next-intl';
import { loadMessages } from '@/lib/i18n/catalogues';
import { formattingLocale, isLocale, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { formatWait } from '@/lib/format/wait';
import type { Translate } from '@/lib/shared/offer-summary';

/**
 * The client's language on the page of a selection (docs/product.md "Client selections"): the
 * switcher's `?lang=` wins, then the `locale` cookie, then Accept-Language, then ru.
 */
export function selectionLocale(input: {
  lang: string | null | undefined;
  cookie: string | undefined;
  acceptLanguage: string | null | undefined;
}): { locale: Locale; chosen: boolean } {
  if (isLocale(input.lang)) return { locale: input.lang, chosen: true };
  return { locale: resolveLocale(input.cookie, input.acceptLanguage), chosen: false };
}

export interface SelectionText {
  locale: Locale;
  /** The BCP-47 tag numbers and plurals are formatted with (`uk` for `ua`). */
  intlLocale: string;
  /** Over the whole catalogue: `selection.…`, `format.…`, `validation.…`. */
  t: Translate;
  /** Whether the catalogue has this key. */
  has: (key: string) => boolean;
}

export async function selectionText(locale: Locale): Promise<SelectionText> {
  const intlLocale = formattingLocale(locale);
  const translator = createTranslator({ locale: intlLocale, messages: await loadMessages(locale) });
  const t: Translate = (key, values) => (translator as unknown as Translate)(key, values);
  const has = (key: string) => translator.has(key as Parameters<typeof translator.has>[0]);
  return { locale, intlLocale, t, has };
}

/** A "try again" message's `{when}`: the backend's Retry-After as the client reads it, or `unknown` without one. */
export function waitValues(text: SelectionText, retryAfterS: number | undefined): { when: string } {
  return { when: retryAfterS === undefined ? 'unknown' : formatWait(retryAfterS, text.intlLocale) };
}
