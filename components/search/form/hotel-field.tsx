'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MultiSelect } from '@/components/ui/multi-select';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useHotelOptions, useLocations, usePackageTemplates } from '@/lib/hooks/use-search-options';
import { useSearchFormContext } from './use-search-form';

/** Hotels of the country, narrowed to the chosen resorts, searched by name on the server. */
export function HotelField({ countryId }: { countryId: number | null }) {
  const t = useTranslations('searchForm');
  const { values, setValue } = useSearchFormContext();
  const { hotel_ids: hotelIds, package_template_ids: templateIds, location_ids: locationIds } = values;
  const [search, setSearch] = useState('');
  // One request per pause in typing, not one per key.
  const settledSearch = useDebouncedValue(search, 250);

  // A whole region counts as all its resorts (the lists are the ones the resort tree loaded).
  const templates = usePackageTemplates(countryId);
  const locations = useLocations((templates.data ?? []).map((template) => template.id));
  const wholeRegions = (locations.data ?? [])
    .filter((location) => templateIds.includes(location.package_template_id))
    .map((location) => location.id);
  const hotels = useHotelOptions(
    countryId,
    [...locationIds, ...wholeRegions].sort((a, b) => a - b),
    settledSearch,
  );

  return (
    <MultiSelect
      id="search-hotels"
      label={t('hotels')}
      placeholder={t('any')}
      options={(hotels.data ?? []).map((hotel) => ({
        value: hotel.id,
        label: `${hotel.name} ${hotel.category}`,
        hint: hotel.city,
      }))}
      value={hotelIds}
      onChange={(ids) => setValue('hotel_ids', ids)}
      onSearch={setSearch}
      loading={hotels.isLoading}
      error={hotels.error ? t('listFailed') : undefined}
    />
  );
}
