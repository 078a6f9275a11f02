import type { z } from 'zod';
import { agencyProfileFormSchema, type AgencyProfile } from '@/lib/schemas/agency';
import { completePhoneRule } from './phone-rule';

/**
 * The agency profile form (`/agency/profile`): the wire schema plus the rule only a form can
 * check, a phone with exactly the digits of its country's mask (docs/product.md §5), as the
 * registration's details do. The payload stays the wire schema's output.
 */
export const agencyProfileFormInputSchema = agencyProfileFormSchema.superRefine(completePhoneRule);
export type AgencyProfileInput = z.input<typeof agencyProfileFormInputSchema>;
export type AgencyProfileValues = z.output<typeof agencyProfileFormInputSchema>;

/** The form's fields in the order the backend may name them in a 422 (`logo` is the file's). */
export const AGENCY_PROFILE_FIELDS = [
  'legal_name',
  'tax_id',
  'address',
  'city',
  'phone',
  'email',
  'website',
] as const satisfies readonly (keyof AgencyProfileInput)[];

/** The form's values from the profile as the backend has it. */
export function agencyProfileDefaults(profile: AgencyProfile): AgencyProfileInput {
  return Object.fromEntries(AGENCY_PROFILE_FIELDS.map((field) => [field, profile[field]])) as AgencyProfileInput;
}

/** POST agencies/profile's body: the details as text parts and the new logo, when one was chosen, as the `logo` file. */
export function agencyProfileFormData(values: AgencyProfileValues, logo: File | null): FormData {
  const body = new FormData();
  for (const field of AGENCY_PROFILE_FIELDS) body.append(field, values[field]);
  if (logo) body.append('logo', logo, logo.name);
  return body;
}
