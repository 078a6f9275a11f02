import { ORDERS_PAGE_SIZE } from '@/lib/schemas/orders-query';
import { toQueryString, type QueryValue } from '@/lib/query-string';
import { isRealDate } from '@/lib/shared/calendar-days';

/** The bonus journal's URL state: created-date range and page (same names as the backend's). */
export interface BonusesQuery {
  created_from?: string;
  created_to?: string;
  page: number;
}

interface ReadableParams {
  get(name: string): string | null;
}


export function readBonusesQuery(params: ReadableParams | null): BonusesQuery {
  const query: BonusesQuery = { page: 1 };
  const from = params?.get('created_from');
  const to = params?.get('created_to');
  if (from && isRealDate(from)) query.created_from = from;
  if (to && isRealDate(to)) query.created_to = to;
  const page = Number(params?.get('page'));
  if (Number.isInteger(page) && page > 0) query.page = page;
  return query;
}

export function bonusesSearch(query: BonusesQuery): string {
  return toQueryString({ created_from: query.created_from, created_to: query.created_to, page: query.page > 1 ? query.page : undefined });
}

export function bonusesApiQuery(query: BonusesQuery): Record<string, QueryValue> {
  return { created_from: query.created_from, created_to: query.created_to, 'page[number]': query.page, 'page[size]': ORDERS_PAGE_SIZE };
}

/** The BFF path of one bonus page: the SWR key, also computed by the server page that seeds it. */
export const bonusesKey = (query: BonusesQuery) => `/api/orders/bonuses${toQueryString(bonusesApiQuery(query))}`;
