import {
  atsBalance,
  deskTicketOrderTotal,
  PAYMENT_NEXT,
  type AtsFlightInput,
  type DeskTicketOrder,
  type DeskTicketOrderFields,
  type DeskTicketOrderInput,
  type TicketPayment,
} from '@/lib/schemas/ats';
import type { Fare, FlightLeg, FlightSegment, PassengerPrice, TicketOrderSummary } from '@/lib/schemas/flights';
import type { AppContext } from '../context';
import type { Locale } from '../i18n';
import type { TicketPaymentRow } from '../repos/ats';
import type { NewTicketOrder, PassengerRow, TicketOrderRow } from '../repos/ticket-orders';
import { flightTypeOf } from './search';
import { passengerInputOf, ticketOrderOf, ticketOrderSummary } from './ticket-orders';
import { instantOf } from './sale';
import { roundCents } from '@/lib/shared/money';

// A ticket order as the ticket desk shows it (docs/product.md §12): §11's order with its sales
// fields, and a manual order (a ticket issued elsewhere) turned into the one store's row.

/** `,1,4,` → [1, 4]. */
export const propertyIds = (text: string) => text.split(',').filter(Boolean).map(Number);
export const propertiesText = (ids: readonly number[]) => (ids.length > 0 ? `,${[...new Set(ids)].join(',')},` : '');

export function deskFieldsOf(row: TicketOrderRow, propertyNames: ReadonlyMap<number, string>): DeskTicketOrderFields {
  return {
    source: row.source,
    pnr: row.pnr,
    carrier: row.carrier,
    issue_date: row.issue_date,
    transaction_type: row.transaction_type,
    fare: row.fare_amount,
    taxes: row.taxes,
    fee: row.fee,
    commission: row.commission,
    balance: atsBalance(row),
    seller_linked: row.seller_linked === 1,
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
    properties: propertyIds(row.properties).flatMap((id) =>
      propertyNames.has(id) ? [{ id: String(id), name: propertyNames.get(id)! }] : [],
    ),
  };
}

export function propertyNamesOf(ctx: AppContext, agencyId: number): Map<number, string> {
  return new Map(ctx.atsProperties.list(agencyId).map((p) => [p.id, p.name]));
}

export function atsSummaryOf(
  ctx: AppContext,
  row: TicketOrderRow,
  passengers: readonly PassengerRow[],
  locale: Locale,
  now: string,
  names: ReadonlyMap<number, string>,
): TicketOrderSummary & DeskTicketOrderFields {
  return { ...ticketOrderSummary(ctx, row, passengers, locale, now), ...deskFieldsOf(row, names) };
}

export function paymentOf(
  row: TicketPaymentRow,
  order: Pick<TicketOrderRow, 'id' | 'number' | 'total' | 'paid'>,
): TicketPayment {
  return {
    id: row.id,
    order: { id: order.id, number: order.number, total: order.total, paid: order.paid, balance: atsBalance(order) },
    amount: row.amount,
    currency: row.currency,
    rate: row.rate,
    rate_date: row.rate_date,
    amount_eur: row.amount_eur,
    method: row.method as TicketPayment['method'],
    paid_on: row.paid_on,
    payer: row.payer,
    reference: row.reference,
    status: row.status,
    created_at: row.created_at,
    created_by: { id: row.created_by, name: row.created_by_name },
    actions: { edit: row.status === 'new', next: PAYMENT_NEXT[row.status] },
  };
}

export function deskTicketOrderOf(ctx: AppContext, row: TicketOrderRow, locale: Locale): DeskTicketOrder {
  return {
    ...ticketOrderOf(ctx, row, locale),
    ...deskFieldsOf(row, propertyNamesOf(ctx, row.agency_id)),
    payments: ctx.ticketPayments.ofOrder(row.id).map((p) => paymentOf(p, row)),
  };
}

const minutesBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 60_000);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * The booked-fare JSON of a manual order, in §11's shape so the flight list, the sheet and the
 * documents read it like a booking's: its legs as entered (no seats, the airline's baggage
 * unknown), no cancellation, the price as one line per passenger type.
 */
