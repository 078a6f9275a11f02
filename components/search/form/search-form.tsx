'use client';

import { useEffect, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DateRangeField } from '@/components/ui/date-range-field';
import { MultiSelect } from '@/components/ui/multi-select';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useCalendarHints, useCountries } from '@/lib/hooks/use-search-options';
import { dateLimits } from '@/lib/search/date-range';
import type { SearchFormValues } from '@/lib/search/form-schema';
import type { DepartureCity, HotelCategory, Meal, SearchQuery } from '@/lib/schemas/search';
import { CURRENCIES } from '@/lib/schemas/search-limits';
import { HotelField } from './hotel-field';
import { NightsFields } from './nights-fields';
import { ResortField } from './resort-field';
import { TouristFields } from './tourist-fields';
import { SearchFormContext, useSearchForm } from './use-search-form';

export interface SearchFormProps {
  departures: readonly DepartureCity[];
  meals: readonly Meal[];
  categories: readonly HotelCategory[];
  defaultValues: SearchFormValues;
  /** Today (ISO): check-in starts here and may be up to 5 years ahead. */
  today: string;
  onSearch: (query: SearchQuery, values: SearchFormValues) => void;
  /** A search is being started or its results are loading. */
  pending?: boolean;
}

/** The tour-search form (docs/product.md §5 rules): validated on submit, in the user's language. */
export function SearchForm({
  departures,
  meals,
  categories,
  defaultValues,
  today,
  onSearch,
  pending = false,
}: SearchFormProps) {
  const t = useTranslations('searchForm');
  const pages = useTranslations('pages.searchTour');
  const fieldError = useFieldErrorText();
  const form = useSearchForm(defaultValues);
  const alerts = useAlerts();
  const { values, errors, setValue, field, handleSubmit, preload } = form;
  const {
    departure_city_id: departureText,
    country_id: countryText,
    date_from: dateFrom,
    date_to: dateTo,
    meal_ids: mealIds,
    category_ids: categoryIds,
  } = values;
  const departureId = Number(departureText) || null;
  const countryId = Number(countryText) || null;

  const countries = useCountries(departureId);
  const hints = useCalendarHints(departureId, countryId);
  const limits = useMemo(() => dateLimits(today, { yearsBack: 0 }), [today]);

  // Another departure may not fly to the chosen country: fall back to its first one.
  useEffect(() => {
    if (!countries.data?.length || countries.data.some((country) => String(country.id) === countryText)) return;
    setValue('country_id', String(countries.data[0]!.id));
    clearCountryChoices();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the list changes, not on every choice
  }, [countries.data]);

  function clearCountryChoices() {
    setValue('package_template_ids', []);
    setValue('location_ids', []);
    setValue('hotel_ids', []);
  }

  const selectOf = (items: readonly { id: number; name: string }[]) =>
    items.map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <SearchFormContext value={form}>
      <form
        method="get"
        data-testid="search-form"
        aria-label={pages('title')}
        noValidate
        onSubmit={handleSubmit(onSearch, alerts.showApiError)}
        onFocus={preload}
        onPointerDown={preload}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Select
            id="search-departure"
            label={t('departure')}
            required
            options={selectOf(departures)}
            error={fieldError(errors.departure_city_id)}
            {...field('departure_city_id')}
          />
          <Select
            id="search-country"
            label={t('country')}
            required
            options={selectOf(countries.data ?? [])}
            error={fieldError(errors.country_id) ?? (countries.error ? t('listFailed') : undefined)}
            {...field('country_id')}
            onChange={(event) => {
              setValue('country_id', event.target.value);
              clearCountryChoices();
            }}
          />
          <div className="sm:col-span-2">
            <DateRangeField
              id="search-dates"
              label={t('dates')}
              fromLabel={t('dateFrom')}
              toLabel={t('dateTo')}
              required
              value={{ from: dateFrom, to: dateTo }}
              onChange={(range) => {
                setValue('date_from', range.from);
                setValue('date_to', range.to);
              }}
              limits={limits}
              allowedDates={hints.data}
              error={fieldError(errors.date_from ?? errors.date_to)}
            />
          </div>

          <NightsFields departureId={departureId} countryId={countryId} />
          <TouristFields />

          <MultiSelect
            id="search-meals"
            label={t('meals')}
            placeholder={t('any')}
            options={meals.map((meal) => ({ value: meal.id, label: `${meal.name} · ${meal.full_name}` }))}
            value={mealIds}
            onChange={(ids) => setValue('meal_ids', ids)}
          />
          <MultiSelect
            id="search-categories"
            label={t('categories')}
            placeholder={t('any')}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            value={categoryIds}
            onChange={(ids) => setValue('category_ids', ids)}
          />

          <div className="sm:col-span-2">
            <ResortField countryId={countryId} />
          </div>
          <div className="flex flex-col gap-4 sm:col-span-2">
            <HotelField countryId={countryId} />
            <div className="grid grid-cols-[1fr_1fr_6.5rem] gap-2">
              <TextField
                id="search-price-from"
                label={t('priceFrom')}
                inputMode="decimal"
                autoComplete="off"
                error={fieldError(errors.price_from)}
                {...field('price_from')}
              />
              <TextField
                id="search-price-to"
                label={t('priceTo')}
                inputMode="decimal"
                autoComplete="off"
                error={fieldError(errors.price_to)}
                {...field('price_to')}
              />
              <Select
                id="search-currency"
                label={t('currency')}
                options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                {...field('currency')}
              />
            </div>
          </div>
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" data-testid="search-submit" loading={pending} className="w-full sm:w-auto sm:min-w-40">
            {pending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </SearchFormContext>
  );
}
