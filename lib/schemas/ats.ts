import { z } from 'zod';
import { isoDate } from './dates';
import { ORDER_CURRENCY } from './booking';
import {
  buyerSchema,
  flightTypeSchema,
  passengerInputSchema,
  ticketFilterOptionSchema,
  ticketOrderSchema,
  ticketOrderSummarySchema,
} from './flights';
import {
  TICKET_ORDER_SOURCES,
  ATS_TRANSACTION_TYPES,
  PNR,
  type DeskTicketOrderSource,
  type AtsTransactionType,
} from './ticket-orders-query';
import { AIRLINE_CODE, MAX_SEATED_PASSENGERS, PLACE_CODE, TIME_OF_DAY } from './flight-constants';
import { pagedListSchema } from './list';
import {
  ATS_LINK_STATES,
  ATS_SYSTEMS,
  DEFAULT_PAYMENT_SORT,
  DEFAULT_USER_LINK_SORT,
  PAYMENT_CURRENCIES,
  PAYMENT_METHODS,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  USER_LINK_SORTS,
  type PaymentStatus,
} from './ats-constants';
import { roundCents } from '@/lib/shared/money';
import { TEXT_LIMITS } from './contract';
import { maxLengthMessage } from '@/lib/shared/message-key';

/**
 * The ticket desk (ATS, docs/product.md §12): ATS orders (the ticket orders of §11 with their
 * sales fields), order properties, linked users and payments. Shared by the demo backend, the
 * portal's calls and its forms, so both sides refuse the same input with the same message keys
 * (the backend's catalogue, demo-backend/src/i18n.ts).
 *
 * Amounts are EUR with cents; a payment's amount is in its own currency with the day's rate.
 * Dates are ISO `YYYY-MM-DD`, instants ISO date-times.
 */

const instant = z.iso.datetime({ offset: true });
const id = z.number().int().positive();
/** Non-negative, at most two decimals, below a million. */
const amount = z
  .number('validation.required')
  .min(0, 'ats.amount')
  .max(999_999.99, 'ats.amount')
  .multipleOf(0.01, 'ats.amount');
const money = z.number();

export { TICKET_ORDER_SOURCES, ATS_TRANSACTION_TYPES, type DeskTicketOrderSource, type AtsTransactionType };
/** A ticket issued elsewhere is already issued: never on hold. */
export const ATS_MANUAL_STATUSES = ['ticketed', 'flown', 'cancelled', 'refunded'] as const;

/**
 * A refund transaction's status is `refunded`, and only a refund's (docs/product.md §11): the
 * status, not the transaction type, is what every screen reads (no check-in countdown, the badge).
 */
export const refundStatusAgrees = (transactionType: AtsTransactionType, status: string) =>
  (transactionType === 'refund') === (status === 'refunded');
