'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import { orderKey } from '@/lib/hooks/use-orders';
import { isJournalKey } from '@/lib/orders/paths';
import type { orderResponseSchema } from '@/lib/schemas/orders';
import type { AgencyEditFormOutput } from '@/lib/shared/tourist-rules';

/**
 * The order's writes (cancel request, charter confirmation, the agency's edit): each answers the
 * order as it is now, which replaces the cached order, and the journal pages are revalidated
 * (status, due, marker). A failure is thrown to the caller to show (a 422 onto the form's fields).
 */
export function useOrderActions(id: number) {
  const { mutate } = useSWRConfig();
  const write = useCallback(
    async (path: string, init: { method: string; json?: unknown }) => {
      const order = (await apiCall<output<typeof orderResponseSchema>>(path, init)).data;
      await Promise.all([mutate(orderKey(order.id), order, { revalidate: false }), mutate(isJournalKey)]);
      return order;
    },
    [mutate],
  );
  return {
    requestCancellation: useCallback(
      (reason: string) => write(`/api/orders/${id}/cancel_request`, { method: 'POST', json: { reason } }),
      [id, write],
    ),
    confirmCharter: useCallback(() => write(`/api/orders/${id}/charter_confirm`, { method: 'PATCH' }), [id, write]),
    saveAgencyEdit: useCallback(
      (values: AgencyEditFormOutput) => write(`/api/orders/${id}/agency_edit`, { method: 'PATCH', json: values }),
      [id, write],
    ),
  };
}
