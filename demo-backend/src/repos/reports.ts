import type { CharterQuery, SalesBucket, SalesGroup, SalesReportQuery, SalesTotals } from '@/lib/schemas/reports';
import type { Db } from '../db/open';
import { ListFilters } from './list-filters';

// The reports' sums (docs/product.md §13), computed by SQLite over covering indexes: the sales
// report reads ticket_orders_sales only, a charter flight's sales ticket_orders_block. Scoped by
// agency here, so a route cannot forget it.

export interface CharterBlockRow {
  id: number;
  agency_id: number;
  airline: string;
  flight_number: string;
  route: string;
  departure_date: string;
  seats: number;
  seat_cost: number;
  release_date: string;
  released: number;
  /** Computed: seats sold on it (refunds taken off) and what they brought in. */
  sold: number;
  revenue: number;
}

/** A refund's money counts negative (docs/product.md §13). */
const SIGN = "(CASE WHEN o.transaction_type = 'refund' THEN -1 ELSE 1 END)";
/** Portal bookings have no carrier of their own: their first airline is it. */
export const CARRIER_SQL = 'COALESCE(o.carrier, substr(o.airlines, 2, 2))';
const GROUP_KEYS: Record<SalesGroup, string> = { day: 'o.issue_date', airline: CARRIER_SQL, route: 'o.route', seller: 'CAST(o.owner_id AS TEXT)' };
const TOTALS = `COUNT(*) AS orders,
  COALESCE(SUM(o.transaction_type = 'sale'), 0) AS sales,
  COALESCE(SUM(o.transaction_type = 'refund'), 0) AS refunds,
  COALESCE(SUM(o.transaction_type = 'exchange'), 0) AS exchanges,
  COALESCE(SUM(o.tickets), 0) AS tickets,
  ROUND(COALESCE(SUM(${SIGN} * o.fare_amount), 0), 2) AS fare,
  ROUND(COALESCE(SUM(${SIGN} * o.taxes), 0), 2) AS taxes,
  ROUND(COALESCE(SUM(${SIGN} * o.fee), 0), 2) AS fee,
  ROUND(COALESCE(SUM(${SIGN} * o.commission), 0), 2) AS commission,
  ROUND(COALESCE(SUM(${SIGN} * (o.fare_amount + o.taxes + o.fee)), 0), 2) AS total`;
/** Each bucket's first day, the period's first day for the first one. */
const BUCKET_KEYS: Record<SalesBucket, string> = {
  day: 'o.issue_date',
  week: "max(@from, date(o.issue_date, '-' || ((CAST(strftime('%w', o.issue_date) AS INTEGER) + 6) % 7) || ' days'))",
  month: "max(@from, substr(o.issue_date, 1, 8) || '01')",
};

export type SalesFilter = Pick<SalesReportQuery, 'transaction_type' | 'seller' | 'carrier'>;

export class Reports {
  constructor(private readonly db: Db) {}

  /** The orders a sales report counts: issued in the period, not cancelled, matching the filters. */
  private salesFilters(agencyId: number, from: string, to: string, filter: SalesFilter): ListFilters {
    const filters = new ListFilters("o.agency_id = @agency AND o.issue_date BETWEEN @from AND @to AND o.status != 'cancelled'", { agency: agencyId, from, to });
    filters.oneOf('o.transaction_type', 'type', filter.transaction_type);
    filters.add('o.owner_id = @seller', 'seller', filter.seller);
    filters.add(`${CARRIER_SQL} = @carrier`, 'carrier', filter.carrier);
    return filters;
  }

  salesTotals(agencyId: number, from: string, to: string, filter: SalesFilter): SalesTotals {
    const f = this.salesFilters(agencyId, from, to, filter);
    return this.db.prepare<[Record<string, unknown>], SalesTotals>(`SELECT ${TOTALS} FROM ticket_orders o WHERE ${f.sql}`).get(f.params)!;
  }

  /** Every group's figures over the period (at most a year of days, or the agency's airlines, routes, sellers). */
  salesGroups(agencyId: number, from: string, to: string, filter: SalesFilter, group: SalesGroup): Array<SalesTotals & { key: string }> {
    const f = this.salesFilters(agencyId, from, to, filter);
    return this.db
      .prepare<[Record<string, unknown>], SalesTotals & { key: string }>(`SELECT ${GROUP_KEYS[group]} AS key, ${TOTALS} FROM ticket_orders o WHERE ${f.sql} GROUP BY key`)
      .all(f.params);
  }

