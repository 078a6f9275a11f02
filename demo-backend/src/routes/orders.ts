import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  agencyEditSchema,
  bonusesQuerySchema,
  cancelRequestSchema,
  DOCUMENT_KINDS,
  documentPath,
  ordersQuerySchema,
  type AgencyEdit,
} from '@/lib/schemas/orders';
import { CANCELLABLE_STATUSES, EDITABLE_STATUSES } from '@/lib/schemas/order-status';
import type { Offer, TicketLeg } from '@/lib/schemas/search';
import type { PriceBreakdown, Service } from '@/lib/schemas/booking';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError, notFound, parseOr422 } from '../http/errors';
import { pageOf, pagedList } from '../http/paging';
import { localeOf, type MessageKey } from '../i18n';
import { portalToday } from '@/lib/format/date';
import type { PdfRenderer } from '../pdf/renderer';
import type { OrderRow } from '../repos/orders';
import { dayOf, isoOf } from '../search/days';
import { partyOf } from '../search/pricing';
import { decodeSid } from '../search/sid';
import { today } from '../orders/booking';
import { cancelConditions } from '../orders/cancellation';
import { conflict, inSeconds, move, nowIso, settleDue } from '../orders/lifecycle';
import { breakdownOf, servicesOf } from '../orders/price';
import { locksOf, orderOf, summaryOf, touristOf, unavailable } from '../orders/present';
import { contactErrors, parseWithFieldMessages, throwIfAny, touristErrors } from '../orders/tourists';
import { sendPdf } from './contract';
import { findOfferOfSid } from './offers';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const list = (value: unknown) => (typeof value === 'string' && value !== '' ? value.split(',') : undefined);
const int = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** The journal's query string → OrdersQuery (arrays comma-joined, numbers as text). */
function journalQuery(raw: Record<string, unknown>) {
  return parseOr422(ordersQuerySchema, {
    ...raw,
    status: list(raw.status),
    country_id: int(raw.country_id),
    hotel_id: list(raw.hotel_id)?.map(int),
    owner_id: list(raw.owner_id)?.map(int),
    page: int(raw['page[number]']),
    size: int(raw['page[size]']),
    'page[number]': undefined,
    'page[size]': undefined,
  });
}

const shiftDate = (iso: string, days: number) => isoOf(dayOf(iso) + days);
const shiftLeg = (leg: TicketLeg, days: number): TicketLeg => ({
  ...leg,
  departure: { ...leg.departure, date: shiftDate(leg.departure.date, days) },
  arrival: { ...leg.arrival, date: shiftDate(leg.arrival.date, days) },
});

