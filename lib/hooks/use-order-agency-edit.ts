'use client';

import useSWR from 'swr';
import type { output } from 'zod';
import { apiRead } from '@/lib/hooks/fetcher';
import type { agencyEditResponseSchema } from '@/lib/schemas/orders';

const fetchAgencyEdit = apiRead((answer: output<typeof agencyEditResponseSchema>) => answer.data);

/** GET orders/{id}/agency_edit: what the agency may change in an order, with the locks. Saved by useOrderActions' saveAgencyEdit. */
export function useOrderAgencyEdit(orderId: number) {
  return useSWR(`/api/orders/${orderId}/agency_edit`, fetchAgencyEdit, { revalidateOnFocus: false });
}
