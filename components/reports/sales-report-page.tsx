'use client';

import { useCallback, useRef, type FormEvent, type ReactNode } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { EmptyList } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { useSalesReport } from '@/lib/hooks/use-reports';
import { nextSalesSort, readSalesQuery, SALES_PATH, salesCsvPath, salesSearch, type SalesQuery, type SalesSortKey } from '@/lib/reports/sales-query';
import { formParams, searchParamsOf } from '@/lib/query-string';
import { pageCount } from '@/lib/pagination';
import type { SalesReport } from '@/lib/schemas/reports';
import { ReportHeading } from './report-heading';
import { SalesChart } from './sales-chart';
import { SalesTable } from './sales-table';
import { SalesTotals } from './sales-totals';

export interface SalesReportPageProps {
  /** The SWR key the server rendered and its answer. */
  initialKey: string;
  initial: SalesReport;
  /** The filter form, rendered on the server (sales-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  /** The server's day (the portal's time zone): the presets and the default period count from it. */
  today: string;
  heading: ReactNode;
}

/**
 * The sales report `/ats/sales-report` (docs/product.md §13 "Report screens"): the URL is the
 * state, as in the journal; filters, sort and page are written with the History API, so a link
 * reopens the same report and back/forward walk through the changes.
 */
export function SalesReportPage({ initialKey, initial, filters, today, heading }: SalesReportPageProps) {
  const t = useTranslations('reports');
  const query = readSalesQuery(searchParamsOf(useSearchParams()), today);
  const router = useRouter();
  const { data, error, isLoading, isValidating, mutate } = useSalesReport(query, initialKey, initial);
  const top = useRef<HTMLElement>(null);
  const go = useCallback((next: SalesQuery) => window.history.pushState(null, '', `${SALES_PATH}${salesSearch(next)}`), []);
  // The server's form submitted: read by the report's reader, one client navigation to the short
  // URL, where the server renders the report and a fresh form (docs/architecture.md "Server-first screens").
  const submitFilters = (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'get') return;
    event.preventDefault();
    router.push(`${SALES_PATH}${salesSearch(readSalesQuery(formParams(form), today))}`, { scroll: false });
  };
  const sortBy = (key: SalesSortKey) => go({ ...query, sort: nextSalesSort(query.sort, key), page: 1 });
  const toPage = (page: number) => {
    go({ ...query, page });
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const groupName = t(`groups.${query.group}`);
  const busy = isLoading || (isValidating && data !== undefined && data.meta.page !== query.page);

  return (
    <section ref={top} aria-labelledby="page-title" className="scroll-mt-20 space-y-4">
      <ReportHeading heading={heading} csvHref={salesCsvPath(query)} csvLabel={t('exportCsv')} />
      <div onSubmit={submitFilters}>{filters}</div>
      <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="sales-error" />
      {!data && isLoading ? (
        <p role="status" data-testid="sales-loading" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {data ? (
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
                {busy ? t('loading') : t('sales.found', { count: data.meta.total })}
              </p>
              <SalesTable rows={data.data} totals={data.totals} group={query.group} groupName={groupName} period={query} sort={query.sort} onSort={sortBy} sortHref={(key) => `${SALES_PATH}${salesSearch({ ...query, sort: nextSalesSort(query.sort, key), page: 1 })}`} />
              <Pagination page={query.page} pages={pageCount(data.meta.total, data.meta.size)} onPage={toPage} href={(page) => `${SALES_PATH}${salesSearch({ ...query, page })}`} messages="reports.pagination" />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
