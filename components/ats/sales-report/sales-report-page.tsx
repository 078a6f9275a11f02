'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyList } from '@/components/ui/page-heading';
import { useListUrl } from '@/components/ui/use-list-url';
import { Pagination } from '@/components/ui/pagination';
import { SALES_PATH } from '@/lib/reports/report-url';
import { formSearch, withParams } from '@/lib/shared/search-string';
import { pageCount } from '@/lib/pagination';
import type { SalesQuery, SalesReport, SalesSortKey } from '@/lib/schemas/reports';
import { ReportHeading } from '@/components/reports/report-heading';
import { SalesChart } from './sales-chart';
import { SalesTable } from './sales-table';
import { SalesTotals } from './sales-totals';

export interface SalesReportPageProps {
  /** The URL's query as the server read it (salesPageQuerySchema), and its canonical search string. */
  query: SalesQuery;
  search: string;
  /** Each column header's link (its search string), as the server wrote it. */
  sortSearches: Record<SalesSortKey, string>;
  /** The CSV download of the report with these filters. */
  csvHref: string;
  /** The backend's answer for the query. */
  report: SalesReport;
  /** The filter form, rendered on the server (sales-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  heading: ReactNode;
}

/**
 * The sales report `/ats/sales-report` (docs/product.md §13 "Report screens"): the URL is the
 * state, as in the journal, read on the server (docs/architecture.md §11); filters, sort and page
 * are client navigations to a new URL, so a link reopens the same report and back/forward walk
 * through the changes. The report on screen stays until the server's next one has come.
 */
export function SalesReportPage({
  query,
  search,
  sortSearches,
  csvHref,
  report: data,
  filters,
  heading,
}: SalesReportPageProps) {
  const t = useTranslations('reports');
  const { go, navigating: busy, top, toTop, submitFilters } = useListUrl(SALES_PATH, { canonical: search, formSearch });
  const sortSearch = (key: SalesSortKey) => sortSearches[key];
  const pageSearch = (page: number) => withParams(search, { page: page > 1 ? page : null });
  const toPage = (page: number) => {
    go(pageSearch(page));
    toTop();
  };
  const groupName = t(`groups.${query.group}`);

  return (
    <section ref={top} aria-labelledby="page-title" className="scroll-mt-20 space-y-4">
      <ReportHeading heading={heading} csvHref={csvHref} csvLabel={t('exportCsv')} />
      <div onSubmit={submitFilters}>{filters}</div>
      <div aria-busy={busy} className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}>
        <SalesTotals report={data} period={query} />
        {data.meta.total === 0 ? (
          <EmptyList testId="sales-empty" live>
            {t('sales.empty')}
          </EmptyList>
        ) : (
          <>
            <SalesChart chart={data.chart} group={query.group} period={query} />
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="sales-found">
              {busy ? t('loading') : t('sales.found', { count: data.meta.total, group: query.group })}
            </p>
            <SalesTable
              rows={data.data}
              totals={data.totals}
              group={query.group}
              groupName={groupName}
              period={query}
              sort={query.sort}
              onSort={(key) => go(sortSearch(key))}
              sortHref={(key) => `${SALES_PATH}${sortSearch(key)}`}
            />
            <Pagination
              page={query.page}
              pages={pageCount(data.meta.total, data.meta.size)}
              onPage={toPage}
              href={(page) => `${SALES_PATH}${pageSearch(page)}`}
              messages="reports.pagination"
            />
          </>
        )}
      </div>
    </section>
  );
}