export {
  ATS_LINK_STATES,
  ATS_SYSTEM_NAMES,
  ATS_SYSTEMS,
  PAYMENT_CURRENCIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './ats-constants';
export type { PaymentCurrency, PaymentStatus } from './ats-constants';

/** The statuses whose money counts in an order's `paid`. */
export const PAYMENT_COUNTED: readonly PaymentStatus[] = ['settled', 'reconciled'];
/** The one step forward a payment may take, none from the last. */
export const PAYMENT_NEXT: Readonly<Record<PaymentStatus, PaymentStatus | null>> = {
  new: 'settled',
  settled: 'reconciled',
  reconciled: null,
};

export { PNR };
export const TICKET_NUMBER = /^\d{3}-?\d{10}$/;
export const OFFICE_ID = /^[A-Z0-9]{6,9}$/;
export const AGENT_SIGN = /^[A-Z0-9]{2,6}$/;
export const ATS_PROPERTY_NAME_MAX = 40;
export const ATS_FLIGHTS_MAX = 8;
export const ATS_ADDITIONAL_MAX = 20;

/** An order's total: fare + taxes + fee (the commission is the carrier's to the agency, not the client's). */
export const deskTicketOrderTotal = (o: { fare: number; taxes: number; fee: number }) =>
  roundCents(o.fare + o.taxes + o.fee);
/** What is still to pay: total − paid; negative when overpaid. */
export const atsBalance = (o: { total: number; paid: number }) => roundCents(o.total - o.paid);

/* ─── Orders ───────────────────────────────────────────────────────────── */

const option = ticketFilterOptionSchema;
const userRef = z.object({ id, name: z.string() });

/** The sales fields every ticket order carries beside §11's. */
export const deskTicketOrderFieldsSchema = z.object({
  source: z.enum(TICKET_ORDER_SOURCES),
  pnr: z.string().nullable(),
  carrier: z.string().nullable(),
  issue_date: z.nullable(isoDate),
  transaction_type: z.enum(ATS_TRANSACTION_TYPES),
  fare: money,
  taxes: money,
  fee: money,
  commission: money,
  /** total − paid (settled and reconciled payments); negative when overpaid. */
  balance: money,
  /** The seller (the order's owner) had a valid link on the order's issue day; false: flagged. */
  seller_linked: z.boolean(),
  properties: z.array(option),
  /** Who entered a manual order at the desk (the seller is `owner`); null for a portal booking. */
  created_by: userRef.nullable(),
});
export type DeskTicketOrderFields = z.infer<typeof deskTicketOrderFieldsSchema>;

export const deskTicketOrderSummarySchema = ticketOrderSummarySchema.extend(deskTicketOrderFieldsSchema.shape);
export type DeskTicketOrderSummary = z.infer<typeof deskTicketOrderSummarySchema>;
/** GET ats/orders → paged summaries (§11's query plus the ATS filters below). */
export const deskTicketOrdersListSchema = pagedListSchema(deskTicketOrderSummarySchema);

export { deskTicketOrdersQuerySchema, type DeskTicketOrdersQuery } from './ticket-orders-query';

/** GET ats/orders/filters → §11's options plus these. */
export const deskTicketOrderFiltersSchema = z.object({
  data: z.object({
    routes: z.array(option),
    airlines: z.array(option),
    statuses: z.array(option),
    flight_types: z.array(option),
    sellers: z.array(option),
    sources: z.array(option),
    transaction_types: z.array(option),
    properties: z.array(option),
  }),
});

export const ticketPaymentSchema = z.object({
  id,
  order: z.object({ id, number: z.string(), total: money, paid: money, balance: money }),
  amount: money,
  currency: z.enum(PAYMENT_CURRENCIES),
  /** EUR per unit of `currency` on `rate_date` (1 for EUR). */
  rate: z.number().positive(),
  rate_date: isoDate,
  amount_eur: money,
  method: z.enum(PAYMENT_METHODS),
  paid_on: isoDate,
  payer: z.string(),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: instant,
  created_by: userRef,
  /** What the caller may do now: edit (a new one), the next status (null: none). */
  actions: z.object({ edit: z.boolean(), next: z.enum(PAYMENT_STATUSES).nullable() }),
});
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;

/** GET ats/orders/{id} for the ticket desk: §11's order, its sales fields and its payments. */
export const deskTicketOrderSchema = ticketOrderSchema
  .extend(deskTicketOrderFieldsSchema.shape)
  .extend({ payments: z.array(ticketPaymentSchema) });
export type DeskTicketOrder = z.infer<typeof deskTicketOrderSchema>;
export const deskTicketOrderResponseSchema = z.object({ data: deskTicketOrderSchema, message: z.string().optional() });

export const atsFlightInputSchema = z.object({
  direction: z.enum(['out', 'back']),
  /** "H4 7002": the carrier's code and 1–4 digits. */
  flight_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2} ?\d{1,4}$/, 'ats.flightNumber'),
  from: z.string().regex(PLACE_CODE, 'ats.place'),
  to: z.string().regex(PLACE_CODE, 'ats.place'),
  departure_date: isoDate,
  departure_time: z.string().regex(TIME_OF_DAY, 'ats.time'),
  arrival_date: isoDate,
  arrival_time: z.string().regex(TIME_OF_DAY, 'ats.time'),
});
export type AtsFlightInput = z.infer<typeof atsFlightInputSchema>;

export const atsPassengerInputSchema = passengerInputSchema.extend({
  ticket_number: z.string().trim().regex(TICKET_NUMBER, 'ats.ticketNumber'),
});

/**
 * POST ats/orders/create and POST ats/orders/{id}/edit (a manual order): a ticket issued
 * elsewhere. Beyond the shape (deskTicketOrderInputRules, both sides): flights in time order, each
 * landing after it leaves and between two places; the issue date not in the future; ticket
 * numbers distinct; the backend also checks the seller (the agency's employees) and the properties
 * (the agency's active ones).
 */
