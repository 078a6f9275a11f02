import { z } from 'zod';
import { TEXT_LIMITS } from './contract';
import { dataListSchema } from './list';
import { maxLengthMessage } from '@/lib/shared/message-key';

/** The payment providers an agency can connect, and the currencies a gateway takes. */
export const GATEWAY_PROVIDERS = ['maib', 'victoriabank', 'paynet', 'stripe'] as const;
export const GATEWAY_CURRENCIES = ['MDL', 'EUR', 'USD', 'RON', 'UAH'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];
/** The providers' own names, the same in every language. */
export const GATEWAY_PROVIDER_NAMES: Record<GatewayProvider, string> = {
  maib: 'MAIB',
  victoriabank: 'Victoriabank',
  paynet: 'Paynet',
  stripe: 'Stripe',
};

/**
 * One payment gateway as payment/gateways answers it. Its secret is write-only: the answer says
 * only when it was set (`secret_set_at`), never the secret.
 */
export const gatewaySchema = z.object({
  id: z.number().int(),
  provider: z.enum(GATEWAY_PROVIDERS),
  merchant_id: z.string(),
  currencies: z.array(z.enum(GATEWAY_CURRENCIES)),
  enabled: z.boolean(),
  secret_set_at: z.string().nullable(),
});
export type Gateway = z.infer<typeof gatewaySchema>;
export const gatewayListSchema = dataListSchema(gatewaySchema);
export const gatewayResponseSchema = z.object({ data: gatewaySchema, message: z.string().optional() });

/**
 * POST payment/gateways and PATCH payment/gateways/{id}/update. `secret` sets or replaces the
 * secret (the director only); left out, the stored one stays.
 */
export const gatewayFormSchema = z.object({
  provider: z.enum(GATEWAY_PROVIDERS, 'validation.required'),
  merchant_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,64}$/, 'validation.merchantId'),
  currencies: z.array(z.enum(GATEWAY_CURRENCIES)).min(1, 'validation.required').max(GATEWAY_CURRENCIES.length),
  enabled: z.boolean(),
  secret: z.string().min(8, 'validation.secret').max(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name)).optional(),
});
export type GatewayForm = z.infer<typeof gatewayFormSchema>;

/**
 * A stored secret belongs to one merchant account at one provider: an edit that changes the
 * provider or the merchant id drops it (docs/product.md "Running the agency: the calls"), unless
 * the same edit brings a new one (the director's). The backend clears it; the form says so first.
 */
export function dropsSecret(
  stored: Pick<Gateway, 'provider' | 'merchant_id'>,
  next: Pick<GatewayForm, 'provider' | 'merchant_id'>,
): boolean {
  return stored.provider !== next.provider || stored.merchant_id !== next.merchant_id;
}

/**
 * The create/edit form as typed: the secret field starts empty (the stored secret is never read
 * back) and an empty one is left out of the call, so the stored secret stays.
 */
export const gatewayFormFieldsSchema = gatewayFormSchema.extend({
  secret: z
    .string()
    .max(TEXT_LIMITS.name, maxLengthMessage(TEXT_LIMITS.name))
    .refine((value) => value === '' || value.length >= 8, 'validation.secret')
    .transform((value) => value || undefined),
});
export type GatewayFormFields = z.input<typeof gatewayFormFieldsSchema>;
