'use client';

import { useTranslations } from 'next-intl';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { useFilterDraft } from '@/components/ui/use-filter-draft';
import { Select } from '@/components/ui/select';
import { SALES_GROUP_KEYS, SALES_TYPES, type SalesFilterValues, type SalesGroupKey } from '@/lib/reports/sales-query';
import { presetPeriod } from '@/lib/reports/period';
import { ReportFilterForm, toSelect } from './report-filter-form';

type Option = { id: string; name: string };
/** The options `GET ats/reports/sales-filters` gives over the agency's orders. */
export interface SalesFilterOptions {
  sellers: Option[];
  carriers: Option[];
}

/** The sales report's filters (docs/product.md §13 "Report screens"); "Reset" is this month grouped by day. */
export function SalesFilters({ values, options, today, onApply }: { values: SalesFilterValues; options: SalesFilterOptions; today: string; onApply: (values: SalesFilterValues) => void }) {
  const t = useTranslations('reports');
  const { draft, set, setDraft } = useFilterDraft(values);
  const active = [values.transaction_type, values.seller, values.carrier].filter((value) => value !== undefined).length;
  return (
    <ReportFilterForm
      name="sales"
      action="/ats/sales-report"
      active={active}
      today={today}
      period={draft}
      onPeriod={(period) => setDraft((current) => ({ ...current, ...period }))}
      onApply={() => onApply(draft)}
      onReset={() => onApply({ ...presetPeriod('thisMonth', today), group: 'day' })}
    >
      <Select
        id="sales-group"
        label={t('filters.group')}
        options={SALES_GROUP_KEYS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
        value={draft.group}
        onChange={(e) => set('group', e.target.value as SalesGroupKey)}
      />
      <Select id="sales-seller" label={t('filters.seller')} placeholder={t('filters.any')} options={toSelect(options.sellers)} value={draft.seller ? String(draft.seller) : ''} onChange={(e) => set('seller', e.target.value ? Number(e.target.value) : undefined)} />
      <Select id="sales-carrier" label={t('filters.carrier')} placeholder={t('filters.any')} options={toSelect(options.carriers)} value={draft.carrier ?? ''} onChange={(e) => set('carrier', e.target.value)} />
      <CheckboxGroup
        legend={t('filters.transactionTypes')}
        options={SALES_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={draft.transaction_type ?? []}
        onChange={(types) => set('transaction_type', types)}
      />
    </ReportFilterForm>
  );
}