export const deskTicketOrderInputObjectSchema = z.object({
  pnr: z.string().trim().toUpperCase().regex(PNR, 'ats.pnr'),
  carrier: z.string().trim().toUpperCase().regex(AIRLINE_CODE, 'ats.carrier'),
  issue_date: isoDate,
  transaction_type: z.enum(ATS_TRANSACTION_TYPES, 'validation.required'),
  flight_type: flightTypeSchema,
  status: z.enum(ATS_MANUAL_STATUSES, 'validation.required'),
  seller_id: id,
  flights: z.array(atsFlightInputSchema).min(1, 'validation.required').max(ATS_FLIGHTS_MAX),
  passengers: z
    .array(atsPassengerInputSchema)
    .min(1, 'validation.required')
    .max(MAX_SEATED_PASSENGERS * 2),
  buyer: buyerSchema,
  fare: amount,
  taxes: amount,
  fee: amount,
  commission: amount,
  properties: z.array(id).max(50).default([]),
});

type FieldIssues = Array<{ path: (string | number)[]; message: string }>;

/** The rules across fields of a manual order, as `{path, message key}` (today is the caller's local date). */
export function deskTicketOrderInputIssues(
  input: z.infer<typeof deskTicketOrderInputObjectSchema>,
  today: string,
): FieldIssues {
  const issues: FieldIssues = [];
  if (input.issue_date > today) issues.push({ path: ['issue_date'], message: 'ats.futureDate' });
  if (!refundStatusAgrees(input.transaction_type, input.status))
    issues.push({ path: ['status'], message: 'ats.refundStatus' });
  let previous = '';
  input.flights.forEach((flight, i) => {
    if (flight.from === flight.to) issues.push({ path: ['flights', i, 'to'], message: 'ats.sameAirports' });
    const leaves = `${flight.departure_date}T${flight.departure_time}`;
    const lands = `${flight.arrival_date}T${flight.arrival_time}`;
    if (lands <= leaves) issues.push({ path: ['flights', i, 'arrival_time'], message: 'ats.arrival' });
    if (leaves < previous) issues.push({ path: ['flights', i, 'departure_date'], message: 'ats.flightOrder' });
    previous = lands;
  });
  if (input.flights.length > 0 && input.flights[0]!.direction !== 'out')
    issues.push({ path: ['flights', 0, 'direction'], message: 'ats.firstOut' });
  const seen = new Set<string>();
  input.passengers.forEach((p, i) => {
    const number = p.ticket_number.replace('-', '');
    if (seen.has(number)) issues.push({ path: ['passengers', i, 'ticket_number'], message: 'ats.ticketDuplicate' });
    seen.add(number);
  });
  return issues;
}

export type DeskTicketOrderInput = z.infer<typeof deskTicketOrderInputObjectSchema>;
export type DeskTicketOrderInputValues = z.input<typeof deskTicketOrderInputObjectSchema>;

/** GET ats/orders/{id}/edit → a manual order's values (409 `booked_order` for a portal booking). */
export const deskTicketOrderEditSchema = z.object({
  data: z.object({ values: deskTicketOrderInputObjectSchema, order: deskTicketOrderSchema }),
});

/**
 * PATCH ats/orders/{id}: §11's `passengers` and `buyer` (every role), and the sales fields (the ATS
 * manager's; anyone else sending one gets 403). `status` only of a manual order.
 */
export const deskTicketOrderPatchSchema = z.object({
  pnr: deskTicketOrderInputObjectSchema.shape.pnr.nullable().optional(),
  carrier: deskTicketOrderInputObjectSchema.shape.carrier.optional(),
  seller_id: id.optional(),
  commission: amount.optional(),
  properties: z.array(id).max(50).optional(),
  status: z.enum(ATS_MANUAL_STATUSES).optional(),
});
export const ATS_PATCH_FIELDS = Object.keys(deskTicketOrderPatchSchema.shape) as Array<
  keyof typeof deskTicketOrderPatchSchema.shape
>;
export type DeskTicketOrderPatch = z.infer<typeof deskTicketOrderPatchSchema>;

/** GET ats/orders/form-options (the manual order's form). */
export const deskTicketOrderFormOptionsSchema = z.object({
  data: z.object({
    carriers: z.array(option),
    places: z.array(option),
    /** The agency's active employees; `linked`: a link valid today. */
    sellers: z.array(option.extend({ linked: z.boolean() })),
    statuses: z.array(option),
    transaction_types: z.array(option),
    flight_types: z.array(option),
    properties: z.array(option),
    currency: z.literal(ORDER_CURRENCY),
  }),
});

/* ─── Order properties ─────────────────────────────────────────────────── */

