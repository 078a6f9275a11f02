import { ORDERS_PAGE_SIZE } from '@/lib/schemas/list-params';
import type { BonusesQuery } from '@/lib/schemas/orders-query';
import { toQueryString, type QueryValue } from '@/lib/query-string';

/** The bonus journal's page. */
export const BONUSES_PATH = '/orders/bonuses';

/** The bonus journal's URL state: created-date range and page (the backend's names), read by the backend's own schema on the server (lib/read-query.ts). */
export type { BonusesQuery };

export function bonusesSearch(query: BonusesQuery): string {
  return toQueryString({
    created_from: query.created_from,
    created_to: query.created_to,
    page: query.page > 1 ? query.page : undefined,
  });
}

export function bonusesApiQuery(query: BonusesQuery): Record<string, QueryValue> {
  return {
    created_from: query.created_from,
    created_to: query.created_to,
    'page[number]': query.page,
    'page[size]': ORDERS_PAGE_SIZE,
  };
}

/** The BFF path of one bonus page: the SWR key, also computed by the server page that seeds it. */
export const bonusesKey = (query: BonusesQuery) => `/api/orders/bonuses${toQueryString(bonusesApiQuery(query))}`;
