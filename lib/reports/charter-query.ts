import { nextListSort, readListSort, toQueryString, type ReadableParams } from '@/lib/query-string';
import { readQuery } from '@/lib/read-query';
import {
  CHARTER_SORT_KEYS,
  charterPageQuerySchema,
  DEFAULT_CHARTER_SORT,
  type CharterQuery,
  type CharterSortKey,
} from '@/lib/schemas/reports';
import { charterDefaultPeriod, withPeriod } from '@/lib/shared/report-periods';
import { CHARTER_PATH } from './report-url';

/**
 * The charter financial control report's state in the page URL (docs/product.md §13 "Report
 * screens"): period, airline, route, flight, state, sort, page and the open flight (`?open=`).
 * Read on the server (the page, the CSV download) by charterPageQuerySchema itself, forgiving field
 * by field (readQuery); the page passes the query to its browser code (docs/architecture.md §11).
 */

export type { CharterQuery };
export { CHARTER_PATH };

/** The URL's query; a missing or refused period is the default one as of `today` (charterDefaultPeriod). */
export const readCharterQuery = (params: ReadableParams | null, today: string): CharterQuery =>
  withPeriod(readQuery(charterPageQuerySchema, params), charterDefaultPeriod(today));

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

const sortParam = (query: CharterQuery) => (query.sort === DEFAULT_CHARTER_SORT ? undefined : query.sort);

/** The page URL's search string, with the flight whose details are open (the query's own unless given). */
export const charterSearch = (query: CharterQuery, open: number | null | undefined = query.open) =>
  toQueryString({
    ...charterParams(query),
    sort: sortParam(query),
    page: query.page > 1 ? query.page : undefined,
    open: open ?? undefined,
  });

/** The backend's query for one page (`page[number]`; `page[size]` the schema's unless given). */
export const charterApiQuery = (query: CharterQuery, size?: number) => ({
  ...charterParams(query),
  sort: sortParam(query),
  'page[number]': query.page,
  'page[size]': size,
});

/** The CSV download of the flights (every page) with these filters. */
export const charterCsvPath = (query: CharterQuery) =>
  `/api/reports/charter-control-financial/csv${toQueryString({ ...charterParams(query), sort: sortParam(query) })}`;

/** Each column header's link: the same column flips; another starts descending, the dates ascending; page 1, no flight open. */
export function charterSortSearches(query: CharterQuery): Record<CharterSortKey, string> {
  const current = readListSort(query.sort, CHARTER_SORT_KEYS, DEFAULT_CHARTER_SORT);
  return Object.fromEntries(
    CHARTER_SORT_KEYS.map((key) => [
      key,
      charterSearch({ ...query, sort: nextListSort(current, key, ['departure_date', 'release_date']), page: 1 }, null),
    ]),
  ) as Record<CharterSortKey, string>;
}
