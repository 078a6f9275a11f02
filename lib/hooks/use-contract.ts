'use client';

import useSWR from 'swr';
import { apiCall, apiGet } from '@/lib/hooks/fetcher';
import type { z } from 'zod';
import { bankBranchesSchema, type agencyRegistrationSchema } from '@/lib/schemas/contract';
import { messageResponseSchema } from '@/lib/schemas/auth';

const fetchBranches = apiGet(bankBranchesSchema, (answer) => answer.data);

/** GET contract/banks/{id}/list: the bank's branches, once a bank is chosen. */
export function useBankBranches(bankId: unknown) {
  return useSWR(bankId ? `/api/contract/banks/${String(bankId)}/list` : null, fetchBranches);
}

/** POST contract/agency-registration: the backend's confirmation text. A 422 is thrown with its field errors. */
export async function registerAgency(values: z.output<typeof agencyRegistrationSchema>): Promise<string> {
  return (await apiCall('/api/contract/agency-registration', messageResponseSchema, { method: 'POST', json: values })).message;
}
