import { nextListSort, readListSort, recordIdOf, toQueryString, type ReadableParams } from '@/lib/query-string';
import { charterDefaultPeriod } from '@/lib/shared/report-periods';
import { readPeriod, reportFiltersOf, type Period } from './period';

/**
 * The charter financial control report's state in the page URL (docs/product.md §13 "Report
 * screens"): period, airline, route, flight, state, sort, page and the open flight (`?open=`),
 * read by hand without zod (charterQuerySchema's rules, lib/schemas/reports.ts).
 */

export const CHARTER_STATE_KEYS = ['open', 'released', 'departed'] as const;
export type CharterStateKey = (typeof CHARTER_STATE_KEYS)[number];
export const CHARTER_SORTS = ['departure_date', 'release_date', 'load_factor', 'revenue', 'balance', 'release_cost'] as const;
export type CharterSortKey = (typeof CHARTER_SORTS)[number];
export const CHARTER_PAGE_SIZE = 25;
export const CHARTER_PATH = '/reports/charter-control-financial';
/** The open flight's details (`?open=`): `flight` is the backend's filter to one flight. */
export const CHARTER_OPEN_PARAM = 'open';

export interface CharterQuery extends Period {
  airline?: string;
  route?: string;
  flight?: number;
  state?: CharterStateKey;
  sort: string;
  page: number;
}
export type CharterFilterValues = Omit<CharterQuery, 'sort' | 'page'>;

const SORT = new RegExp(`^-?(${CHARTER_SORTS.join('|')})$`);
const AIRLINE = /^[A-Z0-9]{2}$/;
const ROUTE = /^[A-Z]{3}-[A-Z]{3}$/;
const DEFAULT_SORT = 'departure_date';

/** The URL's query; a missing or bad period is the default one as of `today` (charterDefaultPeriod). */
export function readCharterQuery(params: ReadableParams | null, today: string): CharterQuery {
  const get = (name: string) => params?.get(name)?.trim() || undefined;
  const period = readPeriod(get('date_from'), get('date_to')) ?? charterDefaultPeriod(today);
  const query: CharterQuery = { ...period, sort: DEFAULT_SORT, page: 1 };
  const airline = get('airline');
  if (airline && AIRLINE.test(airline)) query.airline = airline;
  const route = get('route');
  if (route && ROUTE.test(route)) query.route = route;
  const flight = recordIdOf(get('flight'));
  if (flight) query.flight = flight;
  const state = get('state');
  if (state && (CHARTER_STATE_KEYS as readonly string[]).includes(state)) query.state = state as CharterStateKey;
  const sort = get('sort');
  if (sort && SORT.test(sort)) query.sort = sort;
  const page = Number(get('page'));
  if (Number.isInteger(page) && page > 0) query.page = page;
  return query;
}

/** The flight whose details are open, or null. */
export const readOpenFlight = (params: ReadableParams | null): number | null => recordIdOf(params?.get(CHARTER_OPEN_PARAM)) ?? null;

export const charterFiltersOf = (query: CharterQuery): CharterFilterValues => reportFiltersOf(query);

function charterParams(query: CharterQuery) {
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    airline: query.airline,
    route: query.route,
    flight: query.flight,
    state: query.state,
  };
}

export const charterSearch = (query: CharterQuery, open: number | null = null) =>
  toQueryString({ ...charterParams(query), sort: query.sort === DEFAULT_SORT ? undefined : query.sort, page: query.page > 1 ? query.page : undefined, [CHARTER_OPEN_PARAM]: open ?? undefined });

export const charterApiQuery = (query: CharterQuery, size = CHARTER_PAGE_SIZE) => ({
  ...charterParams(query),
  sort: query.sort === DEFAULT_SORT ? undefined : query.sort,
  'page[number]': query.page,
  'page[size]': size,
});

const BASE = '/api/reports/charter-control-financial';
export const charterFlightsKey = (query: CharterQuery) => `${BASE}${toQueryString(charterApiQuery(query))}`;
/** The airline totals take the filters but not the airline: every airline stays listed to pick another. */
export const charterAirlinesKey = (query: CharterQuery) => `${BASE}/airlines-totals${toQueryString({ ...charterParams(query), airline: undefined, flight: undefined })}`;
export const charterDetailsKey = (id: number) => `${BASE}/${id}/details`;
/** One flight's drill-down as a CSV download. */
export const charterFlightCsvPath = (id: number) => `${BASE}/${id}/csv`;
export const charterCsvPath = (query: CharterQuery) => `${BASE}/csv${toQueryString({ ...charterParams(query), sort: query.sort === DEFAULT_SORT ? undefined : query.sort })}`;

export const readCharterSort = (sort: string) => readListSort<CharterSortKey>(sort, CHARTER_SORTS, 'departure_date');
export const nextCharterSort = (current: string, key: CharterSortKey) => nextListSort(readCharterSort(current), key, ['departure_date', 'release_date']);

/** A release date this close (days) with seats still due is highlighted: the agency pays for them after it. */
export const RELEASE_SOON_DAYS = 7;

/** Whether a flight's unreleased seats need a decision soon: due seats and a release date from today to RELEASE_SOON_DAYS ahead. */
export function releaseSoon(flight: { release_date: string; release_due: number }, today: string): boolean {
  if (flight.release_due <= 0 || flight.release_date < today) return false;
  const days = (Date.parse(`${flight.release_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= RELEASE_SOON_DAYS;
}
