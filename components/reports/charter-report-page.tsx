'use client';

import { lazy, Suspense, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyList } from '@/components/ui/page-heading';
import { useListUrl } from '@/components/ui/use-list-url';
import { Pagination } from '@/components/ui/pagination';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { CHARTER_PATH } from '@/lib/reports/report-url';
import { formSearch, withParams } from '@/lib/shared/search-string';
import { pageCount } from '@/lib/pagination';
import type {
  CharterAirlineTotals,
  CharterDetails,
  CharterFlight,
  CharterFigures,
  CharterQuery,
  CharterSortKey,
} from '@/lib/schemas/reports';
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
  /** The URL's query as the server read it (charterPageQuerySchema), and its canonical search string without the open flight. */
  query: CharterQuery;
  search: string;
  /** Each column header's link (its search string), as the server wrote it. */
  sortSearches: Record<CharterSortKey, string>;
  /** The CSV download of the flights with these filters. */
  csvHref: string;
  /** The backend's answers for the query: a page of flights with the totals, and every airline's totals. */
  flights: { data: CharterFlight[]; meta: { total: number; page: number; size: number }; totals: CharterFigures };
  airlines: CharterAirlineTotals;
  /** The flight the URL opened, as the server loaded it; null when none or not found. */
  initialDetails: CharterDetails | null;
  /** The filter form, rendered on the server (charter-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  /** The server's day (the portal's time zone): a release date close to it is marked. */
  today: string;
  heading: ReactNode;
}

/**
 * The charter financial control report `/reports/charter-control-financial` (docs/product.md §13
 * "Report screens"): the URL is the state (filters, sort, page, the open flight `?open=`). One
 * drill-down chain: an airline's total filters the flights, a flight opens its tickets, a ticket
 * expands to its payments. The server reads the URL (docs/architecture.md §11); every change is a
 * client navigation to a new URL, and the report on screen stays until the server's next one has come.
 */
export function CharterReportPage({
  query,
  search,
  sortSearches,
  csvHref,
  flights,
  airlines,
  initialDetails,
  filters,
  today,
  heading,
}: CharterReportPageProps) {
  const t = useTranslations('reports');
  const {
    go,
    navigating: busy,
    top,
    toTop,
    submitFilters,
  } = useListUrl(CHARTER_PATH, { canonical: withParams(search, { open: query.open ?? null }), formSearch });
  // A flight opened or closed shows so at once, while the server renders the URL that says it.
  const [opening, setOpening] = useState<{ id: number | null } | null>(null);
  const openFlight = busy && opening ? opening.id : (query.open ?? null);
  // An airline's total filters the report: a navigation, so the server's form shows that airline too.
  const selectAirline = (airline: string | undefined) =>
    go(withParams(search, { airline: airline === query.airline ? null : (airline ?? null), flight: null, page: null }));
  const sortSearch = (key: CharterSortKey) => sortSearches[key];
  const pageSearch = (page: number) => withParams(search, { page: page > 1 ? page : null });
  const flightSearch = (id: number) => withParams(search, { open: id });
  const toPage = (page: number) => {
    go(pageSearch(page));
    toTop();
  };
  const openTo = (id: number | null) => {
    setOpening({ id });
    go(id === null ? search : flightSearch(id));
  };
  const data = flights;

  return (
    <>
      <section ref={top} aria-labelledby="page-title" inert={openFlight !== null} className="scroll-mt-20 space-y-4">
        <ReportHeading heading={heading} csvHref={csvHref} csvLabel={t('exportCsv')} />
        <div onSubmit={submitFilters} onChange={dropFlight}>
          {filters}
        </div>
        {airlines.data.length > 0 ? (
          <CharterAirlines totals={airlines} selected={query.airline} onSelect={selectAirline} />
        ) : null}
        {data.meta.total === 0 ? (
          <EmptyList testId="charter-empty" live>
            {t('charter.empty')}
          </EmptyList>
        ) : (
          <div
            aria-busy={busy}
            onPointerEnter={preloadDetails}
            onFocus={preloadDetails}
            className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}
          >
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="charter-found">
              {busy ? t('loading') : t('charter.found', { count: data.meta.total })}
            </p>
            <CharterFlightsTable
              flights={data.data}
              totals={data.totals}
              sort={query.sort}
              onSort={(key) => go(sortSearch(key))}
              sortHref={(key) => `${CHARTER_PATH}${sortSearch(key)}`}
              flightHref={(id) => `${CHARTER_PATH}${flightSearch(id)}`}
              onOpen={openTo}
              today={today}
            />
            <Pagination
              page={query.page}
              pages={pageCount(data.meta.total, data.meta.size)}
              onPage={toPage}
              href={(page) => `${CHARTER_PATH}${pageSearch(page)}`}
              messages="reports.pagination"
            />
          </div>
        )}
      </section>
      {openFlight !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <CharterFlightDetails id={openFlight} initial={initialDetails} onClose={() => openTo(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
