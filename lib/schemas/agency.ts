import { z } from 'zod';
import { agencyDetailsSchema, TEXT_LIMITS } from './contract';
import { maxLengthMessage } from '@/lib/shared/message-key';

// Running the agency (docs/product.md "Running the agency: the calls"): its commission, profile,
// contract and standing. Messages are catalogue keys the backend and the forms translate.

const text = (max: number) => z.string().trim().max(max, maxLengthMessage(max));
const required = (max: number) => text(max).min(1, 'validation.required');

/** The products a commission rate is set for, and the seasons it changes with. */
export const COMMISSION_PRODUCTS = [
  'package',
  'hotel',
  'flight_charter',
  'flight_regular',
  'insurance',
  'transfer',
] as const;
export const COMMISSION_SEASONS = ['summer', 'winter'] as const;
export type CommissionProduct = (typeof COMMISSION_PRODUCTS)[number];
export type CommissionSeason = (typeof COMMISSION_SEASONS)[number];
/** What a booking earns on top of the table (demo-backend/src/orders/commission.ts), each with its reason. */
export const COMMISSION_EXTRA_CODES = ['increased_hotel', 'partner'] as const;

/** GET agencies/commission: the agency's rates per product and season (read-only). */
export const agencyCommissionSchema = z.object({
  data: z.object({
    seasons: z.array(
      z.object({ code: z.enum(COMMISSION_SEASONS), name: z.string(), from: z.string(), to: z.string() }),
    ),
    rates: z.array(
      z.object({
        product: z.enum(COMMISSION_PRODUCTS),
        name: z.string(),
        /** Percent of the booking's total, per season code (a booking's season is its check-in's). */
        percent: z.record(z.enum(COMMISSION_SEASONS), z.number()),
      }),
    ),
    /** Percentage points a booking earns on top of its rate, when it applies, and why. */
    extras: z.array(
      z.object({ code: z.enum(COMMISSION_EXTRA_CODES), name: z.string(), percent: z.number(), reason: z.string() }),
    ),
  }),
});
export type AgencyCommission = z.infer<typeof agencyCommissionSchema>['data'];

/** The agency's logo: `url` is a portal path the top bar and the form's preview load. */
export const logoSchema = z.object({ id: z.number().int(), url: z.string(), type: z.string(), size: z.number().int() });

/** The agency profile's fields, as the form posts them (form data, with an optional `logo` file). */
export const agencyProfileFormSchema = z.object({
  legal_name: required(TEXT_LIMITS.name),
  tax_id: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{6,13}$/, 'validation.fiscalCode'),
  address: required(TEXT_LIMITS.text),
  city: required(TEXT_LIMITS.name),
  phone: z
    .string()
    .trim()
    .regex(/^\+\d{10,13}$/, 'validation.phone'),
  email: z.email('validation.email').max(TEXT_LIMITS.email, maxLengthMessage(TEXT_LIMITS.email)),
  /** Optional; when given, an http(s) address. */
  website: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'validation.url' }).max(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name)),
  ]),
});

/** GET agencies/profile, and the answer of POST agencies/profile and DELETE agencies/profile/logo/{id}. */
export const agencyProfileSchema = agencyProfileFormSchema.extend({
  id: z.number().int(),
  name: z.string(),
  logo: logoSchema.nullable(),
});
export type AgencyProfile = z.infer<typeof agencyProfileSchema>;
export const agencyProfileResponseSchema = z.object({ data: agencyProfileSchema, message: z.string().optional() });

/**
 * GET agencies/contract: the agency's signed contract, the details of contract/agency with its
 * number and date; `PATCH agencies/contract` takes `agencyDetailsSchema` (the director only).
 * GET agencies/contract/pdf: the signed contract as a PDF.
 */
export const agencyContractSchema = z.object({
  data: z.object({ ...agencyDetailsSchema.shape, number: z.string(), signed_at: z.string() }),
  message: z.string().optional(),
});
export type AgencyContract = z.infer<typeof agencyContractSchema>['data'];

/** Below this share of the credit limit left, the standing shows a warning. */
export const STANDING_WARNING_SHARE = 0.2;

/** GET agencies/standing (the director only): balance, credit limit, bonuses; amounts in `currency`. */
export const agencyStandingSchema = z.object({
  data: z.object({
    currency: z.string(),
    balance: z.number(),
    credit_limit: z.number(),
    /** What is left to spend: balance + credit limit. */
    available: z.number(),
    bonuses: z.number(),
    /** `available` is below STANDING_WARNING_SHARE of the credit limit. */
    low: z.boolean(),
  }),
});
export type AgencyStanding = z.infer<typeof agencyStandingSchema>['data'];

export function isStandingLow(available: number, creditLimit: number): boolean {
  return creditLimit > 0 && available < creditLimit * STANDING_WARNING_SHARE;
}
