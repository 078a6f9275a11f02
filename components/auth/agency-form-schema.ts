import { z } from 'zod/mini';
import { completePhoneRule } from '@/lib/forms/phone-rule';
import { agencyDetailsSchema, agencyRegistrationSchema } from '@/lib/schemas/contract';

// The wire schemas plus one rule only a form can check: the phone has exactly the digits of its
// country's mask (docs/product.md §5). The payload stays the wire schema's output.
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
