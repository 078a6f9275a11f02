'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { DateRangeField } from '@/components/ui/date-range-field';
import { FilterForm, useFilterDraft } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useHotelOptions } from '@/lib/hooks/use-orders';
import { dateLimits } from '@/lib/search/date-range';
import { ORDER_STATUSES } from '@/lib/schemas/order-status';
import type { JournalFilterValues } from '@/lib/orders/journal-query';
import type { FilterOption } from '@/lib/schemas/orders';

/** The server's answer of each `*_list` call (hotels of the URL's country, or of all). */
export interface JournalFilterOptions {
  countries: FilterOption[];
  hotels: { countryId: number | undefined; options: FilterOption[] };
  owners: FilterOption[];
  flightsThere: FilterOption[];
  flightsBack: FilterOption[];
}

const toSelectOptions = (options: FilterOption[]) => options.map((option) => ({ value: String(option.id), label: option.name }));
const idOrUndefined = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** The journal's filters (components/ui/filter-form.tsx): "Reset" clears them all. */
export interface JournalFiltersProps {
  values: JournalFilterValues;
  options: JournalFilterOptions;
  onApply: (values: JournalFilterValues) => void;
}

export function JournalFilters({ values, options, onApply }: JournalFiltersProps) {
  const t = useTranslations('orders.filters');
  const statusNames = useTranslations('orders.status');
  const { draft, setDraft, set } = useFilterDraft(values);
  const [limits] = useState(() => dateLimits(new Date(), { yearsBack: 10, yearsAhead: 2 }));
  const { data: hotels = [] } = useHotelOptions(draft.country_id, options.hotels);

  return (
    <FilterForm name="journal" messages="orders.filters" active={Object.keys(values).length} onApply={() => onApply(draft)} onReset={() => onApply({})}>
      <TextField id="filter-number" label={t('number')} value={draft.number ?? ''} maxLength={20} autoComplete="off" onChange={(e) => set('number', e.target.value)} />
      <TextField id="filter-surname" label={t('surname')} value={draft.surname ?? ''} maxLength={40} autoComplete="off" onChange={(e) => set('surname', e.target.value)} />
      <CheckboxGroup
        legend={t('status')}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: statusNames(status) }))}
        value={draft.status ?? []}
        onChange={(statuses) => set('status', statuses)}
      />
      <div className="lg:col-span-2">
        <DateRangeField
          id="filter-created"
          label={t('created')}
          fromLabel={t('from')}
          toLabel={t('to')}
          limits={limits}
          value={{ from: draft.created_from ?? '', to: draft.created_to ?? '' }}
          onChange={(range) => setDraft((current) => withRange(current, 'created', range))}
        />
      </div>
      <div className="lg:col-span-2">
        <DateRangeField
          id="filter-check-in"
          label={t('checkIn')}
          fromLabel={t('from')}
          toLabel={t('to')}
          limits={limits}
          value={{ from: draft.check_in_from ?? '', to: draft.check_in_to ?? '' }}
          onChange={(range) => setDraft((current) => withRange(current, 'check_in', range))}
        />
      </div>
      <Select
        id="filter-owner"
        label={t('owner')}
        placeholder={t('any')}
        options={toSelectOptions(options.owners)}
        value={draft.owner_id === undefined ? '' : String(draft.owner_id)}
        onChange={(e) => set('owner_id', idOrUndefined(e.target.value))}
      />
      <Select
        id="filter-country"
        label={t('country')}
        placeholder={t('any')}
        options={toSelectOptions(options.countries)}
        value={draft.country_id === undefined ? '' : String(draft.country_id)}
        onChange={(e) => {
          // Hotels depend on the country: a hotel of another country would match nothing.
          set('country_id', idOrUndefined(e.target.value));
          set('hotel_id', undefined);
        }}
      />
      <Select
        id="filter-hotel"
        label={t('hotel')}
        placeholder={t('any')}
        options={toSelectOptions(hotels)}
        value={draft.hotel_id === undefined ? '' : String(draft.hotel_id)}
        onChange={(e) => set('hotel_id', idOrUndefined(e.target.value))}
      />
      <Select
        id="filter-flight-there"
        label={t('flightThere')}
        placeholder={t('any')}
        options={toSelectOptions(options.flightsThere)}
        value={draft.flight_there ?? ''}
        onChange={(e) => set('flight_there', e.target.value)}
      />
      <Select
        id="filter-flight-back"
        label={t('flightBack')}
        placeholder={t('any')}
        options={toSelectOptions(options.flightsBack)}
        value={draft.flight_back ?? ''}
        onChange={(e) => set('flight_back', e.target.value)}
      />
    </FilterForm>
  );
}

function withRange(values: JournalFilterValues, prefix: 'created' | 'check_in', range: { from: string; to: string }): JournalFilterValues {
  const next = { ...values };
  const from = `${prefix}_from` as const;
  const to = `${prefix}_to` as const;
  if (range.from) next[from] = range.from;
  else delete next[from];
  if (range.to) next[to] = range.to;
  else delete next[to];
  return next;
}
