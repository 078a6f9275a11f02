import { useTranslations } from 'next-intl';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { DateRangeInputs } from '@/components/ui/date-range-inputs';
import { FilterForm } from '@/components/ui/filter-form';
import { MultiSelectField } from '@/components/ui/multi-select';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { dateLimits } from '@/lib/search/date-range';
import { portalToday } from '@/lib/format/date';
import { DEFAULT_ORDER_SORT, JOURNAL_URL, filtersOf, journalSearch, withFilters } from '@/lib/orders/journal-query';
import { ListScopeTabs } from '@/components/orders/list-scope-tabs';
import { ORDER_FILTER_MAX } from '@/lib/schemas/orders-query';
import { ORDER_STATUSES } from '@/lib/schemas/order-status';
import type { FilterOption, OrdersQuery } from '@/lib/schemas/orders';

/** The server's answer of each `*_list` call (hotels of the URL's country, or of all). */
export interface JournalFilterOptions {
  countries: FilterOption[];
  hotels: FilterOption[];
  owners: FilterOption[];
  flightsThere: FilterOption[];
  flightsBack: FilterOption[];
}

const toSelectOptions = (options: FilterOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));
const toMultiOptions = (options: FilterOption[]) => options.map((option) => ({ value: option.id, label: option.name }));

/**
 * The journal's filters, rendered on the server (docs/architecture.md "Server-first screens"): a
 * GET form to `/orders` whose fields are named as the URL's keys and show the URL's values; the
 * sort rides along, the page does not (new filters start at page 1). The hotels are the URL's
 * country's: with script a new country applies at once (OrdersJournal), so its hotels follow.
 * The scope (whose orders) comes first, as links; the form keeps it. `query.scope` is the one shown.
 */
export function JournalFilterForm({
  query,
  options,
  userId,
}: {
  query: OrdersQuery;
  options: JournalFilterOptions;
  userId: number;
}) {
  const t = useTranslations('orders.filters');
  const limits = dateLimits(portalToday(), { yearsBack: 10, yearsAhead: 2 });
  const statusNames = useTranslations('orders.status');
  const id = (value: number | undefined) => (value === undefined ? '' : String(value));
  const { scope, ...filters } = filtersOf(query);
  return (
    <FilterForm
      name="journal"
      messages="orders.filters"
      action={JOURNAL_URL.path}
      active={Object.keys(filters).length}
      hidden={{ scope, sort: query.sort === DEFAULT_ORDER_SORT ? undefined : query.sort }}
      lead={
        <ListScopeTabs
          list="journal"
          userId={userId}
          current={scope ?? 'all'}
          hrefOf={(to) => `${JOURNAL_URL.path}${journalSearch(withFilters(query, { scope: to, ...filters }))}`}
        />
      }
    >
      <TextField
        id="filter-number"
        name="number"
        label={t('number')}
        defaultValue={query.number ?? ''}
        maxLength={ORDER_FILTER_MAX.number}
        autoComplete="off"
      />
      <TextField
        id="filter-surname"
        name="surname"
        label={t('surname')}
        defaultValue={query.surname ?? ''}
        maxLength={ORDER_FILTER_MAX.surname}
        autoComplete="off"
      />
      <CheckboxGroup
        legend={t('status')}
        name="status"
        options={ORDER_STATUSES.map((status) => ({ value: status, label: statusNames(status) }))}
        defaultValue={query.status ?? []}
      />
      <div className="lg:col-span-2">
        <DateRangeInputs
          id="filter-created"
          label={t('created')}
          fromLabel={t('from')}
          toLabel={t('to')}
          names={{ from: 'created_from', to: 'created_to' }}
          value={{ from: query.created_from, to: query.created_to }}
          limits={limits}
        />
      </div>
      <div className="lg:col-span-2">
        <DateRangeInputs
          id="filter-check-in"
          label={t('checkIn')}
          fromLabel={t('from')}
          toLabel={t('to')}
          names={{ from: 'check_in_from', to: 'check_in_to' }}
          value={{ from: query.check_in_from, to: query.check_in_to }}
          limits={limits}
        />
      </div>
      <MultiSelectField
        id="filter-owner"
        name="owner_id"
        label={t('owner')}
        placeholder={t('any')}
        options={toMultiOptions(options.owners)}
        defaultValue={query.owner_id ?? []}
      />
      <Select
        id="filter-country"
        name="country_id"
        label={t('country')}
        placeholder={t('any')}
        options={toSelectOptions(options.countries)}
        defaultValue={id(query.country_id)}
      />
      <MultiSelectField
        id="filter-hotel"
        name="hotel_id"
        label={t('hotel')}
        placeholder={t('any')}
        options={toMultiOptions(options.hotels)}
        defaultValue={query.hotel_id ?? []}
      />
      <Select
        id="filter-flight-there"
        name="flight_there"
        label={t('flightThere')}
        placeholder={t('any')}
        options={toSelectOptions(options.flightsThere)}
        defaultValue={query.flight_there ?? ''}
      />
      <Select
        id="filter-flight-back"
        name="flight_back"
        label={t('flightBack')}
        placeholder={t('any')}
        options={toSelectOptions(options.flightsBack)}
        defaultValue={query.flight_back ?? ''}
      />
    </FilterForm>
  );
}
