import type {
  Buyer,
  Fare,
  FlightAirline,
  PassengerInput,
  TicketDeadline,
  TicketDocument,
  TicketLocks,
  TicketOrder,
  TicketOrderStatus,
  TicketOrderSummary,
} from '@/lib/schemas/flights';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { t, type Locale } from '../i18n';
import { portalToday } from '@/lib/format/date';
import { ticketCancellationTerms } from '@/lib/shared/ticket-cancellation';
import type { PassengerRow, TicketOrderRow } from '../repos/ticket-orders';
import type { Flight } from '../search/catalogue';
import { checkInClosesAt, flightClosed, saleOpen } from './sale';
import { roundCents } from '@/lib/shared/money';

// A ticket order's life (docs/product.md §11): hold → (paid) → ticketed → flown, or expired /
// cancelled. The operator's steps are due at times stored on the order and applied lazily the next
// time any ticket order is read, or at once through a /__demo hook (routes/demo-tickets.ts).

export const inSecondsFrom = (now: number, seconds: number) => new Date(now + seconds * 1000).toISOString();

export const notCancellable = () => new HttpError(409, 'tickets.notCancellable', 'tickets.notCancellable.message');

/** What a deadline is counted from. */
export interface DeadlineState {
  status: TicketOrderStatus;
  paid: number;
  total: number;
  payment_deadline: string | null;
  ticketing_at: string | null;
  check_in_closes_at: string;
}

/**
 * What the flight list counts down to next: payment of an unpaid hold, the e-tickets of a paid
 * one, then check-in closing of a ticketed one; nothing once check-in closed or the order is over
 * (flown, cancelled, expired, refunded: the status alone decides).
 */
export function nextDeadline(o: DeadlineState, now: string): TicketDeadline | null {
  if (o.status === 'hold' && o.paid < o.total && o.payment_deadline) return { kind: 'payment', at: o.payment_deadline };
  if (o.status === 'hold' && o.ticketing_at) return { kind: 'ticketing', at: o.ticketing_at };
  if (o.status === 'ticketed' && o.check_in_closes_at > now) return { kind: 'check_in', at: o.check_in_closes_at };
  return null;
}

/** docs/product.md §4: a regular ticket once issued keeps its names, birth dates and dates. */
export function locksOf(flightType: 'charter' | 'regular', status: TicketOrderStatus, locale: Locale): TicketLocks {
  const locked = flightType === 'regular' && (status === 'ticketed' || status === 'flown');
  return { passport: locked, dates: locked, reason: locked ? t(locale, 'orders.locked') : null };
}

/** A charter before ticketing, or any hold with nothing paid (docs/product.md §11 "Cancellation"). */
export function cancellable(o: Pick<TicketOrderRow, 'status' | 'paid'>, fare: Pick<Fare, 'rules'>): boolean {
  return o.status === 'hold' && (o.paid === 0 || fare.rules.cancellation !== null);
}

/** The penalty and refund of cancelling now: nothing kept of an unpaid hold, the fare's penalty (at most what was paid) otherwise. */
export function cancellationOf(
  o: Pick<TicketOrderRow, 'paid'>,
  fare: Pick<Fare, 'rules'>,
): { penalty: number; refund: number } {
  return ticketCancellationTerms(o, fare.rules);
}

const fareOf = (row: Pick<TicketOrderRow, 'fare'>): Fare => JSON.parse(row.fare) as Fare;
const legsOf = (fare: Fare) => fare.segments.flatMap((s) => s.legs);

/** The flights an order took seats from, and how many from each ("id:seats,…"). */
export function flightSeatsOf(
  ctx: AppContext,
  row: Pick<TicketOrderRow, 'flight_seats'>,
): { flights: Flight[]; taken: number[] } {
  const flights: Flight[] = [];
  const taken: number[] = [];
  for (const part of row.flight_seats.split(',').filter(Boolean)) {
    const [id, seats] = part.split(':').map(Number) as [number, number];
    const flight = ctx.flights.flight(id);
    if (flight) {
      flights.push(flight);
      taken.push(seats);
    }
  }
  return { flights, taken };
}

/** An e-ticket number per passenger: the airline's three digits and ten of the order's. */
export const ticketNumber = (orderId: number, position: number) =>
  `555-${String(orderId * 10 + position).padStart(10, '0')}`;

