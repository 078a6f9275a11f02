import { nextListSort, readListSort, toQueryString, type ReadableParams } from '@/lib/query-string';
import { readQuery } from '@/lib/read-query';
import {
  DEFAULT_SALES_SORT,
  SALES_SORT_KEYS,
  salesPageQuerySchema,
  type SalesQuery,
  type SalesSortKey,
} from '@/lib/schemas/reports';
import { presetPeriod, withPeriod } from '@/lib/shared/report-periods';
import { SALES_PATH } from '@/lib/reports/report-url';

/**
 * The sales report's state lives in the page URL (docs/product.md §13 "Report screens"), in the
 * backend's own query names, so a report is sent as a link: period, grouping, transaction types,
 * seller, carrier, sort and page. Read on the server (the page, the CSV download) by
 * salesPageQuerySchema itself, forgiving field by field (readQuery); the page passes the query to
 * its browser code (docs/architecture.md §11).
 */

export type { SalesQuery };
export { SALES_PATH };

/** The URL's query; a missing or refused period is this month as of `today`. */
export const readSalesQuery = (params: ReadableParams | null, today: string): SalesQuery =>
  withPeriod(readQuery(salesPageQuerySchema, params), presetPeriod('thisMonth', today));

/** The backend's query (and the page URL's, less its defaults). */
function salesParams(query: SalesQuery) {
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    group: query.group === 'day' ? undefined : query.group,
    transaction_type: query.transaction_type,
    seller: query.seller,
    carrier: query.carrier,
    sort: query.sort === DEFAULT_SALES_SORT ? undefined : query.sort,
  };
}

/** The page URL's search string: a shared link reopens the same report. */
export const salesSearch = (query: SalesQuery) =>
  toQueryString({ ...salesParams(query), page: query.page > 1 ? query.page : undefined });

/** The backend's query for one page (`page[number]`; `page[size]` the schema's unless given). */
export const salesApiQuery = (query: SalesQuery, size?: number) => ({
  ...salesParams(query),
  'page[number]': query.page,
  'page[size]': size,
});

/** The CSV download of the whole report (every page) with these filters. */
export const salesCsvPath = (query: SalesQuery) => `/api/ats/reports/sales/csv${toQueryString(salesParams(query))}`;

/** Each column header's link: the same column flips; another starts descending, the group's key ascending; page 1. */
export function salesSortSearches(query: SalesQuery): Record<SalesSortKey, string> {
  const current = readListSort(query.sort, SALES_SORT_KEYS, DEFAULT_SALES_SORT);
  return Object.fromEntries(
    SALES_SORT_KEYS.map((key) => [key, salesSearch({ ...query, sort: nextListSort(current, key, ['key']), page: 1 })]),
  ) as Record<SalesSortKey, string>;
}
