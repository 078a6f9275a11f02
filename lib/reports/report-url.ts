import type { ListSort } from '@/lib/query-string';

/**
 * What the report pages' browser code needs of their URLs (docs/architecture.md §11): the server
 * reads the URL with the report's page schema (lib/schemas/reports.ts, lib/reports/*-query.ts) and
 * passes the query, its canonical search string and each column's sort link down, so nothing here
 * reads or checks a value (links: lib/shared/search-string.ts).
 */

export const SALES_PATH = '/ats/sales-report';
export const CHARTER_PATH = '/reports/charter-control-financial';

/** The column and direction of a sort the page's schema read (`-` before the key: descending). */
export const sortOf = <K extends string>(sort: string): ListSort<K> => ({
  key: sort.replace(/^-/, '') as K,
  descending: sort.startsWith('-'),
});

const CHARTER_API = '/api/reports/charter-control-financial';
export const charterDetailsKey = (id: number) => `${CHARTER_API}/${id}/details`;
/** One flight's drill-down as a CSV download. */
export const charterFlightCsvPath = (id: number) => `${CHARTER_API}/${id}/csv`;

/** A release date this close (days) with seats still due is highlighted: the agency pays for them after it. */
export const RELEASE_SOON_DAYS = 7;

/** Whether a flight's unreleased seats need a decision soon: due seats and a release date from today to RELEASE_SOON_DAYS ahead. */
export function releaseSoon(flight: { release_date: string; release_due: number }, today: string): boolean {
  if (flight.release_due <= 0 || flight.release_date < today) return false;
  const days = (Date.parse(`${flight.release_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= RELEASE_SOON_DAYS;
}
