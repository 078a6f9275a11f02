import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/catalogues';
import { clientMessages, type ClientScope } from '@/lib/i18n/client-messages';

/** next-intl's provider with only the catalogue part the client components of `scope` read. */
export async function ClientIntl({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={clientMessages(messages, scope)}>{children}</NextIntlClientProvider>;
}
