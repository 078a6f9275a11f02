import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/catalogues';
import { clientMessagesJson, ENCLOSING_SCOPE, type ClientScope } from '@/lib/i18n/client-messages';
import { IntlMessages, NestedIntlMessages } from './intl-messages';

/** next-intl's provider with only the catalogue part the client components of `scope` read. */
export async function ClientIntl({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  const [messages, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  const Provider = ENCLOSING_SCOPE[scope] ? NestedIntlMessages : IntlMessages;
  return (
    <Provider locale={locale} timeZone={timeZone} json={clientMessagesJson(messages as Messages, scope)}>
      {children}
    </Provider>
  );
}