export const atsPropertySchema = z.object({
  id,
  name: z.string(),
  active: z.boolean(),
  orders: z.number().int().nonnegative(),
});
export type AtsProperty = z.infer<typeof atsPropertySchema>;
export const atsPropertiesSchema = z.object({ data: z.array(atsPropertySchema), message: z.string().optional() });
/** PATCH ats/orders-properties: listed ids renamed or switched, ones without an id added (names unique in the agency). */
export const atsPropertiesPatchSchema = z.object({
  properties: z
    .array(
      z.object({
        id: id.optional(),
        name: z.string().trim().min(1, 'validation.required').max(ATS_PROPERTY_NAME_MAX, 'ats.propertyLength'),
        active: z.boolean().default(true),
      }),
    )
    .min(1, 'validation.required')
    .max(50),
});
export type AtsPropertiesPatch = z.infer<typeof atsPropertiesPatchSchema>;

/* ─── Linked users ─────────────────────────────────────────────────────── */

export const atsUserLinkSchema = z.object({
  id,
  user: userRef,
  system: z.enum(ATS_SYSTEMS),
  office_id: z.string(),
  agent_sign: z.string(),
  valid_from: isoDate,
  valid_to: z.nullable(isoDate),
  active: z.boolean(),
  /** valid today, expired, future or inactive (switched off). */
  state: z.enum(ATS_LINK_STATES),
  created_at: instant,
});
export type AtsUserLink = z.infer<typeof atsUserLinkSchema>;
export const atsUserLinksListSchema = pagedListSchema(atsUserLinkSchema);
export const atsUserLinkResponseSchema = z.object({ data: atsUserLinkSchema, message: z.string().optional() });

/** The longest text filters the linked users' and the payments' queries take. */
export const ATS_USER_LINK_FILTER_MAX = { q: 60, office_id: 9 } as const;
export const ATS_PAYMENT_FILTER_MAX = { order: 20, payer: TEXT_LIMITS.name } as const;
/** A ticket payment's texts: the payer's name and the bank's reference, a name's limit each ("At most 200 characters"). */
export const TICKET_PAYMENT_TEXT_MAX = { payer: TEXT_LIMITS.name, reference: TEXT_LIMITS.name } as const;

export const atsUserLinksQuerySchema = z.object({
  q: z.string().trim().max(ATS_USER_LINK_FILTER_MAX.q).optional(),
  user: z.coerce.number().int().positive().optional(),
  system: z.enum(ATS_SYSTEMS).optional(),
  office_id: z.string().trim().toUpperCase().max(ATS_USER_LINK_FILTER_MAX.office_id).optional(),
  state: z.enum(ATS_LINK_STATES).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${USER_LINK_SORTS.join('|')})$`))
    .default(DEFAULT_USER_LINK_SORT),
});
export type AtsUserLinksQuery = z.infer<typeof atsUserLinksQuerySchema>;

export const atsUserLinkInputObjectSchema = z.object({
  user_id: id,
  system: z.enum(ATS_SYSTEMS, 'validation.required'),
  office_id: z.string().trim().toUpperCase().regex(OFFICE_ID, 'ats.officeId'),
  agent_sign: z.string().trim().toUpperCase().regex(AGENT_SIGN, 'ats.agentSign'),
  valid_from: isoDate,
  valid_to: z.nullable(isoDate).default(null),
  active: z.boolean().default(true),
});
/** POST ats/user-links/create and {id}/edit; the account may not be another link's in an overlapping period (backend, 422 `agent_sign`). */
export const atsUserLinkInputSchema = atsUserLinkInputObjectSchema.superRefine((input, ctx) => {
  if (input.valid_to !== null && input.valid_to < input.valid_from)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'ats.validTo' });
});
export type AtsUserLinkInput = z.infer<typeof atsUserLinkInputObjectSchema>;
export const atsUserLinkEditSchema = z.object({
  data: z.object({ values: atsUserLinkInputObjectSchema, link: atsUserLinkSchema }),
});
/** PATCH ats/user-links/{id}: switch it on or off, or end it. */
export const atsUserLinkPatchSchema = z.object({
  active: z.boolean().optional(),
  valid_to: z.nullable(isoDate).optional(),
});

export const atsUserLinkFormOptionsSchema = z.object({
  data: z.object({ users: z.array(option), systems: z.array(option) }),
});
export const atsUserLinkFiltersSchema = z.object({
  data: z.object({
    users: z.array(option),
    systems: z.array(option),
    offices: z.array(option),
    states: z.array(option),
  }),
});
/** GET ats/user-links/additional: the sellers with flagged orders (no valid link on the issue day). */
export const atsUnlinkedSellersSchema = z.object({
  data: z.array(z.object({ user: userRef, orders: z.number().int().positive(), last_order_at: instant })),
});

/* ─── Payments ─────────────────────────────────────────────────────────── */

export const ticketPaymentsListSchema = pagedListSchema(ticketPaymentSchema);
export const ticketPaymentResponseSchema = z.object({ data: ticketPaymentSchema, message: z.string().optional() });

export const ticketPaymentsQuerySchema = z.object({
  order: z.string().trim().max(ATS_PAYMENT_FILTER_MAX.order).optional(),
  order_id: z.coerce.number().int().positive().optional(),
  status: z.array(z.enum(PAYMENT_STATUSES)).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  currency: z.enum(PAYMENT_CURRENCIES).optional(),
  paid_from: z.optional(isoDate),
  paid_to: z.optional(isoDate),
  payer: z.string().trim().max(ATS_PAYMENT_FILTER_MAX.payer).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PAYMENT_SORTS.join('|')})$`))
    .default(DEFAULT_PAYMENT_SORT),
});
export type TicketPaymentsQuery = z.infer<typeof ticketPaymentsQuerySchema>;

