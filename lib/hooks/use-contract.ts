'use client';

import { apiCall } from '@/lib/hooks/fetcher';
import type { AgencyRegistrationInput } from '@/lib/forms/agency-details';

/**
 * POST contract/agency-registration: the fields as typed (the BFF checks them with the schema,
 * docs/architecture.md §11); the backend's confirmation text. A 422 is thrown with its field errors.
 */
export async function registerAgency(values: AgencyRegistrationInput): Promise<string> {
  const answer = await apiCall('/api/contract/agency-registration', () => import('@/lib/schemas/auth').then((s) => s.messageResponseSchema), {
    method: 'POST',
    json: values,
  });
  return answer.message;
}
