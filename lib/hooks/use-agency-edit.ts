'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/hooks/fetcher';
import { agencyEditResponseSchema } from '@/lib/schemas/orders';

const fetchAgencyEdit = apiGet(agencyEditResponseSchema, (answer) => answer.data);

/** GET orders/{id}/agency_edit: what the agency may change in an order, with the locks. Saved by useOrderActions' saveAgencyEdit. */
export function useAgencyEdit(orderId: number) {
  return useSWR(`/api/orders/${orderId}/agency_edit`, fetchAgencyEdit, { revalidateOnFocus: false });
}