/**
 * The package journal and one order (docs/product.md §7 "Orders"), scoped to the caller's agency: an agent
 * sees the agency's orders, another agency's order is a 404.
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext, pdf: PdfRenderer): void {
  const agencyContacts = ctx.db.prepare<[number], { name: string; address: string; phone: string; email: string }>(
    'SELECT name, address, phone, email FROM agencies WHERE id = ?',
  );

  const agencyOf = (request: FastifyRequest) => ctx.orders.agencyOf(authOf(request).userId);

  /** The caller's agency's order, with the operator's due answers applied first. */
  function orderRow(request: FastifyRequest): OrderRow {
    const { id } = parseOr422(idParams, request.params);
    settleDue(ctx);
    const row = ctx.orders.find(id, agencyOf(request));
    if (!row) throw notFound();
    return row;
  }
  /** The order as it is now (after the route's changes), in the caller's language. */
  function present(row: OrderRow, request: FastifyRequest) {
    const locale = localeOf(request);
    const now = ctx.orders.find(row.id, row.agency_id) ?? row;
    return orderOf(
      now,
      ctx.orders.tourists(row.id),
      ctx.orderPayments.all(row.id),
      locale,
      findOfferOfSid(ctx, row.sid, locale, 'EUR'),
    );
  }

  // GET /api/orders: the agency's orders, filtered, sorted and paged
  app.get('/api/orders', async (request) => {
    const query = journalQuery(request.query as Record<string, unknown>);
    settleDue(ctx);
    const { rows, total } = ctx.orders.list(agencyOf(request), query, authOf(request).userId);
    const locale = localeOf(request);
    return {
      data: rows.map((row) => summaryOf(row, ctx.search.catalogue, locale)),
      meta: { total, page: query.page, size: query.size },
    };
  });

  // GET /api/orders/country_list: countries of the agency's orders
  app.get('/api/orders/country_list', async (request) => {
    const locale = localeOf(request);
    const ids = ctx.orders.distinct<{ id: number }>(
      agencyOf(request),
      'SELECT DISTINCT country_id AS id FROM orders WHERE agency_id = @agency',
    );
    const names = new Map(ctx.search.catalogue.countries.map((c) => [c.id, c.names[locale]]));
    return {
      data: ids
        .map(({ id }) => ({ id, name: names.get(id) ?? String(id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  });

  // GET /api/orders/hotel_list[?country_id]: hotels of the agency's orders
  app.get('/api/orders/hotel_list', async (request) => {
    const { country_id } = parseOr422(
      z.object({ country_id: z.coerce.number().int().positive().optional() }),
      request.query,
    );
    const rows = ctx.orders.distinct<{ id: number }>(
      agencyOf(request),
      'SELECT DISTINCT hotel_id AS id FROM orders WHERE agency_id = @agency AND (@country IS NULL OR country_id = @country)',
      { country: country_id ?? null },
    );
    const hotels = ctx.search.catalogue.hotelsById;
    return {
      data: rows
        .map(({ id }) => ({ id, name: hotels.get(id)?.name ?? String(id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  });

  // GET /api/orders/owner_list: who booked the agency's orders
  app.get('/api/orders/owner_list', async (request) => ({
    data: ctx.orders.distinct<{ id: number; name: string }>(
      agencyOf(request),
      'SELECT DISTINCT u.id, u.name FROM orders o JOIN users u ON u.id = o.owner_id WHERE o.agency_id = @agency ORDER BY u.name',
    ),
  }));

  for (const [path, column] of [
    ['flight_there_list', 'flight_there'],
    ['flight_back_list', 'flight_back'],
  ] as const) {
    // GET /api/orders/flight_there_list, flight_back_list: the flights of the agency's orders (id = the flight name)
    app.get(`/api/orders/${path}`, async (request) => ({
      data: ctx.orders
        .distinct<{ id: string }>(
          agencyOf(request),
          `SELECT DISTINCT ${column} AS id FROM orders WHERE agency_id = @agency ORDER BY ${column}`,
        )
        .map(({ id }) => ({ id, name: id })),
    }));
  }

  // GET /api/orders/bonuses: the bonuses the agency earned, with totals
  app.get('/api/orders/bonuses', async (request) => {
    const page = pageOf(request.query);
    const filter = parseOr422(
      z.looseObject({
        created_from: bonusesQuerySchema.shape.created_from,
        created_to: bonusesQuerySchema.shape.created_to,
      }),
      request.query,
    );
    const result = ctx.bonuses.list(agencyOf(request), filter, page.size, page.offset);
    return {
      ...pagedList(
        result.rows.map((row) => ({
          id: row.id,
          order: { id: row.order_id, number: row.order_number },
          created_at: row.created_at,
          hotel: row.hotel,
          owner: row.owner,
          percent: row.percent,
          amount: row.amount,
          currency: 'EUR' as const,
          status: row.status,
        })),
        result.total,
        page,
      ),
      totals: { accrued: result.accrued, paid_out: result.paidOut, currency: 'EUR' as const },
    };
  });

  // GET /api/orders/:id: one order with its tourists, price, payments, documents and what may be done
  app.get('/api/orders/:id', async (request) => ({ data: present(orderRow(request), request) }));

  // GET /api/orders/:id/agency_edit: what the agency may edit, and the locks
  app.get('/api/orders/:id/agency_edit', async (request) => {
    const row = orderRow(request);
    const edit: AgencyEdit = {
      check_in: row.check_in,
      tourists: ctx.orders.tourists(row.id).map(touristOf),
      contact: JSON.parse(row.contact) as AgencyEdit['contact'],
      note: row.note,
    };
    return { data: { ...edit, locks: locksOf(row) } };
  });

  // PATCH /api/orders/:id/agency_edit: tourists, contact, note and check-in; locked fields refuse changes
  app.patch('/api/orders/:id/agency_edit', async (request) => {
    const row = orderRow(request);
    const edit = parseWithFieldMessages(agencyEditSchema, request.body);
    if (!EDITABLE_STATUSES.includes(row.status)) throw conflict();
    const locks = locksOf(row);
    const current = ctx.orders.tourists(row.id);
    const errors: Record<string, MessageKey[]> = {};
    if (edit.tourists.length !== current.length || edit.tourists.some((t) => !current.some((c) => c.id === t.id))) {
      errors.tourists = ['orders.party'];
    }
    if (locks.dates && edit.check_in !== row.check_in) errors.check_in = ['orders.locked'];
    if (edit.check_in !== row.check_in && dayOf(edit.check_in) <= today()) errors.check_in = ['validation.invalid'];
    edit.tourists.forEach((tourist, i) => {
      const before = current.find((c) => c.id === tourist.id);
      if (!locks.passport || !before) return;
      for (const field of ['surname', 'name', 'birth_date'] as const) {
        if (tourist[field] !== before[field]) errors[`tourists.${i}.${field}`] = ['orders.locked'];
      }
    });
    throwIfAny(errors);

    const key = decodeSid(row.sid);
    if (!key) throw notFound();
    const nights = dayOf(row.check_out) - dayOf(row.check_in);
    const checkOut = shiftDate(edit.check_in, nights);
    throwIfAny(
      touristErrors(
        edit.tourists,
        { adults: key.adults, children_ages: key.childrenAges },
        { check_in: edit.check_in, check_out: checkOut },
        portalToday(),
      ),
      contactErrors(edit.contact.phone, ctx.orders.agencyPhones(row.agency_id)),
    );

    const changes: Partial<OrderRow> = { contact: JSON.stringify(edit.contact), note: edit.note };
    const delta = dayOf(edit.check_in) - dayOf(row.check_in);
    if (delta !== 0) Object.assign(changes, repriced(row, key, edit.check_in, checkOut, delta, localeOf(request)));
    ctx.db.transaction(() => {
      ctx.orders.update(row.id, changes);
      for (const tourist of edit.tourists) ctx.orders.updateTourist(tourist.id, tourist);
    })();
    return { data: present(row, request) };
  });

  /** The order moved to new dates: the same room, meal and fares, the hotel priced night by night again. */
  function repriced(
    row: OrderRow,
    key: NonNullable<ReturnType<typeof decodeSid>>,
    checkIn: string,
    checkOut: string,
    delta: number,
    locale: ReturnType<typeof localeOf>,
  ) {
    const cat = ctx.search.catalogue;
    const hotel = cat.hotelsById.get(key.hotelId);
    const room = hotel?.rooms.find((r) => r.id === key.roomId);
    const meal = hotel?.meals.find((m) => m.meal.id === key.mealId);
    const out = cat.flightsById.get(key.outFlightId);
    const back = cat.flightsById.get(key.backFlightId);
    if (!hotel || !room || !meal || !out || !back) throw notFound();
    const stay = { hotel, room, meal, checkIn: dayOf(checkIn), nights: key.nights, out, back };
    const party = partyOf(key.adults, key.childrenAges);
    const chosen = new Set((JSON.parse(row.services) as Service[]).filter((s) => s.selected).map((s) => s.id));
    const services = servicesOf(stay, party, locale).map((s) => ({ ...s, selected: s.mandatory || chosen.has(s.id) }));
    const price: PriceBreakdown = breakdownOf(
      stay,
      party,
      services.filter((s) => s.selected),
      { factor: ctx.market.factor(hotel.id), today: today() },
    );
    const offer = JSON.parse(row.offer) as Offer;
    const moved: Offer = {
      ...offer,
      dates: { check_in: checkIn, check_out: checkOut },
      tickets:
        offer.tickets.from && offer.tickets.to
          ? { from: shiftLeg(offer.tickets.from, delta), to: shiftLeg(offer.tickets.to, delta) }
          : offer.tickets,
    };
    return {
      offer: JSON.stringify(moved),
      services: JSON.stringify(services),
      price: JSON.stringify(price),
      total: price.total,
      net: price.net,
      check_in: checkIn,
      check_out: checkOut,
    };
  }

  /** What cancelling the order today costs, with what was paid so far. */
  const conditionsOf = (row: OrderRow, request: FastifyRequest) =>
    cancelConditions(
      {
        checkIn: row.check_in,
        price: JSON.parse(row.price) as PriceBreakdown,
        nonRefundable: row.flight_type === 'regular',
        paid: ctx.orderPayments.paid(row.id),
      },
      portalToday(),
      localeOf(request),
    );

  // GET /api/orders/:id/cancel_request: what cancelling now would cost
  app.get('/api/orders/:id/cancel_request', async (request) => {
    return { data: conditionsOf(orderRow(request), request) };
  });

  // POST /api/orders/:id/cancel_request {reason}: ask the operator to cancel; the penalty is fixed now
  app.post('/api/orders/:id/cancel_request', async (request) => {
    const row = orderRow(request);
    const { reason } = parseOr422(cancelRequestSchema, request.body);
    if (!CANCELLABLE_STATUSES.includes(row.status)) throw conflict();
    const { penalty } = conditionsOf(row, request);
    move(ctx, row, 'cancellation_requested');
    ctx.orders.update(row.id, {
      cancel_requested_at: nowIso(),
      cancel_reason: reason,
      cancel_penalty: penalty,
      cancel_at: inSeconds(ctx.options.cancelDelayS ?? 10),
    });
    return { data: present(row, request) };
  });

  // PATCH /api/orders/:id/charter_confirm: the agency accepts the operator's charter change
  app.patch('/api/orders/:id/charter_confirm', async (request) => {
    const row = orderRow(request);
    if (row.charter_change === null || row.charter_confirmed_at !== null || row.status === 'cancelled')
      throw conflict();
    ctx.orders.update(row.id, { charter_confirmed_at: nowIso() });
    return { data: present(row, request) };
  });

  for (const kind of DOCUMENT_KINDS) {
    // GET /api/orders/:id/print_{kind}: one document of the order as a PDF (409 while it is not issued)
    app.get(`/api/orders/:id/${documentPath(kind)}`, async (request, reply) => {
      const row = orderRow(request);
      const reason = unavailable(kind, row.status);
      if (reason) throw new HttpError(409, 'orders.documentUnavailable', reason);
      const agency = agencyContacts.get(row.agency_id);
      if (!agency) throw notFound();
      const locale = localeOf(request);
      const order = present(row, request);
      const file = await pdf.render({
        kind: 'order-document',
        locale,
        document: kind,
        order,
        agency,
        printed_at: nowIso(),
      });
      return sendPdf(reply, file, `${kind}_${row.number}.pdf`);
    });
  }
}
