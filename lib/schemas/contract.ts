import { z } from 'zod/mini';
import { isCompletePhone } from '@/lib/shared/phone';
import { maxLengthMessage } from '@/lib/shared/message-key';

// zod/mini: the agency's contract form validates with these in the browser; the BFF checks the
// registration and contract-download forms with them (docs/architecture.md §11); the demo backend
// checks the same schemas.

/** GET contract/banks */
export const bankSchema = z.object({ id: z.int(), name: z.string(), code: z.string() });
/** GET contract/banks/{id}/list: the bank's branches, an unpaged list (dataListSchema of lib/schemas/list.ts). */
export const bankBranchSchema = z.object({ id: z.int(), name: z.string(), code: z.string() });
/** GET contract/banks: the specification does not show the list's envelope; a bare array or the `{data}` list shape. */
export const banksSchema = z.union([
  z.array(bankSchema),
  z.pipe(
    z.object({ data: z.array(bankSchema) }),
    z.transform((list) => list.data),
  ),
]);
/** GET contract/banks/{id}/list */
export const bankBranchesSchema = z.object({ data: z.array(bankBranchSchema) });

/**
 * Longest accepted text per kind of field: names, email (RFC 5321's path limit), free text. The
 * contract PDF and the stored registration get nothing longer (docs/testing.md, "Security").
 */
export const TEXT_LIMITS = { name: 200, email: 254, text: 1000 } as const;

const name = (min: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, 'validation.required'),
      z.maxLength(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name)),
    );
const pattern = (regex: RegExp, message: string) => z.string().check(z.trim(), z.regex(regex, message));
const chosenId = z.coerce.number().check(z.int(), z.positive('validation.required'));

/** Agency details shared by registration and the contract download. Messages are catalogue keys. */
export const agencyDetailsSchema = z.object({
  company_name: name(2),
  /** Fiscal code (IDNO in Moldova, CUI in Romania, EDRPOU in Ukraine). */
  fiscal_code: pattern(/^[0-9A-Za-z]{6,13}$/, 'validation.fiscalCode'),
  country: z.enum(['md', 'ro', 'ua']),
  city: name(2),
  address: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, 'validation.required'),
      z.maxLength(TEXT_LIMITS.text, maxLengthMessage(TEXT_LIMITS.text)),
    ),
  director: name(3),
  email: z.email('validation.email').check(z.maxLength(TEXT_LIMITS.email, maxLengthMessage(TEXT_LIMITS.email))),
  // The patterns bound these lengths (+ and 10-13 digits; an IBAN of at most 34 characters). A
  // phone has exactly the digits of its country's mask (docs/product.md §5).
  phone: pattern(/^\+\d{10,13}$/, 'validation.phone').check(z.refine(isCompletePhone, 'validation.phone')),
  bank_id: chosenId,
  branch_id: chosenId,
  iban: pattern(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'validation.iban'),
});
export type AgencyDetails = z.infer<typeof agencyDetailsSchema>;

/** POST contract/agency-registration: details plus the first user's login. */
export const agencyRegistrationSchema = z.extend(agencyDetailsSchema, {
  contact_name: name(3),
  accept_terms: z.literal(true, 'validation.acceptTerms'),
});
