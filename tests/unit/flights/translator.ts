import { createTranslator } from 'next-intl';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/shared/offer-summary';
import en from '@/messages/en';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import ua from '@/messages/ua';

const catalogues = { en, ro, ru, ua };

/** The whole catalogue of `locale` as the pages' `useTranslate()` gives it. */
export function translator(locale: Locale): Translate {
  const t = createTranslator({ locale: formattingLocale(locale), messages: catalogues[locale] });
  return (key, values) => t(key as never, values as never);
}
