import { z } from 'zod';
import { isoDateUnworded as isoDate } from './dates';
import { offerSchema } from './search';
import { pagedListSchema } from './list';
import { GATEWAY_PROVIDERS } from './gateways';
import { orderStatusSchema } from './orders-query';
import {
  ORDER_CURRENCY,
  orderContactSchema,
  priceBreakdownSchema,
  serviceSchema,
  touristInputSchema,
  touristSchema,
  baggageInfoSchema,
} from './booking';

/**
 * The package journal and one order (docs/product.md §7 "Orders"; the entity's fields are ours, docs/product.md §3
 * says "not shown"). Shared by the demo backend, the journal, the order page and the card payment.
 * Amounts are EUR with cents; dates ISO (`YYYY-MM-DD`), instants ISO date-times.
 */

const id = z.number().int().positive();
const money = z.number().multipleOf(0.01);
const named = z.object({ id, name: z.string() });

/* ─── The journal ──────────────────────────────────────────────────────── */

export { ORDERS_PAGE_SIZE, bonusesQuerySchema, ordersQuerySchema, type OrdersQuery } from './orders-query';

export const orderSummarySchema = z.object({
  id,
  /** The operator's order number as agents quote it on the phone: "MD-104233". */
  number: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  owner: named,
  hotel: z.object({ id, name: z.string(), category: z.string(), city: z.string(), country: z.string() }),
  dates: z.object({ check_in: isoDate, check_out: isoDate }),
  nights: z.number().int().positive(),
  /** "IVANOV IVAN" of the first tourist, and how many there are. */
  lead_tourist: z.string(),
  tourists_count: z.number().int().positive(),
  total: money.nonnegative(),
  net: money.nonnegative(),
  /** What the agency still owes, and what the operator returns (lib/shared/order-balance.ts). */
  due: money.nonnegative(),
  refund: money.nonnegative(),
  currency: z.literal(ORDER_CURRENCY),
  /** The operator changed a charter flight and waits for the agency's confirmation. */
  charter_confirm_required: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const ordersListSchema = pagedListSchema(orderSummarySchema);

/**
 * The journal's filter options, each `{data: Option[]}` over the agency's own orders:
 * GET orders/country_list, orders/hotel_list[?country_id], orders/owner_list,
 * orders/flight_there_list, orders/flight_back_list (`id` is the flight name, "RU 7501").
 */
export const filterOptionSchema = z.object({ id: z.union([id, z.string()]), name: z.string() });
export type FilterOption = z.infer<typeof filterOptionSchema>;
export const filterOptionsSchema = z.object({ data: z.array(filterOptionSchema) });

/* ─── One order ────────────────────────────────────────────────────────── */

export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
/**
 * A payment's id: 128 random bits, base64url (22 characters). The bank's page is reached by it
 * alone, so it must not be guessable (docs/testing.md, "Security").
 */
export const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'timed_out'] as const;
export const paymentSchema = z.object({
  id: paymentIdSchema,
  created_at: z.string(),
  amount: money.nonnegative(),
  currency: z.literal(ORDER_CURRENCY),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** Bank's reference for a card payment, "AUTH 123456"; null while pending or declined. */
  reference: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Every printable document (docs/product.md §7: GET orders/{id}/print_{kind} → application/pdf). */
export const DOCUMENT_KINDS = [
  'invoice',
  'memos',
  'medical_insurance',
  'fly_tickets',
  'tourist_contract',
  'voucher',
  'all_documents',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The path after `orders/{id}/`. */
export const documentPath = (kind: DocumentKind) => `print_${kind}` as const;

export const orderDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  /** False with a reason when not issued yet (a voucher before payment, tickets before confirmation). */
  available: z.boolean(),
  reason: z.string().nullable(),
});

/**
 * After a regular-flight ticket is confirmed (the order is confirmed and its flights are regular),
 * the travel dates and the tourists' surname, name and birth date cannot change (docs/product.md §4):
 * the form shows them read-only and the backend answers 422 to a change.
 */
export const orderLocksSchema = z.object({
  dates: z.boolean(),
  passport: z.boolean(),
});

export const cancellationSchema = z.object({
  requested_at: z.string(),
  reason: z.string(),
  penalty: money.nonnegative(),
  /** Set when the operator processed it. */
  cancelled_at: z.string().nullable(),
});

/** GET orders/{id} → `{data: Order}`; 404 for an order of another agency. */
export const orderSchema = z.object({
  id,
  number: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  owner: named,
  /** The booked offer as it was booked (prices in EUR). */
  offer: offerSchema,
  tourists: z.array(touristSchema),
  contact: orderContactSchema,
  note: z.string(),
  services: z.array(serviceSchema),
  baggage: z.object({ from: baggageInfoSchema, to: baggageInfoSchema }).nullable(),
  non_refundable: z.boolean(),
  price: priceBreakdownSchema,
  payments: z.array(paymentSchema),
  /** The net against the succeeded payments: `due` still owed, `refund` returned after a cancellation (lib/shared/order-balance.ts). */
  balance: z.object({
    net: money,
    paid: money,
    due: money.nonnegative(),
    refund: money.nonnegative(),
    currency: z.literal(ORDER_CURRENCY),
  }),
  documents: z.array(orderDocumentSchema),
  locks: orderLocksSchema,
  /** The operator changed a charter flight: the new times and whether the agency confirmed them. */
  charter_change: z.object({ message: z.string(), confirmed_at: z.string().nullable() }).nullable(),
  cancellation: cancellationSchema.nullable(),
  /** What the agency may do now (the buttons shown). */
  actions: z.object({
    edit: z.boolean(),
    cancel: z.boolean(),
    pay: z.boolean(),
    charter_confirm: z.boolean(),
  }),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });

/* ─── What the agency may change ───────────────────────────────────────── */

/**
 * GET orders/{id}/agency_edit → `{data: AgencyEdit}`: the editable values and the locks.
 * PATCH orders/{id}/agency_edit with the same shape (tourists by id) → `{data: Order}`;
 * 422 with field errors (`tourists.{i}.surname` "cannot be changed after the ticket is confirmed",
 * `check_in` likewise), 409 when the order's status no longer allows editing.
 * Moving `check_in` keeps the nights; the demo backend re-prices the order for the new dates.
 */
export const agencyEditSchema = z.object({
  check_in: isoDate,
  tourists: z.array(touristInputSchema.extend({ id })),
  contact: orderContactSchema,
  note: z.string().trim().max(500),
});
export type AgencyEdit = z.infer<typeof agencyEditSchema>;
export const agencyEditResponseSchema = z.object({ data: agencyEditSchema.extend({ locks: orderLocksSchema }) });

/**
 * GET orders/{id}/cancel_request → `{data: CancelConditions}`: what cancelling now costs.
 * POST orders/{id}/cancel_request {reason} → `{data: Order}` (status cancellation_requested);
 * 409 when the status does not allow it.
 */
export const cancelConditionsSchema = z.object({
  /** Penalty if cancelled today, EUR, and as a percent of the total. */
  penalty: money.nonnegative(),
  percent: z.number().nonnegative(),
  /** The operator's conditions in the caller's language, one paragraph per item. */
  conditions: z.array(z.string()),
  /** Free cancellation until this date (inclusive), null when already past or never (non-refundable). */
  free_until: z.nullable(isoDate),
  refund: money.nonnegative(),
});
export type CancelConditions = z.infer<typeof cancelConditionsSchema>;
export const cancelConditionsResponseSchema = z.object({ data: cancelConditionsSchema });
export const cancelRequestSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** PATCH orders/{id}/charter_confirm (no body) → `{data: Order}`; 409 when nothing waits for confirmation. */

/* ─── Card payment ─────────────────────────────────────────────────────── */

/**
 * GET orders/{id}/card_payment?return_url= → `{data: CardPaymentStart}`: a fresh payment attempt
 * for the amount due and the bank's page to send the agent to. The bank (the demo backend's
 * gateway page) sends the browser back to `return_url?payment={payment_id}` whatever happened.
 * `return_url` must be an absolute http(s) URL whose path is `/orders/card-payment/{id}` (else 422)
 * on a host the theme registry knows or the backend's configured portal origin (else 400).
 * 409 when the order is not payable (status) or nothing is due.
 */
export const cardPaymentStartSchema = z.object({
  payment_id: paymentIdSchema,
  amount: money.positive(),
  currency: z.literal(ORDER_CURRENCY),
  /** The agency's enabled gateway the attempt goes through; with none for the currency the start is a 409. */
  provider: z.enum(GATEWAY_PROVIDERS),
  gateway_url: z.string().url(),
});
export const cardPaymentStartResponseSchema = z.object({ data: cardPaymentStartSchema });

/**
 * GET orders/{id}/card_payment (no query) → the agency's enabled gateway for the order's currency
 * that a card payment would go through, null when there is none (docs/product.md §10).
 */
export const cardPaymentGatewayResponseSchema = z.object({
  data: z.object({ provider: z.enum(GATEWAY_PROVIDERS).nullable(), currency: z.literal(ORDER_CURRENCY) }),
});

/**
 * GET orders/{id}/card_payment?payment={payment_id} → `{data: CardPaymentResult}`: the attempt's
 * outcome and the order's balance now. Reading it again never charges again; an attempt completes
 * at most once (the gateway refuses a second submission).
 */
export const cardPaymentResultSchema = z.object({
  payment: paymentSchema,
  balance: orderSchema.shape.balance,
  status: orderStatusSchema,
});
export const cardPaymentResultResponseSchema = z.object({ data: cardPaymentResultSchema });

/* ─── The bonus journal ────────────────────────────────────────────────── */

/**
 * GET orders/bonuses?page[number]&page[size]&created_from&created_to → paged `{data: Bonus[], meta}`
 * plus `totals`: the bonuses the agency earned, one per order (the increased-commission part of a
 * paid order; cancelled with the order).
 */
export const BONUS_STATUSES = ['accrued', 'paid_out', 'cancelled'] as const;
export const bonusSchema = z.object({
  id,
  order: z.object({ id, number: z.string() }),
  created_at: z.string(),
  hotel: z.string(),
  owner: z.string(),
  percent: z.number().nonnegative(),
  amount: money,
  currency: z.literal(ORDER_CURRENCY),
  status: z.enum(BONUS_STATUSES),
});
export type Bonus = z.infer<typeof bonusSchema>;
export const bonusesListSchema = pagedListSchema(bonusSchema).extend({
  totals: z.object({ accrued: money, paid_out: money, currency: z.literal(ORDER_CURRENCY) }),
});
