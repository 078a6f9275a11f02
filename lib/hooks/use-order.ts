'use client';

import useSWR from 'swr';
import type { output } from 'zod';
import { apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { orderKey } from '@/lib/hooks/use-orders';
import type {
  CancelConditions,
  cancelConditionsResponseSchema,
  Order,
  orderResponseSchema,
} from '@/lib/schemas/orders';

// One order's reads, for the order sheet only (docs/architecture.md §10).
const fetchOrder = apiRead((answer: output<typeof orderResponseSchema>) => answer.data);
const fetchCancelConditions = apiRead((answer: output<typeof cancelConditionsResponseSchema>) => answer.data);

/** One order; `initial` when the server rendered it (the URL named it). */
export function useOrder(id: number | null, initial: Order | null) {
  return useSWR<Order>(
    id === null ? null : orderKey(id),
    fetchOrder,
    seededOptions(initial?.id === id, initial ?? undefined),
  );
}

/** GET orders/{id}/cancel_request: what cancelling costs now; fetched while the dialog is open. */
export function useCancelConditions(id: number, open: boolean) {
  return useSWR<CancelConditions>(open ? `/api/orders/${id}/cancel_request` : null, fetchCancelConditions, {
    revalidateOnFocus: false,
  });
}
