'use client';

import { Controller, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { FormField, controlClass } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';

type WithContact = { contact: { phone: string; email: string }; note: string };

/** The order's contact (the tourist's phone and email, docs/product.md §3 masks) and the note to the operator. */
export function OrderContactFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('tourist');
  const fieldError = useFieldErrorText();
  const { register, control, formState } = useFormContext<WithContact>();
  const errors: FieldErrors<WithContact['contact']> = formState.errors.contact ?? {};
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('contact.title')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="contact.phone"
          render={({ field }) => (
            <PhoneInput
              id={`${idPrefix}-phone`}
              name={field.name}
              label={t('contact.phone')}
              required
              autoComplete="off"
              defaultCountry="md"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.phone?.message)}
            />
          )}
        />
        <TextField
          id={`${idPrefix}-email`}
          type="email"
          label={t('contact.email')}
          required
          autoComplete="off"
          error={fieldError(errors.email?.message)}
          {...register('contact.email')}
        />
      </div>
      <FormField id={`${idPrefix}-note`} label={t('note')} error={fieldError(formState.errors.note?.message)}>
        {(a11y) => <textarea {...a11y} rows={3} maxLength={500} className={controlClass} {...register('note')} />}
      </FormField>
    </fieldset>
  );
}
