import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FLIGHT_TYPES,
  TICKET_DOCUMENT_KINDS,
  TICKET_ORDER_STATUSES,
  ticketOrderPatchSchema,
  type PassengerInput,
  ticketDocumentQuerySchema,
} from '@/lib/schemas/flights';
import { authOf } from '../auth/guard';
import { can } from '@/lib/shared/permissions';
import {
  TICKET_ORDER_SOURCES,
  ATS_PATCH_FIELDS,
  ATS_TRANSACTION_TYPES,
  deskTicketOrderPatchSchema,
  deskTicketOrdersQuerySchema,
  refundStatusAgrees,
} from '@/lib/schemas/ats';
import { deskTicketOrderOf, atsSummaryOf, propertiesText, propertyNamesOf } from '../flights/ticket-desk';
import { propertyErrors, sellerErrors } from './ats';
import type { AppContext } from '../context';
import { portalToday } from '@/lib/format/date';
import { byParameter, forbidden, notFound, parseOr422, sendCoded } from '../http/errors';
import { pageOf } from '../http/paging';
import { localeOf, t, type Locale, type MessageKey } from '../i18n';
import { airlineNameOf } from '../flights/airline-names';
import { formatCalendarDate } from '@/lib/format/date';
import { conflict } from '../orders/lifecycle';
import { contactErrors, parseWithFieldMessages, throwIfAny } from '../orders/tourists';
import type { PdfRenderer } from '../pdf/renderer';
import type { TicketOrderRow } from '../repos/ticket-orders';
import { ticketDocumentContent } from '../flights/documents';
import { passengerErrors } from '../flights/passengers';
import {
  cancellable,
  moveTicketOrder,
  notCancellable,
  settleTicketOrders,
  ticketOrderOf,
  ticketOrderSummary,
} from '../flights/ticket-orders';
import { documentValidUntil } from '@/lib/schemas/flights';
import { sendPdf } from './contract';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const documentParams = idParams.extend({ kind: z.enum(TICKET_DOCUMENT_KINDS) });

/** The list's query string → TicketOrdersQuery (arrays comma-joined). */
function listQuery(raw: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    number: text(raw.number),
    surname: text(raw.surname),
    route: text(raw.route),
    flight_from: text(raw.flight_from),
    flight_to: text(raw.flight_to),
    airline: text(raw.airline),
    status: text(raw.status)?.split(','),
    flight_type: text(raw.flight_type),
    scope: text(raw.scope),
    sort: text(raw.sort),
    // The ticket desk's (docs/product.md §12).
    source: text(raw.source),
    transaction_type: text(raw.transaction_type),
    seller: text(raw.seller),
    linked: text(raw.linked),
    property: text(raw.property),
    pnr: text(raw.pnr),
    issued_from: text(raw.issued_from),
    issued_to: text(raw.issued_to),
  };
}

/**
 * The flight list (docs/product.md §11, under `ats/`): every agency role of an agency sees all its
 * ticket orders; another agency's is a 404. Due steps (expiry, ticketing, departure) are applied
 * before every read.
 */
