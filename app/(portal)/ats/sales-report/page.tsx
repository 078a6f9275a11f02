import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-heading';
import { SalesFilterForm } from '@/components/ats/sales-report/sales-filter-form';
import { SalesReportPage } from '@/components/ats/sales-report/sales-report-page';
import { getSalesFilters, getSalesReport } from '@/lib/backend/reports';
import { readSalesQuery, salesCsvPath, salesSearch, salesSortSearches } from '@/lib/ats/sales-report/sales-query';
import { paramsOf } from '@/lib/query-string';
import { DEFAULT_SALES_SORT } from '@/lib/schemas/reports';
import { portalToday } from '@/lib/format/date';

// The sales report (docs/product.md §13 "Report screens"): the URL read by salesPageQuerySchema on
// the server, the report rendered from it; the browser gets the query, not the URL to read
// (docs/architecture.md §11).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('atsSalesReport');

export default async function SalesReportRoute({ searchParams }: Props) {
  const today = portalToday();
  const query = readSalesQuery(paramsOf(await searchParams), today);
  const [report, filters] = await Promise.all([getSalesReport(query), getSalesFilters()]);
  const t = await getTranslations('pages');
  return (
    <SalesReportPage
      heading={<PageTitle>{t('atsSalesReport.title')}</PageTitle>}
      query={query}
      search={salesSearch(query)}
      sortSearches={salesSortSearches(query)}
      csvHref={salesCsvPath(query)}
      report={report}
      // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
      filters={
        <SalesFilterForm
          key={salesSearch({ ...query, sort: DEFAULT_SALES_SORT, page: 1 })}
          query={query}
          options={{ sellers: filters.sellers, carriers: filters.carriers }}
          today={today}
        />
      }
    />
  );
}
