'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { CONTACT_LIMITS, type OfferContacts } from '@/lib/schemas/saved-offers';

const FIELDS = [
  { name: 'title', type: 'text', autoComplete: 'organization' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const satisfies ReadonlyArray<{ name: keyof OfferContacts; type: string; autoComplete: string }>;

const emailSchema = z.email();

/** An empty email is allowed (the PDF leaves it out); a typed one must be an address. */
export function isContactEmailValid(email: string): boolean {
  const trimmed = email.trim();
  return !trimmed || emailSchema.safeParse(trimmed).success;
}

/**
 * The agency's contacts printed for the client: title, address, phone and email, each as long as
 * the PDF layout allows. The email is checked when it loses focus, not while it is typed.
 */
export function ContactsForm({
  contacts,
  onChange,
}: {
  contacts: OfferContacts;
  onChange: (name: keyof OfferContacts, value: string) => void;
}) {
  const t = useTranslations('basket.contacts');
  const [emailChecked, setEmailChecked] = useState(false);
  const emailError = emailChecked && !isContactEmailValid(contacts.email) ? t('invalidEmail') : undefined;
  return (
    <fieldset data-testid="basket-contacts" className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('legend')}</legend>
      <p className="text-xs text-slate-500">{t('hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            id={`basket-contact-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            label={t(name)}
            value={contacts[name]}
            maxLength={CONTACT_LIMITS[name]}
            error={name === 'email' ? emailError : undefined}
            onChange={(event) => {
              onChange(name, event.target.value);
              if (name === 'email' && emailChecked && isContactEmailValid(event.target.value)) setEmailChecked(false);
            }}
            onBlur={name === 'email' ? () => setEmailChecked(true) : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