  /** Each bucket's total per group. */
  salesChart(agencyId: number, from: string, to: string, filter: SalesFilter, group: SalesGroup, bucket: SalesBucket): Array<{ bucket: string; key: string; total: number }> {
    const f = this.salesFilters(agencyId, from, to, filter);
    return this.db
      .prepare<[Record<string, unknown>], { bucket: string; key: string; total: number }>(
        `SELECT ${BUCKET_KEYS[bucket]} AS bucket, ${GROUP_KEYS[group]} AS key, ROUND(SUM(${SIGN} * (o.fare_amount + o.taxes + o.fee)), 2) AS total
         FROM ticket_orders o WHERE ${f.sql} GROUP BY bucket, key`,
      )
      .all(f.params);
  }

  /** The sellers, carriers and first and last issue days of the agency's ticket orders. */
  salesFilterValues(agencyId: number): { sellers: Array<{ id: number; name: string }>; carriers: string[]; first_day: string | null; last_day: string | null } {
    const days = this.db
      .prepare<[number, number], { first_day: string | null; last_day: string | null }>(
        'SELECT (SELECT MIN(issue_date) FROM ticket_orders WHERE agency_id = ? AND issue_date IS NOT NULL) AS first_day, (SELECT MAX(issue_date) FROM ticket_orders WHERE agency_id = ?) AS last_day',
      )
      .get(agencyId, agencyId)!;
    const sellers = this.db
      .prepare<[number], { id: number; name: string }>(
        'SELECT u.id, u.name FROM users u WHERE u.agency_id = ? AND EXISTS (SELECT 1 FROM ticket_orders o WHERE o.owner_id = u.id) ORDER BY u.name',
      )
      .all(agencyId);
    const carriers = this.db
      .prepare<[number], { code: string }>(`SELECT DISTINCT ${CARRIER_SQL} AS code FROM ticket_orders o WHERE o.agency_id = ? AND o.issue_date IS NOT NULL ORDER BY code`)
      .all(agencyId)
      .map((row) => row.code);
    return { sellers, carriers, ...days };
  }

  /** The agency's blocks departing in the period, with their sales (every block of a year is a few hundred rows). */
  charterBlocks(agencyId: number, query: Partial<Pick<CharterQuery, 'date_from' | 'date_to' | 'airline' | 'route' | 'flight' | 'state'>>, today: string): CharterBlockRow[] {
    const filters = new ListFilters('c.agency_id = @agency', { agency: agencyId, today });
    filters.add('c.departure_date >= @from', 'from', query.date_from);
    filters.add('c.departure_date <= @to', 'to', query.date_to);
    filters.add('c.airline = @airline', 'airline', query.airline);
    filters.add('c.route = @route', 'route', query.route);
    filters.add('c.id = @flight', 'flight', query.flight);
    if (query.state === 'open') filters.add('c.release_date >= @today', 'state', query.state);
    if (query.state === 'released') filters.add('c.release_date < @today AND c.departure_date >= @today', 'state', query.state);
    if (query.state === 'departed') filters.add('c.departure_date < @today', 'state', query.state);
    return this.db
      .prepare<[Record<string, unknown>], CharterBlockRow>(
        `SELECT c.*, COALESCE(s.sold, 0) AS sold, COALESCE(s.revenue, 0) AS revenue FROM charter_blocks c
         LEFT JOIN (SELECT o.charter_block_id AS id, SUM(${SIGN} * o.seats) AS sold, ROUND(SUM(${SIGN} * o.total), 2) AS revenue
           FROM ticket_orders o WHERE o.charter_block_id IN (SELECT c.id FROM charter_blocks c WHERE ${filters.sql}) AND o.status IN ('ticketed', 'flown')
           GROUP BY o.charter_block_id) s ON s.id = c.id
         WHERE ${filters.sql} ORDER BY c.departure_date, c.id`,
      )
      .all(filters.params);
  }

  /** The airlines, routes and first and last departures of the agency's blocks. */
  charterFilterValues(agencyId: number): { airlines: string[]; routes: string[]; first_day: string | null; last_day: string | null } {
    const rows = this.db.prepare<[number], { airline: string; route: string }>('SELECT DISTINCT airline, route FROM charter_blocks WHERE agency_id = ?').all(agencyId);
    const days = this.db
      .prepare<[number], { first_day: string | null; last_day: string | null }>('SELECT MIN(departure_date) AS first_day, MAX(departure_date) AS last_day FROM charter_blocks WHERE agency_id = ?')
      .get(agencyId)!;
    return { airlines: [...new Set(rows.map((r) => r.airline))].sort(), routes: [...new Set(rows.map((r) => r.route))].sort(), ...days };
  }

  /** The ids of the orders sold on a block, by issue date. */
  blockOrderIds(blockId: number): number[] {
    return this.db
      .prepare<[number], { id: number }>('SELECT id FROM ticket_orders WHERE charter_block_id = ? ORDER BY issue_date, id')
      .all(blockId)
      .map((row) => row.id);
  }
}
