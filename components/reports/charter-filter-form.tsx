import { useTranslations } from 'next-intl';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { formatCalendarDate } from '@/lib/format/date';
import { CHARTER_PATH, charterSearch, type CharterQuery } from '@/lib/reports/charter-query';
import { CHARTER_STATES, DEFAULT_CHARTER_SORT } from '@/lib/schemas/reports';
import { presetPeriod } from '@/lib/shared/report-periods';
import { ReportPeriodInputs } from './report-period-inputs';

type Option = { id: string; name: string };
/** The options `GET reports/charter-control-financial/filters` gives over the agency's blocks. */
export interface CharterFilterOptions {
  airlines: Option[];
  routes: Option[];
  /** `filters-flights` for the URL's period, airline and route. */
  flights: { id: number; name: string; departure_date: string }[];
}

const toSelect = (options: Option[]) => options.map((option) => ({ value: option.id, label: option.name }));

/**
 * The charter report's filters (docs/product.md §13 "Report screens"), rendered on the server
 * (docs/architecture.md "Server-first screens"): period, airline, route, one flight (of the URL's
 * period, airline and route) and state, named as the URL's keys. With script a new airline or
 * route applies at once without the flight (CharterReportPage), so the flights follow.
 */
export function CharterFilterForm({
  query,
  options,
  today,
}: {
  query: CharterQuery;
  options: CharterFilterOptions;
  today: string;
}) {
  const t = useTranslations('reports');
  const active = [query.airline, query.route, query.flight, query.state].filter((value) => value !== undefined).length;
  return (
    <FilterForm
      name="charter"
      action={CHARTER_PATH}
      messages="reports.filters"
      active={active}
      hidden={{ sort: query.sort === DEFAULT_CHARTER_SORT ? undefined : query.sort }}
    >
      <ReportPeriodInputs
        id="charter-period"
        period={query}
        today={today}
        presetHref={(preset) =>
          `${CHARTER_PATH}${charterSearch({ ...query, ...presetPeriod(preset, today), flight: undefined, page: 1 }, null)}`
        }
      />
      <Select
        id="charter-airline"
        name="airline"
        label={t('filters.airline')}
        placeholder={t('filters.any')}
        options={toSelect(options.airlines)}
        defaultValue={query.airline ?? ''}
      />
      <Select
        id="charter-route"
        name="route"
        label={t('filters.route')}
        placeholder={t('filters.any')}
        options={toSelect(options.routes)}
        defaultValue={query.route ?? ''}
      />
      <Select
        id="charter-flight"
        name="flight"
        label={t('filters.flight')}
        placeholder={t('filters.any')}
        options={options.flights.map((flight) => ({
          value: String(flight.id),
          label: `${flight.name} · ${formatCalendarDate(flight.departure_date)}`,
        }))}
        defaultValue={query.flight ? String(query.flight) : ''}
      />
      <Select
        id="charter-state"
        name="state"
        label={t('filters.state')}
        placeholder={t('filters.any')}
        options={CHARTER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        defaultValue={query.state ?? ''}
      />
    </FilterForm>
  );
}
