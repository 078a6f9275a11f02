import { LOCALE_COOKIE, type Locale } from './locales';

// Apart from ./locales.ts, which the global error page (on every page's first load) reads.
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `locale` cookie as set by the language switcher and, at sign-in, from the language stored
 * for the user (POST v1/profile/settings), so the language follows them to another browser.
 */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