const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The airline's booking reference (PNR) given at ticketing: six letters and digits from the order's id, the e-ticket's and the desk's. */
export function pnrOf(orderId: number): string {
  let n = orderId * 7_919 + 1_048_576;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code += PNR_LETTERS[n % PNR_LETTERS.length];
    n = Math.floor(n / PNR_LETTERS.length);
  }
  return code;
}

/** Moves an order with the side effects of the new status (seats back, ticket numbers). */
export function moveTicketOrder(
  ctx: AppContext,
  row: TicketOrderRow,
  to: TicketOrderStatus,
  now = new Date().toISOString(),
): void {
  if (to === 'expired' || to === 'cancelled') {
    const { flights, taken } = flightSeatsOf(ctx, row);
    ctx.seats.release(flights, taken);
    const cancellation = to === 'cancelled' ? cancellationOf(row, fareOf(row)) : null;
    ctx.tickets.update(row.id, {
      status: to,
      flight_seats: '',
      ...(cancellation ? { cancelled_at: now, cancel_penalty: cancellation.penalty } : {}),
    });
    return;
  }
  if (to === 'ticketed') {
    for (const p of ctx.tickets.passengers(row.id))
      ctx.tickets.updatePassenger({ ...p, ticket_number: p.ticket_number ?? ticketNumber(row.id, p.position) });
    const ticketingAt = row.ticketing_at && row.ticketing_at <= now ? row.ticketing_at : now;
    ctx.tickets.update(row.id, {
      status: to,
      ticketing_at: ticketingAt,
      issue_date: row.issue_date ?? portalToday(new Date(ticketingAt)),
      pnr: row.pnr ?? pnrOf(row.id),
    });
    return;
  }
  ctx.tickets.update(row.id, { status: to });
}

/** Applies every step due by now: unpaid holds expire, paid ones are ticketed, departed ones flown. */
export function settleTicketOrders(ctx: AppContext): void {
  const now = new Date().toISOString();
  for (const row of ctx.tickets.due(now)) {
    if (row.status === 'ticketed') moveTicketOrder(ctx, row, 'flown', now);
    else moveTicketOrder(ctx, row, row.paid < row.total ? 'expired' : 'ticketed', now);
  }
}

/**
 * Paid in full now (the demo's pay hook): a settled card payment of what is due, so `paid` stays
 * the sum of the counted payments (docs/product.md §12); the e-tickets are due
 * DEMO_TICKETING_DELAY_S later.
 */
export function payTicketOrder(ctx: AppContext, row: TicketOrderRow, saleAt: number): void {
  if (row.status !== 'hold' || row.paid >= row.total)
    throw new HttpError(409, 'orders.conflict', 'orders.conflict.message');
  const due = roundCents(row.total - row.paid);
  const today = portalToday();
  const buyer = JSON.parse(row.buyer) as Buyer;
  ctx.db.transaction(() => {
    ctx.ticketPayments.create({
      agency_id: row.agency_id,
      order_id: row.id,
      amount: due,
      currency: 'EUR',
      rate: 1,
      rate_date: today,
      amount_eur: due,
      method: 'card',
      paid_on: today,
      payer: buyer.name,
      reference: null,
      status: 'settled',
      created_at: new Date().toISOString(),
      created_by: row.owner_id,
    });
    recountPaid(ctx, row, saleAt);
  })();
}

/** Whether a ticket order's first flight is still on sale at `now` (ms): its check-in as the order's countdown has it. */
export const ticketOrderOnSale = (row: Pick<TicketOrderRow, 'departs_at' | 'fare'>, now: number) =>
  saleOpen(checkInClosesAt(Date.parse(row.departs_at), fareOf(row).rules.check_in.close_minutes), now);

/**
 * An order's `paid` after its payments changed: the sum of the settled and reconciled ones. A hold
 * paid in full gets its ticketing time (DEMO_TICKETING_DELAY_S from now), as §11 says. A payment
 * made at `saleAt` (ms) that would send a hold to ticketing is its sale: once the first flight's
 * check-in has closed it is refused with 409 (docs/product.md §9), thrown inside the caller's
 * transaction, which then leaves the payment unrecorded. Without `saleAt` (the seed, a
 * manual order's edit) paid is only recounted.
 */
export function recountPaid(ctx: AppContext, row: TicketOrderRow, saleAt?: number): void {
  const paid = roundCents(ctx.ticketPayments.counted(row.id));
  const toTicketing = row.status === 'hold' && paid >= row.total && !row.ticketing_at;
  if (toTicketing && saleAt !== undefined && !ticketOrderOnSale(row, saleAt)) throw flightClosed();
  ctx.tickets.update(row.id, {
    paid,
    ...(toTicketing ? { ticketing_at: inSecondsFrom(Date.now(), ctx.options.ticketingDelayS ?? 60) } : {}),
  });
}

