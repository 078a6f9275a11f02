import { useTranslations } from 'next-intl';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FilterForm } from '@/components/ui/filter-form';
import { DateMask } from '@/components/ui/range-calendar-button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TICKET_PAYMENTS_LIST, type AtsListQuery, type TicketPaymentFilter } from '@/lib/ats/list-query';
import { formatCalendarDate } from '@/lib/format/date';
import { ATS_PAYMENT_FILTER_MAX, PAYMENT_CURRENCIES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/schemas/ats';

/**
 * The payments' filters, rendered on the server (docs/architecture.md "Server-first screens"): a
 * GET form to `/ats/orders-payments` whose fields are named as the URL's keys; the sort and the
 * order the list is narrowed to (`order_id`) ride along hidden. The two dates are typed
 * DD.MM.YYYY (the mask with script; the reader takes them as typed).
 */
export function TicketPaymentFilterForm({ query }: { query: AtsListQuery<TicketPaymentFilter> }) {
  const t = useTranslations('atsLists.payments.filters');
  const names = useTranslations('atsLists.payments');
  const common = useTranslations('common');
  const values = query.filters;
  const date = (name: 'paid_from' | 'paid_to', label: string) => (
    <TextField
      id={`payment-filter-${name}`}
      name={name}
      label={label}
      defaultValue={values[name] ? formatCalendarDate(values[name]) : ''}
      inputMode="numeric"
      data-day=""
      placeholder={common('datePlaceholder')}
      maxLength={10}
      autoComplete="off"
      className="tabular-nums"
    />
  );
  return (
    <FilterForm
      name="payment"
      action={TICKET_PAYMENTS_LIST.page}
      messages="atsLists.payments.filters"
      active={Object.keys(values).filter((name) => name !== 'order_id').length}
      hidden={{
        order_id: values.order_id,
        sort: query.sort === TICKET_PAYMENTS_LIST.defaultSort ? undefined : query.sort,
      }}
    >
      <TextField
        id="payment-filter-order"
        name="order"
        label={t('order')}
        defaultValue={values.order ?? ''}
        maxLength={ATS_PAYMENT_FILTER_MAX.order}
        autoComplete="off"
      />
      <TextField
        id="payment-filter-payer"
        name="payer"
        label={t('payer')}
        defaultValue={values.payer ?? ''}
        maxLength={ATS_PAYMENT_FILTER_MAX.payer}
        autoComplete="off"
      />
      <Select
        id="payment-filter-method"
        name="method"
        label={t('method')}
        placeholder={t('any')}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: names(`method.${method}`) }))}
        defaultValue={values.method ?? ''}
      />
      <Select
        id="payment-filter-currency"
        name="currency"
        label={t('currency')}
        placeholder={t('any')}
        options={PAYMENT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        defaultValue={values.currency ?? ''}
      />
      {date('paid_from', t('paidFrom'))}
      {date('paid_to', t('paidTo'))}
      <DateMask ids={['payment-filter-paid_from', 'payment-filter-paid_to']} />
      <CheckboxGroup
        legend={t('status')}
        name="status"
        options={PAYMENT_STATUSES.map((status) => ({ value: status, label: names(`status.${status}`) }))}
        defaultValue={(values.status ?? '').split(',')}
      />
    </FilterForm>
  );
}
