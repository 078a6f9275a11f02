'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { RhfFormProvider } from '@/lib/forms/rhf-form-provider';
import { useFormSave } from '@/lib/forms/use-form-save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/text-field';
import { TouristFields } from '@/components/orders/tourist-fields';
import { formatCalendarDate, portalToday } from '@/lib/format/date';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useTicketOrderActions } from '@/lib/hooks/use-ticket-order';
import {
  ageOn,
  touristErrorFields,
  touristFieldRules,
  touristFieldsSchema,
  type TouristSlot,
} from '@/lib/shared/tourist-rules';
import type { TicketOrder, TicketOrderPatch } from '@/lib/schemas/flights';

const formSchema = z.object({ tourists: z.array(touristFieldsSchema) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The backend keys a passenger's field `passengers.{i}.{field}`; the form holds them as the booking form does, under `tourists`. */
function asTouristErrors(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [field.replace(/^passengers\./, 'tourists.'), messages]),
  );
  return new ApiRequestError({
    status: error.status,
    error: error.error,
    message: error.message,
    errors,
    body: error.body,
  });
}

/**
 * The passengers of a ticket order, editable where the order allows (PATCH ats/orders/{id}): the
 * booking form's tourist blocks. Once a regular-flight ticket is issued, surname, name and date
 * of birth are read-only and the travel dates are shown read-only, each with the reason
 * (docs/product.md §11 "Locks"); the backend refuses such a change with 422 anyway.
 */
export function TicketOrderEdit({ order, onDone }: { order: TicketOrder; onDone: () => void }) {
  const t = useTranslations('flightList.edit');
  const today = useMemo(() => portalToday(), []);
  const fieldRules = useMemo(() => touristFieldRules(today), [today]);
  const lastDate = order.segments.at(-1)!.legs.at(-1)!.departure.date;
  const slots = useMemo(
    () =>
      order.passengers.map((p): TouristSlot => ({
        kind: p.kind,
        age: p.kind === 'adult' ? null : ageOn(p.birth_date, lastDate),
      })),
    [order.passengers, lastDate],
  );
  const form = useForm<FormInput, unknown, FormOutput>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(formSchema),
    defaultValues: {
      tourists: order.passengers.map(
        ({ kind, surname, name, birth_date, gender, passport_number, passport_expiry, citizenship }) => ({
          kind,
          surname,
          name,
          birth_date,
          gender,
          passport_number,
          passport_expiry,
          citizenship,
        }),
      ),
    },
  });
  const { saveTicketOrder } = useTicketOrderActions(order.id);
  const dates = order.segments.map((segment) => formatCalendarDate(segment.legs[0]!.departure.date)).join(' – ');

  const { save, failure } = useFormSave(
    form,
    (values) => touristErrorFields(values.tourists.length),
    async (values) => {
      const passengers: NonNullable<TicketOrderPatch['passengers']> = values.tourists.map((tourist, index) => {
        const { gender, passport_number, passport_expiry, citizenship } = tourist;
        const names = order.locks.passport
          ? {}
          : { surname: tourist.surname, name: tourist.name, birth_date: tourist.birth_date };
        return { id: order.passengers[index]!.id, gender, passport_number, passport_expiry, citizenship, ...names };
      });
      try {
        await saveTicketOrder({ passengers });
      } catch (error) {
        throw asTouristErrors(error);
      }
    },
    () => onDone(),
    { success: () => t('saved', { number: order.number }) },
  );

  return (
    <section aria-labelledby="flight-order-edit-title" data-testid="flight-order-edit" className="space-y-4">
      <h3 id="flight-order-edit-title" className="text-base font-semibold text-slate-900">
        {t('title', { number: order.number })}
      </h3>
      <RhfFormProvider {...form}>
        <form method="post" onSubmit={(event) => void save(event)} noValidate className="space-y-4">
          <ApiErrorAlert error={failure} />
          <div className="max-w-sm">
            <TextField
              id="flight-order-dates"
              label={t('dates')}
              value={dates}
              readOnly
              hint={order.locks.dates ? (order.locks.reason ?? undefined) : undefined}
              className="read-only:bg-slate-100"
            />
          </div>
          {slots.map((slot, index) => (
            <TouristFields
              key={order.passengers[index]!.id}
              index={index}
              slot={slot}
              rules={fieldRules}
              lockedPassport={order.locks.passport}
              idPrefix="flight-passenger"
              passenger
            />
          ))}
          <FormActions
            cancelLabel={t('cancel')}
            saveLabel={t('save')}
            onCancel={onDone}
            submitting={form.formState.isSubmitting}
          />
        </form>
      </RhfFormProvider>
    </section>
  );
}
