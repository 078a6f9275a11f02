'use client';

import useSWR from 'swr';
import { swrFetcher } from '@/lib/hooks/fetcher';
import { agencyEditResponseSchema } from '@/lib/schemas/orders';

/** GET orders/{id}/agency_edit: what the agency may change in an order, with the locks. */
export function useAgencyEdit(orderId: number) {
  return useSWR(`/api/orders/${orderId}/agency_edit`, async (path: string) => agencyEditResponseSchema.parse(await swrFetcher(path)).data, {
    revalidateOnFocus: false,
  });
}
