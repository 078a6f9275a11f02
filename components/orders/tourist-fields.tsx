'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/lib/forms/form-fields';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { FormDateField } from './form-date-field';
import { citizenshipOptions } from '@/lib/orders/citizenships';
import type { TouristFieldRules, TouristFields as Tourist, TouristSlot } from '@/lib/shared/tourist-rules';

export interface TouristFieldsProps {
  index: number;
  slot: TouristSlot;
  /** `touristFieldRules(today)` of lib/shared/tourist-rules.ts: the date limits and the choices. */
  rules: TouristFieldRules;
  /** After a confirmed regular-flight ticket: surname, name and birth date read-only. */
  lockedPassport?: boolean;
  idPrefix: string;
  /** A flight ticket's passenger (docs/product.md §11): "Passenger N" and the type by age group, not a searched age. */
  passenger?: boolean;
}

/** One tourist's block: names in Latin letters, birth date, gender, passport and citizenship. */
export function TouristFields({
  index,
  slot,
  rules,
  lockedPassport = false,
  idPrefix,
  passenger = false,
}: TouristFieldsProps) {
  const t = useTranslations('tourist');
  const locale = useLocale();
  const fieldError = useFieldErrorText();
  // Any form that holds the tourists under `tourists` (the booking form, the agency edit, a ticket's passengers).
  const fields = useFormFields();
  const citizenships = useMemo(
    () => citizenshipOptions(locale, rules.commonCitizenships),
    [locale, rules.commonCitizenships],
  );
  const id = (field: keyof Tourist) => `${idPrefix}-${index}-${field}`;
  const path = (field: keyof Tourist) => `tourists.${index}.${field}`;
  const error = (field: keyof Tourist) => fieldError(fields.error(path(field)));
  const passport = fields.field(path('passport_number'));
  const heading = passenger
    ? t(`passengerKinds.${slot.kind}`)
    : slot.kind === 'adult'
      ? t('kinds.adult')
      : t(`kinds.${slot.kind}`, { age: slot.age ?? 0 });

  return (
    <fieldset data-testid="tourist" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t(passenger ? 'passengerTitle' : 'title', { number: index + 1 })}{' '}
        <span className="font-normal text-slate-600">· {heading}</span>
      </legend>
      {lockedPassport ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('lockedPassport')}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['surname', 'name'] as const).map((field) => (
          <TextField
            key={field}
            id={id(field)}
            label={t(field)}
            hint={t('latinHint')}
            required
            readOnly={lockedPassport}
            autoComplete="off"
            error={error(field)}
            className="read-only:bg-slate-100"
            {...fields.field(path(field))}
          />
        ))}
        <FormDateField
          id={id('birth_date')}
          name={path('birth_date')}
          label={t('birthDate')}
          required
          readOnly={lockedPassport}
          limits={rules.birthDate}
        />
        <Select
          id={id('gender')}
          label={t('gender')}
          required
          placeholder={t('choose')}
          options={rules.genders.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
          error={error('gender')}
          {...fields.field(path('gender'))}
        />
        <TextField
          id={id('passport_number')}
          label={t('passportNumber')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error('passport_number')}
          {...passport}
          onChange={(event) => {
            // As printed in the passport: upper case, whatever the keyboard sent.
            event.target.value = event.target.value.toUpperCase();
            return passport.onChange(event);
          }}
        />
        <FormDateField
          id={id('passport_expiry')}
          name={path('passport_expiry')}
          label={t('passportExpiry')}
          required
          limits={rules.passportExpiry}
        />
        <Select
          id={id('citizenship')}
          label={t('citizenship')}
          required
          placeholder={t('choose')}
          options={citizenships}
          error={error('citizenship')}
          {...fields.field(path('citizenship'))}
        />
      </div>
    </fieldset>
  );
}
