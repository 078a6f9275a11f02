import type { z } from 'zod/mini';
import type { agencyDetailsSchema, agencyRegistrationSchema } from '@/lib/schemas/contract';

// The agency forms' fields and empty values; their rules are the wire schemas' (lib/schemas/contract.ts).
export type AgencyDetailsInput = z.input<typeof agencyDetailsSchema>;
export type AgencyRegistrationInput = z.input<typeof agencyRegistrationSchema>;

export const AGENCY_DETAIL_FIELDS = [
  'company_name',
  'fiscal_code',
  'country',
  'city',
  'address',
  'director',
  'email',
  'phone',
  'bank_id',
  'branch_id',
  'iban',
] as const satisfies readonly (keyof AgencyDetailsInput)[];

export const emptyAgencyDetails: AgencyDetailsInput = {
  company_name: '',
  fiscal_code: '',
  country: 'md',
  city: '',
  address: '',
  director: '',
  email: '',
  phone: '',
  bank_id: '',
  branch_id: '',
  iban: '',
};
