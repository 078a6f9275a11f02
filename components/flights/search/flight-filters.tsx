'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { MultiSelect } from '@/components/ui/multi-select';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { EMPTY_FLIGHT_SEARCH, TIME_WINDOWS, type FlightSearchValues, type TimeWindow } from '@/lib/flights/search-form';
import { FLIGHT_TYPES } from '@/lib/schemas/flight-constants';
import type { FlightAirline } from '@/lib/schemas/flights';

/** The hours a window may start at or end at ("06:00"), and the day's last minute as an end. */
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const ENDS = [...HOURS.slice(1), '23:59'];

type FilterValues = Pick<
  FlightSearchValues,
  'airlines' | 'direct' | 'flight_type' | 'baggage' | `${TimeWindow}_from` | `${TimeWindow}_to`
>;

const FILTER_KEYS = [
  'airlines',
  'direct',
  'flight_type',
  'baggage',
  ...TIME_WINDOWS.flatMap((w) => [`${w}_from`, `${w}_to`] as const),
] as const;

/**
 * The filters (docs/product.md §11): airlines of the results, direct only, charter or regular,
 * checked baggage included, departure and arrival windows by local time (the return's on a return
 * trip). Fields of the search form (`form=`), so the GET form sends them too; a change searches
 * again at once. On a phone they fold under a "Filters" button.
 */
export function FlightFilters({
  form,
  values,
  airlines,
  onChange,
}: {
  form: string;
  values: FlightSearchValues;
  airlines: readonly FlightAirline[];
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  const t = useTranslations('flightSearch.filters');
  const [open, setOpen] = useState(false);
  // The fold opens with the page's code: before it, a press would do nothing.
  const hydrated = useHydrated();
  const windows = TIME_WINDOWS.filter((window) => values.trip === 'return' || !window.startsWith('return_'));
  const active = FILTER_KEYS.some((key) => JSON.stringify(values[key]) !== JSON.stringify(EMPTY_FLIGHT_SEARCH[key]));
  const select = 'control py-1.5 text-sm';

  return (
    <aside
      aria-labelledby="flight-filters-title"
      data-testid="flight-filters"
      className="self-start rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="flight-filters-title" className="text-base font-semibold text-slate-900">
          {t('title')}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="flight-filters-body"
          disabled={!hydrated}
          onClick={() => setOpen(!open)}
          className="btn btn-secondary px-3 py-1.5 text-sm lg:hidden"
        >
          {t('show')}
        </button>
      </div>
      <div id="flight-filters-body" className={`${open ? 'grid' : 'hidden'} mt-3 gap-4 lg:grid`}>
        {airlines.length > 0 ? (
          <MultiSelect
            id="flight-airlines"
            label={t('airlines')}
            placeholder={t('anyAirline')}
            options={airlines.map((airline) => ({ value: airline.iata, label: `${airline.name} (${airline.iata})` }))}
            value={values.airlines}
            onChange={(codes) => onChange({ airlines: codes })}
            field={{ name: 'airlines', form }}
          />
        ) : null}
        <div className="grid gap-2">
          <Checkbox
            id="flight-direct"
            form={form}
            name="direct"
            value="1"
            checked={values.direct}
            onChange={(event) => onChange({ direct: event.target.checked })}
            label={t('direct')}
          />
          <Checkbox
            id="flight-baggage"
            form={form}
            name="baggage"
            value="1"
            checked={values.baggage}
            onChange={(event) => onChange({ baggage: event.target.checked })}
            label={t('baggage')}
          />
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('type')}</legend>
          {(['', ...FLIGHT_TYPES] as const).map((type) => (
            <label key={type || 'any'} className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                form={form}
                name="flight_type"
                value={type}
                checked={values.flight_type === type}
                onChange={() => onChange({ flight_type: type })}
                className="accent-brand"
              />
              {type ? t(type) : t('anyType')}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('times')}</legend>
          {windows.map((window) => (
            <div
              key={window}
              role="group"
              aria-labelledby={`flight-window-${window}`}
              className="grid grid-cols-2 gap-2"
            >
              <span id={`flight-window-${window}`} className="col-span-2 text-xs text-slate-500">
                {t(window)}
              </span>
              {(['from', 'to'] as const).map((end) => (
                <label key={end} className="grid gap-0.5 text-xs text-slate-500">
                  {t(end)}
                  <select
                    form={form}
                    name={`${window}_${end}`}
                    data-testid={`filter-${window}-${end}`}
                    value={values[`${window}_${end}`]}
                    onChange={(event) => onChange({ [`${window}_${end}`]: event.target.value })}
                    className={select}
                  >
                    <option value="">{t('anyTime')}</option>
                    {(end === 'from' ? HOURS : ENDS).map((hour) => (
                      <option key={hour} value={hour}>
                        {hour}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          ))}
        </fieldset>
        {active ? (
          <button
            type="button"
            onClick={() =>
              onChange(
                Object.fromEntries(FILTER_KEYS.map((key) => [key, EMPTY_FLIGHT_SEARCH[key]])) as Partial<FilterValues>,
              )
            }
            className="justify-self-start text-sm font-medium text-brand underline-offset-2 hover:underline"
          >
            {t('reset')}
          </button>
        ) : null}
      </div>
    </aside>
  );
}
