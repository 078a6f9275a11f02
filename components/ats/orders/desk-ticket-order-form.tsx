'use client';

import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { RhfFormProvider } from '@/lib/forms/rhf-form-provider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { FormDateField } from '@/components/orders/form-date-field';
import { OrderContactFields } from '@/components/orders/order-contact-fields';
import { TouristFields } from '@/components/orders/tourist-fields';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormSection } from '@/components/ui/form-section';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import {
  deskTicketOrderBody,
  deskTicketOrderErrorFields,
  deskTicketOrderFormField,
  deskTicketOrderFormSchema,
  emptyAtsFlight,
  emptyAtsPassenger,
  newDeskTicketOrderValues,
  type DeskTicketOrderFormInput,
  type DeskTicketOrderFormOutput,
} from '@/lib/flights/desk-ticket-order-form';
import { ticketOrderPath } from '@/lib/flights/ticket-orders-query';
import { formatPrice } from '@/lib/format/price';
import { useDeskTicketOrderActions } from '@/lib/hooks/use-desk-ticket-order';
import { ATS_FLIGHTS_MAX, deskTicketOrderTotal } from '@/lib/schemas/ats';
import { TOURIST_KINDS } from '@/lib/schemas/booking';
import { touristFieldRules } from '@/lib/shared/tourist-rules';
import { portalToday } from '@/lib/format/date';
import { AtsPropertyChecks, type AtsFormOptions, toOptions } from './desk-ticket-order-form-parts';

export interface DeskTicketOrderFormProps {
  options: AtsFormOptions;
  /** The order being edited (a manual one) and its values; none for a new order. */
  edit?: { id: number; values: DeskTicketOrderFormInput };
}

const DATE_LIMITS = { min: '2000-01-01', max: '2099-12-31' };

/**
 * A manual ATS order (docs/product.md §12 "Screens"): a ticket issued elsewhere, entered whole.
 * Validated by the shared rules as typed; the backend's 422s land on their fields (dotted names,
 * `flights.0.to`); nothing typed is lost on a failure; a save shows the backend's message and opens
 * the order over the desk's list.
 */
