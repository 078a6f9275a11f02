import { nextListSort, readListSort, recordIdOf, toQueryString, type ReadableParams } from '@/lib/query-string';
import { presetPeriod, readPeriod, reportFiltersOf, type Period } from './period';

/**
 * The sales report's state lives in the page URL (docs/product.md §13 "Report screens"), in the
 * backend's own query names, so a report is sent as a link: period, grouping, transaction types,
 * seller, carrier, sort and page. Reading is forgiving, field by field, without zod (the page's
 * first load): the rules of salesReportQuerySchema (lib/schemas/reports.ts) checked by hand.
 */

export const SALES_GROUP_KEYS = ['day', 'airline', 'route', 'seller'] as const;
export type SalesGroupKey = (typeof SALES_GROUP_KEYS)[number];
export const SALES_TYPES = ['sale', 'refund', 'exchange'] as const;
export type SalesType = (typeof SALES_TYPES)[number];
export const SALES_SORTS = ['key', 'orders', 'fare', 'taxes', 'fee', 'commission', 'total'] as const;
export type SalesSortKey = (typeof SALES_SORTS)[number];
export const SALES_PAGE_SIZE = 25;
export const SALES_PATH = '/ats/sales-report';

export interface SalesQuery extends Period {
  group: SalesGroupKey;
  transaction_type?: SalesType[];
  seller?: number;
  carrier?: string;
  sort: string;
  page: number;
}

/** What the filter form sets: everything but paging and sorting. */
export type SalesFilterValues = Omit<SalesQuery, 'sort' | 'page'>;

const SORT = new RegExp(`^-?(${SALES_SORTS.join('|')})$`);
const CARRIER = /^[A-Z0-9]{2}$/;

/** The URL's query; a missing or bad period is this month as of `today`. */
export function readSalesQuery(params: ReadableParams | null, today: string): SalesQuery {
  const get = (name: string) => params?.get(name)?.trim() || undefined;
  const period = readPeriod(get('date_from'), get('date_to')) ?? presetPeriod('thisMonth', today);
  const query: SalesQuery = { ...period, group: 'day', sort: 'key', page: 1 };
  const group = get('group');
  if (group && (SALES_GROUP_KEYS as readonly string[]).includes(group)) query.group = group as SalesGroupKey;
  const types = (get('transaction_type') ?? '').split(',').filter((type): type is SalesType => (SALES_TYPES as readonly string[]).includes(type));
  if (types.length) query.transaction_type = [...new Set(types)];
  const seller = recordIdOf(get('seller'));
  if (seller) query.seller = seller;
  const carrier = get('carrier');
  if (carrier && CARRIER.test(carrier)) query.carrier = carrier;
  const sort = get('sort');
  if (sort && SORT.test(sort)) query.sort = sort;
  const page = Number(get('page'));
  if (Number.isInteger(page) && page > 0) query.page = page;
  return query;
}

export const salesFiltersOf = (query: SalesQuery): SalesFilterValues => reportFiltersOf(query);

/** The backend's query (and the page URL's, less its defaults). */
function salesParams(query: SalesQuery) {
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    group: query.group === 'day' ? undefined : query.group,
    transaction_type: query.transaction_type,
    seller: query.seller,
    carrier: query.carrier,
    sort: query.sort === 'key' ? undefined : query.sort,
  };
}

/** The page URL's search string: a shared link reopens the same report. */
export const salesSearch = (query: SalesQuery) => toQueryString({ ...salesParams(query), page: query.page > 1 ? query.page : undefined });

/** The backend's query for one page (`page[number]`, `page[size]`). */
export const salesApiQuery = (query: SalesQuery, size = SALES_PAGE_SIZE) => ({ ...salesParams(query), 'page[number]': query.page, 'page[size]': size });

/** The BFF path of one page: the SWR key, also computed by the server page that seeds it. */
export const salesReportKey = (query: SalesQuery) => `/api/ats/reports/sales${toQueryString(salesApiQuery(query))}`;

/** The CSV download of the whole report (every page) with these filters. */
export const salesCsvPath = (query: SalesQuery) => `/api/ats/reports/sales/csv${toQueryString(salesParams(query))}`;

export const readSalesSort = (sort: string) => readListSort<SalesSortKey>(sort, SALES_SORTS, 'key');
/** A click on a header: the same column flips; another starts descending, the group's key ascending. */
export const nextSalesSort = (current: string, key: SalesSortKey) => nextListSort(readSalesSort(current), key, ['key']);
