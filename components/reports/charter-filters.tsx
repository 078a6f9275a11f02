'use client';

import { useTranslations } from 'next-intl';
import { useFilterDraft } from '@/components/ui/use-filter-draft';
import { Select } from '@/components/ui/select';
import { formatCalendarDate } from '@/lib/format/date';
import { useCharterFilterFlights } from '@/lib/hooks/use-reports';
import { CHARTER_STATE_KEYS, type CharterFilterValues, type CharterStateKey } from '@/lib/reports/charter-query';
import { charterDefaultPeriod } from '@/lib/shared/report-periods';
import { ReportFilterForm, toSelect } from './report-filter-form';

type Option = { id: string; name: string };
/** The options `GET reports/charter-control-financial/filters` gives over the agency's blocks. */
export interface CharterFilterOptions {
  airlines: Option[];
  routes: Option[];
}

/** A change of period, airline or route drops the chosen flight (it may not be among the new ones). */
function withoutFlight(values: CharterFilterValues): CharterFilterValues {
  const next = { ...values };
  delete next.flight;
  if (!next.airline) delete next.airline;
  if (!next.route) delete next.route;
  return next;
}

/**
 * The charter report's filters (docs/product.md §13 "Report screens"): period, airline, route, one
 * flight (from `filters-flights` for the period, airline and route chosen in the form) and state.
 */
export function CharterFilters({ values, options, today, onApply }: { values: CharterFilterValues; options: CharterFilterOptions; today: string; onApply: (values: CharterFilterValues) => void }) {
  const t = useTranslations('reports');
  const { draft, set, setDraft } = useFilterDraft(values);
  const flights = useCharterFilterFlights(draft).data ?? [];
  const active = [values.airline, values.route, values.flight, values.state].filter((value) => value !== undefined).length;
  return (
    <ReportFilterForm
      name="charter"
      action="/reports/charter-control-financial"
      active={active}
      today={today}
      period={draft}
      onPeriod={(period) => setDraft((current) => withoutFlight({ ...current, ...period }))}
      onApply={() => onApply(draft)}
      onReset={() => onApply(charterDefaultPeriod(today))}
    >
      <Select id="charter-airline" label={t('filters.airline')} placeholder={t('filters.any')} options={toSelect(options.airlines)} value={draft.airline ?? ''} onChange={(e) => setDraft((current) => withoutFlight({ ...current, airline: e.target.value || undefined }))} />
      <Select id="charter-route" label={t('filters.route')} placeholder={t('filters.any')} options={toSelect(options.routes)} value={draft.route ?? ''} onChange={(e) => setDraft((current) => withoutFlight({ ...current, route: e.target.value || undefined }))} />
      <Select
        id="charter-flight"
        label={t('filters.flight')}
        placeholder={t('filters.any')}
        options={flights.map((flight) => ({ value: String(flight.id), label: `${flight.name} · ${formatCalendarDate(flight.departure_date)}` }))}
        value={draft.flight ? String(draft.flight) : ''}
        onChange={(e) => set('flight', e.target.value ? Number(e.target.value) : undefined)}
      />
      <Select
        id="charter-state"
        label={t('filters.state')}
        placeholder={t('filters.any')}
        options={CHARTER_STATE_KEYS.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        value={draft.state ?? ''}
        onChange={(e) => set('state', (CHARTER_STATE_KEYS as readonly string[]).includes(e.target.value) ? (e.target.value as CharterStateKey) : undefined)}
      />
    </ReportFilterForm>
  );
}
