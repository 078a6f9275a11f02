import {
  deskTicketOrderResponseSchema,
  deskTicketOrdersListSchema,
  type DeskTicketOrderSummary,
} from '@/lib/schemas/ats';
import { charterDetailsSchema, charterFlightsSchema, type CharterFlight } from '@/lib/schemas/reports';
import { SOLD_TICKET_STATUSES } from '@/lib/schemas/list-params';
import type { DemoBackend } from '@/tests/helpers/demo-backend';
import { call } from './client';
import { bookFare, faresOf, legsOf, searchFlights } from './flights-fixture';
import { demo } from './orders-fixture';
import { everyPage, get, reportsBackend, shift } from './reports-fixture';

// One inventory (docs/product.md §13 "One inventory"): a charter block is seats on a flight the
// search sells; a portal booking on it counts in its sold seats, revenue and drill-down once
// ticketed; a block's sold seats and revenue are its portal bookings' and desk tickets', counted
// here from the ticket orders API, not the report's SQL.

const backend = reportsBackend();
const TWO = { adults: 2, children: 0, infants: 0 };
const period = () => `date_from=${shift(backend.today, -245)}&date_to=${shift(backend.today, 120)}`;
const allFlights = (query: string): Promise<CharterFlight[]> =>
  everyPage((n) =>
    get(
      backend,
      `/api/reports/charter-control-financial?${query}&page[size]=100&page[number]=${n}`,
      charterFlightsSchema,
    ),
  );
const details = async (id: number) =>
  (await get(backend, `/api/reports/charter-control-financial/${id}/details`, charterDetailsSchema)).data;
/** The fixtures' calls read the backend's address only. */
const demoBackend = () => ({ url: backend.url }) as DemoBackend;
/** The block the portal booking below is on. */
let bookedBlock: number | undefined;
const signed = (o: { transaction_type: string }, value: number) => (o.transaction_type === 'refund' ? -value : value);

/** The orders of the ticket orders API leaving on a block's flight (its number, its day), by status, with their seats from each order's passengers. */
async function ordersOn(block: CharterFlight): Promise<Array<DeskTicketOrderSummary & { seats: number }>> {
  const status = SOLD_TICKET_STATUSES.join(',');
  const rows = await everyPage(async (n) => {
    const path = `/api/ats/orders?route=${block.route.id}&flight_from=${block.departure_date}&flight_to=${block.departure_date}&status=${status}&page[size]=100&page[number]=${n}`;
    return deskTicketOrdersListSchema.parse(
      (await call(backend.url, path, { token: backend.tokens.agency_director })).body,
    );
  });
  const on = rows.filter(
    (o) => o.flight_numbers[0] === block.flight_number && o.departure.date === block.departure_date,
  );
  return Promise.all(
    on.map(async (o) => {
      const order = deskTicketOrderResponseSchema.parse(
        (await call(backend.url, `/api/ats/orders/${o.id}`, { token: backend.tokens.agency_director })).body,
      ).data;
      return { ...o, seats: order.passengers.filter((p) => p.kind !== 'infant').length };
    }),
  );
}

describe('the charter blocks', () => {
  it('coming ones are on flights the flight search sells on their day', async () => {
    const coming = (await allFlights(period())).filter((f) => f.departure_date > shift(backend.today, 1));
    expect(coming.length).toBeGreaterThan(0);
    for (const block of coming) {
      const [from, to] = block.route.id.split('-') as [string, string];
      const result = await searchFlights(demoBackend(), backend.tokens.agent, {
        from,
        to,
        date: block.departure_date,
        trip: 'one_way',
        flex: 0,
        adults: 1,
        size: 50,
      });
      const numbers = faresOf(result).flatMap((fare) =>
        legsOf(fare)
          .filter((leg) => leg.departure.date === block.departure_date)
          .map((leg) => leg.flight_number),
      );
      expect([block.id, numbers]).toEqual([block.id, expect.arrayContaining([block.flight_number])]);
    }
  });

  it('count a portal booking on the flight in sold seats, revenue and the drill-down once it is ticketed, not while it is held', async () => {
    const block = (await allFlights(`${period()}&state=open`)).find((f) => f.departure_date > shift(backend.today, 1))!;
    const [from, to] = block.route.id.split('-') as [string, string];
    const result = await searchFlights(demoBackend(), backend.tokens.agent, {
      from,
      to,
      date: block.departure_date,
      trip: 'one_way',
      flex: 0,
      adults: 2,
      size: 50,
    });
    const fare = faresOf(result).find((f) => legsOf(f)[0]!.flight_number === block.flight_number)!;
    const before = await details(block.id);
    bookedBlock = block.id;
    const booked = await bookFare(demoBackend(), backend.tokens.agent, fare, TWO);

    const held = await details(block.id);
    expect([held.flight.sold, held.tickets.map((t) => t.order_id)]).toEqual([
      before.flight.sold,
      before.tickets.map((t) => t.order_id),
    ]);

    await demo(demoBackend(), `/ticket-orders/${booked.id}/pay`);
    await demo(demoBackend(), `/ticket-orders/${booked.id}/ticket`);
    const after = await details(block.id);
    expect(after.flight.sold).toBe(before.flight.sold + 2);
    expect(after.flight.revenue).toBeCloseTo(before.flight.revenue + booked.total, 2);
    expect(after.flight.free).toBe(Math.max(0, before.flight.free - 2));
    expect(after.tickets.map((t) => t.order_id)).toEqual([...before.tickets.map((t) => t.order_id), booked.id]);
    const row = (await allFlights(`${period()}&flight=${block.id}`))[0]!;
    expect([row.sold, row.revenue]).toEqual([after.flight.sold, after.flight.revenue]);
  });

  it('sell the seats of their portal bookings and desk tickets, no more and no fewer, and bring in their totals', async () => {
    const all = await allFlights(period());
    // Departed, released and open blocks, the one the portal booking above is on among them.
    const sampled = [
      ...all.filter((f) => f.state === 'departed').slice(0, 2),
      ...all.filter((f) => f.state === 'released').slice(0, 1),
      ...all.filter((f) => f.state === 'open' && f.id !== bookedBlock).slice(0, 1),
      ...all.filter((f) => f.id === bookedBlock),
    ];
    expect(sampled.length).toBeGreaterThan(2);
    const sources = new Set<string>();
    for (const block of sampled) {
      const orders = await ordersOn(block);
      for (const o of orders) sources.add(o.source);
      const seats = orders.reduce((sum, o) => sum + signed(o, o.seats), 0);
      const revenue = orders.reduce((sum, o) => sum + signed(o, o.total), 0);
      expect([block.id, block.sold]).toEqual([block.id, Math.max(0, seats)]);
      expect(block.revenue).toBeCloseTo(revenue, 2);
    }
    expect([...sources].sort()).toEqual(['manual', 'portal']);
  });
});
