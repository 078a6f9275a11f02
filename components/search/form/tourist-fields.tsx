'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { controlClass } from '@/components/ui/form-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { MAX_ADULTS, MAX_CHILDREN } from '@/lib/schemas/search-limits';
import { useSearchFormContext } from './use-search-form';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/** Adults 1-6 and up to 3 children, each with an age 0-17 (the age decides the room and the fare). */
export function TouristFields() {
  const t = useTranslations('searchForm');
  const fieldError = useFieldErrorText();
  const { values, errors, setValue, field } = useSearchFormContext();
  const ages = values.children_ages;
  const ageErrors = ages.map((_, index) => errors[`children_ages.${index}`]);
  // One message under the ages: each wrong age is outlined in red.
  const ageError = fieldError(ageErrors.find(Boolean) ?? errors.children_ages);

  const setChildren = (count: number) =>
    setValue(
      'children_ages',
      Array.from({ length: count }, (_, index) => ages[index] ?? ''),
    );
  const setAge = (index: number, age: string) =>
    setValue(
      'children_ages',
      ages.map((other, at) => (at === index ? age : other)),
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <Select
          id="search-adults"
          label={t('adults')}
          required
          options={range(1, MAX_ADULTS).map((value) => ({ value, label: value }))}
          error={fieldError(errors.adults)}
          {...field('adults')}
        />
        <Select
          id="search-children"
          label={t('children')}
          options={range(0, MAX_CHILDREN).map((value) => ({ value, label: value }))}
          value={String(ages.length)}
          onChange={(event) => setChildren(Number(event.target.value))}
        />
      </div>
      {ages.length ? (
        <fieldset aria-describedby={ageError ? 'search-child-age-error' : undefined}>
          <legend className="mb-1 text-xs text-slate-500">{t('childrenAges')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {ages.map((age, index) => (
              <input
                key={index}
                id={`search-child-age-${index + 1}`}
                aria-label={t('childAge', { number: index + 1 })}
                aria-invalid={Boolean(ageErrors[index])}
                inputMode="numeric"
                maxLength={2}
                autoComplete="off"
                className={controlClass}
                name={`children_ages.${index}`}
                value={age}
                onChange={(event) => setAge(index, event.target.value)}
              />
            ))}
          </div>
          {ageError ? (
            <p id="search-child-age-error" className="mt-1.5 text-sm text-red-700">
              {ageError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