/** A stored passenger's fields as the booking form has them. */
export function passengerInputOf(p: PassengerRow): PassengerInput {
  return {
    kind: p.kind,
    surname: p.surname,
    name: p.name,
    birth_date: p.birth_date,
    gender: p.gender,
    passport_number: p.passport_number,
    passport_expiry: p.passport_expiry,
    citizenship: p.citizenship,
  };
}

const passengerName = (p: Pick<PassengerRow, 'surname' | 'name'>) => `${p.surname} ${p.name}`.toUpperCase();

export function ticketOrderSummary(
  ctx: AppContext,
  row: TicketOrderRow,
  passengers: readonly PassengerRow[],
  locale: Locale,
  now: string,
): TicketOrderSummary {
  const fare = ctx.flights.localizeFare(fareOf(row), locale);
  const legs = legsOf(fare);
  const out = fare.segments[0]!.legs;
  const airlines = new Map<string, FlightAirline>();
  for (const leg of legs) airlines.set(leg.airline.iata, leg.airline);
  const over = row.status === 'cancelled' || row.status === 'expired';
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.created_at,
    owner: { id: row.owner_id, name: row.owner_name },
    flight_type: row.flight_type,
    trip: row.trip,
    route: { from: out[0]!.from, to: out[out.length - 1]!.to },
    departure: out[0]!.departure,
    return_departure: fare.segments[1]?.legs[0]?.departure ?? null,
    airlines: [...airlines.values()],
    flight_numbers: legs.map((leg) => leg.flight_number),
    passenger_names: passengers.map(passengerName),
    total: row.total,
    paid: row.paid,
    due: over ? 0 : roundCents(Math.max(0, row.total - row.paid)),
    currency: 'EUR',
    payment_deadline: row.payment_deadline,
    deadline: nextDeadline({ ...row, check_in_closes_at: checkInCloseOf(row, fare) }, now),
  };
}

function checkInCloseOf(row: Pick<TicketOrderRow, 'departs_at'>, fare: Fare): string {
  return new Date(checkInClosesAt(Date.parse(row.departs_at), fare.rules.check_in.close_minutes)).toISOString();
}

function documentsOf(row: TicketOrderRow, locale: Locale): TicketDocument[] {
  const closed: Partial<Record<TicketOrderStatus, string>> = {
    cancelled: t(locale, 'orders.doc.cancelled'),
    expired: t(locale, 'tickets.doc.expired'),
    refunded: t(locale, 'tickets.doc.refunded'),
  };
  const over = closed[row.status];
  const paid = row.paid >= row.total;
  const ticketed = row.status === 'ticketed' || row.status === 'flown';
  return [
    { kind: 'eticket', available: ticketed, reason: ticketed ? null : (over ?? t(locale, 'tickets.doc.notTicketed')) },
    {
      kind: 'receipt',
      available: paid && !over,
      reason: paid && !over ? null : (over ?? t(locale, 'orders.doc.notPaid')),
    },
  ];
}

export function ticketOrderOf(
  ctx: AppContext,
  row: TicketOrderRow,
  locale: Locale,
  now = new Date().toISOString(),
): TicketOrder {
  const passengers = ctx.tickets.passengers(row.id);
  const fare = ctx.flights.localizeFare(fareOf(row), locale);
  const locks = locksOf(row.flight_type, row.status, locale);
  return {
    ...ticketOrderSummary(ctx, row, passengers, locale, now),
    segments: fare.segments,
    rules: fare.rules,
    price: fare.price,
    passengers: passengers.map((p) => ({ id: p.id, ...passengerInputOf(p), ticket_number: p.ticket_number })),
    buyer: JSON.parse(row.buyer) as Buyer,
    ticketing_at: row.ticketing_at,
    check_in_closes_at: checkInCloseOf(row, fare),
    locks,
    documents: documentsOf(row, locale),
    cancellation:
      row.status === 'cancelled' && row.cancelled_at
        ? {
            cancelled_at: row.cancelled_at,
            penalty: row.cancel_penalty ?? 0,
            refund: roundCents(row.paid - (row.cancel_penalty ?? 0)),
          }
        : null,
    actions: { edit: row.status === 'hold' || row.status === 'ticketed', cancel: cancellable(row, fare) },
  };
}
