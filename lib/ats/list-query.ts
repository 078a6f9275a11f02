import {
  DEFAULT_PAYMENT_SORT,
  DEFAULT_USER_LINK_SORT,
  PAYMENT_SORTS,
  USER_LINK_SORTS,
} from '@/lib/schemas/ats-constants';
import type { TicketPaymentsQuery, AtsUserLinksQuery } from '@/lib/schemas/ats';
import { nextListSort, readListSort, toQueryString } from '@/lib/query-string';

/**
 * The URL state of the ticket desk's linked users and payments lists (docs/product.md §12
 * "Screens"), as the flight list's: the backend's own filter names, `sort` and `page`; defaults
 * left out. The server reads it with the backend's own query schemas (lib/read-query.ts
 * `readTicketPaymentsQuery`, `readAtsUserLinksQuery`); this module writes it.
 */

/** One list: its sort columns and default sort (the schema's), the BFF path and the page's. */
export interface AtsListSpec<S extends string> {
  path: string;
  page: string;
  sorts: readonly S[];
  defaultSort: string;
  /** Columns whose first click sorts ascending (names); the others start descending (newest, largest). */
  ascendingFirst: readonly S[];
}

export interface AtsListQuery<F extends string> {
  /** Each filter the schema took, as its URL text (a list comma-joined). */
  filters: Partial<Record<F, string>>;
  sort: string;
  page: number;
}

export const ATS_LIST_PAGE_SIZE = 20;

export const USER_LINKS_PATH = '/ats/user-links';
export const TICKET_PAYMENTS_PATH = '/ats/orders-payments';

export const USER_LINKS_LIST = {
  path: '/api/ats/user-links',
  page: USER_LINKS_PATH,
  sorts: USER_LINK_SORTS,
  defaultSort: DEFAULT_USER_LINK_SORT,
  ascendingFirst: ['user'] as const,
} satisfies AtsListSpec<string>;
export type UserLinkFilter = Exclude<keyof AtsUserLinksQuery, 'sort'>;

export const TICKET_PAYMENTS_LIST = {
  path: '/api/ats/orders-payments',
  page: TICKET_PAYMENTS_PATH,
  sorts: PAYMENT_SORTS,
  defaultSort: DEFAULT_PAYMENT_SORT,
  ascendingFirst: [] as const,
} satisfies AtsListSpec<string>;
export type TicketPaymentFilter = Exclude<keyof TicketPaymentsQuery, 'sort'>;

/** A query its schema read (lib/read-query.ts) as the list's URL state: each filter taken as URL text. */
export function atsListQueryOf<F extends string>({
  sort,
  page,
  ...filters
}: { sort: string; page: number } & Partial<Record<F, unknown>>): AtsListQuery<F> {
  const texts: Partial<Record<F, string>> = {};
  for (const [name, value] of Object.entries(filters) as [F, unknown][]) {
    if (value !== undefined) texts[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return { filters: texts, sort, page };
}

/** The page URL's search string (`?…` or ''): defaults left out so a shared link stays short. */
export function atsListSearch<F extends string, S extends string>(
  spec: AtsListSpec<S>,
  query: AtsListQuery<F>,
  extra: Record<string, string | number | undefined> = {},
): string {
  return toQueryString({
    ...query.filters,
    sort: query.sort === spec.defaultSort ? undefined : query.sort,
    page: query.page > 1 ? query.page : undefined,
    ...extra,
  });
}

/** The BFF path of one list page: the SWR key, also computed by the server page that seeds it. */
export function atsListKey<F extends string, S extends string>(spec: AtsListSpec<S>, query: AtsListQuery<F>): string {
  return `${spec.path}${toQueryString(atsListApiQuery(query, spec.defaultSort))}`;
}

/** The backend's query of a list page (the server side's call, the same as the key's). */
export function atsListApiQuery<F extends string>(query: AtsListQuery<F>, defaultSort: string) {
  return {
    ...query.filters,
    sort: query.sort === defaultSort ? undefined : query.sort,
    'page[number]': query.page,
    'page[size]': ATS_LIST_PAGE_SIZE,
  };
}

/** A click on a column header: the same column flips; another starts as `ascendingFirst` says. */
export function nextAtsSort<S extends string>(spec: AtsListSpec<S>, current: string, key: S): string {
  return nextListSort(readAtsSort(spec, current), key, spec.ascendingFirst);
}

/** The column a sort names and its direction (an unknown one: the default's column). */
export function readAtsSort<S extends string>(spec: AtsListSpec<S>, sort: string) {
  return readListSort<S>(sort, spec.sorts, spec.defaultSort.replace(/^-/, '') as S);
}

/** The payments of one order (the flight list's and the ATS orders' link to them). */
export const orderPaymentsPath = (orderId: number) => `${TICKET_PAYMENTS_PATH}?order_id=${orderId}`;
/** The create page with a seller chosen (the unlinked sellers' "Link"). */
export const linkSellerPath = (userId: number) => `${USER_LINKS_PATH}/create?user=${userId}`;
/** The ATS orders flagged for one seller. */
export const flaggedOrdersPath = (userId: number) => `/ats/orders?linked=0&seller=${userId}`;
