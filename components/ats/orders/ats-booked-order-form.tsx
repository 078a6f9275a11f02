'use client';

import { useRouter } from 'next/navigation';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FormActions } from '@/components/ui/form-actions';
import { FormSection } from '@/components/ui/form-section';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import {
  ATS_BOOKED_FIELDS,
  atsBookedPatchSchema,
  type AtsBookedPatch,
  type AtsBookedPatchInput,
} from '@/lib/flights/desk-ticket-order-form';
import { ticketOrderPath } from '@/lib/flights/ticket-orders-query';
import { useDeskTicketOrderActions } from '@/lib/hooks/use-desk-ticket-order';
import type { DeskTicketOrder } from '@/lib/schemas/ats';
import { AtsPropertyChecks, toOptions, type AtsFormOptions } from './desk-ticket-order-form-parts';

/**
 * A portal booking on the desk (docs/product.md §12): its flights, passengers and price are the
 * booking's, so only the sales fields PATCH takes are edited here (PNR, carrier, seller,
 * commission, properties); its fare, taxes and fee are shown, not changed.
 */
export function AtsBookedOrderForm({ order, options }: { order: DeskTicketOrder; options: AtsFormOptions }) {
  const t = useTranslations('atsDesk.form');
  const tourist = useTranslations('tourist');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const { patchDeskTicketOrder } = useDeskTicketOrderActions();
  const form = useForm<AtsBookedPatchInput, unknown, AtsBookedPatch>({
    shouldFocusError: false,
    resolver: zodResolver(atsBookedPatchSchema),
    defaultValues: {
      pnr: order.pnr ?? '',
      carrier: order.carrier ?? '',
      seller_id: order.owner.id,
      commission: order.commission,
      properties: order.properties.map((property) => Number(property.id)),
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const { save, failure } = useFormSave(
    form,
    ATS_BOOKED_FIELDS,
    (values) => patchDeskTicketOrder(order.id, values),
    () => router.push(ticketOrderPath(order.id)),
    { success: (answer) => t('updated', { number: answer.data.number }) },
  );
  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={(event) => void save(event)}
        noValidate
        data-testid="ats-booked-order-form"
        className="max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <p className="text-sm text-slate-700">{t('bookedNote', { number: order.number })}</p>
        <ApiErrorAlert error={failure} />
        <FormSection legend={t('ticket')}>
          <TextField
            id="ats-order-pnr"
            label={t('pnr')}
            required
            autoComplete="off"
            spellCheck={false}
            hint={t('pnrHint')}
            error={fieldError(errors.pnr?.message)}
            {...register('pnr')}
          />
          <Select
            id="ats-order-carrier"
            label={t('carrier')}
            required
            placeholder={tourist('choose')}
            options={toOptions(options.carriers)}
            error={fieldError(errors.carrier?.message)}
            {...register('carrier')}
          />
          <Select
            id="ats-order-seller_id"
            label={t('seller')}
            required
            placeholder={tourist('choose')}
            options={toOptions(options.sellers)}
            error={fieldError(errors.seller_id?.message)}
            {...register('seller_id', { valueAsNumber: true })}
          />
          <TextField
            id="ats-order-commission"
            label={t('commission')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            required
            error={fieldError(errors.commission?.message)}
            {...register('commission', { valueAsNumber: true })}
          />
        </FormSection>
        <AtsPropertyChecks properties={options.properties} />
        <FormActions
          cancelLabel={t('cancel')}
          saveLabel={t('save')}
          onCancel={() => router.push(ticketOrderPath(order.id))}
          submitting={formState.isSubmitting}
        />
      </form>
    </FormProvider>
  );
}
