import { useTranslations } from 'next-intl';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { DateRangeInputs } from '@/components/ui/date-range-inputs';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { dateLimits } from '@/lib/search/date-range';
import { portalToday } from '@/lib/format/date';
import { FLIGHT_TYPES, TICKET_ORDER_FILTER_MAX, TICKET_ORDER_STATUSES } from '@/lib/schemas/list-params';
import {
  DEFAULT_TICKET_SORT,
  TICKET_LIST_URL,
  ticketFiltersOf,
  ticketOrdersSearch,
  withTicketFilters,
  type TicketOrdersQuery,
} from '@/lib/flights/ticket-orders-query';
import { ListScopeTabs } from '@/components/orders/list-scope-tabs';

/** The options `GET ats/orders/filters` gives over the agency's own orders. */
export interface TicketOrderFilterOptions {
  routes: { id: string; name: string }[];
  airlines: { id: string; name: string }[];
}

const toSelectOptions = (options: { id: string; name: string }[]) =>
  options.map((option) => ({ value: option.id, label: option.name }));

/**
 * The flight list's filters (docs/product.md §11 "The flight list"), rendered on the server as the
 * journal's are (docs/architecture.md "Server-first screens"): a GET form to `/ats/orders` whose
 * fields are named as the URL's keys and show its values, the sort kept, the page not. With
 * `userId` (the flight list's, not the desk's) the scope (whose orders) comes first, as links.
 */
export function TicketOrderFilterForm({
  query,
  options,
  userId,
}: {
  query: TicketOrdersQuery;
  options: TicketOrderFilterOptions;
  /** The user whose scope the list shows (`query.scope`) and remembers. */
  userId?: number;
}) {
  const { scope, ...filters } = ticketFiltersOf(query);
  return (
    <FilterForm
      name="flight-order"
      messages="flightList.filters"
      action={TICKET_LIST_URL.path}
      active={Object.keys(filters).length}
      hidden={{ scope, sort: query.sort === DEFAULT_TICKET_SORT ? undefined : query.sort }}
      lead={
        userId === undefined ? undefined : (
          <ListScopeTabs
            list="flights"
            userId={userId}
            current={scope ?? 'all'}
            hrefOf={(to) =>
              `${TICKET_LIST_URL.path}${ticketOrdersSearch(withTicketFilters(query, { scope: to, ...filters }))}`
            }
          />
        )
      }
    >
      <TicketOrderFilterFields query={query} options={options} />
    </FilterForm>
  );
}

/** The flight list's fields, named as the URL's keys and showing its values: its own form's, and the first of the desk's one form. */
export function TicketOrderFilterFields({
  query,
  options,
}: {
  query: TicketOrdersQuery;
  options: TicketOrderFilterOptions;
}) {
  const t = useTranslations('flightList.filters');
  const statusNames = useTranslations('flightList.status');
  const typeNames = useTranslations('flightList.type');
  return (
    <>
      <TextField
        id="flight-filter-number"
        name="number"
        label={t('number')}
        defaultValue={query.number ?? ''}
        maxLength={TICKET_ORDER_FILTER_MAX.number}
        autoComplete="off"
      />
      <TextField
        id="flight-filter-surname"
        name="surname"
        label={t('surname')}
        defaultValue={query.surname ?? ''}
        maxLength={TICKET_ORDER_FILTER_MAX.surname}
        autoComplete="off"
      />
      <Select
        id="flight-filter-route"
        name="route"
        label={t('route')}
        placeholder={t('any')}
        options={toSelectOptions(options.routes)}
        defaultValue={query.route ?? ''}
      />
      <Select
        id="flight-filter-airline"
        name="airline"
        label={t('airline')}
        placeholder={t('any')}
        options={toSelectOptions(options.airlines)}
        defaultValue={query.airline ?? ''}
      />
      <div className="lg:col-span-2">
        <DateRangeInputs
          id="flight-filter-dates"
          label={t('flightDates')}
          fromLabel={t('from')}
          toLabel={t('to')}
          names={{ from: 'flight_from', to: 'flight_to' }}
          value={{ from: query.flight_from, to: query.flight_to }}
          limits={dateLimits(portalToday(), { yearsBack: 2, yearsAhead: 2 })}
        />
      </div>
      <CheckboxGroup
        legend={t('status')}
        name="status"
        options={TICKET_ORDER_STATUSES.map((status) => ({ value: status, label: statusNames(status) }))}
        defaultValue={query.status ?? []}
      />
      <Select
        id="flight-filter-type"
        name="flight_type"
        label={t('flightType')}
        placeholder={t('any')}
        options={FLIGHT_TYPES.map((type) => ({ value: type, label: typeNames(type) }))}
        defaultValue={query.flight_type ?? ''}
      />
    </>
  );
}
