import { useTranslations } from 'next-intl';
import {
  TicketOrderFilterFields,
  type TicketOrderFilterOptions,
} from '@/components/flights/orders/ticket-order-filter-form';
import { DateRangeInputs } from '@/components/ui/date-range-inputs';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { DEFAULT_TICKET_SORT, TICKET_LIST_URL, ticketFiltersOf } from '@/lib/flights/ticket-orders-query';
import type { AtsDeskQuery } from '@/lib/flights/desk-ticket-orders-query';
import { dateLimits } from '@/lib/search/date-range';
import { portalToday } from '@/lib/format/date';

type Option = { id: string | number; name: string };
/** The desk's options of `GET ats/orders/filters` (the flight list's routes and airlines are its own form's). */
export interface AtsDeskFilterOptions {
  sellers: Option[];
  sources: Option[];
  transaction_types: Option[];
  properties: Option[];
}

const toSelect = (options: Option[]) => options.map((option) => ({ value: String(option.id), label: option.name }));
const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/**
 * The desk's filters (docs/product.md §12 "The ticket desk: the screens"), one form rendered on
 * the server (docs/architecture.md "Server-first screens"): the flight list's fields, then the
 * desk's own, one Reset and one Apply. On a phone it starts folded, unfolded when filters are set.
 */
export function AtsDeskFilterForm({
  query,
  options,
}: {
  query: AtsDeskQuery;
  options: TicketOrderFilterOptions & AtsDeskFilterOptions;
}) {
  const t = useTranslations('atsDesk.filters');
  const values = query;
  return (
    <FilterForm
      name="ats-desk"
      action={TICKET_LIST_URL.path}
      messages="atsDesk.filters"
      active={Object.keys(ticketFiltersOf(query)).length}
      hidden={{ sort: query.sort === DEFAULT_TICKET_SORT ? undefined : query.sort }}
      openWhenSet
    >
      <TicketOrderFilterFields query={query} options={options} />
      <TextField
        id="ats-filter-pnr"
        name="pnr"
        label={t('pnr')}
        defaultValue={values.pnr ?? ''}
        maxLength={8}
        autoComplete="off"
        spellCheck={false}
        className="uppercase"
      />
      <Select
        id="ats-filter-source"
        name="source"
        label={t('source')}
        placeholder={t('any')}
        options={toSelect(options.sources)}
        defaultValue={values.source ?? ''}
      />
      <Select
        id="ats-filter-transaction"
        name="transaction_type"
        label={t('transactionType')}
        placeholder={t('any')}
        options={toSelect(options.transaction_types)}
        defaultValue={values.transaction_type ?? ''}
      />
      <Select
        id="ats-filter-seller"
        name="seller"
        label={t('seller')}
        placeholder={t('any')}
        options={toSelect(options.sellers)}
        defaultValue={text(values.seller) ?? ''}
      />
      <Select
        id="ats-filter-linked"
        name="linked"
        label={t('linked')}
        placeholder={t('any')}
        options={[
          { value: '1', label: t('linkedYes') },
          { value: '0', label: t('linkedNo') },
        ]}
        defaultValue={values.linked ?? ''}
      />
      <Select
        id="ats-filter-property"
        name="property"
        label={t('property')}
        placeholder={t('any')}
        options={toSelect(options.properties)}
        defaultValue={text(values.property) ?? ''}
      />
      <div className="lg:col-span-2">
        <DateRangeInputs
          id="ats-filter-issued"
          label={t('issued')}
          fromLabel={t('from')}
          toLabel={t('to')}
          names={{ from: 'issued_from', to: 'issued_to' }}
          value={{ from: values.issued_from, to: values.issued_to }}
          limits={dateLimits(portalToday(), { yearsBack: 2, yearsAhead: 0 })}
        />
      </div>
    </FilterForm>
  );
}
