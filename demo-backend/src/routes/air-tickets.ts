import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  documentValidUntil,
  fareHoldRequestSchema,
  flightQueryFromParams,
  flightSearchQuerySchema,
  ticketBookRequestSchema,
  type Fare,
  type FarePrice,
  type PassengerCounts,
} from '@/lib/schemas/flights';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { portalToday } from '@/lib/format/date';
import { notFound, parseOr422, sendCoded, validationError } from '../http/errors';
import { localeOf, money, t, type Locale, type MessageKey } from '../i18n';
import { newOrderPaymentId } from '../repos/order-payments';
import { dayOf } from '../search/days';
import { rulesOf, seatedOf } from '../flights/fares';
import { passengerErrors, type TripDates } from '../flights/passengers';
import { flightTypeOf } from '../flights/search';
import { inSecondsFrom, ticketOrderOf } from '../flights/ticket-orders';
import { instantOf, requireOnSale } from '../flights/sale';
import { clockOf } from '../limits';
import { contactErrors, parseWithFieldMessages, throwIfAny } from '../orders/tourists';

const hashParams = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{1,512}$/) });

/** An error whose `error` is a code the portal branches on (docs/product.md §11). */
function coded(
  reply: FastifyReply,
  status: number,
  error: string,
  messageKey: MessageKey,
  locale: Locale,
  data?: unknown,
  params?: Record<string, string>,
) {
  return sendCoded(reply, status, error, t(locale, messageKey, params), data);
}

/** The last flight's date, and the document validity it asks for. */
function tripDatesOf(fare: Fare): TripDates {
  const legs = fare.segments.flatMap((s) => s.legs);
  const last = legs[legs.length - 1]!.departure.date;
  return { age_on: last, document_valid_until: documentValidUntil(last) };
}

/** The fare at a held price: its rules' penalty follows the price. */
function atPrice(ctx: AppContext, fare: Fare, price: FarePrice): Fare {
  const types = fare.segments.flatMap((s) => s.legs.map((leg) => leg.type));
  return { ...fare, price, rules: rulesOf(types, price.total, ctx.options.ticketingDelayS ?? 60) };
}

