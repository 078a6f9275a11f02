import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calculateRequestSchema } from '@/lib/schemas/booking';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { parseOr422 } from '../http/errors';
import { localeOf, money, t } from '../i18n';
import { portalToday } from '@/lib/format/date';
import { bookableOf, bookingDataOf, selectServices } from '../orders/booking';
import { requireOnSale } from '../flights/sale';
import { clockOf } from '../limits';
import { inSeconds, nowIso } from '../orders/lifecycle';
import { contactErrors, parseBookRequest, throwIfAny, touristErrors } from '../orders/tourists';

const sidParams = z.object({ sid: z.string().min(1) });

/** Booking (docs/product.md §7 "Booking"): the offer with what the form needs, its price with services, the booking itself. */
export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /api/v2/orders/book/:sid: the offer re-priced now, its services, baggage and price
  app.get('/api/v2/orders/book/:sid', async (request) => {
    const { sid } = parseOr422(sidParams, request.params);
    return { data: bookingDataOf(bookableOf(ctx, sid, localeOf(request))) };
  });

  // POST /api/v2/orders/calculate/:sid {services}: the price with these services (mandatory ones always)
  app.post('/api/v2/orders/calculate/:sid', async (request) => {
    const { sid } = parseOr422(sidParams, request.params);
    const { services } = parseOr422(calculateRequestSchema, request.body);
    const bookable = bookableOf(ctx, sid, localeOf(request));
    return { data: { price: bookable.priceOf(selectServices(bookable.services, services)) } };
  });

  // POST /api/v2/orders/book/:sid: books the offer for these tourists at the price the agent saw
  app.post('/api/v2/orders/book/:sid', async (request, reply) => {
    const { sid } = parseOr422(sidParams, request.params);
    const locale = localeOf(request);
    const body = parseBookRequest(request.body);
    const bookable = bookableOf(ctx, sid, locale);
    // A package is sold until its outbound flight's check-in closes (docs/product.md §9).
    requireOnSale([bookable.outbound], clockOf(ctx)());
    const { userId } = authOf(request);
    const agency = ctx.orders.agencyOf(userId);
    const selected = selectServices(bookable.services, body.services);
    const stay = { check_in: bookable.offerEur.dates.check_in, check_out: bookable.offerEur.dates.check_out };
    throwIfAny(
      touristErrors(
        body.tourists,
        { adults: bookable.key.adults, children_ages: bookable.key.childrenAges },
        stay,
        portalToday(),
      ),
      contactErrors(body.contact.phone, ctx.orders.agencyPhones(agency)),
    );

    const price = bookable.priceOf(selected);
    if (Math.abs(price.total - body.expected_total) >= 0.005) {
      return reply.code(409).send({
        error: 'price_changed',
        message: t(locale, 'orders.priceChanged.message', { total: money(price.total, locale) }),
        data: { price },
      });
    }
    const tickets = bookable.offerEur.tickets;
    // The tour's seats come out of the one inventory the flight tickets sell too (docs/product.md §11).
    const flights = [bookable.key.outFlightId, bookable.key.backFlightId].flatMap(
      (flightId) => ctx.flights.flight(flightId) ?? [],
    );
    ctx.seats.take(flights, bookable.party.adults + bookable.party.children);
    const id = ctx.orders.create(
      {
        agency_id: agency,
        owner_id: userId,
        status: 'pending',
        sid,
        offer: JSON.stringify(bookable.offerEur),
        services: JSON.stringify(
          bookable.services.map((s) => ({ ...s, selected: selected.some((x) => x.id === s.id) })),
        ),
        price: JSON.stringify(price),
        contact: JSON.stringify(body.contact),
        baggage: JSON.stringify(bookable.baggage),
        note: body.note,
        flight_type: bookable.nonRefundable ? 'regular' : 'charter',
        hotel_id: bookable.stay.hotel.id,
        country_id: bookable.stay.hotel.location.template.country.id,
        check_in: stay.check_in,
        check_out: stay.check_out,
        flight_there: tickets.from?.name ?? '',
        flight_back: tickets.to?.name ?? '',
        total: price.total,
        net: price.net,
        created_at: nowIso(),
        confirm_at: inSeconds(ctx.options.confirmDelayS ?? 5),
        charter_change: null,
      },
      body.tourists,
    );
    return reply.code(201).send({ data: { id, number: ctx.orders.find(id, agency)!.number } });
  });
}
