'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { SHARE_VALIDITY_DAYS, type SharedSelectionItem } from '@/lib/schemas/shared-selections';

const DAYS_MESSAGE = 'clientLinks.errors.days';

/** The extend request's days (lib/schemas/shared-selections.ts), with the catalogue's message. */
const extendFormSchema = z.object({
  days: z
    .number(DAYS_MESSAGE)
    .int(DAYS_MESSAGE)
    .min(SHARE_VALIDITY_DAYS.min, DAYS_MESSAGE)
    .max(SHARE_VALIDITY_DAYS.max, DAYS_MESSAGE),
});
type ExtendForm = z.infer<typeof extendFormSchema>;

/**
 * Extends a client link: valid the chosen days from now (docs/product.md "Client selections").
 * A 409 (the link was revoked meanwhile) and any other failure show above the buttons, the days kept.
 */
export function ExtendLinkDialog({
  onExtend,
  onDone,
  onClose,
}: {
  onExtend: (days: number) => Promise<SharedSelectionItem>;
  onDone: (item: SharedSelectionItem) => void;
  onClose: () => void;
}) {
  const t = useTranslations('clientLinks.extend');
  const fieldError = useFieldErrorText();
  const form = useForm<ExtendForm>({
    shouldFocusError: false,
    resolver: zodResolver(extendFormSchema),
    defaultValues: { days: SHARE_VALIDITY_DAYS.default },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { save, failure } = useFormSave(form, ['days'], (values) => onExtend(values.days), onDone);
  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={t('close')} testId="client-link-extend-dialog">
      <form method="post" noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <TextField
          id="extend-days"
          type="number"
          inputMode="numeric"
          min={SHARE_VALIDITY_DAYS.min}
          max={SHARE_VALIDITY_DAYS.max}
          step={1}
          label={t('days')}
          hint={t('hint', { min: SHARE_VALIDITY_DAYS.min, max: SHARE_VALIDITY_DAYS.max })}
          error={fieldError(errors.days?.message)}
          containerClassName="max-w-56"
          {...register('days', { valueAsNumber: true })}
        />
        <ApiErrorAlert error={failure} />
        <FormActions cancelLabel={t('cancel')} saveLabel={t('submit')} onCancel={onClose} submitting={isSubmitting} />
      </form>
    </Modal>
  );
}
