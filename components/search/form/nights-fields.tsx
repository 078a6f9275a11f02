'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useAvailableNights } from '@/lib/hooks/use-search-options';
import { defaultNights } from '@/lib/search/defaults';
import { useSearchFormContext } from './use-search-form';

/** Before the dates are chosen any stay up to three weeks can be asked for. */
const ANY_NIGHTS = Array.from({ length: 21 }, (_, index) => index + 1);

/** Nights from/to, offered from the nights that have a return flight for the chosen dates. */
export function NightsFields({ departureId, countryId }: { departureId: number | null; countryId: number | null }) {
  const t = useTranslations('searchForm');
  const fieldError = useFieldErrorText();
  const { values, errors, setValue, field } = useSearchFormContext();
  const { date_from: dateFrom, date_to: dateTo, nights_from: nightsFrom, nights_to: nightsTo } = values;
  const available = useAvailableNights({
    departure_city_id: departureId,
    country_id: countryId,
    date_from: dateFrom,
    date_to: dateTo,
  });

  // Nights without a flight back for these dates are replaced by the nearest 7-10 that exist.
  useEffect(() => {
    const list = available.data;
    if (!list?.length || (list.includes(Number(nightsFrom)) && list.includes(Number(nightsTo)))) return;
    const range = defaultNights(list);
    if (!range) return;
    setValue('nights_from', String(range.from));
    setValue('nights_to', String(range.to));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new list re-chooses the nights
  }, [available.data]);

  const offered = available.data?.length ? available.data : ANY_NIGHTS;
  const options = offered.map((nights) => ({ value: String(nights), label: String(nights) }));
  return (
    <div className="grid grid-cols-2 gap-2">
      <Select
        id="search-nights-from"
        label={t('nightsFrom')}
        required
        options={options}
        error={fieldError(errors.nights_from)}
        {...field('nights_from')}
      />
      <Select
        id="search-nights-to"
        label={t('nightsTo')}
        required
        options={options}
        error={fieldError(errors.nights_to)}
        {...field('nights_to')}
      />
    </div>
  );
}
