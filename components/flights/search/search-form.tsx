'use client';

import type { Ref } from 'react';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { DateRangeField } from '@/components/ui/date-range-field';
import { Select } from '@/components/ui/select';
import { adjustParty, partyLimits, type PartyCounts } from '@/lib/flights/passengers';
import type { FlightSearchValues } from '@/lib/flights/search-form';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { MAX_FLEX_DAYS } from '@/lib/schemas/flight-constants';
import type { FlightPlace, FlightPlaces } from '@/lib/schemas/flights';
import { dateLimits } from '@/lib/search/date-range';
import { PlaceField } from './place-field';

/** The form's id: the filters and the sort, outside it, belong to it through `form=`. */
export const FLIGHT_FORM_ID = 'flight-search-form';

/** How far ahead a flight can be searched (the demo operator sells six months; a year leaves room). */
const YEARS_AHEAD = 1;

const range = (min: number, max: number) =>
  Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => String(min + i));

export interface FlightSearchFormProps {
  ref?: Ref<HTMLFormElement>;
  places: FlightPlaces;
  known: readonly FlightPlace[];
  today: string;
  values: FlightSearchValues;
  /** By field: catalogue keys or the backend's sentences. */
  errors: Record<string, string | undefined>;
  pending: boolean;
  onChange: (patch: Partial<FlightSearchValues>) => void;
  onSubmit: () => void;
  /** The form first took focus (its checks load then). */
  onFocus?: () => void;
}

/**
 * From and to, one way or return, the dates with a ±3-day range, the passengers by age group
 * (infants at most one per adult). A GET form to this page whose fields carry every value, so a
 * Search pressed before the page's code ran still searches what the form shows.
 */
export function FlightSearchForm({
  ref,
  places,
  known,
  today,
  values,
  errors,
  pending,
  onChange,
  onSubmit,
  onFocus,
}: FlightSearchFormProps) {
  const t = useTranslations('flightSearch.form');
  const pages = useTranslations('pages.searchFlight');
  const fieldError = useFieldErrorText();
  const limits = useMemo(() => dateLimits(today, { yearsBack: 0, yearsAhead: YEARS_AHEAD }), [today]);
  const destinations = useMemo(() => {
    const codes = places.routes[values.from];
    return codes ? places.to.filter((place) => codes.includes(place.code)) : places.to;
  }, [places, values.from]);
  const limitsOfParty = partyLimits(values);
  const party = (field: keyof PartyCounts, value: string) =>
    onChange(adjustParty({ ...values, [field]: Number(value) }, field));
  const canSwap = Boolean(values.from && values.to && places.routes[values.to]?.includes(values.from));

  return (
    <form
      ref={ref}
      id={FLIGHT_FORM_ID}
      data-testid="flight-search-form"
      aria-label={pages('title')}
      method="get"
      action="/search/flight"
      noValidate
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {errors.form ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {/* On a phone the places are one above the other, each the screen's width: a name is read whole. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start md:col-span-2">
          <div className="min-w-0 flex-1">
            <PlaceField
              id="flight-from"
              name="from"
              label={t('from')}
              hint={t('placeHint')}
              value={values.from}
              options={places.from}
              known={known}
              error={fieldError(errors.from)}
              onChange={(from) =>
                onChange({
                  from,
                  to: !from || places.routes[from]?.includes(values.to) ? values.to : (places.routes[from]?.[0] ?? ''),
                })
              }
            />
          </div>
          <button
            type="button"
            aria-label={t('swap')}
            data-tooltip={t('swap')}
            disabled={!canSwap}
            onClick={() => onChange({ from: values.to, to: values.from })}
            className="tooltip btn btn-secondary h-[46px] shrink-0 px-3 max-sm:self-center sm:mt-[1.625rem] sm:h-[42px]"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 max-sm:rotate-90" fill="currentColor">
              <path d="M13.2 2.3a1 1 0 0 1 1.4 0l3 3a1 1 0 0 1 0 1.4l-3 3a1 1 0 1 1-1.4-1.4L14.5 7H3a1 1 0 0 1 0-2h11.5l-1.3-1.3a1 1 0 0 1 0-1.4ZM6.8 10.3a1 1 0 0 1 0 1.4L5.5 13H17a1 1 0 1 1 0 2H5.5l1.3 1.3a1 1 0 1 1-1.4 1.4l-3-3a1 1 0 0 1 0-1.4l3-3a1 1 0 0 1 1.4 0Z" />
            </svg>
          </button>
          <div className="min-w-0 flex-1">
            <PlaceField
              id="flight-to"
              name="to"
              label={t('to')}
              hint={t('placeHint')}
              value={values.to}
              options={destinations}
              known={known}
              error={fieldError(errors.to)}
              onChange={(to) => onChange({ to })}
            />
          </div>
        </div>

        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('trip')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['one_way', 'return'] as const).map((trip) => (
              <label
                key={trip}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand has-checked:bg-brand/5"
              >
                <input
                  type="radio"
                  name="trip"
                  value={trip}
                  checked={values.trip === trip}
                  onChange={() => onChange({ trip })}
                  className="accent-brand"
                />
                {t(trip === 'one_way' ? 'oneWay' : 'return')}
              </label>
            ))}
          </div>
        </fieldset>

        <Select
          id="flight-flex"
          name="flex"
          label={t('flex')}
          value={String(values.flex)}
          onChange={(event) => onChange({ flex: Number(event.target.value) })}
          options={range(0, MAX_FLEX_DAYS).map((days) => ({
            value: days,
            label: days === '0' ? t('flexExact') : t('flexDays', { days: Number(days) }),
          }))}
        />

        <div className="md:col-span-2">
          {values.trip === 'return' ? (
            <DateRangeField
              id="flight-dates"
              label={t('dates')}
              fromLabel={t('dateFrom')}
              toLabel={t('dateTo')}
              required
              value={{ from: values.date, to: values.return_date }}
              onChange={(dates) => onChange({ date: dates.from, return_date: dates.to })}
              limits={limits}
              error={fieldError(errors.date ?? errors.return_date)}
            />
          ) : (
            <DateInput
              id="flight-date"
              label={t('date')}
              required
              value={values.date}
              onChange={(date) => onChange({ date })}
              limits={limits}
              error={fieldError(errors.date)}
            />
          )}
          {/* The dates as the call takes them (ISO), for the GET form sent before the page's code runs. */}
          <input type="hidden" name="date" value={values.date} />
          {values.trip === 'return' ? <input type="hidden" name="return_date" value={values.return_date} /> : null}
        </div>

        {/* A label that wraps on a phone ("Младенцы (до 2)") keeps its select level with the others. */}
        <fieldset className="grid grid-cols-3 items-start gap-2 md:col-span-2 max-sm:[&_label]:min-h-10">
          <legend className="sr-only">{t('passengers')}</legend>
          {(['adults', 'children', 'infants'] as const).map((field) => (
            <Select
              key={field}
              id={`flight-${field}`}
              name={field}
              label={t(field)}
              value={String(values[field])}
              onChange={(event) => party(field, event.target.value)}
              options={range(limitsOfParty[field].min, limitsOfParty[field].max).map((n) => ({ value: n, label: n }))}
              error={fieldError(errors[field])}
            />
          ))}
        </fieldset>

        <div className="flex items-end md:col-span-2 md:justify-end xl:col-span-4">
          <Button type="submit" data-testid="search-submit" loading={pending} className="w-full md:w-auto md:min-w-40">
            {pending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
