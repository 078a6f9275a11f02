'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { TreeCheckboxList } from '@/components/ui/tree-checkbox-list';
import { useLocations, usePackageTemplates } from '@/lib/hooks/use-search-options';
import { resortTree, toggleResorts } from '@/lib/search/resorts';
import { useSearchFormContext } from './use-search-form';

/** Resorts of the country: its package templates (regions) with their locations, as a checkbox tree. */
export function ResortField({ countryId }: { countryId: number | null }) {
  const t = useTranslations('searchForm');
  const { values, setValue } = useSearchFormContext();
  const { package_template_ids: templateIds, location_ids: locationIds } = values;
  const templates = usePackageTemplates(countryId);
  const ids = useMemo(() => (templates.data ?? []).map((template) => template.id), [templates.data]);
  const locations = useLocations(ids);

  const selection = { package_template_ids: templateIds, location_ids: locationIds };
  const items = resortTree(templates.data ?? [], locations.data ?? [], selection);
  const failed = templates.error || locations.error;

  return (
    <TreeCheckboxList
      id="search-resorts"
      label={t('resorts')}
      items={items}
      empty={failed ? t('listFailed') : templates.isLoading ? '…' : t('resortsEmpty')}
      onChange={(nodeIds, checked) => {
        const next = toggleResorts(templates.data ?? [], locations.data ?? [], selection, nodeIds, checked);
        setValue('package_template_ids', next.package_template_ids);
        setValue('location_ids', next.location_ids);
      }}
    />
  );
}
