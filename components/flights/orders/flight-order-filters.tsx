'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { DateRangeField } from '@/components/ui/date-range-field';
import { FilterForm } from '@/components/ui/filter-form';
import { useFilterDraft } from '@/components/ui/use-filter-draft';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { dateLimits } from '@/lib/search/date-range';
import { FLIGHT_TYPES, TICKET_ORDER_FILTER_MAX, TICKET_ORDER_STATUSES, type FlightType } from '@/lib/schemas/ticket-order-constants';
import type { TicketFilterValues } from '@/lib/flights/ticket-orders-query';
import type { FlightOrderFilterOptions } from './flight-order-filter-form';


const toSelectOptions = (options: { id: string; name: string }[]) => options.map((option) => ({ value: option.id, label: option.name }));

export interface FlightOrderFiltersProps {
  values: TicketFilterValues;
  options: FlightOrderFilterOptions;
  onApply: (values: TicketFilterValues) => void;
}

/**
 * The flight list's filters as the desk still shows them, a client form (components/ui/filter-form.tsx);
 * the flight list's own is server-rendered (flight-order-filter-form.tsx). "Reset" clears them all.
 */
export function FlightOrderFilters({ values, options, onApply }: FlightOrderFiltersProps) {
  const t = useTranslations('flightList.filters');
  const statusNames = useTranslations('flightList.status');
  const typeNames = useTranslations('flightList.type');
  const { draft, set } = useFilterDraft(values);
  const [limits] = useState(() => dateLimits(new Date(), { yearsBack: 2, yearsAhead: 2 }));

  return (
    <FilterForm name="flight-order" action="/ats/orders" messages="flightList.filters" active={Object.keys(values).length} onApply={() => onApply(draft)} onReset={() => onApply({})}>
      <TextField id="flight-filter-number" label={t('number')} value={draft.number ?? ''} maxLength={TICKET_ORDER_FILTER_MAX.number} autoComplete="off" onChange={(e) => set('number', e.target.value)} />
      <TextField id="flight-filter-surname" label={t('surname')} value={draft.surname ?? ''} maxLength={TICKET_ORDER_FILTER_MAX.surname} autoComplete="off" onChange={(e) => set('surname', e.target.value)} />
      <Select
        id="flight-filter-route"
        label={t('route')}
        placeholder={t('any')}
        options={toSelectOptions(options.routes)}
        value={draft.route ?? ''}
        onChange={(e) => set('route', e.target.value)}
      />
      <Select
        id="flight-filter-airline"
        label={t('airline')}
        placeholder={t('any')}
        options={toSelectOptions(options.airlines)}
        value={draft.airline ?? ''}
        onChange={(e) => set('airline', e.target.value)}
      />
      <div className="lg:col-span-2">
        <DateRangeField
          id="flight-filter-dates"
          label={t('flightDates')}
          fromLabel={t('from')}
          toLabel={t('to')}
          limits={limits}
          value={{ from: draft.flight_from ?? '', to: draft.flight_to ?? '' }}
          onChange={(range) => {
            set('flight_from', range.from);
            set('flight_to', range.to);
          }}
        />
      </div>
      <CheckboxGroup
        legend={t('status')}
        options={TICKET_ORDER_STATUSES.map((status) => ({ value: status, label: statusNames(status) }))}
        value={draft.status ?? []}
        onChange={(statuses) => set('status', statuses)}
      />
      <Select
        id="flight-filter-type"
        label={t('flightType')}
        placeholder={t('any')}
        options={FLIGHT_TYPES.map((type) => ({ value: type, label: typeNames(type) }))}
        value={draft.flight_type ?? ''}
        onChange={(e) => set('flight_type', (FLIGHT_TYPES as readonly string[]).includes(e.target.value) ? (e.target.value as FlightType) : undefined)}
      />
    </FilterForm>
  );
}
