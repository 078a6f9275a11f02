'use client';

import { lazy, Suspense, useCallback, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { EmptyList } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { useCharterAirlines, useCharterFlights, type CharterFlightsPage } from '@/lib/hooks/use-reports';
import {
  CHARTER_PATH,
  charterCsvPath,
  charterSearch,
  nextCharterSort,
  readCharterQuery,
  readOpenFlight,
  type CharterQuery,
  type CharterSortKey,
} from '@/lib/reports/charter-query';
import { pageCount } from '@/lib/pagination';
import { formParams, searchParamsOf } from '@/lib/query-string';
import type { CharterAirlineTotals, CharterDetails } from '@/lib/schemas/reports';
import { CharterAirlines } from './charter-airlines';
import { ReportHeading } from './report-heading';
import { CharterFlightsTable } from './charter-flights-table';

// A flight's details (tickets, payments) only with a flight open, not in the report's first load.
const loadDetails = () => import('./charter-flight-details');
const CharterFlightDetails = lazy(() => loadDetails().then((module) => ({ default: module.CharterFlightDetails })));
const preloadDetails = () => void loadDetails();

/** A new airline or route applies at once without the flight (the server then lists the flights they have); a new period day drops the flight. */
function dropFlight(event: ChangeEvent<HTMLElement>) {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.form) return;
  if (!['airline', 'route', 'date_from', 'date_to'].includes(field.name)) return;
  const flight = field.form.elements.namedItem('flight');
  if (flight instanceof HTMLSelectElement) flight.value = '';
  if (field instanceof HTMLSelectElement) field.form.requestSubmit();
}

export interface CharterReportPageProps {
  initialFlightsKey: string;
  initialFlights: CharterFlightsPage;
  initialAirlinesKey: string;
  initialAirlines: CharterAirlineTotals;
  /** The flight the URL opened, as the server loaded it; null when none or not found. */
  initialDetails: CharterDetails | null;
  /** The filter form, rendered on the server (charter-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  today: string;
  heading: ReactNode;
}

/**
 * The charter financial control report `/reports/charter-control-financial` (docs/product.md §13
 * "Report screens"): the URL is the state (filters, sort, page, the open flight `?open=`). One
 * drill-down chain: an airline's total filters the flights, a flight opens its tickets, a ticket
 * expands to its payments.
 */
export function CharterReportPage({ initialFlightsKey, initialFlights, initialAirlinesKey, initialAirlines, initialDetails, filters, today, heading }: CharterReportPageProps) {
  const t = useTranslations('reports');
  const searchParams = searchParamsOf(useSearchParams());
  const query = readCharterQuery(searchParams, today);
  const router = useRouter();
  const openFlight = readOpenFlight(searchParams);
  const flights = useCharterFlights(query, initialFlightsKey, initialFlights);
  const airlines = useCharterAirlines(query, initialAirlinesKey, initialAirlines);
  const top = useRef<HTMLElement>(null);
  const go = useCallback((next: CharterQuery, open: number | null) => window.history.pushState(null, '', `${CHARTER_PATH}${charterSearch(next, open)}`), []);
  // The server's form submitted: read by the report's reader, one client navigation to the short
  // URL, where the server renders the report and a fresh form (docs/architecture.md "Server-first screens").
  const submitFilters = (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'get') return;
    event.preventDefault();
    router.push(`${CHARTER_PATH}${charterSearch(readCharterQuery(formParams(form), today))}`, { scroll: false });
  };
  // An airline's total filters the report: a navigation, so the server's form shows that airline too.
  const selectAirline = (airline: string | undefined) =>
    router.push(`${CHARTER_PATH}${charterSearch({ ...query, airline: airline === query.airline ? undefined : airline, flight: undefined, page: 1 })}`, { scroll: false });
  const sortBy = (key: CharterSortKey) => go({ ...query, sort: nextCharterSort(query.sort, key), page: 1 }, null);
  const toPage = (page: number) => {
    go({ ...query, page }, null);
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const closeFlight = useCallback(() => go(readCharterQuery(new URLSearchParams(window.location.search), today), null), [go, today]);
  const { data, error, isLoading, isValidating, mutate } = flights;
  const busy = isLoading || (isValidating && data !== undefined && data.meta.page !== query.page);

  return (
    <>
      <section ref={top} aria-labelledby="page-title" inert={openFlight !== null} className="scroll-mt-20 space-y-4">
        <ReportHeading heading={heading} csvHref={charterCsvPath(query)} csvLabel={t('exportCsv')} />
        <div onSubmit={submitFilters} onChange={dropFlight}>
          {filters}
        </div>
        <LazyApiErrorRetry error={airlines.error} onRetry={() => void airlines.mutate()} retryLabel={t('retry')} testId="charter-airlines-error" />
        {airlines.data && airlines.data.data.length > 0 ? <CharterAirlines totals={airlines.data} selected={query.airline} onSelect={selectAirline} /> : null}
        <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="charter-error" />
        {!data && isLoading ? (
          <p role="status" data-testid="charter-loading" className="text-sm text-slate-600">
            {t('loading')}
          </p>
        ) : null}
        {data ? (
          data.meta.total === 0 ? (
            <EmptyList testId="charter-empty" live>
              {t('charter.empty')}
            </EmptyList>
          ) : (
            <div aria-busy={busy} onPointerEnter={preloadDetails} onFocus={preloadDetails} className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}>
              <p className="text-sm text-slate-600" aria-live="polite" data-testid="charter-found">
                {busy ? t('loading') : t('charter.found', { count: data.meta.total })}
              </p>
              <CharterFlightsTable
                flights={data.data}
                totals={data.totals}
                sort={query.sort}
                onSort={sortBy}
                sortHref={(key) => `${CHARTER_PATH}${charterSearch({ ...query, sort: nextCharterSort(query.sort, key), page: 1 })}`}
                flightHref={(id) => `${CHARTER_PATH}${charterSearch(query, id)}`}
                onOpen={(id) => go(query, id)}
                today={today}
              />
              <Pagination page={query.page} pages={pageCount(data.meta.total, data.meta.size)} onPage={toPage} href={(page) => `${CHARTER_PATH}${charterSearch({ ...query, page })}`} messages="reports.pagination" />
            </div>
          )
        ) : null}
      </section>
      {openFlight !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <CharterFlightDetails id={openFlight} initial={initialDetails} onClose={closeFlight} />
        </Suspense>
      ) : null}
    </>
  );
}
