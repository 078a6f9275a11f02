import { useTranslations } from 'next-intl';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FilterForm } from '@/components/ui/filter-form';
import { Select } from '@/components/ui/select';
import { SALES_PATH, salesSearch, type SalesQuery } from '@/lib/ats/sales-report/sales-query';
import { ATS_TRANSACTION_TYPES } from '@/lib/schemas/ats';
import { DEFAULT_SALES_SORT, SALES_GROUPS } from '@/lib/schemas/reports';
import { presetPeriod } from '@/lib/shared/report-periods';
import { ReportPeriodInputs } from '@/components/reports/report-period-inputs';

type Option = { id: string; name: string };
/** The options `GET ats/reports/sales-filters` gives over the agency's orders. */
export interface SalesFilterOptions {
  sellers: Option[];
  carriers: Option[];
}

const toSelect = (options: Option[]) => options.map((option) => ({ value: option.id, label: option.name }));

/**
 * The sales report's filters (docs/product.md §13 "Report screens"), rendered on the server
 * (docs/architecture.md "Server-first screens"): a GET form to the report whose fields are named
 * as the URL's keys; Reset is the bare report (this month grouped by day).
 */
export function SalesFilterForm({
  query,
  options,
  today,
}: {
  query: SalesQuery;
  options: SalesFilterOptions;
  today: string;
}) {
  const t = useTranslations('reports');
  const active = [query.transaction_type, query.seller, query.carrier].filter((value) => value !== undefined).length;
  return (
    <FilterForm
      name="sales"
      action={SALES_PATH}
      messages="reports.filters"
      active={active}
      hidden={{ sort: query.sort === DEFAULT_SALES_SORT ? undefined : query.sort }}
    >
      <ReportPeriodInputs
        id="sales-period"
        period={query}
        today={today}
        presetHref={(preset) => `${SALES_PATH}${salesSearch({ ...query, ...presetPeriod(preset, today), page: 1 })}`}
      />
      <Select
        id="sales-group"
        name="group"
        label={t('filters.group')}
        options={SALES_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
        defaultValue={query.group}
      />
      <Select
        id="sales-seller"
        name="seller"
        label={t('filters.seller')}
        placeholder={t('filters.any')}
        options={toSelect(options.sellers)}
        defaultValue={query.seller ? String(query.seller) : ''}
      />
      <Select
        id="sales-carrier"
        name="carrier"
        label={t('filters.carrier')}
        placeholder={t('filters.any')}
        options={toSelect(options.carriers)}
        defaultValue={query.carrier ?? ''}
      />
      <CheckboxGroup
        legend={t('filters.transactionTypes')}
        name="transaction_type"
        options={ATS_TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        defaultValue={query.transaction_type ?? []}
      />
    </FilterForm>
  );
}
