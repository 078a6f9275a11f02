import { toCsv } from '@/lib/reports/csv';
import { charterFlightCsvTable } from '@/lib/reports/charter-flight-csv';
import { charterFigures, type CharterDetails } from '@/lib/schemas/reports';
import { charterDetails, charterFlight } from '../fixtures/reports';

// A charter flight's CSV (docs/product.md §13 "Report screens"): a line per order of its drill-down
// and the block's sold seats and revenue, which its lines add up to (a refund counting off).

const words = { column: (key: string) => key, type: (type: string) => `type:${type}`, total: 'Total' };

function details(): CharterDetails {
  const base = charterDetails();
  const sale = base.tickets[0]!;
  const tickets = [
    { ...sale, order_id: 41, seats: 2, total: 600 },
    {
      ...sale,
      order_id: 42,
      number: 'AT-000042',
      pnr: null,
      seats: 3,
      total: 900.5,
      passengers: [{ name: 'ANA RUSU', ticket_number: null }],
    },
    {
      ...sale,
      order_id: 43,
      number: 'AT-000043',
      transaction_type: 'refund' as const,
      status: 'refunded',
      seats: 1,
      total: 300,
      paid: 0,
      balance: 0,
    },
  ];
  const flight = charterFlight({
    ...charterFigures(
      { seats: 20, released: 2, sold: 4, seat_cost: 200, revenue: 1200.5, release_date: '2026-09-26' },
      '2026-10-11',
    ),
    seat_cost: 200,
  });
  return { flight, tickets };
}

describe("a charter flight's CSV", () => {
  it("has a line per order of the drill-down and a totals line equal to the block's sold seats and revenue", () => {
    const d = details();
    const { header, body } = charterFlightCsvTable(d, words);
    expect(header).toEqual(['number', 'pnr', 'type', 'passengers', 'seller', 'seats', 'total', 'paid', 'balance']);
    expect(body).toHaveLength(d.tickets.length + 1);
    expect(body.slice(0, -1).map((row) => row[0])).toEqual(d.tickets.map((t) => t.number));
    expect(body[2]!.slice(2, 3)).toEqual(['type:refund']);
    const seats = body.slice(0, -1).reduce((sum, row) => sum + (row[5] as number), 0);
    const revenue = body.slice(0, -1).reduce((sum, row) => sum + (row[6] as { value: number }).value, 0);
    const total = body[body.length - 1]!;
    expect([total[0], total[5], (total[6] as { value: number }).value]).toEqual([
      'Total',
      d.flight.sold,
      d.flight.revenue,
    ]);
    expect([seats, revenue]).toEqual([d.flight.sold, d.flight.revenue]);
  });

  it("writes through the shared CSV writer in the user's language", () => {
    const { header, body } = charterFlightCsvTable(details(), words);
    const lines = toCsv('ru', header, body).split('\r\n');
    expect(lines[2]).toContain('AT-000042;;type:sale;ANA RUSU;Ana Popescu;3;900,50;');
    expect(lines[4]).toContain('Total;;;;;4;1200,50;;');
  });
});
