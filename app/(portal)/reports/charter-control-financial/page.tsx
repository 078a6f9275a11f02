import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-heading';
import { CharterFilterForm } from '@/components/reports/charter-filter-form';
import { CharterReportPage } from '@/components/reports/charter-report-page';
import { BackendError } from '@/lib/backend/errors';
import {
  getCharterAirlineTotals,
  getCharterDetails,
  getCharterFilterFlights,
  getCharterFilters,
  getCharterFlights,
} from '@/lib/backend/reports';
import { charterCsvPath, charterSearch, charterSortSearches, readCharterQuery } from '@/lib/reports/charter-query';
import { DEFAULT_CHARTER_SORT } from '@/lib/schemas/reports';
import { paramsOf } from '@/lib/query-string';
import { portalToday } from '@/lib/format/date';

// The charter financial control report (docs/product.md §13 "Report screens"): the URL (filters,
// page, the open flight) read by charterPageQuerySchema on the server, the report rendered from it;
// the browser gets the query, not the URL to read (docs/architecture.md §11).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('charterReport');

/** A flight the URL names but the report does not hold is the sheet's "not found", not the page's 404. */
async function detailsOrNull(id: number | null) {
  if (id === null) return null;
  try {
    return await getCharterDetails(id);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

export default async function CharterReportRoute({ searchParams }: Props) {
  const today = portalToday();
  const query = readCharterQuery(paramsOf(await searchParams), today);
  const [flights, airlines, filters, filterFlights, details] = await Promise.all([
    getCharterFlights(query),
    getCharterAirlineTotals(query),
    getCharterFilters(),
    getCharterFilterFlights(query),
    detailsOrNull(query.open ?? null),
  ]);
  const t = await getTranslations('pages');
  return (
    <CharterReportPage
      heading={<PageTitle>{t('charterReport.title')}</PageTitle>}
      query={query}
      search={charterSearch(query, null)}
      sortSearches={charterSortSearches(query)}
      csvHref={charterCsvPath(query)}
      flights={flights}
      airlines={airlines}
      initialDetails={details}
      // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
      filters={
        <CharterFilterForm
          key={charterSearch({ ...query, sort: DEFAULT_CHARTER_SORT, page: 1 }, null)}
          query={query}
          options={{ airlines: filters.airlines, routes: filters.routes, flights: filterFlights }}
          today={today}
        />
      }
      today={today}
    />
  );
}
