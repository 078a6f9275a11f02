import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ATS_ADDITIONAL_MAX,
  ATS_LINK_STATES,
  ATS_MANUAL_STATUSES,
  ATS_SYSTEM_NAMES,
  ATS_SYSTEMS,
  ATS_TRANSACTION_TYPES,
  atsBalance,
  deskTicketOrderInputIssues,
  deskTicketOrderInputObjectSchema,
  ticketPaymentInputObjectSchema,
  ticketPaymentPatchSchema,
  ticketPaymentsQuerySchema,
  atsPropertiesPatchSchema,
  atsUserLinkInputSchema,
  atsUserLinkPatchSchema,
  atsUserLinksQuerySchema,
  PAYMENT_CURRENCIES,
  PAYMENT_METHODS,
  PAYMENT_NEXT,
  PAYMENT_STATUSES,
  type DeskTicketOrderInput,
  type TicketPaymentInput,
  type AtsUserLink,
  type AtsUserLinkInput,
  type PaymentCurrency,
  atsPayableOrdersQuerySchema,
} from '@/lib/schemas/ats';
import { FLIGHT_TYPES } from '@/lib/schemas/flights';
import { ORDER_CURRENCY } from '@/lib/schemas/booking';
import { authOf, callerOf, requireCapability } from '../auth/guard';
import type { AppContext } from '../context';
import { portalToday } from '@/lib/format/date';
import { byParameter, HttpError, notFound, parseOr422 } from '../http/errors';
import { pageOf, pagedList } from '../http/paging';
import { localeOf, t, type MessageKey } from '../i18n';
import { airlineNameOf } from '../flights/airline-names';
import { clockOf } from '../limits';
import { parseWithFieldMessages, throwIfAny } from '../orders/tourists';
import type { UserLinkRow } from '../repos/ats';
import type { TicketOrderRow } from '../repos/ticket-orders';
import {
  deskTicketOrderOf,
  createManualOrder,
  manualOrderColumns,
  manualOrderValues,
  paymentOf,
} from '../flights/ticket-desk';
import { recountPaid, settleTicketOrders } from '../flights/ticket-orders';
import { roundCents } from '@/lib/shared/money';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type FieldErrors = Record<string, MessageKey[]>;

export const bookedOrder = () => new HttpError(409, 'ats.bookedOrder', 'ats.bookedOrder.message');
const paymentFixed = () => new HttpError(409, 'ats.paymentFixed', 'ats.paymentFixed.message');
const badTransition = () => new HttpError(409, 'ats.transition', 'ats.transition.message');

/** The agency's employees at work (the sellers a link or an order may name). */
function employeesOf(ctx: AppContext, agencyId: number): Array<{ id: number; name: string }> {
  return ctx.db
    .prepare<[number], { id: number; name: string }>(
      "SELECT id, name FROM users WHERE agency_id = ? AND status = 'active' ORDER BY name",
    )
    .all(agencyId);
}
const isEmployee = (ctx: AppContext, agencyId: number, userId: number) =>
  ctx.db
    .prepare<[number, number], { id: number }>('SELECT id FROM users WHERE id = ? AND agency_id = ?')
    .get(userId, agencyId) !== undefined;

/** Errors of property ids that are not the agency's active ones, under `field`. */
export function propertyErrors(
  ctx: AppContext,
  agencyId: number,
  ids: readonly number[],
  field = 'properties',
): FieldErrors {
  const active = new Set(
    ctx.atsProperties
      .list(agencyId)
      .filter((p) => p.active === 1)
      .map((p) => p.id),
  );
  return ids.every((id) => active.has(id)) ? {} : { [field]: ['ats.property'] };
}

/** The seller's errors: the agency's employees only. */
export function sellerErrors(
  ctx: AppContext,
  agencyId: number,
  sellerId: number | undefined,
  field = 'seller_id',
): FieldErrors {
  return sellerId === undefined || isEmployee(ctx, agencyId, sellerId) ? {} : { [field]: ['ats.seller'] };
}