export const ticketPaymentInputObjectSchema = z.object({
  order_id: id,
  amount: amount.refine((value) => value > 0, 'ats.positiveAmount'),
  currency: z.enum(PAYMENT_CURRENCIES, 'validation.required'),
  method: z.enum(PAYMENT_METHODS, 'validation.required'),
  paid_on: isoDate,
  payer: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(TICKET_PAYMENT_TEXT_MAX.payer, maxLengthMessage(TICKET_PAYMENT_TEXT_MAX.payer)),
  reference: z
    .string()
    .trim()
    .max(TICKET_PAYMENT_TEXT_MAX.reference, maxLengthMessage(TICKET_PAYMENT_TEXT_MAX.reference))
    .nullable()
    .default(null),
  status: z.enum(['new', 'settled']).default('new'),
});
/** POST ats/orders-payments/create and {id}/edit (a new payment only). Beyond the shape: `paid_on` not in the future, a rate on or before it (backend). */
export function ticketPaymentInputSchema(today: string) {
  return ticketPaymentInputObjectSchema.superRefine((input, ctx) => {
    if (input.paid_on > today) ctx.addIssue({ code: 'custom', path: ['paid_on'], message: 'ats.futureDate' });
  });
}
export type TicketPaymentInput = z.infer<typeof ticketPaymentInputObjectSchema>;
export const ticketPaymentEditSchema = z.object({
  data: z.object({ values: ticketPaymentInputObjectSchema, payment: ticketPaymentSchema }),
});
/** PATCH ats/orders-payments/{id} {status}: one step forward (new → settled → reconciled), else 409. */
export const ticketPaymentPatchSchema = z.object({ status: z.enum(PAYMENT_STATUSES, 'validation.required') });

const orderBalanceSchema = z.object({
  id,
  number: z.string(),
  pnr: z.string().nullable(),
  passenger_names: z.array(z.string()),
  total: money,
  paid: money,
  balance: money,
});
/** GET ats/orders-payments/create[?order={id}]: the form's options, today's rates, the order's balance. */
export const ticketPaymentCreateInfoSchema = z.object({
  data: z.object({
    methods: z.array(option),
    currencies: z.array(
      z.object({ id: z.enum(PAYMENT_CURRENCIES), name: z.string(), rate: z.number().positive(), rate_date: isoDate }),
    ),
    statuses: z.array(option),
    order: orderBalanceSchema.nullable(),
  }),
});
export const ticketPaymentFiltersSchema = z.object({
  data: z.object({ statuses: z.array(option), methods: z.array(option), currencies: z.array(option) }),
});
/** The longest `q` of GET ats/orders-payments/additional: an order's number, a PNR or a surname. */
export const ATS_PAYABLE_QUERY_MAX = 40;
/** GET ats/orders-payments/additional's query. */
export const atsPayableOrdersQuerySchema = z.object({ q: z.string().trim().max(ATS_PAYABLE_QUERY_MAX).default('') });
/** GET ats/orders-payments/additional?q=: the orders a payment may be recorded against. */
export const atsPayableOrdersSchema = z.object({ data: z.array(orderBalanceSchema) });
