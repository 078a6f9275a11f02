'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiCall, apiGet } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ordersListKey } from '@/lib/orders/journal-query';
import { toQueryString } from '@/lib/query-string';
import type { AgencyEditFormOutput } from '@/lib/orders/tourist-rules';
import type { CancelConditions, FilterOption, Order, OrderSummary, OrdersQuery } from '@/lib/schemas/orders';

export interface OrdersPage {
  data: OrderSummary[];
  meta: { total: number; page: number; size: number };
}

const LIST_PREFIX = '/api/orders?';
/** The journal pages' SWR keys, for writes that change which orders they list. */
export const isJournalKey = (key: unknown) => typeof key === 'string' && key.startsWith(LIST_PREFIX);
export const orderKey = (id: number) => `/api/orders/${id}`;

// The journal's first load has no zod (docs/architecture.md §10): the schemas come with the first answer.
const schemas = () => import('@/lib/schemas/orders');
const fetchOrdersPage = apiGet(() => schemas().then((s) => s.ordersListSchema));
const fetchOrder = apiGet(() => schemas().then((s) => s.orderResponseSchema), (answer) => answer.data);
const fetchFilterOptions = apiGet(() => schemas().then((s) => s.filterOptionsSchema), (answer) => answer.data);
const fetchCancelConditions = apiGet(() => schemas().then((s) => s.cancelConditionsResponseSchema), (answer) => answer.data);

const sendOrderWrite = (path: string, init: { method: string; json?: unknown }) =>
  apiCall(path, () => schemas().then((s) => s.orderResponseSchema), init).then((answer) => answer.data);

/**
 * One journal page. The server rendered the URL's first query: that one starts from its answer
 * without a second fetch; any other query is fetched, with the previous page kept on screen meanwhile.
 */
export function useOrdersPage(query: OrdersQuery, initialKey: string, initial: OrdersPage) {
  const key = ordersListKey(query);
  return useSWR<OrdersPage>(key, fetchOrdersPage, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}

/** One order; `initial` when the server rendered it (the URL named it). */
export function useOrder(id: number | null, initial: Order | null) {
  return useSWR<Order>(id === null ? null : orderKey(id), fetchOrder, seededOptions(initial?.id === id, initial ?? undefined));
}

/** The hotel filter's options over one country's orders (all countries without one); the server's list seeds its country. */
export function useHotelOptions(countryId: number | undefined, initial: { countryId: number | undefined; options: FilterOption[] }) {
  return useSWR<FilterOption[]>(
    `/api/orders/hotel_list${toQueryString({ country_id: countryId })}`,
    fetchFilterOptions,
    { revalidateOnFocus: false, ...seededOptions(countryId === initial.countryId, initial.options) },
  );
}

/** GET orders/{id}/cancel_request: what cancelling costs now; fetched while the dialog is open. */
export function useCancelConditions(id: number, open: boolean) {
  return useSWR<CancelConditions>(open ? `/api/orders/${id}/cancel_request` : null, fetchCancelConditions, { revalidateOnFocus: false });
}

/**
 * The order's writes (cancel request, charter confirmation, the agency's edit): each answers the
 * order as it is now, which replaces the cached order, and the journal pages are revalidated
 * (status, due, marker). A failure is thrown to the caller to show (a 422 onto the form's fields).
 */
export function useOrderActions(id: number) {
  const { mutate } = useSWRConfig();
  const write = useCallback(
    async (path: string, init: { method: string; json?: unknown }) => {
      const order = await sendOrderWrite(path, init);
      await Promise.all([
        mutate(orderKey(order.id), order, { revalidate: false }),
        mutate(isJournalKey),
      ]);
      return order;
    },
    [mutate],
  );
  return {
    requestCancellation: useCallback((reason: string) => write(`/api/orders/${id}/cancel_request`, { method: 'POST', json: { reason } }), [id, write]),
    confirmCharter: useCallback(() => write(`/api/orders/${id}/charter_confirm`, { method: 'PATCH' }), [id, write]),
    saveAgencyEdit: useCallback((values: AgencyEditFormOutput) => write(`/api/orders/${id}/agency_edit`, { method: 'PATCH', json: values }), [id, write]),
  };
}

/**
 * GET orders/{id}/card_payment?return_url=: a fresh attempt for the amount due and the bank's page.
 * Nothing cached changes until the bank sends the agent back. Only an http(s) gateway address is
 * followed; anything else is refused rather than navigated to.
 */
export async function startCardPayment(orderId: number, returnUrl: string) {
  const path = `/api/orders/${orderId}/card_payment${toQueryString({ return_url: returnUrl })}`;
  const { data } = await apiCall(path, () => schemas().then((s) => s.cardPaymentStartResponseSchema));
  const protocol = URL.canParse(data.gateway_url) ? new URL(data.gateway_url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`unexpected gateway address ${data.gateway_url}`);
  return data;
}
