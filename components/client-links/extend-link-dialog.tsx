'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { ValidityDaysField, validityDaysRule } from './validity-days-field';
import { useFormSave } from '@/lib/forms/use-form-save';
import { SHARE_VALIDITY_DAYS, type SharedSelectionItem } from '@/lib/schemas/shared-selections';

/** The extend request's days (lib/schemas/shared-selections.ts), with the catalogue's message. */
const extendFormSchema = z.object({ days: validityDaysRule });
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
        <ValidityDaysField
          id="extend-days"
          label={t('days')}
          message={errors.days?.message}
          containerClassName="max-w-56"
          {...register('days', { valueAsNumber: true })}
        />
        <ApiErrorAlert error={failure} />
        <FormActions cancelLabel={t('cancel')} saveLabel={t('submit')} onCancel={onClose} submitting={isSubmitting} />
      </form>
    </Modal>
  );
}