export function registerTicketOrderRoutes(app: FastifyInstance, ctx: AppContext, pdf: PdfRenderer): void {
  const agencyOf = (request: FastifyRequest) => ctx.orders.agencyOf(authOf(request).userId);
  const orderRow = (request: FastifyRequest) => {
    settleTicketOrders(ctx);
    const { id } = parseOr422(idParams, request.params);
    const row = ctx.tickets.find(id, agencyOf(request));
    if (!row) throw notFound();
    return row;
  };

  /** The ticket desk's readers (docs/product.md §12) get its sales fields, filters and payments; everyone else §11's flight list. */
  const readsDesk = (request: FastifyRequest) => can(authOf(request).role, 'ats.read');
  const orderFor = (request: FastifyRequest, row: TicketOrderRow, locale: Locale) =>
    readsDesk(request) ? deskTicketOrderOf(ctx, row, locale) : ticketOrderOf(ctx, row, locale);

  // GET /api/ats/orders?scope=&number=&surname=&route=&flight_from=&flight_to=&airline=&status=&flight_type=&sort=&page[number]=&page[size]=
  app.get('/api/ats/orders', async (request) => {
    settleTicketOrders(ctx);
    const raw = request.query as Record<string, unknown>;
    const page = pageOf(raw);
    const desk = readsDesk(request);
    // Every role may narrow the list by the desk's filters; only the desk's readers see its fields.
    const query = byParameter(() =>
      parseOr422(deskTicketOrdersQuerySchema, { ...listQuery(raw), page: page.number, size: page.size }),
    );
    const locale = localeOf(request);
    const agency = agencyOf(request);
    const { rows, total } = ctx.tickets.list(agency, query, page, authOf(request).userId);
    const passengers = ctx.tickets.passengersByOrder(rows.map((row) => row.id));
    const now = new Date().toISOString();
    const names = propertyNamesOf(ctx, agency);
    return {
      data: rows.map((row) =>
        desk
          ? atsSummaryOf(ctx, row, passengers.get(row.id) ?? [], locale, now, names)
          : ticketOrderSummary(ctx, row, passengers.get(row.id) ?? [], locale, now),
      ),
      meta: { total, page: page.number, size: page.size },
    };
  });

  // GET /api/ats/orders/filters: routes and airlines of the agency's orders, the statuses and flight types
  app.get('/api/ats/orders/filters', async (request) => {
    const locale = localeOf(request);
    const agency = agencyOf(request);
    const { routes, airlines, sellers } = ctx.tickets.filterValues(agency);
    const place = (code: string) => ctx.flights.placeName(code, locale);
    return {
      data: {
        routes: routes.map((route) => {
          const [from = '', to = ''] = route.split('-');
          return { id: route, name: `${place(from)} → ${place(to)}` };
        }),
        airlines: airlines.map((code) => ({ id: code, name: airlineNameOf(code, locale) ?? code })),
        statuses: TICKET_ORDER_STATUSES.map((status) => ({ id: status, name: t(locale, `tickets.status.${status}`) })),
        flight_types: FLIGHT_TYPES.map((type) => ({ id: type, name: t(locale, `tickets.type.${type}`) })),
        ...(readsDesk(request)
          ? {
              sellers: sellers.map((seller) => ({ id: String(seller.id), name: seller.name })),
              sources: TICKET_ORDER_SOURCES.map((source) => ({ id: source, name: t(locale, `ats.source.${source}`) })),
              transaction_types: ATS_TRANSACTION_TYPES.map((type) => ({
                id: type,
                name: t(locale, `ats.type.${type}`),
              })),
              properties: ctx.atsProperties.list(agency).map((p) => ({ id: String(p.id), name: p.name })),
            }
          : {}),
      },
    };
  });

  // GET /api/ats/orders/:id
  app.get('/api/ats/orders/:id', async (request) => ({
    data: orderFor(request, orderRow(request), localeOf(request)),
  }));

  // PATCH /api/ats/orders/:id {passengers?: [{id, …}], buyer?}: 422 on a locked field, 409 when the status allows no edit
  // and the ticket desk's fields (pnr, carrier, seller_id, commission, properties, a manual order's status): the ATS manager's only
  app.patch('/api/ats/orders/:id', async (request) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const deskKeys = ATS_PATCH_FIELDS.filter((key) => raw[key] !== undefined);
    if (deskKeys.length > 0 && !can(authOf(request).role, 'ats.manage')) throw forbidden();
    const row = orderRow(request);
    const locale = localeOf(request);
    const desk = parseWithFieldMessages(
      deskTicketOrderPatchSchema,
      Object.fromEntries(deskKeys.map((key) => [key, raw[key]])),
    );
    throwIfAny(
      sellerErrors(ctx, row.agency_id, desk.seller_id),
      propertyErrors(ctx, row.agency_id, desk.properties ?? []),
      desk.status !== undefined && row.source !== 'manual' ? { status: ['ats.manualOnly'] } : {},
      desk.status !== undefined && row.source === 'manual' && !refundStatusAgrees(row.transaction_type, desk.status)
        ? { status: ['ats.refundStatus'] }
        : {},
    );
    const travellers = raw.passengers !== undefined || raw.buyer !== undefined || deskKeys.length === 0;
    if (travellers) editTravellers(row, locale, request.body);
    ctx.tickets.update(row.id, {
      ...(desk.pnr !== undefined ? { pnr: desk.pnr } : {}),
      ...(desk.carrier !== undefined ? { carrier: desk.carrier } : {}),
      ...(desk.seller_id !== undefined ? { owner_id: desk.seller_id } : {}),
      ...(desk.commission !== undefined ? { commission: desk.commission } : {}),
      ...(desk.properties !== undefined ? { properties: propertiesText(desk.properties) } : {}),
      ...(desk.status !== undefined
        ? {
            status: desk.status,
            cancelled_at: desk.status === 'cancelled' ? (row.cancelled_at ?? new Date().toISOString()) : null,
            cancel_penalty: desk.status === 'cancelled' ? (row.cancel_penalty ?? 0) : null,
          }
        : {}),
    });
    return { data: orderFor(request, ctx.tickets.find(row.id, row.agency_id)!, locale) };
  });

  /** §11's edit of the passengers and the buyer: 409 when the status allows none, 422 on a locked field. */
  function editTravellers(row: ReturnType<typeof orderRow>, locale: Locale, rawBody: unknown): void {
    if (row.status !== 'hold' && row.status !== 'ticketed') throw conflict();
    const body = parseWithFieldMessages(ticketOrderPatchSchema, rawBody);
    const current = ctx.tickets.passengers(row.id);
    const order = ticketOrderOf(ctx, row, locale);
    const errors: Record<string, MessageKey[]> = {};
    const edited: Array<{ index: number; id: number; next: PassengerInput & { ticket_number: string | null } }> = [];
    for (const change of body.passengers ?? []) {
      const index = current.findIndex((p) => p.id === change.id);
      const before = current[index];
      if (!before) {
        errors[`passengers`] = ['validation.invalid'];
        continue;
      }
      const next = {
        ...before,
        ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
      };
      // The passenger type is the held party's: a child does not become an adult by an edit.
      if (next.kind !== before.kind) errors[`passengers.${index}.kind`] = ['tickets.party'];
      if (order.locks.passport) {
        for (const field of ['surname', 'name', 'birth_date'] as const) {
          if (next[field] !== before[field]) errors[`passengers.${index}.${field}`] = ['orders.locked'];
        }
      }
      edited.push({ index, id: before.id, next });
    }
    const lastDate = order.segments.at(-1)!.legs.at(-1)!.departure.date;
    const trip = { age_on: lastDate, document_valid_until: documentValidUntil(lastDate) };
    const buyerErrors = body.buyer
      ? Object.fromEntries(
          Object.entries(contactErrors(body.buyer.phone, ctx.orders.agencyPhones(row.agency_id))).map(
            ([field, keys]) => [field.replace(/^contact\./, 'buyer.'), keys],
          ),
        )
      : {};
    throwIfAny(
      errors,
      passengerErrors(
        edited.map((e) => e.next),
        null,
        trip,
        portalToday(),
        edited.map((e) => e.index),
      ),
      buyerErrors,
    );
    for (const { id, next } of edited) ctx.tickets.updatePassenger({ ...next, id });
    if (body.buyer) ctx.tickets.update(row.id, { buyer: JSON.stringify(body.buyer) });
  }

  // POST /api/ats/orders/:id/cancel: a charter before ticketing, or a hold with nothing paid
  app.post('/api/ats/orders/:id/cancel', async (request) => {
    const row = orderRow(request);
    const locale = localeOf(request);
    if (!cancellable(row, ticketOrderOf(ctx, row, locale))) throw notCancellable();
    moveTicketOrder(ctx, row, 'cancelled');
    return { data: ticketOrderOf(ctx, ctx.tickets.find(row.id, row.agency_id)!, locale) };
  });

  // GET /api/ats/orders/:id/documents/:kind[?lang=]: the e-ticket or the itinerary receipt as a PDF, in `lang` or the caller's language
  app.get('/api/ats/orders/:id/documents/:kind', async (request, reply) => {
    const row = orderRow(request);
    const { kind } = parseOr422(documentParams, request.params);
    const { lang } = parseOr422(ticketDocumentQuerySchema, request.query);
    const caller = localeOf(request);
    // The language the user picked, else the interface's (x-localization): never the agency's or the passengers' country.
    const locale: Locale = lang ?? caller;
    const order = deskTicketOrderOf(ctx, row, locale);
    const document = order.documents.find((d) => d.kind === kind);
    if (!document?.available)
      return sendCoded(
        reply,
        409,
        'not_available',
        ticketOrderOf(ctx, row, caller).documents.find((d) => d.kind === kind)?.reason ?? '',
      );
    const file = await pdf.render({
      kind: 'operator-document',
      locale,
      content: ticketDocumentContent(order, kind, locale),
      date: formatCalendarDate(portalToday()),
    });
    return sendPdf(reply, file, `${kind}_${row.number}.pdf`);
  });
}
