import { SOLD_TICKET_STATUSES } from '@/lib/schemas/list-params';
import {
  addSalesTotals,
  EMPTY_SALES_TOTALS,
  type CharterQuery,
  type SalesBucket,
  type SalesGroup,
  type SalesReportQuery,
  type SalesTotals,
} from '@/lib/schemas/reports';
import type { Db } from '../db/open';
import { ListFilters } from './list-filters';
import { roundCents } from '@/lib/shared/money';
import { COUNTED_OFF_TRANSACTIONS, transactionSign } from '@/lib/shared/transaction-sign';

// The reports' sums (docs/product.md §13), computed by SQLite over covering indexes: the sales
// report reads its grouping's ticket_orders_sales_* index only, a charter flight's sales ticket_orders_block. Scoped by
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

/** The sold statuses as an SQL list. */
const SOLD_SQL = SOLD_TICKET_STATUSES.map((status) => `'${status}'`).join(', ');
/** An order's sign in a sum: a refund counts off (lib/shared/transaction-sign.ts, docs/product.md §13). */
const SIGN = `(CASE WHEN o.transaction_type IN (${COUNTED_OFF_TRANSACTIONS.map((type) => `'${type}'`).join(', ')}) THEN -1 ELSE 1 END)`;
/** Portal bookings have no carrier of their own: their first airline is it. */
export const CARRIER_SQL = 'COALESCE(o.carrier, substr(o.airlines, 2, 2))';
/** Each grouping's key as its index has it (db/schema.ts ticket_orders_sales_*). */
const GROUP_KEYS: Record<SalesGroup, string> = {
  day: 'o.issue_date',
  airline: CARRIER_SQL,
  route: 'o.route',
  seller: 'o.owner_id',
};
const DAY_GROUPS: Record<SalesGroup, string> = Object.fromEntries(
  Object.entries(GROUP_KEYS).map(([group, key]) => [
    group,
    group === 'day' ? 'o.issue_date, o.transaction_type' : `o.issue_date, ${key}, o.transaction_type`,
  ]),
) as Record<SalesGroup, string>;
/** Plain sums per transaction type (the cheapest scan); `cellTotals` signs and adds them. */
const SUMS = `o.transaction_type AS type, COUNT(*) AS orders, SUM(o.tickets) AS tickets, SUM(o.fare_amount) AS fare, SUM(o.taxes) AS taxes, SUM(o.fee) AS fee, SUM(o.commission) AS commission`;
interface SumRow {
  type: string;
  orders: number;
  tickets: number;
  fare: number;
  taxes: number;
  fee: number;
  commission: number;
}

/** One type's sums as report figures: a refund's money negative, total = fare + taxes + fee. */
function cellTotals(row: SumRow): SalesTotals {
  const sign = transactionSign(row.type);
  const [fare, taxes, fee, commission] = [row.fare, row.taxes, row.fee, row.commission].map((value) =>
    roundCents(sign * value),
  ) as [number, number, number, number];
  return {
    orders: row.orders,
    sales: row.type === 'sale' ? row.orders : 0,
    refunds: row.type === 'refund' ? row.orders : 0,
    exchanges: row.type === 'exchange' ? row.orders : 0,
    tickets: row.tickets,
    fare,
    taxes,
    fee,
    commission,
    total: roundCents(fare + taxes + fee),
  };
}

/** Rows of one key (and bucket) per type, added into one row each. */
function merge<K extends string>(
  rows: ReadonlyArray<SumRow & Record<K, string>>,
  keyOf: (row: SumRow & Record<K, string>) => string,
  extra: (row: SumRow & Record<K, string>) => Record<K, string>,
) {
  const merged = new Map<string, SalesTotals & Record<K, string>>();
  for (const row of rows) {
    const id = keyOf(row);
    merged.set(id, {
      ...extra(row),
      ...addSalesTotals(merged.get(id) ?? EMPTY_SALES_TOTALS, cellTotals(row)),
    } as SalesTotals & Record<K, string>);
  }
  return [...merged.values()];
}

