'use client';

import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { isTicketOrdersKey, ticketOrderKey } from '@/lib/hooks/use-ticket-orders';
import type {
  DeskTicketOrder,
  DeskTicketOrderInput,
  DeskTicketOrderPatch,
  deskTicketOrderResponseSchema,
  AtsPropertiesPatch,
  atsPropertiesSchema,
  AtsProperty,
} from '@/lib/schemas/ats';

// One ATS order (the desk's sheet), its writes (the manual order's form) and the order properties
// (docs/product.md §12).
type DeskTicketOrderAnswer = output<typeof deskTicketOrderResponseSchema>;
type PropertiesAnswer = output<typeof atsPropertiesSchema>;
const fetchDeskTicketOrder = apiRead((answer: DeskTicketOrderAnswer) => answer.data);
const fetchProperties = apiRead((answer: PropertiesAnswer) => answer.data);
export const ATS_PROPERTIES_KEY = '/api/ats/orders-properties';

/**
 * One ATS order with its sales fields and payments. The flight list's writes (cancel, passengers)
 * put a §11 order without them into the same key: such an answer is read again from the desk's call.
 */
export function useDeskTicketOrder(id: number, initial: DeskTicketOrder | null) {
  const swr = useSWR<DeskTicketOrder>(
    ticketOrderKey(id),
    fetchDeskTicketOrder,
    seededOptions(initial?.id === id, initial ?? undefined),
  );
  const partial = swr.data !== undefined && !('payments' in swr.data);
  const { mutate } = swr;
  useEffect(() => {
    if (partial) void mutate();
  }, [partial, mutate]);
  return { ...swr, data: partial ? undefined : swr.data };
}

/** The agency's order properties, every one (active or not) with how many orders hold it. */
export function useAtsProperties() {
  return useSWR<AtsProperty[]>(ATS_PROPERTIES_KEY, fetchProperties);
}

/** The desk's writes: each answer replaces the cached order, and the list's pages are revalidated. */
export function useDeskTicketOrderActions() {
  const { mutate } = useSWRConfig();
  const write = useCallback(
    async (path: string, init: { method: string; json: unknown }) => {
      const answer = await apiCall<DeskTicketOrderAnswer>(path, init);
      await Promise.all([
        mutate(ticketOrderKey(answer.data.id), answer.data, { revalidate: false }),
        mutate(isTicketOrdersKey),
      ]);
      return answer;
    },
    [mutate],
  );
  return {
    /** POST ats/orders/create: a manual order. */
    createDeskTicketOrder: useCallback(
      (input: DeskTicketOrderInput) => write('/api/ats/orders/create', { method: 'POST', json: input }),
      [write],
    ),
    /** POST ats/orders/{id}/edit: a manual order's whole form again. */
    updateDeskTicketOrder: useCallback(
      (id: number, input: DeskTicketOrderInput) => write(`/api/ats/orders/${id}/edit`, { method: 'POST', json: input }),
      [write],
    ),
    /** PATCH ats/orders/{id}: a portal booking's sales fields (pnr, carrier, seller, commission, properties). */
    patchDeskTicketOrder: useCallback(
      (id: number, patch: DeskTicketOrderPatch) => write(`/api/ats/orders/${id}`, { method: 'PATCH', json: patch }),
      [write],
    ),
    /** PATCH ats/orders-properties: renames, switches and additions; the answer is the whole list. */
    saveAtsProperties: useCallback(
      async (patch: AtsPropertiesPatch) => {
        const answer = await apiCall<PropertiesAnswer>(ATS_PROPERTIES_KEY, { method: 'PATCH', json: patch });
        await mutate(ATS_PROPERTIES_KEY, answer.data, { revalidate: false });
        return answer;
      },
      [mutate],
    ),
  };
}
