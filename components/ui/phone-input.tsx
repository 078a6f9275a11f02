'use client';

import { useState, type ReactNode, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { FormField, controlClass } from './form-field';
import { PHONE_COUNTRIES, PHONE_COUNTRY_IDS, formatPhone, parsePhone, type PhoneCountry } from '@/lib/shared/phone';

export interface PhoneInputProps {
  id: string;
  name?: string;
  label: ReactNode;
  /** The full number, e.g. `+37369123456`, or an empty string. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The country used while the value is empty (e.g. the agency's country). */
  defaultCountry: PhoneCountry;
  required?: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /**
   * The browser's autofill: the national number by default (the prefix is the select). `off` where
   * the number is someone else's (a tourist's, typed by the agent).
   */
  autoComplete?: 'tel-national' | 'off';
}

/** Country prefix picker plus the national digits, limited to the country's mask (docs/product.md §3, §5). */
export function PhoneInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  defaultCountry,
  required,
  error,
  ref,
  autoComplete = 'tel-national',
}: PhoneInputProps) {
  const t = useTranslations('phone');
  const parsed = parsePhone(value, defaultCountry);
  // The chosen prefix must survive an empty value, so it is kept apart from the field value.
  const [chosen, setChosen] = useState<PhoneCountry | null>(null);
  const country = value ? parsed.country : (chosen ?? defaultCountry);
  const mask = PHONE_COUNTRIES[country].digits;
  return (
    <FormField id={id} label={label} required={required} error={error} hint={t('hint', { digits: mask })}>
      {(a11y) => (
        <div className="flex gap-2">
          <select
            aria-label={t('country')}
            value={country}
            onChange={(event) => {
              const next = event.target.value as PhoneCountry;
              setChosen(next);
              onChange(formatPhone(next, parsed.digits));
            }}
            onBlur={onBlur}
            className={`${controlClass} w-28 shrink-0 pr-2 sm:w-32`}
          >
            {PHONE_COUNTRY_IDS.map((id) => (
              <option key={id} value={id}>
                {`${id.toUpperCase()} ${PHONE_COUNTRIES[id].prefix}`}
              </option>
            ))}
          </select>
          {/* The digits after the prefix: autofill's tel-national, which HTML allows on a text
              input only (type="tel" takes the whole number); the numeric keypad comes from inputMode. */}
          <input
            {...a11y}
            ref={ref}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete={autoComplete}
            maxLength={mask}
            placeholder={'0'.repeat(mask)}
            value={value ? parsed.digits : ''}
            onChange={(event) => onChange(formatPhone(country, event.target.value))}
            onBlur={onBlur}
            className={[controlClass, 'min-w-0 flex-1 tabular-nums'].join(' ')}
          />
        </div>
      )}
    </FormField>
  );
}