export function DeskTicketOrderForm({ options, edit }: DeskTicketOrderFormProps) {
  const t = useTranslations('atsDesk.form');
  const tourist = useTranslations('tourist');
  const fieldError = useFieldErrorText();
  const locale = useLocale();
  const router = useRouter();
  const { createDeskTicketOrder, updateDeskTicketOrder } = useDeskTicketOrderActions();
  const today = useMemo(() => portalToday(), []);
  const fieldRules = useMemo(() => touristFieldRules(today), [today]);
  const schema = useMemo(() => deskTicketOrderFormSchema(today), [today]);
  const form = useForm<DeskTicketOrderFormInput, unknown, DeskTicketOrderFormOutput>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: edit?.values ?? newDeskTicketOrderValues(today),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const flights = useFieldArray({ control, name: 'flights' });
  const passengers = useFieldArray({ control, name: 'tourists' });
  const [fare, taxes, fee] = useWatch({ control, name: ['fare', 'taxes', 'fee'] });
  const kinds = useWatch({ control, name: 'tourists' });
  const amounts = [fare, taxes, fee].map((value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0));
  const total = deskTicketOrderTotal({ fare: amounts[0]!, taxes: amounts[1]!, fee: amounts[2]! });

  const { save, failure } = useFormSave(
    form,
    (values) =>
      deskTicketOrderErrorFields(values.flights.length, values.tourists.length) as Path<DeskTicketOrderFormInput>[],
    (values) =>
      edit
        ? updateDeskTicketOrder(edit.id, deskTicketOrderBody(values))
        : createDeskTicketOrder(deskTicketOrderBody(values)),
    (answer) => router.push(ticketOrderPath(answer.data.id)),
    {
      success: (answer) => t(edit ? 'updated' : 'created', { number: answer.data.number }),
      rename: deskTicketOrderFormField,
    },
  );

  const places = toOptions(options.places);
  const amount = (name: 'fare' | 'taxes' | 'fee' | 'commission') => (
    <TextField
      id={`ats-order-${name}`}
      label={t(name)}
      type="number"
      inputMode="decimal"
      step="0.01"
      min={0}
      required
      error={fieldError(errors[name]?.message)}
      {...register(name, { valueAsNumber: true })}
    />
  );

  return (
    <RhfFormProvider {...form}>
      <form
        method="post"
        onSubmit={(event) => void save(event)}
        noValidate
        data-testid="ats-order-form"
        className="max-w-4xl space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <ApiErrorAlert error={failure} />
        <FormSection legend={t('ticket')}>
          <TextField
            id="ats-order-pnr"
            label={t('pnr')}
            required
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
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
          <FormDateField<DeskTicketOrderFormInput>
            id="ats-order-issue_date"
            name="issue_date"
            label={t('issueDate')}
            required
            limits={{ min: DATE_LIMITS.min, max: today }}
          />
          <Select
            id="ats-order-transaction_type"
            label={t('transactionType')}
            required
            options={toOptions(options.transaction_types)}
            error={fieldError(errors.transaction_type?.message)}
            {...register('transaction_type')}
          />
          <Select
            id="ats-order-flight_type"
            label={t('flightType')}
            required
            options={toOptions(options.flight_types)}
            error={fieldError(errors.flight_type?.message)}
            {...register('flight_type')}
          />
          <Select
            id="ats-order-status"
            label={t('status')}
            required
            options={toOptions(options.statuses)}
            error={fieldError(errors.status?.message)}
            {...register('status')}
          />
          <Select
            id="ats-order-seller_id"
            label={t('seller')}
            required
            placeholder={tourist('choose')}
            options={options.sellers.map((seller) => ({
              value: String(seller.id),
              label: seller.linked ? seller.name : `${seller.name} (${t('notLinked')})`,
            }))}
            error={fieldError(errors.seller_id?.message)}
            {...register('seller_id', { valueAsNumber: true })}
          />
        </FormSection>

        <fieldset className="space-y-3" data-testid="ats-order-flights">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('flights')}</legend>
          {flights.fields.map((field, index) => {
            const e = errors.flights?.[index];
            const id = (name: string) => `ats-flight-${index}-${name}`;
            return (
              <fieldset
                key={field.id}
                data-testid="ats-order-flight"
                className="space-y-4 rounded-xl border border-slate-200 p-4"
              >
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {t('flightNumberN', { number: index + 1 })}
                </legend>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  <Select
                    id={id('direction')}
                    label={t('direction')}
                    required
                    options={[
                      { value: 'out', label: t('directions.out') },
                      { value: 'back', label: t('directions.back') },
                    ]}
                    error={fieldError(e?.direction?.message)}
                    {...register(`flights.${index}.direction`)}
                  />
                  <TextField
                    id={id('flight_number')}
                    label={t('flightNumber')}
                    required
                    autoComplete="off"
                    hint={t('flightNumberHint')}
                    error={fieldError(e?.flight_number?.message)}
                    {...register(`flights.${index}.flight_number`)}
                  />
                  <Select
                    id={id('from')}
                    label={t('from')}
                    required
                    placeholder={tourist('choose')}
                    options={places}
                    error={fieldError(e?.from?.message)}
                    {...register(`flights.${index}.from`)}
                  />
                  <Select
                    id={id('to')}
                    label={t('to')}
                    required
                    placeholder={tourist('choose')}
                    options={places}
                    error={fieldError(e?.to?.message)}
                    {...register(`flights.${index}.to`)}
                  />
                  <FormDateField<DeskTicketOrderFormInput>
                    id={id('departure_date')}
                    name={`flights.${index}.departure_date`}
                    label={t('departureDate')}
                    required
                    limits={DATE_LIMITS}
                  />
                  <TextField
                    id={id('departure_time')}
                    label={t('departureTime')}
                    type="time"
                    required
                    error={fieldError(e?.departure_time?.message)}
                    {...register(`flights.${index}.departure_time`)}
                  />
                  <FormDateField<DeskTicketOrderFormInput>
                    id={id('arrival_date')}
                    name={`flights.${index}.arrival_date`}
                    label={t('arrivalDate')}
                    required
                    limits={DATE_LIMITS}
                  />
                  <TextField
                    id={id('arrival_time')}
                    label={t('arrivalTime')}
                    type="time"
                    required
                    error={fieldError(e?.arrival_time?.message)}
                    {...register(`flights.${index}.arrival_time`)}
                  />
                </div>
                {flights.fields.length > 1 ? (
                  <Button variant="secondary" onClick={() => flights.remove(index)} data-testid="ats-flight-remove">
                    {t('removeFlight', { number: index + 1 })}
                  </Button>
                ) : null}
              </fieldset>
            );
          })}
          {flights.fields.length < ATS_FLIGHTS_MAX ? (
            <Button
              variant="secondary"
              data-testid="ats-flight-add"
              onClick={() => flights.append(emptyAtsFlight(flights.fields.length > 0 ? 'back' : 'out'))}
            >
              {t('addFlight')}
            </Button>
          ) : null}
        </fieldset>

        <fieldset className="space-y-3" data-testid="ats-order-passengers">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {t('passengers')}
          </legend>
          {passengers.fields.map((field, index) => {
            const e = errors.tourists?.[index];
            const kind = kinds?.[index]?.kind ?? 'adult';
            return (
              <div key={field.id} className="space-y-3" data-testid="ats-order-passenger">
                <TouristFields
                  index={index}
                  slot={{ kind, age: null }}
                  rules={fieldRules}
                  idPrefix="ats-passenger"
                  passenger
                />
                <div className="grid gap-4 px-4 sm:grid-cols-2">
                  <Select
                    id={`ats-passenger-${index}-kind`}
                    label={t('passengerKind')}
                    required
                    options={TOURIST_KINDS.map((k) => ({ value: k, label: tourist(`passengerKinds.${k}`) }))}
                    {...register(`tourists.${index}.kind`)}
                  />
                  <TextField
                    id={`ats-passenger-${index}-ticket_number`}
                    label={t('ticketNumber')}
                    required
                    autoComplete="off"
                    inputMode="numeric"
                    hint={t('ticketNumberHint')}
                    error={fieldError(e?.ticket_number?.message)}
                    {...register(`tourists.${index}.ticket_number`)}
                  />
                </div>
                {passengers.fields.length > 1 ? (
                  <Button variant="secondary" onClick={() => passengers.remove(index)}>
                    {t('removePassenger', { number: index + 1 })}
                  </Button>
                ) : null}
              </div>
            );
          })}
          <Button
            variant="secondary"
            data-testid="ats-passenger-add"
            onClick={() => passengers.append(emptyAtsPassenger())}
          >
            {t('addPassenger')}
          </Button>
        </fieldset>

        <OrderContactFields idPrefix="ats-buyer" buyer />

        <FormSection legend={t('amounts')}>
          {amount('fare')}
          {amount('taxes')}
          {amount('fee')}
          {amount('commission')}
          <p className="text-sm sm:col-span-2" aria-live="polite">
            <span className="text-slate-600">{t('total')}: </span>
            <output
              data-testid="ats-order-total"
              htmlFor="ats-order-fare ats-order-taxes ats-order-fee"
              className="font-semibold text-slate-900 tabular-nums"
            >
              {formatPrice(total, 'EUR', locale)}
            </output>
            <span className="block text-xs text-slate-600">{t('totalHint')}</span>
          </p>
        </FormSection>

        <AtsPropertyChecks properties={options.properties} />

        <FormActions
          cancelLabel={t('cancel')}
          saveLabel={t('save')}
          onCancel={() => router.push('/ats/orders')}
          submitting={formState.isSubmitting}
        />
      </form>
    </RhfFormProvider>
  );
}
