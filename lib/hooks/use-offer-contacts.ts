'use client';

import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { output } from 'zod';
import { apiRead } from '@/lib/hooks/fetcher';
import { useUser } from '@/lib/hooks/use-user';
import { offerContactsSchema, type offerContactsResponseSchema, type OfferContacts } from '@/lib/schemas/saved-offers';

/** SWR key of the agency's own contacts: GET search/offers/contacts. */
export const OFFER_CONTACTS_KEY = '/api/search/offers/contacts';

export type ContactEdits = Partial<OfferContacts>;

const editsSchema = offerContactsSchema.partial();

/** Where this browser keeps one user's edits, so two agents sharing a computer keep theirs apart. */
export const contactEditsStorageKey = (userEmail: string) => `offer-contacts:${userEmail}`;

function readEdits(key: string): ContactEdits {
  try {
    const stored = window.localStorage.getItem(key);
    if (!stored) return {};
    const parsed = editsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    // Storage blocked or a broken value: start from the server's contacts.
    return {};
  }
}

function writeEdits(key: string, edits: ContactEdits): void {
  try {
    if (Object.keys(edits).length) window.localStorage.setItem(key, JSON.stringify(edits));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the edits still hold for this page.
  }
}

const fetchContacts = apiRead((answer: output<typeof offerContactsResponseSchema>) => answer.data);

/**
 * The contacts the client gets (dialog and PDF): the agency's contacts from the server with the
 * agent's own edits over them. Edits are kept in this browser per user, so they survive closing
 * the dialog and reloading; `reset` drops them. Loaded only when `enabled`.
 */
export function useOfferContacts(enabled: boolean) {
  const { user } = useUser();
  const storageKey = contactEditsStorageKey(user.email);
  // Rendered only in the browser (the dialog opens on a click), so storage is there.
  const [edits, setEdits] = useState<ContactEdits>(() => readEdits(storageKey));
  const server = useSWR<OfferContacts>(enabled ? OFFER_CONTACTS_KEY : null, fetchContacts, {
    revalidateOnFocus: false,
  });

  const contacts = useMemo(() => (server.data ? { ...server.data, ...edits } : undefined), [server.data, edits]);

  const setField = useCallback(
    (name: keyof OfferContacts, value: string) =>
      setEdits((current) => {
        const next = { ...current, [name]: value };
        writeEdits(storageKey, next);
        return next;
      }),
    [storageKey],
  );

  const reset = useCallback(() => {
    writeEdits(storageKey, {});
    setEdits({});
  }, [storageKey]);

  return {
    contacts,
    edited: Object.keys(edits).length > 0,
    error: server.error as unknown,
    isLoading: server.isLoading,
    retry: () => void server.mutate(),
    setField,
    reset,
  };
}
