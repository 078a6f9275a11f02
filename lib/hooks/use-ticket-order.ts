'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { isTicketOrdersKey, ticketOrderKey } from '@/lib/hooks/use-ticket-orders';
import type { TicketOrder, TicketOrderPatch, ticketOrderResponseSchema } from '@/lib/schemas/flights';

// One ticket order's read and writes, for the order sheet (docs/architecture.md §10).
type TicketOrderAnswer = output<typeof ticketOrderResponseSchema>;
const fetchTicketOrder = apiRead((answer: TicketOrderAnswer) => answer.data);

/** One ticket order; `initial` when the server rendered it (the URL named it). */
export function useTicketOrder(id: number | null, initial: TicketOrder | null) {
  return useSWR<TicketOrder>(
    id === null ? null : ticketOrderKey(id),
    fetchTicketOrder,
    seededOptions(initial?.id === id, initial ?? undefined),
  );
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
      const order = (await apiCall<TicketOrderAnswer>(path, init)).data;
      await Promise.all([mutate(ticketOrderKey(order.id), order, { revalidate: false }), mutate(isTicketOrdersKey)]);
      return order;
    },
    [mutate],
  );
  return {
    /** POST ats/orders/{id}/cancel: a charter before ticketing, or a hold with nothing paid. */
    cancelTicketOrder: useCallback(() => write(`/api/ats/orders/${id}/cancel`, { method: 'POST' }), [id, write]),
    /** PATCH ats/orders/{id}: the passengers' changed fields (by id) and the buyer. */
    saveTicketOrder: useCallback(
      (patch: TicketOrderPatch) => write(`/api/ats/orders/${id}`, { method: 'PATCH', json: patch }),
      [id, write],
    ),
  };
}
