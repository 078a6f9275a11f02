import type { z } from 'zod';
import { isCompletePhone } from '@/lib/shared/phone';
import { agencyDetailsSchema, agencyRegistrationSchema } from '@/lib/schemas/contract';

// The wire schemas plus one rule only a form can check: the phone has exactly the digits of its
// country's mask (docs/product.md §5). The payload stays the wire schema's output.
const phoneRule = (value: { phone: string }, ctx: z.RefinementCtx) => {
  if (value.phone && !isCompletePhone(value.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
};

export const agencyDetailsFormSchema = agencyDetailsSchema.superRefine(phoneRule);
export const agencyRegistrationFormSchema = agencyRegistrationSchema.superRefine(phoneRule);

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