function manualFare(ctx: AppContext, input: DeskTicketOrderInput, total: number): Fare {
  const flightType = input.flight_type;
  const leg = (f: AtsFlightInput): FlightLeg => {
    const code = f.flight_number.slice(0, 2);
    const airline = ctx.flights.airline(code) ?? { iata: code, name: code, color: '#64748b' };
    const place = (c: string) => ({ code: c, name: c, city: c });
    return {
      flight_number: f.flight_number.replace(/^([A-Z0-9]{2}) ?/, '$1 '),
      airline,
      from: place(f.from),
      to: place(f.to),
      departure: { date: f.departure_date, time: f.departure_time },
      arrival: { date: f.arrival_date, time: f.arrival_time },
      day_offset: Math.min(2, Math.max(0, daysBetween(f.departure_date, f.arrival_date))),
      duration_min: Math.max(
        1,
        minutesBetween(instantOf(f.departure_date, f.departure_time), instantOf(f.arrival_date, f.arrival_time)),
      ),
      type: flightType,
      booking_class: 'Y',
      seats_left: 0,
      baggage: null,
    };
  };
  const segments: FlightSegment[] = (['out', 'back'] as const).flatMap((direction) => {
    const flights = input.flights.filter((f) => f.direction === direction);
    if (flights.length === 0) return [];
    const legs = flights.map(leg);
    const first = flights[0]!;
    const last = flights.at(-1)!;
    const duration = minutesBetween(
      instantOf(first.departure_date, first.departure_time),
      instantOf(last.arrival_date, last.arrival_time),
    );
    return [{ direction, legs, stops: legs.length - 1, duration_min: Math.max(1, duration) }];
  });
  const kinds = (['adult', 'child', 'infant'] as const).filter((kind) => input.passengers.some((p) => p.kind === kind));
  const count = input.passengers.length;
  const perPassenger: PassengerPrice[] = kinds.map((kind) => {
    const n = input.passengers.filter((p) => p.kind === kind).length;
    return { type: kind, count: n, unit: roundCents(total / count), total: roundCents((total / count) * n) };
  });
  return {
    id: `manual-${input.pnr}`,
    name: input.carrier,
    flight_type: flightType,
    baggage_included: false,
    segments,
    rules: {
      refundable: false,
      cancellation: null,
      times_may_change: false,
      check_in: { open_hours: 24, close_minutes: 40 },
      ticketing_after_payment_min: 0,
    },
    price: { total, currency: 'EUR', per_passenger: perPassenger },
  };
}

/** The one store's columns of a manual order (create and edit alike). */
export function manualOrderColumns(
  ctx: AppContext,
  input: DeskTicketOrderInput,
): Omit<NewTicketOrder, 'agency_id' | 'created_at' | 'paid'> {
  const total = deskTicketOrderTotal(input);
  const fare = manualFare(ctx, input, total);
  const legs = fare.segments.flatMap((s) => s.legs);
  const out = fare.segments[0]!.legs;
  const first = legs[0]!;
  const last = legs.at(-1)!;
  return {
    owner_id: input.seller_id,
    status: input.status,
    fare_id: fare.id,
    fare: JSON.stringify(fare),
    buyer: JSON.stringify(input.buyer),
    flight_type: flightTypeOf(legs.map((l) => l.type)),
    trip: fare.segments.length > 1 ? 'return' : 'one_way',
    route: `${out[0]!.from.code}-${out.at(-1)!.to.code}`,
    airlines: `,${[...new Set(legs.map((l) => l.airline.iata))].join(',')},`,
    departure_date: first.departure.date,
    departs_at: instantOf(first.departure.date, first.departure.time),
    last_departs_at: instantOf(last.departure.date, last.departure.time),
    total,
    payment_deadline: null,
    // The form has the issue day only: no ticketing time is invented (docs/product.md §12).
    ticketing_at: null,
    flight_seats: '',
    source: 'manual',
    pnr: input.pnr,
    carrier: input.carrier,
    issue_date: input.issue_date,
    transaction_type: input.transaction_type,
    fare_amount: input.fare,
    taxes: input.taxes,
    fee: input.fee,
    commission: input.commission,
    properties: propertiesText(input.properties),
  };
}

/**
 * Stores a manual order (the create call and the seed): its seller is the one the form names, its
 * creator (`createdBy`) who entered it. A cancelled one is cancelled when entered, with no penalty.
 */
export function createManualOrder(
  ctx: AppContext,
  input: DeskTicketOrderInput,
  agencyId: number,
  createdAt: string,
  createdBy: number,
): number {
  const id = ctx.tickets.create(
    { ...manualOrderColumns(ctx, input), agency_id: agencyId, paid: 0, created_at: createdAt, created_by: createdBy },
    input.passengers,
  );
  if (input.status === 'cancelled') ctx.tickets.update(id, { cancelled_at: createdAt, cancel_penalty: 0 });
  return id;
}

/** A manual order's form values back from its row. */
export function manualOrderValues(ctx: AppContext, row: TicketOrderRow): DeskTicketOrderInput {
  const fare = JSON.parse(row.fare) as Fare;
  return {
    pnr: row.pnr ?? '',
    carrier: row.carrier ?? '',
    issue_date: row.issue_date ?? row.created_at.slice(0, 10),
    transaction_type: row.transaction_type,
    flight_type: row.flight_type,
    status: row.status as DeskTicketOrderInput['status'],
    seller_id: row.owner_id,
    flights: fare.segments.flatMap((s) =>
      s.legs.map((l) => ({
        direction: s.direction,
        flight_number: l.flight_number,
        from: l.from.code,
        to: l.to.code,
        departure_date: l.departure.date,
        departure_time: l.departure.time,
        arrival_date: l.arrival.date,
        arrival_time: l.arrival.time,
      })),
    ),
    passengers: ctx.tickets
      .passengers(row.id)
      .map((p) => ({ ...passengerInputOf(p), ticket_number: p.ticket_number ?? '' })),
    buyer: JSON.parse(row.buyer) as DeskTicketOrderInput['buyer'],
    fare: row.fare_amount,
    taxes: row.taxes,
    fee: row.fee,
    commission: row.commission,
    properties: propertyIds(row.properties),
  };
}
