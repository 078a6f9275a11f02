'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiCall, apiGet } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ticketOrdersKey, type TicketOrdersQuery } from '@/lib/flights/ticket-orders-query';
import type { TicketOrder, TicketOrderPatch, TicketOrderSummary } from '@/lib/schemas/flights';

// The flight list's ticket orders (docs/product.md §11, `ats/orders`). Its first load has no zod
// (docs/architecture.md §10): the schemas come with the first answer.
const schemas = () => import('@/lib/schemas/flights');
const fetchTicketOrdersPage = apiGet(() => schemas().then((s) => s.ticketOrdersListSchema));
const fetchTicketOrder = apiGet(() => schemas().then((s) => s.ticketOrderResponseSchema), (answer) => answer.data);
const ticketOrderResponse = () => schemas().then((s) => s.ticketOrderResponseSchema);

export interface TicketOrdersPage {
  data: TicketOrderSummary[];
  meta: { total: number; page: number; size: number };
}

const LIST_PREFIX = '/api/ats/orders?';
/** The flight list's pages (every query): what a write that changes an order's status or amounts revalidates. */
export const isTicketOrdersKey = (key: unknown) => typeof key === 'string' && (key === '/api/ats/orders' || key.startsWith(LIST_PREFIX));
export const ticketOrderKey = (id: number) => `/api/ats/orders/${id}`;

/**
 * One page of the flight list. The server rendered the URL's query: that one starts from its
 * answer; another is fetched with the previous page kept on screen meanwhile.
 */
export function useTicketOrdersPage(query: TicketOrdersQuery, initialKey: string, initial: TicketOrdersPage) {
  const key = ticketOrdersKey(query);
  return useSWR<TicketOrdersPage>(key, fetchTicketOrdersPage, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}

/** One ticket order; `initial` when the server rendered it (the URL named it). */
export function useTicketOrder(id: number | null, initial: TicketOrder | null) {
  return useSWR<TicketOrder>(id === null ? null : ticketOrderKey(id), fetchTicketOrder, seededOptions(initial?.id === id, initial ?? undefined));
}

/**
 * A ticket order's writes: each answers the order as it is now, which replaces the cached order,
 * and the list's pages are revalidated (status, due, deadline). A failure is thrown to the caller
 * (a 422 onto the form's fields, a 409 to its alert).
 */
export function useTicketOrderActions(id: number) {
  const { mutate } = useSWRConfig();
  const write = useCallback(
    async (path: string, init: { method: string; json?: unknown }) => {
      const order = (await apiCall(path, ticketOrderResponse, init)).data;
      await Promise.all([mutate(ticketOrderKey(order.id), order, { revalidate: false }), mutate(isTicketOrdersKey)]);
      return order;
    },
    [mutate],
  );
  return {
    /** POST ats/orders/{id}/cancel: a charter before ticketing, or a hold with nothing paid. */
    cancelTicketOrder: useCallback(() => write(`/api/ats/orders/${id}/cancel`, { method: 'POST' }), [id, write]),
    /** PATCH ats/orders/{id}: the passengers' changed fields (by id) and the buyer. */
    saveTicketOrder: useCallback((patch: TicketOrderPatch) => write(`/api/ats/orders/${id}`, { method: 'PATCH', json: patch }), [id, write]),
  };
}
