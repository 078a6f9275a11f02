'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useMessages } from 'next-intl';
import { mergeMessages, type Tree } from '@/lib/i18n/message-tree';

// Parsed once per text. The texts are a catalogue part per locale and scope (lib/i18n/
// client-messages.ts), a handful per server process and one or two per page in the browser; the
// objects are only read.
const parsed = new Map<string, Tree>();

function parseOnce(json: string): Tree {
  let messages = parsed.get(json);
  if (!messages) parsed.set(json, (messages = JSON.parse(json) as Tree));
  return messages;
}

interface Props {
  locale: string;
  timeZone: string;
  /** The scope's catalogue part as JSON text (clientMessagesJson). */
  json: string;
  children: ReactNode;
}

/** next-intl's provider with a scope's catalogue part, given as JSON text. */
export function IntlMessages({ locale, timeZone, json, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={parseOnce(json)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The same inside another scope's provider: its part laid over the enclosing messages. */
export function NestedIntlMessages({ locale, timeZone, json, children }: Props) {
  const outer = useMessages() as Tree;
  const messages = useMemo(() => mergeMessages(outer, parseOnce(json)), [outer, json]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
