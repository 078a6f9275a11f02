'use client';

import type { output } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import type { AgencyRegistrationInput } from '@/lib/forms/agency-details';
import type { messageResponseSchema } from '@/lib/schemas/auth';

/**
 * POST contract/agency-registration: the fields as typed (the BFF checks them with the schema,
 * docs/architecture.md §11); the backend's confirmation text. A 422 is thrown with its field errors.
 */
export async function registerAgency(values: AgencyRegistrationInput): Promise<string> {
  const answer = await apiCall<output<typeof messageResponseSchema>>('/api/contract/agency-registration', {
    method: 'POST',
    json: values,
  });
  return answer.message;
}
