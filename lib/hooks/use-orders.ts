'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch, swrFetcher } from '@/lib/hooks/fetcher';
import { journalApiQuery } from '@/lib/orders/journal-query';
import { toQueryString } from '@/lib/query-string';
import type { CancelConditions, FilterOption, Order, OrderSummary, OrdersQuery } from '@/lib/schemas/orders';

export interface OrdersPage {
  data: OrderSummary[];
  meta: { total: number; page: number; size: number };
}

const LIST_PREFIX = '/api/orders?';
export const ordersListKey = (query: OrdersQuery) => `/api/orders${toQueryString(journalApiQuery(query))}`;
export const orderKey = (id: number) => `/api/orders/${id}`;

/**
 * One journal page. The server rendered the URL's first query: that one starts from its answer
 * without a second fetch; any other query is fetched, with the previous page kept on screen meanwhile.
 */
export function useOrdersPage(query: OrdersQuery, initialKey: string, initial: OrdersPage) {
  const key = ordersListKey(query);
  const seeded = key === initialKey;
  return useSWR<OrdersPage>(key, swrFetcher, {
    keepPreviousData: true,
    ...(seeded ? { fallbackData: initial, revalidateIfStale: false, revalidateOnMount: false } : {}),
  });
}

const unwrapOrder = (path: string) => swrFetcher<{ data: Order }>(path).then((r) => r.data);

/** One order; `initial` when the server rendered it (the URL named it). */
export function useOrder(id: number | null, initial: Order | null) {
  const seeded = initial !== null && initial.id === id;
  return useSWR<Order>(id === null ? null : orderKey(id), unwrapOrder, {
    ...(seeded ? { fallbackData: initial, revalidateIfStale: false, revalidateOnMount: false } : {}),
  });
}

/** A filter's options; hotels of one country when `countryId` is given. Seeded with the server's lists. */
export function useFilterOptions(list: string, initial: FilterOption[], countryId?: number) {
  const key = `/api/orders/${list}${countryId ? toQueryString({ country_id: countryId }) : ''}`;
  return useSWR<FilterOption[]>(key, (path: string) => swrFetcher<{ data: FilterOption[] }>(path).then((r) => r.data), {
    fallbackData: countryId ? undefined : initial,
    revalidateOnMount: Boolean(countryId),
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
}

/** GET orders/{id}/cancel_request: what cancelling costs now; fetched while the dialog is open. */
export function useCancelConditions(id: number, open: boolean) {
  return useSWR<CancelConditions>(open ? `/api/orders/${id}/cancel_request` : null, (path: string) =>
    swrFetcher<{ data: CancelConditions }>(path).then((r) => r.data),
  { revalidateOnFocus: false });
}

/**
 * The order's writes (cancel request, charter confirmation): each answers the order as it is now,
 * which replaces the cached order, and the journal pages are revalidated (status, due, marker).
 */
export function useOrderActions(id: number) {
  const { mutate } = useSWRConfig();
  const store = useCallback(
    async (order: Order) => {
      await Promise.all([
        mutate(orderKey(order.id), order, { revalidate: false }),
        mutate((key) => typeof key === 'string' && key.startsWith(LIST_PREFIX)),
      ]);
      return order;
    },
    [mutate],
  );
  const requestCancellation = useCallback(
    async (reason: string) =>
      store((await apiFetch<{ data: Order }>(`/api/orders/${id}/cancel_request`, { method: 'POST', json: { reason } })).data),
    [id, store],
  );
  const confirmCharter = useCallback(
    async () => store((await apiFetch<{ data: Order }>(`/api/orders/${id}/charter_confirm`, { method: 'PATCH' })).data),
    [id, store],
  );
  return { requestCancellation, confirmCharter, store };
}
