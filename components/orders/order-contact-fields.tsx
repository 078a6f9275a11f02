'use client';

import { useTranslations } from 'next-intl';
import { FormField, controlClass } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/lib/forms/form-fields';
import { useFieldErrorText } from '@/lib/forms/use-field-error';

/**
 * The order's contact (the tourist's phone and email, docs/product.md §3 masks) and the note to the
 * operator; or, for flight tickets (`buyer`, docs/product.md §11), the buyer's name, phone and email.
 */
export function OrderContactFields({ idPrefix, buyer = false }: { idPrefix: string; buyer?: boolean }) {
  const t = useTranslations('tourist');
  const fieldError = useFieldErrorText();
  // The form holds `contact.phone`, `contact.email`, and `contact.name` (buyer) or `note`.
  const fields = useFormFields();
  const { error: phoneError, ...phone } = fields.useValue('contact.phone');
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t(buyer ? 'contact.buyerTitle' : 'contact.title')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {buyer ? (
          <TextField
            id={`${idPrefix}-name`}
            label={t('contact.buyerName')}
            required
            autoComplete="off"
            containerClassName="sm:col-span-2"
            error={fieldError(fields.error('contact.name'))}
            {...fields.field('contact.name')}
          />
        ) : null}
        <PhoneInput
          {...phone}
          id={`${idPrefix}-phone`}
          label={t(buyer ? 'contact.buyerPhone' : 'contact.phone')}
          required
          autoComplete="off"
          defaultCountry="md"
          error={fieldError(phoneError)}
        />
        <TextField
          id={`${idPrefix}-email`}
          type="email"
          label={t(buyer ? 'contact.buyerEmail' : 'contact.email')}
          required
          autoComplete="off"
          error={fieldError(fields.error('contact.email'))}
          {...fields.field('contact.email')}
        />
      </div>
      {buyer ? null : (
        <FormField id={`${idPrefix}-note`} label={t('note')} error={fieldError(fields.error('note'))}>
          {(a11y) => <textarea {...a11y} rows={3} maxLength={500} className={controlClass} {...fields.field('note')} />}
        </FormField>
      )}
    </fieldset>
  );
}
