import { ATS_LINK_STATES, ATS_SYSTEMS, PAYMENT_CURRENCIES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/schemas/ats-constants';
import { isoDayOf } from '@/lib/shared/calendar-days';
import { nextListSort, readListSort, toQueryString, type ReadableParams } from '@/lib/query-string';

/**
 * The URL state of the ticket desk's linked users and payments lists (docs/product.md §12
 * "Screens"), as the flight list's: the backend's own filter names, `sort` and `page`; defaults
 * left out; reading is forgiving, a stale link loses only its bad parts. First-load code: checked
 * by hand, without zod.
 */

/** Whether a filter's text is taken; or the text to take instead (a date typed DD.MM.YYYY read as ISO). */
type Check = (value: string) => boolean | string;

/** One list: its filters and how each is checked, its sort columns, the default sort, the BFF path and the page's. */
export interface AtsListSpec<F extends string, S extends string> {
  path: string;
  page: string;
  filters: Readonly<Record<F, Check>>;
  sorts: readonly S[];
  defaultSort: string;
  /** Columns whose first click sorts ascending (names); the others start descending (newest, largest). */
  ascendingFirst: readonly S[];
}

export interface AtsListQuery<F extends string> {
  /** Each filter as its URL text (a list comma-joined). */
  filters: Partial<Record<F, string>>;
  sort: string;
  page: number;
}

export const ATS_LIST_PAGE_SIZE = 20;

const upTo = (max: number): Check => (value) => value.length <= max;
const oneOf = (values: readonly string[]): Check => (value) => values.includes(value);
const someOf = (values: readonly string[]): Check => (value) => value.split(',').every((part) => values.includes(part));
const positiveId: Check = (value) => /^\d{1,9}$/.test(value) && Number(value) > 0;
// A date as the URL holds it (ISO) or as the plain filter form submits it (docs/architecture.md "Server-first screens").
const isoDate: Check = (value) => isoDayOf(value) ?? false;

export const USER_LINKS_PATH = '/ats/user-links';
export const PAYMENTS_PATH = '/ats/orders-payments';

export const USER_LINKS_LIST = {
  path: '/api/ats/user-links',
  page: USER_LINKS_PATH,
  filters: { q: upTo(60), user: positiveId, system: oneOf(ATS_SYSTEMS), office_id: (value: string) => /^[A-Za-z0-9]{1,9}$/.test(value), state: oneOf(ATS_LINK_STATES) },
  sorts: ['user', 'valid_from', 'valid_to', 'created_at'] as const,
  defaultSort: '-created_at',
  ascendingFirst: ['user'] as const,
} satisfies AtsListSpec<string, string>;
export type UserLinkFilter = keyof typeof USER_LINKS_LIST.filters;
export type UserLinkSort = (typeof USER_LINKS_LIST.sorts)[number];

export const PAYMENTS_LIST = {
  path: '/api/ats/orders-payments',
  page: PAYMENTS_PATH,
  filters: {
    order: upTo(20),
    order_id: positiveId,
    status: someOf(PAYMENT_STATUSES),
    method: oneOf(PAYMENT_METHODS),
    currency: oneOf(PAYMENT_CURRENCIES),
    paid_from: isoDate,
    paid_to: isoDate,
    payer: upTo(80),
  },
  sorts: ['paid_on', 'amount_eur', 'created_at'] as const,
  defaultSort: '-paid_on',
  ascendingFirst: [] as const,
} satisfies AtsListSpec<string, string>;
export type PaymentFilter = keyof typeof PAYMENTS_LIST.filters;
export type PaymentSort = (typeof PAYMENTS_LIST.sorts)[number];

export function readAtsListQuery<F extends string, S extends string>(spec: AtsListSpec<F, S>, params: ReadableParams | null): AtsListQuery<F> {
  const get = (name: string) => params?.get(name)?.trim() || undefined;
  const filters: Partial<Record<F, string>> = {};
  for (const [name, check] of Object.entries(spec.filters) as [F, Check][]) {
    const value = get(name);
    const taken = value === undefined ? false : check(value);
    if (taken !== false) filters[name] = taken === true ? value : taken;
  }
  const query: AtsListQuery<F> = { filters, sort: spec.defaultSort, page: 1 };
  const sort = get('sort');
  if (sort && (spec.sorts as readonly string[]).includes(sort.replace(/^-/, ''))) query.sort = sort;
  const page = Number(get('page'));
  if (Number.isInteger(page) && page > 0) query.page = page;
  return query;
}

/** The page URL's search string (`?…` or ''): defaults left out so a shared link stays short. */
export function atsListSearch<F extends string, S extends string>(spec: AtsListSpec<F, S>, query: AtsListQuery<F>, extra: Record<string, string | number | undefined> = {}): string {
  return toQueryString({ ...query.filters, sort: query.sort === spec.defaultSort ? undefined : query.sort, page: query.page > 1 ? query.page : undefined, ...extra });
}

/** The BFF path of one list page: the SWR key, also computed by the server page that seeds it. */
export function atsListKey<F extends string, S extends string>(spec: AtsListSpec<F, S>, query: AtsListQuery<F>): string {
  return `${spec.path}${toQueryString(atsListApiQuery(query, spec.defaultSort))}`;
}

/** The backend's query of a list page (the server side's call, the same as the key's). */
export function atsListApiQuery<F extends string>(query: AtsListQuery<F>, defaultSort: string) {
  return { ...query.filters, sort: query.sort === defaultSort ? undefined : query.sort, 'page[number]': query.page, 'page[size]': ATS_LIST_PAGE_SIZE };
}

/** A click on a column header: the same column flips; another starts as `ascendingFirst` says. */
export function nextAtsSort<F extends string, S extends string>(spec: AtsListSpec<F, S>, current: string, key: S): string {
  return nextListSort(readAtsSort(spec, current), key, spec.ascendingFirst);
}

/** The column a sort names and its direction (an unknown one: the default's column). */
export function readAtsSort<F extends string, S extends string>(spec: AtsListSpec<F, S>, sort: string) {
  return readListSort<S>(sort, spec.sorts, spec.defaultSort.replace(/^-/, '') as S);
}

/** The payments of one order (the flight list's and the ATS orders' link to them). */
export const orderPaymentsPath = (orderId: number) => `${PAYMENTS_PATH}?order_id=${orderId}`;
/** The create page with a seller chosen (the unlinked sellers' "Link"). */
export const linkSellerPath = (userId: number) => `${USER_LINKS_PATH}/create?user=${userId}`;
/** The ATS orders flagged for one seller. */
export const flaggedOrdersPath = (userId: number) => `/ats/orders?linked=0&seller=${userId}`;