/** Each bucket's first day, the period's first day for the first one. */
const BUCKET_KEYS: Record<SalesBucket, string> = {
  day: 'd.day',
  week: "max(@from, date(d.day, '-' || ((CAST(strftime('%w', d.day) AS INTEGER) + 6) % 7) || ' days'))",
  month: "max(@from, substr(d.day, 1, 8) || '01')",
};

export type SalesFilter = Pick<SalesReportQuery, 'transaction_type' | 'seller' | 'carrier'>;

export class Reports {
  constructor(private readonly db: Db) {}

  /** The orders a sales report counts: issued in the period, not cancelled, matching the filters. */
  private salesFilters(agencyId: number, from: string, to: string, filter: SalesFilter): ListFilters {
    const filters = new ListFilters(
      "o.agency_id = @agency AND o.issue_date BETWEEN @from AND @to AND o.status != 'cancelled'",
      { agency: agencyId, from, to },
    );
    filters.oneOf('o.transaction_type', 'type', filter.transaction_type);
    filters.add('o.owner_id = @seller', 'seller', filter.seller);
    filters.add(`${CARRIER_SQL} = @carrier`, 'carrier', filter.carrier);
    return filters;
  }

  /** Every group's figures over the period (at most a year of days, or the agency's airlines, routes, sellers). */
  salesGroups(
    agencyId: number,
    from: string,
    to: string,
    filter: SalesFilter,
    group: SalesGroup,
  ): Array<SalesTotals & { key: string }> {
    const f = this.salesFilters(agencyId, from, to, filter);
    const rows = this.db
      .prepare<[Record<string, unknown>], SumRow & { key: string }>(
        `SELECT CAST(d.key AS TEXT) AS key, d.type, SUM(d.orders) AS orders, SUM(d.tickets) AS tickets, SUM(d.fare) AS fare, SUM(d.taxes) AS taxes, SUM(d.fee) AS fee,
           SUM(d.commission) AS commission
         FROM (SELECT ${GROUP_KEYS[group]} AS key, ${SUMS} FROM ticket_orders o WHERE ${f.sql} GROUP BY ${DAY_GROUPS[group]}) d
         GROUP BY d.key, d.type`,
      )
      .all(f.params);
    return merge(
      rows,
      (row) => row.key,
      (row) => ({ key: row.key }),
    );
  }

  /** Each group's figures per chart bucket, in one pass: the groups, the totals and the chart add them up. */
  salesCells(
    agencyId: number,
    from: string,
    to: string,
    filter: SalesFilter,
    group: SalesGroup,
    bucket: SalesBucket,
  ): Array<SalesTotals & { key: string; bucket: string }> {
    const f = this.salesFilters(agencyId, from, to, filter);
    // Per day first, in the index's order (no sort of the period's rows), then per bucket.
    const rows = this.db
      .prepare<[Record<string, unknown>], SumRow & { key: string; bucket: string }>(
        `SELECT ${BUCKET_KEYS[bucket]} AS bucket, CAST(d.key AS TEXT) AS key, d.type, SUM(d.orders) AS orders, SUM(d.tickets) AS tickets, SUM(d.fare) AS fare,
           SUM(d.taxes) AS taxes, SUM(d.fee) AS fee, SUM(d.commission) AS commission
         FROM (SELECT o.issue_date AS day, ${GROUP_KEYS[group]} AS key, ${SUMS} FROM ticket_orders o WHERE ${f.sql} GROUP BY ${DAY_GROUPS[group]}) d
         GROUP BY bucket, d.key, d.type`,
      )
      .all(f.params);
    return merge(
      rows,
      (row) => `${row.bucket} ${row.key}`,
      (row) => ({ key: row.key, bucket: row.bucket }),
    );
  }

