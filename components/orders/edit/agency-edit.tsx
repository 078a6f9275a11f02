'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { RhfFormProvider } from '@/lib/forms/rhf-form-provider';
import { useFormSave } from '@/lib/forms/use-form-save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert, ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormDateField } from '@/components/orders/form-date-field';
import { OrderContactFields } from '@/components/orders/order-contact-fields';
import { TouristFields } from '@/components/orders/tourist-fields';
import { useOrderAgencyEdit } from '@/lib/hooks/use-order-agency-edit';
import { useOrderActions } from '@/lib/hooks/use-order-actions';
import { useUser } from '@/lib/hooks/use-user';
import {
  addYears,
  ageOn,
  agencyEditFormSchema,
  agencyPhones,
  touristErrorFields,
  touristFieldRules,
  type AgencyEditFormInput,
  type AgencyEditFormOutput,
  type TouristSlot,
} from '@/lib/shared/tourist-rules';
import { portalToday } from '@/lib/format/date';
import type { AgencyEdit as Editable, Order } from '@/lib/schemas/orders';

export interface AgencyEditProps {
  order: Order;
  /** Called with the order as the backend answers it after a successful PATCH (already in the SWR cache). */
  onSaved: (order: Order) => void;
  onCancel: () => void;
}

/**
 * The order's "edit what the agency may edit" panel (GET/PATCH orders/{id}/agency_edit): check-in date,
 * tourists, contact and note, with the locked fields read-only. The order page renders it in place of
 * the order's details while editing. The tourist and contact fields are the booking form's.
 */
export function AgencyEdit({ order, onSaved, onCancel }: AgencyEditProps) {
  const t = useTranslations('orderEdit');
  const common = useTranslations('common');
  const { data, error, isLoading, mutate } = useOrderAgencyEdit(order.id);
  return (
    <section aria-labelledby="agency-edit-title" data-testid="agency-edit" className="space-y-4">
      <h2 id="agency-edit-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      {isLoading ? (
        <p
          role="status"
          aria-busy="true"
          className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-500"
        >
          {common('loading')}
        </p>
      ) : error || !data ? (
        <div className="space-y-3">
          <ApiErrorRetry
            error={error ?? new Error(t('loadFailed'))}
            onRetry={() => void mutate()}
            retryLabel={t('retry')}
          />
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <AgencyEditForm order={order} editable={data} onSaved={onSaved} onCancel={onCancel} />
      )}
    </section>
  );
}

function AgencyEditForm({
  order,
  editable,
  onSaved,
  onCancel,
}: AgencyEditProps & { editable: Editable & { locks: Order['locks'] } }) {
  const t = useTranslations('orderEdit');
  const { user } = useUser();
  const today = useMemo(() => portalToday(), []);
  const fieldRules = useMemo(() => touristFieldRules(today), [today]);
  const { locks } = editable;
  // Children keep the age they were booked with (the search's age on the booked check-in).
  const slots = useMemo(
    () =>
      editable.tourists.map((tourist): TouristSlot => ({
        kind: tourist.kind,
        age: tourist.kind === 'adult' ? null : ageOn(tourist.birth_date, editable.check_in),
      })),
    [editable],
  );
  const schema = useMemo(
    () => agencyEditFormSchema({ slots, nights: order.offer.nights.total, today, notOneOf: agencyPhones(user.phones) }),
    [slots, order.offer.nights.total, today, user.phones],
  );
  const form = useForm<AgencyEditFormInput, unknown, AgencyEditFormOutput>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: {
      check_in: editable.check_in,
      tourists: editable.tourists,
      contact: editable.contact,
      note: editable.note,
    },
  });
  const { saveAgencyEdit } = useOrderActions(order.id);

  // The saved order goes back to the order view (onSaved), which tells the user; no alert here.
  const { save, failure } = useFormSave(
    form,
    (values) =>
      ['check_in', ...touristErrorFields(values.tourists.length), 'contact.phone', 'contact.email', 'note'] as const,
    saveAgencyEdit,
    (saved) => onSaved(saved),
    { success: () => null },
  );

  return (
    <RhfFormProvider {...form}>
      <form method="post" onSubmit={(event) => void save(event)} noValidate className="space-y-4">
        <ApiErrorAlert error={failure} />
        <fieldset className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="sr-only">{t('checkIn')}</legend>
          <div className="max-w-xs">
            <FormDateField<AgencyEditFormInput>
              id="edit-check_in"
              name="check_in"
              label={t('checkIn')}
              required
              readOnly={locks.dates}
              limits={{ min: today, max: addYears(today, 5) }}
              hint={t('nights', { count: order.offer.nights.total })}
            />
          </div>
          {locks.dates ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('lockedDates')}</p>
          ) : null}
        </fieldset>
        {slots.map((slot, index) => (
          <TouristFields
            key={editable.tourists[index]?.id ?? index}
            index={index}
            slot={slot}
            rules={fieldRules}
            lockedPassport={locks.passport}
            idPrefix="edit-tourist"
          />
        ))}
        <OrderContactFields idPrefix="edit" />
        <FormActions
          cancelLabel={t('cancel')}
          saveLabel={t('save')}
          onCancel={onCancel}
          submitting={form.formState.isSubmitting}
        />
      </form>
    </RhfFormProvider>
  );
}
