'use client';

import { useState } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Checkbox } from '@/components/ui/checkbox';
import { DateInput } from '@/components/ui/date-input';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useChoiceErrorText, useFieldErrorText } from '@/lib/forms/use-field-error';
import { useFormSave } from '@/lib/forms/use-form-save';
import { formatRate } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import {
  usePayableOrders,
  useTicketPaymentActions,
  useTicketPaymentCreateInfo,
  useTicketPaymentEdit,
} from '@/lib/hooks/use-ticket-payments';
import {
  ATS_PAYABLE_QUERY_MAX,
  TICKET_PAYMENT_TEXT_MAX,
  ticketPaymentInputSchema,
  type TicketPaymentInput,
  type PaymentCurrency,
} from '@/lib/schemas/ats';
import { dateLimits } from '@/lib/search/date-range';
import { portalToday } from '@/lib/format/date';

type FormInput = z.input<ReturnType<typeof ticketPaymentInputSchema>>;
type PayableOrder = {
  id: number;
  number: string;
  pnr: string | null;
  passenger_names: string[];
  total: number;
  paid: number;
  balance: number;
};
type Rate = { id: PaymentCurrency; rate: number };

const FIELDS = ['order_id', 'amount', 'currency', 'method', 'paid_on', 'payer', 'reference', 'status'] as const;

/** An amount in a currency at `rate` EUR per unit, in EUR cents (the backend's `amount_eur`). */
export function eurEquivalent(amount: number, rate: number): number {
  return Math.round(amount * rate * 100) / 100;
}

export interface TicketPaymentDialogProps {
  /** The new payment being edited; null records one. */
  paymentId: number | null;
  /** A new payment's order chosen beforehand (the list narrowed to one order). */
  orderId: number | null;
  onClose: () => void;
}

/**
 * Records a payment against a ticket order, or edits a new one (docs/product.md §12 "Payments"):
 * the order picked by number, PNR or surname, its total, paid and balance, today's rates and the
 * amount's EUR equivalent as it is typed. The backend's 422s land on their fields; a 409 (the
 * payment settled meanwhile) is a message above the form; nothing typed is lost.
 */