  /** The sellers, carriers and first and last issue days of the agency's ticket orders. */
  salesFilterValues(agencyId: number): {
    sellers: Array<{ id: number; name: string }>;
    carriers: string[];
    first_day: string | null;
    last_day: string | null;
  } {
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
      .prepare<[number], { code: string }>(
        `SELECT DISTINCT ${CARRIER_SQL} AS code FROM ticket_orders o WHERE o.agency_id = ? AND o.issue_date IS NOT NULL ORDER BY code`,
      )
      .all(agencyId)
      .map((row) => row.code);
    return { sellers, carriers, ...days };
  }

  /** The agency's blocks departing in the period, with their sales (every block of a year is a few hundred rows). */
  charterBlocks(
    agencyId: number,
    query: Partial<Pick<CharterQuery, 'date_from' | 'date_to' | 'airline' | 'route' | 'flight' | 'state'>>,
    today: string,
  ): CharterBlockRow[] {
    const filters = new ListFilters('c.agency_id = @agency', { agency: agencyId, today });
    filters.add('c.departure_date >= @from', 'from', query.date_from);
    filters.add('c.departure_date <= @to', 'to', query.date_to);
    filters.add('c.airline = @airline', 'airline', query.airline);
    filters.add('c.route = @route', 'route', query.route);
    filters.add('c.id = @flight', 'flight', query.flight);
    if (query.state === 'open') filters.add('c.release_date >= @today', 'state', query.state);
    if (query.state === 'released')
      filters.add('c.release_date < @today AND c.departure_date >= @today', 'state', query.state);
    if (query.state === 'departed') filters.add('c.departure_date < @today', 'state', query.state);
    return this.db
      .prepare<[Record<string, unknown>], CharterBlockRow>(
        `SELECT c.*, COALESCE(s.sold, 0) AS sold, COALESCE(s.revenue, 0) AS revenue FROM charter_blocks c
         LEFT JOIN (SELECT o.charter_block_id AS id, SUM(${SIGN} * o.seats) AS sold, ROUND(SUM(${SIGN} * o.total), 2) AS revenue
           FROM ticket_orders o WHERE o.charter_block_id IN (SELECT c.id FROM charter_blocks c WHERE ${filters.sql}) AND o.status IN (${SOLD_SQL})
           GROUP BY o.charter_block_id) s ON s.id = c.id
         WHERE ${filters.sql} ORDER BY c.departure_date, c.id`,
      )
      .all(filters.params);
  }

  /** The airlines, routes and first and last departures of the agency's blocks. */
  charterFilterValues(agencyId: number): {
    airlines: string[];
    routes: string[];
    first_day: string | null;
    last_day: string | null;
  } {
    const rows = this.db
      .prepare<[number], { airline: string; route: string }>(
        'SELECT DISTINCT airline, route FROM charter_blocks WHERE agency_id = ?',
      )
      .all(agencyId);
    const days = this.db
      .prepare<[number], { first_day: string | null; last_day: string | null }>(
        'SELECT MIN(departure_date) AS first_day, MAX(departure_date) AS last_day FROM charter_blocks WHERE agency_id = ?',
      )
      .get(agencyId)!;
    return {
      airlines: [...new Set(rows.map((r) => r.airline))].sort(),
      routes: [...new Set(rows.map((r) => r.route))].sort(),
      ...days,
    };
  }

  /**
   * The ids of the orders sold on a block (SOLD_TICKET_STATUSES, the ones its sold seats and revenue
   * count: a hold not yet paid and ticketed, a cancelled or expired order are not), by issue date.
   */
  blockOrderIds(blockId: number): number[] {
    return this.db
      .prepare<[number], { id: number }>(
        `SELECT id FROM ticket_orders WHERE charter_block_id = ? AND status IN (${SOLD_SQL}) ORDER BY issue_date, id`,
      )
      .all(blockId)
      .map((row) => row.id);
  }
}