/** Flight tickets: the search, the hash and the booking (docs/product.md §11). */
export function registerAirTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const today = () => dayOf(portalToday());
  const agencyOf = (userId: number) => ctx.orders.agencyOf(userId);

  app.get('/api/air_tickets_search/places', async (request) => ({ data: ctx.flights.places(localeOf(request)) }));

  const search = (raw: unknown, locale: Locale) => {
    const query = parseOr422(flightSearchQuerySchema, raw);
    return { data: ctx.flights.search(query, locale, today(), new Date().toISOString(), clockOf(ctx)()) };
  };
  // GET /api/air_tickets_search?from=&to=&date=…: the parameters of flightQueryFromParams
  app.get('/api/air_tickets_search', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    return search(
      flightQueryFromParams((name) => query[name]),
      localeOf(request),
    );
  });
  // POST /api/air_tickets_search {…}: the same query as JSON
  app.post('/api/air_tickets_search', async (request) => search(request.body, localeOf(request)));

  /** A new hold of the fare for the party at its price now. */
  const hold = (agency: number, fareId: string, passengers: PassengerCounts, price: FarePrice) => {
    const hash = newOrderPaymentId();
    const expires = inSecondsFrom(Date.now(), ctx.options.holdTtlS ?? 1200);
    ctx.tickets.addHold({
      hash,
      agency_id: agency,
      fare_id: fareId,
      passengers: JSON.stringify(passengers),
      price: JSON.stringify(price),
      created_at: new Date().toISOString(),
      expires_at: expires,
    });
    return { hash, expires_at: expires, price };
  };

  // POST /api/orders/air_tickets/hash {fare_id, passengers}: holds the fare's price for the party
  app.post('/api/orders/air_tickets/hash', async (request, reply) => {
    const locale = localeOf(request);
    const body = parseOr422(fareHoldRequestSchema, request.body);
    const resolved = ctx.flights.resolve(body.fare_id, body.passengers, locale);
    if (!resolved) throw validationError({ fare_id: ['tickets.unknownFare'] });
    requireOnSale(resolved.flights, clockOf(ctx)());
    if (!resolved.sellable) return coded(reply, 410, 'sold_out', 'tickets.soldOut.message', locale);
    return reply
      .code(201)
      .send({ data: hold(agencyOf(authOf(request).userId), body.fare_id, body.passengers, resolved.fare.price) });
  });

  // GET /api/orders/air_tickets/book/:hash: the held fare; 410 hold_expired with what re-pricing posts and the fare as held
  app.get('/api/orders/air_tickets/book/:hash', async (request, reply) => {
    const locale = localeOf(request);
    const { hash } = parseOr422(hashParams, request.params);
    const row = ctx.tickets.hold(hash, agencyOf(authOf(request).userId));
    if (!row) throw notFound();
    const passengers = JSON.parse(row.passengers) as PassengerCounts;
    const resolved = ctx.flights.resolve(row.fare_id, passengers, locale);
    const held = resolved && atPrice(ctx, resolved.fare, JSON.parse(row.price) as FarePrice);
    if (row.expires_at <= new Date().toISOString() && row.order_id === null) {
      // What was held, at the held price, so the page can name it (unless the fare is gone).
      return coded(reply, 410, 'hold_expired', 'tickets.holdExpired.message', locale, {
        fare_id: row.fare_id,
        passengers,
        ...(held ? { fare: held } : {}),
      });
    }
    if (!held) throw notFound();
    return { data: { hash, expires_at: row.expires_at, fare: held, passengers, ...tripDatesOf(held) } };
  });

  // POST /api/orders/air_tickets/book/:hash {passengers, buyer, expected_total}: the ticket order (status hold)
  app.post('/api/orders/air_tickets/book/:hash', async (request, reply) => {
    const locale = localeOf(request);
    const { hash } = parseOr422(hashParams, request.params);
    const { userId } = authOf(request);
    const agency = agencyOf(userId);
    const row = ctx.tickets.hold(hash, agency);
    if (!row) throw notFound();
    if (row.order_id !== null)
      return coded(reply, 409, 'already_booked', 'tickets.alreadyBooked.message', locale, { id: row.order_id });
    const body = parseWithFieldMessages(ticketBookRequestSchema, request.body);
    const party = JSON.parse(row.passengers) as PassengerCounts;
    const resolved = ctx.flights.resolve(row.fare_id, party, locale);
    if (!resolved) return coded(reply, 410, 'sold_out', 'tickets.soldOut.message', locale);
    // A hold made while the flight was on sale books only until its check-in closes (docs/product.md §9).
    requireOnSale(resolved.flights, clockOf(ctx)());
    const trip = tripDatesOf(resolved.fare);
    const buyerErrors = Object.fromEntries(
      Object.entries(contactErrors(body.buyer.phone, ctx.orders.agencyPhones(agency))).map(([field, keys]) => [
        field.replace(/^contact\./, 'buyer.'),
        keys,
      ]),
    );
    throwIfAny(passengerErrors(body.passengers, party, trip, portalToday()), buyerErrors);
    if (!resolved.sellable) return coded(reply, 410, 'sold_out', 'tickets.soldOut.message', locale);

    // A live hold books at its price; an expired one at today's, which may differ (a new hold then).
    const now = new Date().toISOString();
    const held = JSON.parse(row.price) as FarePrice;
    const live = row.expires_at > now;
    const price = live ? held : resolved.fare.price;
    const differs = (a: number, b: number) => Math.abs(a - b) >= 0.005;
    if (differs(price.total, body.expected_total) || (!live && differs(price.total, held.total))) {
      const next = live ? { hash, expires_at: row.expires_at, price } : hold(agency, row.fare_id, party, price);
      return coded(reply, 409, 'price_changed', 'orders.priceChanged.message', locale, next, {
        total: money(price.total, locale),
      });
    }

    const fare = atPrice(ctx, resolved.fare, price);
    const legs = fare.segments.flatMap((s) => s.legs);
    const taken = ctx.seats.take(resolved.flights, seatedOf(party));
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    const out = fare.segments[0]!.legs;
    const id = ctx.tickets.create(
      {
        agency_id: agency,
        owner_id: userId,
        status: 'hold',
        fare_id: row.fare_id,
        fare: JSON.stringify(fare),
        buyer: JSON.stringify(body.buyer),
        flight_type: flightTypeOf(legs.map((leg) => leg.type)),
        trip: fare.segments.length > 1 ? 'return' : 'one_way',
        route: `${out[0]!.from.code}-${out[out.length - 1]!.to.code}`,
        airlines: `,${[...new Set(legs.map((leg) => leg.airline.iata))].join(',')},`,
        departure_date: first.departure.date,
        departs_at: instantOf(first.departure.date, first.departure.time),
        last_departs_at: instantOf(last.departure.date, last.departure.time),
        total: price.total,
        paid: 0,
        created_at: now,
        payment_deadline: inSecondsFrom(Date.now(), ctx.options.holdTtlS ?? 1200),
        ticketing_at: null,
        flight_seats: resolved.flights.map((f, i) => `${f.id}:${taken[i]}`).join(','),
      },
      body.passengers,
    );
    ctx.tickets.updateHold(hash, { order_id: id });
    return reply.code(201).send({ data: ticketOrderOf(ctx, ctx.tickets.find(id, agency)!, locale) });
  });
}