/** A manual order's body: the shape, the rules across fields (today's local date), the seller and the properties. */
function parseManualOrder(ctx: AppContext, agencyId: number, body: unknown): DeskTicketOrderInput {
  const input = parseWithFieldMessages(deskTicketOrderInputObjectSchema, body);
  const errors: FieldErrors = {};
  for (const issue of deskTicketOrderInputIssues(input, portalToday()))
    (errors[issue.path.join('.')] ??= []).push(issue.message as MessageKey);
  throwIfAny({
    ...errors,
    ...sellerErrors(ctx, agencyId, input.seller_id),
    ...propertyErrors(ctx, agencyId, input.properties),
  });
  return input;
}

function linkState(row: Pick<UserLinkRow, 'active' | 'valid_from' | 'valid_to'>, today: string): AtsUserLink['state'] {
  if (row.active !== 1) return 'inactive';
  if (row.valid_from > today) return 'future';
  if (row.valid_to !== null && row.valid_to < today) return 'expired';
  return 'valid';
}

const linkValues = (row: UserLinkRow): AtsUserLinkInput => ({
  user_id: row.user_id,
  system: row.system as AtsUserLinkInput['system'],
  office_id: row.office_id,
  agent_sign: row.agent_sign,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  active: row.active === 1,
});

function linkOf(row: UserLinkRow, today: string): AtsUserLink {
  const { user_id, ...values } = linkValues(row);
  return {
    id: row.id,
    user: { id: user_id, name: row.user_name },
    ...values,
    state: linkState(row, today),
    created_at: row.created_at,
  };
}

/** EUR per unit of `currency` on the latest day with rates on or before `day`; undefined when there is none. */
export function rateOn(
  ctx: AppContext,
  currency: PaymentCurrency,
  day: string,
): { rate: number; date: string } | undefined {
  if (currency === 'EUR') return { rate: 1, date: day };
  const rates = ctx.ticketPayments.ratesOn(day);
  if (!rates) return undefined;
  const rate = currency === 'MDL' ? 1 / rates.eur : rates.usd / rates.eur;
  return { rate: Math.round(rate * 1_000_000) / 1_000_000, date: rates.date };
}

/**
 * The ticket desk (docs/product.md §12 "The ticket desk: the calls"), beside the flight list's
 * `ats/orders` calls (routes/ticket-orders.ts): manual orders, order properties, linked users and
 * payments. Reads are `ats.read` (directors and ATS managers), writes `ats.manage`.
 */
