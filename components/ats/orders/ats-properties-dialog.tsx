'use client';

import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert, ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { useDeskTicketOrderActions, useAtsProperties } from '@/lib/hooks/use-desk-ticket-order';
import {
  ATS_PROPERTY_NAME_MAX,
  atsPropertiesPatchSchema,
  type AtsPropertiesPatch,
  type AtsProperty,
} from '@/lib/schemas/ats';
import type { z } from 'zod';

type FormInput = z.input<typeof atsPropertiesPatchSchema>;

/**
 * The agency's order properties (docs/product.md §12 "Order properties"): the ATS manager renames,
 * switches off and adds them (names unique, at most 40 characters; the backend's 422 lands on the
 * name); the director reads them with how many orders hold each.
 */
export function AtsPropertiesDialog({ canManage, onClose }: { canManage: boolean; onClose: () => void }) {
  const t = useTranslations('atsDesk.properties');
  const { data, error, mutate } = useAtsProperties();
  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={t('close')} testId="ats-properties">
      <ApiErrorRetry
        error={error}
        onRetry={() => void mutate()}
        retryLabel={t('retry')}
        testId="ats-properties-error"
      />
      {!data && !error ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {data ? (
        canManage ? (
          <PropertiesForm properties={data} onClose={onClose} />
        ) : (
          <PropertiesList properties={data} />
        )
      ) : null}
    </Modal>
  );
}

function PropertiesList({ properties }: { properties: AtsProperty[] }) {
  const t = useTranslations('atsDesk.properties');
  if (properties.length === 0) return <p className="text-sm text-slate-600">{t('empty')}</p>;
  return (
    <table className="card-table" data-testid="ats-properties-list">
      <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('state')}</th>
          <th scope="col">{t('orders')}</th>
        </tr>
      </thead>
      <tbody>
        {properties.map((property) => (
          <tr key={property.id} data-testid="ats-property">
            <td className="col-span-2 font-medium">{property.name}</td>
            <td data-label={t('state')}>{property.active ? t('active') : t('inactive')}</td>
            <td data-label={t('orders')} className="tabular-nums">
              {property.orders}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PropertiesForm({ properties, onClose }: { properties: AtsProperty[]; onClose: () => void }) {
  const t = useTranslations('atsDesk.properties');
  const fieldError = useFieldErrorText();
  const { saveAtsProperties } = useDeskTicketOrderActions();
  const form = useForm<FormInput, unknown, AtsPropertiesPatch>({
    shouldFocusError: true,
    resolver: zodResolver(atsPropertiesPatchSchema),
    defaultValues: { properties: properties.map(({ id, name, active }) => ({ id, name, active })) },
  });
  const { fields, append } = useFieldArray({ control: form.control, name: 'properties' });
  const errors = form.formState.errors.properties;
  const { save, failure } = useFormSave(
    form,
    (values) => values.properties.map((_, i) => `properties.${i}.name` as const),
    saveAtsProperties,
    (answer) => form.reset({ properties: answer.data.map(({ id, name, active }) => ({ id, name, active })) }),
    { success: (answer) => t('saved', { count: answer.data.length }) },
  );
  return (
    <form
      method="post"
      onSubmit={(event) => void save(event)}
      noValidate
      className="space-y-4"
      data-testid="ats-properties-form"
    >
      <ApiErrorAlert error={failure} />
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} data-testid="ats-property" className="grid items-start gap-2 sm:grid-cols-[1fr_auto]">
            <TextField
              id={`ats-property-${index}-name`}
              label={t('nameOf', { number: index + 1 })}
              maxLength={ATS_PROPERTY_NAME_MAX + 10}
              autoComplete="off"
              error={fieldError(errors?.[index]?.name?.message)}
              {...form.register(`properties.${index}.name`)}
            />
            <Checkbox
              id={`ats-property-${index}-active`}
              label={t('active')}
              className="sm:mt-8"
              {...form.register(`properties.${index}.active`)}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" data-testid="ats-property-add" onClick={() => append({ name: '', active: true })}>
        {t('add')}
      </Button>
      <FormActions
        cancelLabel={t('close')}
        saveLabel={t('save')}
        onCancel={onClose}
        submitting={form.formState.isSubmitting}
      />
    </form>
  );
}
