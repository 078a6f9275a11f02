import { toQueryString, nextListSort, type ListSort } from '@/lib/query-string';

/**
 * What the report pages' browser code needs of their URLs (docs/architecture.md §11): the server
 * reads the URL with the report's page schema (lib/schemas/reports.ts, lib/reports/*-query.ts) and
 * passes the query and its canonical search string down, so nothing here reads or checks a value:
 * a link is the server's search string with a parameter set or removed.
 */

export const SALES_PATH = '/ats/sales-report';
export const CHARTER_PATH = '/reports/charter-control-financial';

/** The column and direction of a sort the page's schema read (`-` before the key: descending). */
export const sortOf = <K extends string>(sort: string): ListSort<K> => ({ key: sort.replace(/^-/, '') as K, descending: sort.startsWith('-') });

/** A click on a sales report header: the same column flips; another starts descending, the group's key ascending. */
export const nextSalesSort = (current: string, key: string) => nextListSort(sortOf(current), key, ['key']);

/** A click on a charter report header: the same column flips; another starts descending, the dates ascending. */
export const nextCharterSort = (current: string, key: string) => nextListSort(sortOf(current), key, ['departure_date', 'release_date']);

/** `search` (`?…` or '') with parameters set, or removed where null. */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/**
 * A GET filter form's fields as the URL a plain submit opens, empty fields left out and a repeated
 * key (checkboxes) as the URL's comma list: the server page reads it as it reads a link.
 */
export function formSearch(form: HTMLFormElement): string {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    fields[key] = fields[key] ? `${fields[key]},${value.trim()}` : value.trim();
  }
  return toQueryString(fields);
}

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
