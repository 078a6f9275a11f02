import { enGB, ro, ru, uk, type Locale as DateFnsLocale } from 'date-fns/locale';
import type { Locale } from './locales';

/** The week starts on Monday (docs/product.md §1, §9), whatever the interface language. */
export const WEEK_STARTS_ON = 1 as const;

/** date-fns locales for the calendars (react-day-picker): `ua` formats as `uk`, English as en-GB. */
const dateFnsLocales: Record<Locale, DateFnsLocale> = { ru, ro, en: enGB, ua: uk };

export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return { ...dateFnsLocales[locale], options: { ...dateFnsLocales[locale].options, weekStartsOn: WEEK_STARTS_ON } };
}
