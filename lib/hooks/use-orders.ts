'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch, swrFetcher } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ordersListKey } from '@/lib/orders/journal-query';
import { toQueryString } from '@/lib/query-string';
import type { CancelConditions, FilterOption, Order, OrderSummary, OrdersQuery } from '@/lib/schemas/orders';

export interface OrdersPage {
  data: OrderSummary[];
  meta: { total: number; page: number; size: number };
}

const LIST_PREFIX = '/api/orders?';
export const orderKey = (id: number) => `/api/orders/${id}`;

/**
 * One journal page. The server rendered the URL's first query: that one starts from its answer
 * without a second fetch; any other query is fetched, with the previous page kept on screen meanwhile.
 */
export function useOrdersPage(query: OrdersQuery, initialKey: string, initial: OrdersPage) {
  const key = ordersListKey(query);
  return useSWR<OrdersPage>(key, swrFetcher, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}

const unwrapOrder = (path: string) => swrFetcher<{ data: Order }>(path).then((r) => r.data);

/** One order; `initial` when the server rendered it (the URL named it). */
export function useOrder(id: number | null, initial: Order | null) {
  return useSWR<Order>(id === null ? null : orderKey(id), unwrapOrder, seededOptions(initial?.id === id, initial ?? undefined));
}

/** The hotel filter's options over one country's orders (all countries without one); the server's list seeds its country. */
export function useHotelOptions(countryId: number | undefined, initial: { countryId: number | undefined; options: FilterOption[] }) {
  return useSWR<FilterOption[]>(
    `/api/orders/hotel_list${toQueryString({ country_id: countryId })}`,
    (path: string) => swrFetcher<{ data: FilterOption[] }>(path).then((r) => r.data),
    { revalidateOnFocus: false, ...seededOptions(countryId === initial.countryId, initial.options) },
  );
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
