'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { orderKey } from '@/lib/hooks/use-orders';
import type { CancelConditions, Order } from '@/lib/schemas/orders';

// One order's reads, for the order sheet only: apart from the journal's (./use-orders.ts), whose
// first load is at the budget (docs/architecture.md §10); these come with the lazily loaded sheet.
const schemas = () => import('@/lib/schemas/orders');
const fetchOrder = apiGet(() => schemas().then((s) => s.orderResponseSchema), (answer) => answer.data);
const fetchCancelConditions = apiGet(() => schemas().then((s) => s.cancelConditionsResponseSchema), (answer) => answer.data);

/** One order; `initial` when the server rendered it (the URL named it). */
export function useOrder(id: number | null, initial: Order | null) {
  return useSWR<Order>(id === null ? null : orderKey(id), fetchOrder, seededOptions(initial?.id === id, initial ?? undefined));
}

/** GET orders/{id}/cancel_request: what cancelling costs now; fetched while the dialog is open. */
export function useCancelConditions(id: number, open: boolean) {
  return useSWR<CancelConditions>(open ? `/api/orders/${id}/cancel_request` : null, fetchCancelConditions, { revalidateOnFocus: false });
}