export function registerAtsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = { preHandler: requireCapability('ats.read') };
  const manage = { preHandler: requireCapability('ats.manage') };
  const agencyOf = (request: FastifyRequest) => callerOf(ctx, request).agency_id;
  const option = (id: string | number, name: string) => ({ id: String(id), name });

  const orderRow = (request: FastifyRequest): TicketOrderRow => {
    settleTicketOrders(ctx);
    const { id } = parseOr422(idParams, request.params);
    const row = ctx.tickets.find(id, agencyOf(request));
    if (!row) throw notFound();
    return row;
  };

  /* ─── Orders ──────────────────────────────────────────────────────── */

  // GET /api/ats/orders/form-options: the manual order's form
  app.get('/api/ats/orders/form-options', manage, async (request) => {
    const locale = localeOf(request);
    const agency = agencyOf(request);
    const employees = employeesOf(ctx, agency);
    const linked = ctx.userLinks.linkedOn(
      employees.map((s) => s.id),
      portalToday(),
    );
    const places = ctx.db
      .prepare<[], { code: string }>(
        'SELECT DISTINCT code FROM (SELECT substr(route, 1, 3) AS code FROM ticket_orders UNION SELECT substr(route, 5, 3) FROM ticket_orders) ORDER BY code',
      )
      .all();
    const carriers = [...new Set(ctx.tickets.filterValues(agency).airlines)];
    return {
      data: {
        carriers: carriers.map((code) => option(code, airlineNameOf(code, locale) ?? code)),
        places: places.map((p) => option(p.code, `${ctx.flights.placeName(p.code, locale)} (${p.code})`)),
        sellers: employees.map((s) => ({ ...option(s.id, s.name), linked: linked.has(s.id) })),
        statuses: ATS_MANUAL_STATUSES.map((s) => option(s, t(locale, `tickets.status.${s}`))),
        transaction_types: ATS_TRANSACTION_TYPES.map((s) => option(s, t(locale, `ats.type.${s}`))),
        flight_types: FLIGHT_TYPES.map((s) => option(s, t(locale, `tickets.type.${s}`))),
        properties: ctx.atsProperties
          .list(agency)
          .filter((p) => p.active === 1)
          .map((p) => option(p.id, p.name)),
        currency: ORDER_CURRENCY,
      },
    };
  });

  // POST /api/ats/orders/create: a ticket issued elsewhere, entered by hand
  app.post('/api/ats/orders/create', manage, async (request, reply) => {
    const agency = agencyOf(request);
    const input = parseManualOrder(ctx, agency, request.body);
    const id = createManualOrder(ctx, input, agency, new Date().toISOString(), authOf(request).userId);
    const locale = localeOf(request);
    return reply.code(201).send({
      data: deskTicketOrderOf(ctx, ctx.tickets.find(id, agency)!, locale),
      message: t(locale, 'record.added'),
    });
  });

  // GET /api/ats/orders/:id/edit: a manual order's values (409 for a portal booking)
  app.get('/api/ats/orders/:id/edit', manage, async (request) => {
    const row = orderRow(request);
    if (row.source !== 'manual') throw bookedOrder();
    return { data: { values: manualOrderValues(ctx, row), order: deskTicketOrderOf(ctx, row, localeOf(request)) } };
  });

  // POST /api/ats/orders/:id/edit: the whole manual order again
  app.post('/api/ats/orders/:id/edit', manage, async (request) => {
    const row = orderRow(request);
    if (row.source !== 'manual') throw bookedOrder();
    const input = parseManualOrder(ctx, row.agency_id, request.body);
    const { owner_id, ...columns } = manualOrderColumns(ctx, input);
    ctx.db.transaction(() => {
      const cancelled = input.status === 'cancelled';
      ctx.tickets.update(row.id, {
        ...columns,
        owner_id,
        cancelled_at: cancelled ? (row.cancelled_at ?? new Date().toISOString()) : null,
        cancel_penalty: cancelled ? (row.cancel_penalty ?? 0) : null,
      });
      ctx.tickets.replacePassengers(row.id, input.passengers);
      recountPaid(ctx, ctx.tickets.find(row.id, row.agency_id)!);
    })();
    const locale = localeOf(request);
    return {
      data: deskTicketOrderOf(ctx, ctx.tickets.find(row.id, row.agency_id)!, locale),
      message: t(locale, 'record.updated'),
    };
  });

  /* ─── Order properties ────────────────────────────────────────────── */

  const propertiesOf = (agency: number) =>
    ctx.atsProperties.list(agency).map((p) => ({ id: p.id, name: p.name, active: p.active === 1, orders: p.orders }));

  // GET /api/ats/orders-properties
  app.get('/api/ats/orders-properties', read, async (request) => ({ data: propertiesOf(agencyOf(request)) }));

  // PATCH /api/ats/orders-properties {properties: [{id?, name, active}]}
  app.patch('/api/ats/orders-properties', manage, async (request) => {
    const agency = agencyOf(request);
    const { properties } = parseOr422(atsPropertiesPatchSchema, request.body);
    const existing = ctx.atsProperties.list(agency);
    const errors: FieldErrors = {};
    const names = new Map<string, number | undefined>();
    properties.forEach((item, i) => {
      if (item.id !== undefined && !existing.some((p) => p.id === item.id))
        errors[`properties.${i}.id`] = ['validation.invalid'];
      const key = item.name.toLocaleLowerCase();
      const clash = existing.find(
        (p) =>
          p.name.toLocaleLowerCase() === key &&
          p.id !== item.id &&
          !properties.some((other) => other.id === p.id && other.name.toLocaleLowerCase() !== key),
      );
      if (clash || names.has(key)) errors[`properties.${i}.name`] = ['ats.propertyName'];
      names.set(key, item.id);
    });
    throwIfAny(errors);
    ctx.atsProperties.save(agency, properties);
    return { data: propertiesOf(agency), message: t(localeOf(request), 'record.updated') };
  });

  /* ─── Linked users ────────────────────────────────────────────────── */

  const linkRow = (request: FastifyRequest): UserLinkRow => {
    const { id } = parseOr422(idParams, request.params);
    const row = ctx.userLinks.find(id, agencyOf(request));
    if (!row) throw notFound();
    return row;
  };

  /** A link's body: the shape, the user (the agency's employees), no overlap with another link of the account in the agency. */
  const parseLink = (agency: number, body: unknown, exceptId: number): AtsUserLinkInput => {
    const input = parseOr422(atsUserLinkInputSchema, body);
    const errors = sellerErrors(ctx, agency, input.user_id, 'user_id');
    if (input.active && ctx.userLinks.overlapping(agency, input, exceptId)) errors.agent_sign = ['ats.linkOverlap'];
    throwIfAny(errors);
    return input;
  };
  const linkColumns = (input: AtsUserLinkInput) => ({ ...input, active: input.active ? 1 : 0 });

  // GET /api/ats/user-links?q=&user=&system=&office_id=&state=&sort=&page[number]=&page[size]=
  app.get('/api/ats/user-links', read, async (request) => {
    const raw = request.query as Record<string, unknown>;
    const page = pageOf(raw);
    const query = parseOr422(
      atsUserLinksQuerySchema,
      Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '')),
    );
    const today = portalToday();
    const { rows, total } = ctx.userLinks.list(agencyOf(request), query, today, page);
    return pagedList(
      rows.map((row) => linkOf(row, today)),
      total,
      page,
    );
  });

  // GET /api/ats/user-links/filters
  app.get('/api/ats/user-links/filters', read, async (request) => {
    const locale = localeOf(request);
    const { users, offices } = ctx.userLinks.filterValues(agencyOf(request));
    return {
      data: {
        users: users.map((u) => option(u.id, u.name)),
        systems: ATS_SYSTEMS.map((s) => option(s, ATS_SYSTEM_NAMES[s])),
        offices: offices.map((o) => option(o, o)),
        states: ATS_LINK_STATES.map((s) => option(s, t(locale, `ats.state.${s}`))),
      },
    };
  });

  // GET /api/ats/user-links/additional: the sellers with flagged orders
  app.get('/api/ats/user-links/additional', read, async (request) => ({
    data: ctx.userLinks
      .unlinkedSellers(agencyOf(request))
      .map((s) => ({ user: { id: s.id, name: s.name }, orders: s.orders, last_order_at: s.last_order_at })),
  }));

  // GET /api/ats/user-links/form-options
  app.get('/api/ats/user-links/form-options', manage, async (request) => ({
    data: {
      users: employeesOf(ctx, agencyOf(request)).map((u) => option(u.id, u.name)),
      systems: ATS_SYSTEMS.map((s) => option(s, ATS_SYSTEM_NAMES[s])),
    },
  }));

  // POST /api/ats/user-links/create
  app.post('/api/ats/user-links/create', manage, async (request, reply) => {
    const agency = agencyOf(request);
    const input = parseLink(agency, request.body, 0);
    const id = ctx.userLinks.create({ ...linkColumns(input), agency_id: agency, created_at: new Date().toISOString() });
    return reply.code(201).send({
      data: linkOf(ctx.userLinks.find(id, agency)!, portalToday()),
      message: t(localeOf(request), 'record.added'),
    });
  });

  // GET /api/ats/user-links/:id
  app.get('/api/ats/user-links/:id', read, async (request) => ({ data: linkOf(linkRow(request), portalToday()) }));

  // GET /api/ats/user-links/:id/edit
  app.get('/api/ats/user-links/:id/edit', manage, async (request) => {
    const row = linkRow(request);
    return { data: { values: linkValues(row), link: linkOf(row, portalToday()) } };
  });

  // POST /api/ats/user-links/:id/edit
  app.post('/api/ats/user-links/:id/edit', manage, async (request) => {
    const row = linkRow(request);
    const input = parseLink(row.agency_id, request.body, row.id);
    ctx.userLinks.update(row.id, linkColumns(input));
    return {
      data: linkOf(ctx.userLinks.find(row.id, row.agency_id)!, portalToday()),
      message: t(localeOf(request), 'record.updated'),
    };
  });

  // PATCH /api/ats/user-links/:id {active?, valid_to?}
  app.patch('/api/ats/user-links/:id', manage, async (request) => {
    const row = linkRow(request);
    const patch = parseOr422(atsUserLinkPatchSchema, request.body);
    const next = {
      ...linkValues(row),
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    } as AtsUserLinkInput;
    parseLink(row.agency_id, next, row.id);
    ctx.userLinks.update(row.id, linkColumns(next));
    return {
      data: linkOf(ctx.userLinks.find(row.id, row.agency_id)!, portalToday()),
      message: t(localeOf(request), 'record.updated'),
    };
  });

  /* ─── Payments ────────────────────────────────────────────────────── */

  const paymentRow = (request: FastifyRequest) => {
    const { id } = parseOr422(idParams, request.params);
    const row = ctx.ticketPayments.find(id, agencyOf(request));
    if (!row) throw notFound();
    return row;
  };
  const paymentAnswer = (id: number, agency: number) => {
    const row = ctx.ticketPayments.find(id, agency)!;
    return paymentOf(row, ctx.tickets.find(row.order_id, agency)!);
  };
  const orderBalance = (row: TicketOrderRow) => ({
    id: row.id,
    number: row.number,
    pnr: row.pnr,
    passenger_names: ctx.tickets.passengers(row.id).map((p) => `${p.surname} ${p.name}`.toUpperCase()),
    total: row.total,
    paid: row.paid,
    balance: atsBalance(row),
  });

  /** A payment's body: the shape, the date (not ahead, a rate on or before it), the order (the agency's, not expired). */
  const parsePayment = (
    agency: number,
    body: unknown,
  ): { input: TicketPaymentInput; order: TicketOrderRow; rate: { rate: number; date: string } } => {
    const input = parseOr422(ticketPaymentInputObjectSchema, body);
    const errors: FieldErrors = {};
    const order = ctx.tickets.find(input.order_id, agency);
    if (!order || order.status === 'expired') errors.order_id = ['ats.order'];
    const rate = rateOn(ctx, input.currency, input.paid_on);
    if (input.paid_on > portalToday()) errors.paid_on = ['ats.futureDate'];
    else if (!rate) errors.paid_on = ['ats.noRate'];
    throwIfAny(errors);
    return { input, order: order!, rate: rate! };
  };

  // GET /api/ats/orders-payments?order=&order_id=&status=&method=&currency=&paid_from=&paid_to=&payer=&sort=&page[number]=&page[size]=
  app.get('/api/ats/orders-payments', read, async (request) => {
    const raw = request.query as Record<string, unknown>;
    const page = pageOf(raw);
    const values = Object.fromEntries(Object.entries(raw).filter(([key, v]) => v !== '' && !key.startsWith('page[')));
    if (typeof values.status === 'string') values.status = values.status.split(',');
    const query = byParameter(() => parseOr422(ticketPaymentsQuerySchema, values));
    const agency = agencyOf(request);
    const { rows, total } = ctx.ticketPayments.list(agency, query, page);
    const orders = new Map<number, TicketOrderRow>();
    for (const id of new Set(rows.map((r) => r.order_id))) orders.set(id, ctx.tickets.find(id, agency)!);
    return pagedList(
      rows.map((row) => paymentOf(row, orders.get(row.order_id)!)),
      total,
      page,
    );
  });

  // GET /api/ats/orders-payments/filters
  app.get('/api/ats/orders-payments/filters', read, async (request) => {
    const locale = localeOf(request);
    return {
      data: {
        statuses: PAYMENT_STATUSES.map((s) => option(s, t(locale, `ats.payment.${s}`))),
        methods: PAYMENT_METHODS.map((m) => option(m, t(locale, `ats.method.${m}`))),
        currencies: PAYMENT_CURRENCIES.map((c) => option(c, t(locale, `ats.currency.${c}`))),
      },
    };
  });

  // GET /api/ats/orders-payments/additional?q=: the orders a payment may be recorded against
  app.get('/api/ats/orders-payments/additional', manage, async (request) => {
    const { q } = parseOr422(atsPayableOrdersQuerySchema, request.query);
    settleTicketOrders(ctx);
    return { data: ctx.tickets.payable(agencyOf(request), q, ATS_ADDITIONAL_MAX).map(orderBalance) };
  });

  // GET /api/ats/orders-payments/create[?order=]: the create info
  app.get('/api/ats/orders-payments/create', manage, async (request) => {
    const { order } = parseOr422(z.object({ order: z.coerce.number().int().positive().optional() }), request.query);
    const locale = localeOf(request);
    const today = portalToday();
    settleTicketOrders(ctx);
    const row = order === undefined ? undefined : ctx.tickets.find(order, agencyOf(request));
    if (order !== undefined && !row) throw notFound();
    return {
      data: {
        methods: PAYMENT_METHODS.map((m) => option(m, t(locale, `ats.method.${m}`))),
        currencies: PAYMENT_CURRENCIES.flatMap((c) => {
          const rate = rateOn(ctx, c, today);
          return rate ? [{ id: c, name: t(locale, `ats.currency.${c}`), rate: rate.rate, rate_date: rate.date }] : [];
        }),
        statuses: (['new', 'settled'] as const).map((s) => option(s, t(locale, `ats.payment.${s}`))),
        order: row ? orderBalance(row) : null,
      },
    };
  });

  // POST /api/ats/orders-payments/create: save a new payment
  app.post('/api/ats/orders-payments/create', manage, async (request, reply) => {
    const agency = agencyOf(request);
    const { input, order, rate } = parsePayment(agency, request.body);
    const id = ctx.db.transaction(() => {
      const created = ctx.ticketPayments.create({
        ...input,
        agency_id: agency,
        rate: rate.rate,
        rate_date: rate.date,
        amount_eur: roundCents(input.amount * rate.rate),
        created_at: new Date().toISOString(),
        created_by: authOf(request).userId,
      });
      recountPaid(ctx, order, clockOf(ctx)());
      return created;
    })();
    return reply.code(201).send({ data: paymentAnswer(id, agency), message: t(localeOf(request), 'record.added') });
  });

  // GET /api/ats/orders-payments/:id
  app.get('/api/ats/orders-payments/:id', read, async (request) => {
    const row = paymentRow(request);
    return { data: paymentAnswer(row.id, row.agency_id) };
  });

  // GET /api/ats/orders-payments/:id/edit
  app.get('/api/ats/orders-payments/:id/edit', manage, async (request) => {
    const row = paymentRow(request);
    const values: TicketPaymentInput = {
      order_id: row.order_id,
      amount: row.amount,
      currency: row.currency,
      method: row.method as TicketPaymentInput['method'],
      paid_on: row.paid_on,
      payer: row.payer,
      reference: row.reference,
      status: row.status === 'new' ? 'new' : 'settled',
    };
    return { data: { values, payment: paymentAnswer(row.id, row.agency_id) } };
  });

  // POST /api/ats/orders-payments/:id/edit: save a new payment's changes (409 once settled)
  app.post('/api/ats/orders-payments/:id/edit', manage, async (request) => {
    const row = paymentRow(request);
    if (row.status !== 'new') throw paymentFixed();
    const { input, order, rate } = parsePayment(row.agency_id, request.body);
    ctx.db.transaction(() => {
      ctx.ticketPayments.update(row.id, {
        ...input,
        rate: rate.rate,
        rate_date: rate.date,
        amount_eur: roundCents(input.amount * rate.rate),
      });
      recountPaid(ctx, order, clockOf(ctx)());
      if (order.id !== row.order_id) recountPaid(ctx, ctx.tickets.find(row.order_id, row.agency_id)!);
    })();
    return { data: paymentAnswer(row.id, row.agency_id), message: t(localeOf(request), 'record.updated') };
  });

  // PATCH /api/ats/orders-payments/:id {status}: one step forward
  app.patch('/api/ats/orders-payments/:id', manage, async (request) => {
    const row = paymentRow(request);
    const { status } = parseOr422(ticketPaymentPatchSchema, request.body);
    if (PAYMENT_NEXT[row.status] !== status) throw badTransition();
    ctx.db.transaction(() => {
      ctx.ticketPayments.update(row.id, { status });
      recountPaid(ctx, ctx.tickets.find(row.order_id, row.agency_id)!, clockOf(ctx)());
    })();
    return { data: paymentAnswer(row.id, row.agency_id), message: t(localeOf(request), 'record.updated') };
  });
}
