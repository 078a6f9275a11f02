import { useTranslations } from 'next-intl';
import {
  TicketOrderFilterForm,
  type TicketOrderFilterOptions,
} from '@/components/flights/orders/ticket-order-filter-form';
import { DateRangeInputs } from '@/components/ui/date-range-inputs';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import {
  DEFAULT_TICKET_SORT,
  TICKET_LIST_URL,
  ticketFiltersOf,
  ticketOrdersSearch,
} from '@/lib/flights/ticket-orders-query';
import type { AtsDeskQuery } from '@/lib/flights/desk-ticket-orders-query';
import { dateLimits } from '@/lib/search/date-range';

type Option = { id: string | number; name: string };
/** The desk's options of `GET ats/orders/filters` (the flight list's routes and airlines are its own form's). */
export interface AtsDeskFilterOptions {
  sellers: Option[];
  sources: Option[];
  transaction_types: Option[];
  properties: Option[];
}

const DESK_KEYS = [
  'source',
  'transaction_type',
  'seller',
  'linked',
  'property',
  'pnr',
  'issued_from',
  'issued_to',
] as const;
const toSelect = (options: Option[]) => options.map((option) => ({ value: String(option.id), label: option.name }));
const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/** The query's filters as the two forms hold them, as URL texts: §11's and the desk's. */
function split(query: AtsDeskQuery) {
  const flight: Record<string, string | undefined> = {};
  const desk: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(ticketFiltersOf(query))) {
    const shown = Array.isArray(value) ? value.join(',') : text(value as string | number | undefined);
    if ((DESK_KEYS as readonly string[]).includes(key)) desk[key] = shown;
    else flight[key] = shown;
  }
  return { flight, desk };
}

/**
 * The desk's two filter forms (docs/product.md §12 "The ticket desk: the screens"), rendered on the
 * server (docs/architecture.md "Server-first screens"): the flight list's, unchanged, and the
 * desk's own; each submits its own fields and keeps the other's (hidden), and each one's Reset
 * keeps the other's.
 */
export function AtsDeskFilterForms({
  query,
  options,
}: {
  query: AtsDeskQuery;
  options: TicketOrderFilterOptions & AtsDeskFilterOptions;
}) {
  const t = useTranslations('atsDesk.filters');
  const { flight, desk } = split(query);
  const only = (kept: Record<string, string | undefined>) =>
    `${TICKET_LIST_URL.path}${ticketOrdersSearch({ ...kept, sort: query.sort, page: 1, size: query.size } as AtsDeskQuery)}`;
  const values = query;
  return (
    <>
      <TicketOrderFilterForm query={query} options={options} keep={desk} resetHref={only(desk)} />
      <FilterForm
        name="ats-desk"
        action={TICKET_LIST_URL.path}
        resetHref={only(flight)}
        messages="atsDesk.filters"
        active={Object.values(desk).filter((value) => value !== undefined).length}
        hidden={{ ...flight, sort: query.sort === DEFAULT_TICKET_SORT ? undefined : query.sort }}
      >
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
            limits={dateLimits(new Date(), { yearsBack: 2, yearsAhead: 0 })}
          />
        </div>
      </FilterForm>
    </>
  );
}
