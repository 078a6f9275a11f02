import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './catalogues';
import { LOCALE_COOKIE, formattingLocale, resolveLocale } from './locales';

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get('accept-language'));
  return {
    // next-intl formats and pluralises with this tag, so `ua` must become `uk` here.
    locale: formattingLocale(locale),
    messages: await loadMessages(locale),
    timeZone: 'Europe/Chisinau',
  };
});
