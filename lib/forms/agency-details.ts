import { z } from 'zod/mini';
import { completePhoneRule } from './phone-rule';
import { agencyDetailsSchema, agencyRegistrationSchema } from '@/lib/schemas/contract';

// The wire schemas plus the phone's completeness for its country (docs/product.md §5). The BFF
// checks a registration and a filled contract with these before the backend sees them
// (docs/architecture.md §11); the agency's own contract form checks them in the browser. The
// payload stays the wire schema's output.
export const agencyDetailsFormSchema = agencyDetailsSchema.check(z.superRefine(completePhoneRule));
export const agencyRegistrationFormSchema = agencyRegistrationSchema.check(z.superRefine(completePhoneRule));

export type AgencyDetailsInput = z.input<typeof agencyDetailsFormSchema>;
export type AgencyRegistrationInput = z.input<typeof agencyRegistrationFormSchema>;

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
