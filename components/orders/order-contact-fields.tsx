'use client';

import { Controller, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { FormField, controlClass } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';

type WithContact = { contact: { phone: string; email: string; name?: string }; note?: string };

/**
 * The order's contact (the tourist's phone and email, docs/product.md §3 masks) and the note to the
 * operator; or, for flight tickets (`buyer`, docs/product.md §11), the buyer's name, phone and email.
 */
export function OrderContactFields({ idPrefix, buyer = false }: { idPrefix: string; buyer?: boolean }) {
  const t = useTranslations('tourist');
  const fieldError = useFieldErrorText();
  const { register, control, formState } = useFormContext<WithContact>();
  const errors: FieldErrors<WithContact['contact']> = formState.errors.contact ?? {};
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t(buyer ? 'contact.buyerTitle' : 'contact.title')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {buyer ? (
          <TextField
            id={`${idPrefix}-name`}
            label={t('contact.buyerName')}
            required
            autoComplete="off"
            containerClassName="sm:col-span-2"
            error={fieldError(errors.name?.message)}
            {...register('contact.name')}
          />
        ) : null}
        <Controller
          control={control}
          name="contact.phone"
          render={({ field }) => (
            <PhoneInput
              id={`${idPrefix}-phone`}
              name={field.name}
              label={t(buyer ? 'contact.buyerPhone' : 'contact.phone')}
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
          label={t(buyer ? 'contact.buyerEmail' : 'contact.email')}
          required
          autoComplete="off"
          error={fieldError(errors.email?.message)}
          {...register('contact.email')}
        />
      </div>
      {buyer ? null : (
        <FormField id={`${idPrefix}-note`} label={t('note')} error={fieldError(formState.errors.note?.message)}>
          {(a11y) => <textarea {...a11y} rows={3} maxLength={500} className={controlClass} {...register('note')} />}
        </FormField>
      )}
    </fieldset>
  );
}
