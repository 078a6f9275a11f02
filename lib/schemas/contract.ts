import { z } from 'zod';
import { dataListSchema } from './list';

/** GET contract/banks */
export const bankSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
/** GET contract/banks/{id}/list: the bank's branches. */
export const bankBranchSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const bankBranchesSchema = dataListSchema(bankBranchSchema);

/**
 * Longest accepted text per kind of field: names, email (RFC 5321's path limit), free text. The
 * contract PDF and the stored registration get nothing longer (docs/testing.md, "Security").
 */
export const TEXT_LIMITS = { name: 200, email: 254, text: 1000 } as const;

const name = (min: number) => z.string().trim().min(min, 'validation.required').max(TEXT_LIMITS.name, 'validation.maxName');

/** Agency details shared by registration and the contract download. Messages are catalogue keys. */
export const agencyDetailsSchema = z.object({
  company_name: name(2),
  /** Fiscal code (IDNO in Moldova, CUI in Romania, EDRPOU in Ukraine). */
  fiscal_code: z.string().trim().regex(/^[0-9A-Za-z]{6,13}$/, 'validation.fiscalCode'),
  country: z.enum(['md', 'ro', 'ua']),
  city: name(2),
  address: z.string().trim().min(5, 'validation.required').max(TEXT_LIMITS.text, 'validation.maxText'),
  director: name(3),
  email: z.email('validation.email').max(TEXT_LIMITS.email, 'validation.maxEmail'),
  // The patterns bound these lengths (+ and 10-13 digits; an IBAN of at most 34 characters).
  phone: z.string().trim().regex(/^\+\d{10,13}$/, 'validation.phone'),
  bank_id: z.coerce.number().int().positive('validation.required'),
  branch_id: z.coerce.number().int().positive('validation.required'),
  iban: z.string().trim().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'validation.iban'),
});
export type AgencyDetails = z.infer<typeof agencyDetailsSchema>;

/** POST contract/agency-registration: details plus the first user's login. */
export const agencyRegistrationSchema = agencyDetailsSchema.extend({
  contact_name: name(3),
  accept_terms: z.literal(true, 'validation.acceptTerms'),
});
