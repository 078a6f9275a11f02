import { z } from 'zod';
import { dataListSchema } from './list';

/** GET contract/banks */
export const bankSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
/** GET contract/banks/{id}/list: the bank's branches. */
export const bankBranchSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const bankBranchesSchema = dataListSchema(bankBranchSchema);

/** Agency details shared by registration and the contract download. Messages are catalogue keys. */
export const agencyDetailsSchema = z.object({
  company_name: z.string().trim().min(2, 'validation.required'),
  /** Fiscal code (IDNO in Moldova, CUI in Romania, EDRPOU in Ukraine). */
  fiscal_code: z.string().trim().regex(/^[0-9A-Za-z]{6,13}$/, 'validation.fiscalCode'),
  country: z.enum(['md', 'ro', 'ua']),
  city: z.string().trim().min(2, 'validation.required'),
  address: z.string().trim().min(5, 'validation.required'),
  director: z.string().trim().min(3, 'validation.required'),
  email: z.email('validation.email'),
  phone: z.string().trim().regex(/^\+\d{10,13}$/, 'validation.phone'),
  bank_id: z.coerce.number().int().positive('validation.required'),
  branch_id: z.coerce.number().int().positive('validation.required'),
  iban: z.string().trim().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'validation.iban'),
});
export type AgencyDetails = z.infer<typeof agencyDetailsSchema>;

/** POST contract/agency-registration: details plus the first user's login. */
export const agencyRegistrationSchema = agencyDetailsSchema.extend({
  contact_name: z.string().trim().min(3, 'validation.required'),
  accept_terms: z.literal(true, 'validation.acceptTerms'),
});