export function TicketPaymentDialog({ paymentId, orderId, onClose }: TicketPaymentDialogProps) {
  const t = useTranslations('atsLists.paymentForm');
  const edit = useTicketPaymentEdit(paymentId);
  const loading = paymentId !== null && !edit.data;
  return (
    <Modal
      open
      onClose={onClose}
      title={t(paymentId === null ? 'recordTitle' : 'editTitle')}
      closeLabel={t('close')}
      testId="payment-dialog"
    >
      <ApiErrorAlert error={edit.error} />
      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : (
        <PaymentForm
          paymentId={paymentId}
          values={edit.data?.values}
          fixedOrder={edit.data ? { id: edit.data.payment.order.id, number: edit.data.payment.order.number } : null}
          orderId={orderId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function PaymentForm({
  paymentId,
  values,
  fixedOrder,
  orderId,
  onDone,
}: {
  paymentId: number | null;
  values: TicketPaymentInput | undefined;
  fixedOrder: { id: number; number: string } | null;
  orderId: number | null;
  onDone: () => void;
}) {
  const t = useTranslations('atsLists.paymentForm');
  const names = useTranslations('atsLists.payments');
  const locale = useLocale();
  const fieldError = useFieldErrorText();
  const choiceError = useChoiceErrorText();
  const { createPayment, updatePayment } = useTicketPaymentActions();
  const [today] = useState(() => portalToday());
  const [limits] = useState(() => dateLimits(today, { yearsBack: 5, yearsAhead: 0 }));
  const form = useForm<FormInput, unknown, TicketPaymentInput>({
    shouldFocusError: false,
    resolver: zodResolver(ticketPaymentInputSchema(today)),
    defaultValues: values ?? {
      order_id: orderId ?? (undefined as unknown as number),
      amount: undefined as unknown as number,
      currency: 'EUR',
      method: '' as FormInput['method'],
      paid_on: today,
      payer: '',
      reference: null,
      status: 'new',
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [chosenOrder, amount, currency] = useWatch({ control, name: ['order_id', 'amount', 'currency'] });
  const info = useTicketPaymentCreateInfo(typeof chosenOrder === 'number' ? chosenOrder : null);
  const rates: Rate[] = info.data?.currencies ?? [];
  const rate = rates.find((entry) => entry.id === currency)?.rate;
  const money = (value: number, code: PaymentCurrency = 'EUR') => formatPrice(value, code, locale);
  const order = info.data?.order ?? null;

  const { save, failure } = useFormSave(
    form,
    FIELDS,
    (input) => (paymentId === null ? createPayment(input) : updatePayment(paymentId, input)),
    () => onDone(),
    {
      success: ({ data }) =>
        t(paymentId === null ? 'created' : 'updated', {
          amount: money(data.amount, data.currency),
          order: data.order.number,
        }),
    },
  );

  return (
    <form
      method="post"
      onSubmit={(event) => void save(event)}
      noValidate
      data-testid="payment-form"
      className="space-y-5"
    >
      <p className="text-sm text-slate-500">{t('requiredNote')}</p>
      <ApiErrorAlert error={failure} />
      {fixedOrder ? (
        <p className="text-sm">
          <span className="text-slate-600">{t('order')}: </span>
          <span className="font-semibold text-slate-900">{fixedOrder.number}</span>
        </p>
      ) : (
        <Controller
          control={control}
          name="order_id"
          render={({ field, fieldState }) => (
            <OrderPicker
              value={field.value ?? null}
              initial={order}
              onChange={field.onChange}
              error={choiceError(fieldState.error)}
            />
          )}
        />
      )}
      {order ? (
        <dl data-testid="payment-order-balance" className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-slate-600">{names('total')}</dt>
            <dd className="font-medium tabular-nums">{money(order.total)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{names('paid')}</dt>
            <dd className="font-medium tabular-nums">{money(order.paid)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{names('balance')}</dt>
            <dd data-testid="payment-form-balance" className="font-semibold tabular-nums">
              {money(order.balance)}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="payment-amount"
          label={t('amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          error={choiceError(errors.amount)}
          hint={
            rate !== undefined && typeof amount === 'number' && Number.isFinite(amount) && amount > 0
              ? undefined
              : t('amountHint')
          }
          {...register('amount', {
            setValueAs: (value: string | number) =>
              value === '' || value === undefined
                ? undefined
                : typeof value === 'number'
                  ? value
                  : Number(value.replace(',', '.').replace(/\s/g, '')),
          })}
        />
        <Select
          id="payment-currency"
          label={t('currency')}
          required
          options={(rates.length ? rates.map((entry) => entry.id) : (['EUR', 'USD', 'MDL'] as const)).map((code) => ({
            value: code,
            label: code,
          }))}
          error={choiceError(errors.currency)}
          {...register('currency')}
        />
      </div>
      <p data-testid="payment-eur-preview" aria-live="polite" className="text-sm text-slate-700">
        {rate !== undefined && typeof amount === 'number' && Number.isFinite(amount) && amount > 0
          ? currency === 'EUR'
            ? t('eurSame', { eur: money(amount) })
            : t('eurPreview', { eur: money(eurEquivalent(amount, rate)), currency, rate: formatRate(rate, locale) })
          : null}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="payment-method"
          label={t('method')}
          required
          placeholder={t('choose')}
          options={(['cash', 'card', 'bank_transfer'] as const).map((method) => ({
            value: method,
            label: names(`method.${method}`),
          }))}
          error={choiceError(errors.method)}
          {...register('method')}
        />
        <Controller
          control={control}
          name="paid_on"
          render={({ field, fieldState }) => (
            <DateInput
              id="payment-paid_on"
              name={field.name}
              label={t('paidOn')}
              required
              limits={limits}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <TextField
          id="payment-payer"
          label={t('payer')}
          required
          maxLength={TICKET_PAYMENT_TEXT_MAX.payer}
          autoComplete="off"
          error={fieldError(errors.payer?.message)}
          {...register('payer')}
        />
        <TextField
          id="payment-reference"
          label={t('reference')}
          maxLength={TICKET_PAYMENT_TEXT_MAX.reference}
          autoComplete="off"
          error={fieldError(errors.reference?.message)}
          {...register('reference', {
            setValueAs: (value: string | null) => (value === '' || value === null ? null : value),
          })}
        />
      </div>
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Checkbox
            id="payment-settled"
            label={t('settled')}
            checked={field.value === 'settled'}
            onChange={(event) => field.onChange(event.target.checked ? 'settled' : 'new')}
            error={fieldError(errors.status?.message)}
          />
        )}
      />
      <FormActions cancelLabel={t('cancel')} saveLabel={t('save')} onCancel={onDone} submitting={isSubmitting} />
    </form>
  );
}

/** The order a payment goes to: a combobox over `GET ats/orders-payments/additional?q=` (number, PNR or surname). */
function OrderPicker({
  value,
  initial,
  onChange,
  error,
}: {
  value: number | null;
  initial: PayableOrder | null;
  onChange: (id: number | null) => void;
  error: string | undefined;
}) {
  const t = useTranslations('atsLists.paymentForm');
  const locale = useLocale();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 250);
  const { data: orders = [], isLoading } = usePayableOrders(q);
  const [picked, setChosen] = useState<PayableOrder | null>(null);
  // An order chosen beforehand shows as soon as its create info names it.
  const chosen = picked ?? (initial && initial.id === value ? initial : null);
  const describe = (order: PayableOrder) =>
    [order.number, order.pnr, order.passenger_names[0]].filter(Boolean).join(' · ');
  return (
    <Field className="flex flex-col gap-1.5">
      <Label className="text-sm font-medium text-slate-700">
        {t('order')}
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </Label>
      <Combobox
        value={chosen}
        by="id"
        onChange={(order: PayableOrder | null) => {
          setChosen(order);
          onChange(order?.id ?? null);
        }}
        onClose={() => setText('')}
      >
        <ComboboxInput
          data-testid="payment-order-input"
          aria-invalid={Boolean(error)}
          aria-required
          aria-describedby={error ? 'payment-order-error' : 'payment-order-hint'}
          className="control"
          autoComplete="off"
          maxLength={ATS_PAYABLE_QUERY_MAX}
          displayValue={(order: PayableOrder | null) => (order ? describe(order) : '')}
          onChange={(event) => setText(event.target.value)}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-[70] w-[var(--input-width)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg empty:invisible"
        >
          {orders.map((order) => (
            <ComboboxOption
              key={order.id}
              value={order}
              data-testid="payment-order-option"
              className="cursor-pointer rounded px-2 py-1.5 text-sm data-[focus]:bg-brand/10"
            >
              <span className="font-medium text-slate-900">{describe(order)}</span>
              <span className="block text-xs text-slate-600">
                {t('orderBalance', { balance: formatPrice(order.balance, 'EUR', locale) })}
              </span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {error ? (
        <p id="payment-order-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="payment-order-hint" className="text-xs text-slate-500">
          {q.trim().length >= 2 && !isLoading && orders.length === 0 ? t('orderNone') : t('orderHint')}
        </p>
      )}
    </Field>
  );
}
