import type { PassengerInput, TicketOrderStatus, TicketOrdersQuery } from '@/lib/schemas/flights';
import type { DeskTicketOrderSource, DeskTicketOrdersQuery, AtsTransactionType } from '@/lib/schemas/ats';
import type { Db } from '../db/open';
import { ticketCommission } from '../orders/commission';
import { SELLER_LINKED_SQL } from './ats';
import { likeText, ListFilters, orderBy } from './list-filters';

/** One `ticket_orders` row; JSON columns still as text (see db/schema.ts). */
export interface TicketOrderRow {
  id: number;
  agency_id: number;
  owner_id: number;
  owner_name: string;
  number: string;
  status: TicketOrderStatus;
  fare_id: string;
  fare: string;
  buyer: string;
  flight_type: 'charter' | 'regular';
  trip: 'one_way' | 'return';
  /** `KIV-AYT`. */
  route: string;
  /** `,H4,TK,`: the commas make a code match exact. */
  airlines: string;
  departure_date: string;
  departs_at: string;
  last_departs_at: string;
  total: number;
  paid: number;
  created_at: string;
  payment_deadline: string | null;
  ticketing_at: string | null;
  cancelled_at: string | null;
  cancel_penalty: number | null;
  flight_seats: string;
  /** The ticket desk's fields (docs/product.md §12). */
  source: DeskTicketOrderSource;
  pnr: string | null;
  carrier: string | null;
  issue_date: string | null;
  transaction_type: AtsTransactionType;
  fare_amount: number;
  taxes: number;
  fee: number;
  commission: number;
  /** `,1,4,`: the commas make an id match exact. */
  properties: string;
  /** Who entered a manual order (docs/product.md §12); null for a portal booking, its owner's. */
  created_by: number | null;
  created_by_name: string | null;
  /** Computed: the seller had a valid link on the issue day (1) or not (0). */
  seller_linked: number;
}

/**
 * The ticket desk's columns a booking leaves at their defaults: a sale whose fare is its total and
 * whose commission is the agency's table's for its flights (orders/commission.ts ticketCommission).
 */
type DeskColumns =
  | 'source'
  | 'pnr'
  | 'carrier'
  | 'issue_date'
  | 'transaction_type'
  | 'fare_amount'
  | 'taxes'
  | 'fee'
  | 'commission'
  | 'properties'
  | 'created_by';
export type NewTicketOrder = Omit<
  TicketOrderRow,
  'id' | 'number' | 'owner_name' | 'created_by_name' | 'cancelled_at' | 'cancel_penalty' | 'seller_linked' | DeskColumns
> &
  Partial<Pick<TicketOrderRow, DeskColumns>>;
const DESK_DEFAULTS = {
  source: 'portal',
  pnr: null,
  carrier: null,
  issue_date: null,
  transaction_type: 'sale',
  taxes: 0,
  fee: 0,
  properties: '',
  created_by: null,
} as const;

export interface PassengerRow extends PassengerInput {
  id: number;
  order_id: number;
  position: number;
  ticket_number: string | null;
}

export interface HoldRow {
  hash: string;
  agency_id: number;
  fare_id: string;
  passengers: string;
  price: string;
  created_at: string;
  expires_at: string;
  order_id: number | null;
}

/** The operator's ticket order number: "AT-200123". */
export const ticketOrderNumberOf = (id: number) => `AT-${200_000 + id}`;

const SORT_COLUMNS: Record<string, string> = {
  created_at: 'o.created_at',
  departure: 'o.departs_at',
  number: 'o.id',
  total: 'o.total',
  issue_date: 'o.issue_date',
};
const SELECT = `SELECT o.*, u.name AS owner_name, creator.name AS created_by_name, ${SELLER_LINKED_SQL} AS seller_linked
  FROM ticket_orders o JOIN users u ON u.id = o.owner_id LEFT JOIN users creator ON creator.id = o.created_by`;

/**
 * Ticket orders, their passengers and the held fares (docs/product.md §11): one store for the
 * flight list and the later ATS screens. Scoped by agency here, so a route cannot forget it:
 * another agency's order or hash is simply not found.
 */
export class TicketOrders {
  private readonly insertOrder;
  private readonly insertPassenger;
  private readonly byId;
  private readonly passengersOf;
  private readonly holdOf;
  private readonly insertHold;
  private readonly countSales;

  constructor(private readonly db: Db) {
    this.insertOrder = db.prepare(
      `INSERT INTO ticket_orders (agency_id, owner_id, number, status, fare_id, fare, buyer, flight_type, trip, route, airlines,
         departure_date, departs_at, last_departs_at, total, paid, created_at, payment_deadline, ticketing_at, flight_seats,
         source, pnr, carrier, issue_date, transaction_type, fare_amount, taxes, fee, commission, properties, created_by)
       VALUES (@agency_id, @owner_id, @number, @status, @fare_id, @fare, @buyer, @flight_type, @trip, @route, @airlines,
         @departure_date, @departs_at, @last_departs_at, @total, @paid, @created_at, @payment_deadline, @ticketing_at, @flight_seats,
         @source, @pnr, @carrier, @issue_date, @transaction_type, @fare_amount, @taxes, @fee, @commission, @properties, @created_by)`,
    );
    this.insertPassenger = db.prepare(
      `INSERT INTO ticket_passengers (order_id, position, kind, surname, name, birth_date, gender, passport_number, passport_expiry, citizenship, ticket_number)
       VALUES (@order_id, @position, @kind, @surname, @name, @birth_date, @gender, @passport_number, @passport_expiry, @citizenship, @ticket_number)`,
    );
    // Its tickets and seats, and the charter block one of its legs flies on (docs/product.md §13).
    this.countSales = db.prepare<[number]>(
      `UPDATE ticket_orders SET
         tickets = (SELECT COUNT(*) FROM ticket_passengers p WHERE p.order_id = ticket_orders.id),
         seats = (SELECT COUNT(*) FROM ticket_passengers p WHERE p.order_id = ticket_orders.id AND p.kind != 'infant'),
         charter_block_id = (SELECT c.id FROM json_each(ticket_orders.fare, '$.segments') s, json_each(s.value, '$.legs') l
           JOIN charter_blocks c ON c.flight_number = json_extract(l.value, '$.flight_number') AND c.departure_date = json_extract(l.value, '$.departure.date')
             AND c.agency_id = ticket_orders.agency_id
           ORDER BY c.departure_date LIMIT 1)
       WHERE id = ?`,
    );
    this.byId = db.prepare<[number, number], TicketOrderRow>(`${SELECT} WHERE o.id = ? AND o.agency_id = ?`);
    this.passengersOf = db.prepare<[number], PassengerRow>(
      'SELECT * FROM ticket_passengers WHERE order_id = ? ORDER BY position',
    );
    this.holdOf = db.prepare<[string, number], HoldRow>('SELECT * FROM air_holds WHERE hash = ? AND agency_id = ?');
    this.insertHold = db.prepare(
      `INSERT INTO air_holds (hash, agency_id, fare_id, passengers, price, created_at, expires_at)
       VALUES (@hash, @agency_id, @fare_id, @passengers, @price, @created_at, @expires_at)`,
    );
  }

  /* ─── Holds ─────────────────────────────────────────────────────────── */

  addHold(hold: Omit<HoldRow, 'order_id'>): void {
    this.insertHold.run(hold);
  }

  hold(hash: string, agencyId: number): HoldRow | undefined {
    return this.holdOf.get(hash, agencyId);
  }

  /** Any agency's hold (the demo hooks). */
  holdByHash(hash: string): HoldRow | undefined {
    return this.db.prepare<[string], HoldRow>('SELECT * FROM air_holds WHERE hash = ?').get(hash);
  }

  updateHold(hash: string, changes: Partial<Pick<HoldRow, 'expires_at' | 'order_id'>>): void {
    const columns = Object.keys(changes);
    if (columns.length > 0)
      this.db
        .prepare(`UPDATE air_holds SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE hash = @hash`)
        .run({ ...changes, hash });
  }

  /* ─── Orders ────────────────────────────────────────────────────────── */

  /** Inserts an order and its passengers in one transaction; the number comes from the id. */
  create(order: NewTicketOrder, passengers: ReadonlyArray<PassengerInput & { ticket_number?: string | null }>): number {
    return this.db.transaction(() => {
      const fare = order.fare_amount ?? order.total;
      const commission = order.commission ?? ticketCommission(order.flight_type, order.departure_date, fare).amount;
      const row = {
        ...DESK_DEFAULTS,
        ...order,
        fare_amount: fare,
        commission,
        number: `pending-${Date.now()}-${Math.random()}`,
      };
      const id = Number(this.insertOrder.run(row).lastInsertRowid);
      this.db.prepare('UPDATE ticket_orders SET number = ? WHERE id = ?').run(ticketOrderNumberOf(id), id);
      passengers.forEach((p, position) =>
        this.insertPassenger.run({ ...p, order_id: id, position, ticket_number: p.ticket_number ?? null }),
      );
      this.countSales.run(id);
      return id;
    })();
  }

  /** Replaces an order's passengers (a manual order's edit). */
  replacePassengers(
    orderId: number,
    passengers: ReadonlyArray<PassengerInput & { ticket_number: string | null }>,
  ): void {
    this.db.prepare('DELETE FROM ticket_passengers WHERE order_id = ?').run(orderId);
    passengers.forEach((p, position) => this.insertPassenger.run({ ...p, order_id: orderId, position }));
    this.countSales.run(orderId);
  }

  find(id: number, agencyId: number): TicketOrderRow | undefined {
    return this.byId.get(id, agencyId);
  }

  /** Any agency's order (the demo hooks and the lifecycle). */
  findAny(id: number): TicketOrderRow | undefined {
    return this.db.prepare<[number], TicketOrderRow>(`${SELECT} WHERE o.id = ?`).get(id);
  }

  passengers(orderId: number): PassengerRow[] {
    return this.passengersOf.all(orderId);
  }

  /** Sets columns of one order (names are this module's callers', never the client's). */
  update(
    id: number,
    changes: Partial<Omit<TicketOrderRow, 'id' | 'owner_name' | 'created_by_name' | 'seller_linked'>>,
  ): void {
    const columns = Object.keys(changes);
    if (columns.length > 0)
      this.db
        .prepare(`UPDATE ticket_orders SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`)
        .run({ ...changes, id });
  }

  updatePassenger(passenger: Omit<PassengerRow, 'order_id' | 'position'>): void {
    this.db
      .prepare(
        `UPDATE ticket_passengers SET kind = @kind, surname = @surname, name = @name, birth_date = @birth_date, gender = @gender,
           passport_number = @passport_number, passport_expiry = @passport_expiry, citizenship = @citizenship, ticket_number = @ticket_number WHERE id = @id`,
      )
      .run(passenger);
  }

  /**
   * An owner's orders a dismissal hands over (docs/product.md §10 "Dismissal: what is handed
   * over"): on hold, not yet issued, with a departure still ahead of `now` (ISO), newest first.
   * An issued ticket (ticketed or flown) is a sale and stays with its seller.
   */
  openOf(ownerId: number, now: string): TicketOrderRow[] {
    return this.db
      .prepare<[number, string], TicketOrderRow>(
        `${SELECT} WHERE o.owner_id = ? AND o.status = 'hold' AND o.last_departs_at > ? ORDER BY o.created_at DESC, o.id DESC`,
      )
      .all(ownerId, now);
  }

  /** Hands the orders `ids` of one owner to another; how many moved. */
  reassign(ids: readonly number[], fromId: number, toId: number): number {
    const move = this.db.prepare('UPDATE ticket_orders SET owner_id = ? WHERE id = ? AND owner_id = ?');
    return ids.reduce((moved, id) => moved + move.run(toId, id, fromId).changes, 0);
  }

  /** Orders whose next step is due by `now` (ISO): unpaid holds past their deadline, paid ones to ticket, ticketed ones flown. */
  due(now: string): TicketOrderRow[] {
    return this.db
      .prepare<[string, string, string], TicketOrderRow>(
        `${SELECT} WHERE (o.status = 'hold' AND o.paid < o.total AND o.payment_deadline <= ?)
           OR (o.status = 'hold' AND o.paid >= o.total AND o.ticketing_at <= ?)
           OR (o.status = 'ticketed' AND o.last_departs_at <= ?)`,
      )
      .all(now, now, now);
  }

  /** One page of the flight list and how many orders match, as `callerId` asks (`scope`). */
  list(
    agencyId: number,
    query: TicketOrdersQuery & Partial<DeskTicketOrdersQuery>,
    page: { size: number; offset: number },
    callerId: number,
  ): { rows: TicketOrderRow[]; total: number } {
    const filters = new ListFilters('o.agency_id = @agency', { agency: agencyId });
    filters.ownedBy(query.scope, callerId);
    filters.add('o.number LIKE @number', 'number', query.number && `%${likeText(query.number)}%`);
    filters.add(
      'o.id IN (SELECT p.order_id FROM ticket_passengers p WHERE p.surname LIKE @surname)',
      'surname',
      query.surname && `${likeText(query.surname)}%`,
    );
    filters.add('o.route = @route', 'route', query.route);
    filters.add('o.departure_date >= @flight_from', 'flight_from', query.flight_from);
    filters.add('o.departure_date <= @flight_to', 'flight_to', query.flight_to);
    filters.add('o.airlines LIKE @airline', 'airline', query.airline && `%,${query.airline},%`);
    filters.add('o.flight_type = @flight_type', 'flight_type', query.flight_type);
    filters.oneOf('o.status', 'status', query.status);
    // The ticket desk's filters (docs/product.md §12).
    filters.add('o.source = @source', 'source', query.source);
    filters.add('o.transaction_type = @transaction_type', 'transaction_type', query.transaction_type);
    filters.add('o.owner_id = @seller', 'seller', query.seller);
    if (query.linked)
      filters.add(query.linked === '1' ? SELLER_LINKED_SQL : `NOT ${SELLER_LINKED_SQL}`, 'linked', query.linked);
    filters.add('o.properties LIKE @property', 'property', query.property && `%,${query.property},%`);
    filters.add('o.pnr LIKE @pnr', 'pnr', query.pnr && `${likeText(query.pnr)}%`);
    filters.add('o.issue_date >= @issued_from', 'issued_from', query.issued_from);
    filters.add('o.issue_date <= @issued_to', 'issued_to', query.issued_to);
    const filter = filters.sql;
    const params = filters.params;
    const total = filters.count(this.db, 'ticket_orders');
    // The page's ids first (over ticket_orders_list, docs/performance.md), then only their rows.
    const order = orderBy(query.sort, SORT_COLUMNS, 'o.created_at');
    const rows = this.db
      .prepare<[Record<string, unknown>], TicketOrderRow>(
        `${SELECT} WHERE o.id IN (SELECT o.id FROM ticket_orders o WHERE ${filter} ORDER BY ${order} LIMIT @limit OFFSET @offset) ORDER BY ${order}`,
      )
      .all({ ...params, limit: page.size, offset: page.offset });
    return { rows, total };
  }

  /** Passengers of several orders at once (a list page), by order id. */
  passengersByOrder(ids: readonly number[]): Map<number, PassengerRow[]> {
    const map = new Map<number, PassengerRow[]>();
    if (ids.length === 0) return map;
    const rows = this.db
      .prepare<number[], PassengerRow>(
        `SELECT * FROM ticket_passengers WHERE order_id IN (${ids.map(() => '?').join(', ')}) ORDER BY order_id, position`,
      )
      .all(...ids);
    for (const row of rows) {
      const list = map.get(row.order_id);
      if (list) list.push(row);
      else map.set(row.order_id, [row]);
    }
    return map;
  }

  /** The routes, airline lists and sellers of the agency's orders, for the list's filters. */
  filterValues(agencyId: number): {
    routes: string[];
    airlines: string[];
    sellers: Array<{ id: number; name: string }>;
  } {
    const rows = this.db
      .prepare<[number], { route: string; airlines: string }>(
        'SELECT DISTINCT route, airlines FROM ticket_orders WHERE agency_id = ?',
      )
      .all(agencyId);
    return {
      routes: [...new Set(rows.map((r) => r.route))].sort(),
      airlines: [...new Set(rows.flatMap((r) => r.airlines.split(',').filter(Boolean)))].sort(),
      sellers: this.db
        .prepare<[number], { id: number; name: string }>(
          'SELECT u.id, u.name FROM users u WHERE u.id IN (SELECT DISTINCT owner_id FROM ticket_orders WHERE agency_id = ?) ORDER BY u.name',
        )
        .all(agencyId),
    };
  }

  /** Orders a payment may be recorded against: not expired, matching a number, PNR or surname (prefix), newest first. */
  payable(agencyId: number, q: string, limit: number): TicketOrderRow[] {
    const text = likeText(q.trim());
    return this.db
      .prepare<[Record<string, unknown>], TicketOrderRow>(
        `${SELECT} WHERE o.agency_id = @agency AND o.status != 'expired' AND (@q = '' OR o.number LIKE @contains OR o.pnr LIKE @prefix
           OR EXISTS (SELECT 1 FROM ticket_passengers p WHERE p.order_id = o.id AND p.surname LIKE @prefix)) ORDER BY o.created_at DESC, o.id DESC LIMIT @limit`,
      )
      .all({ agency: agencyId, q: text, contains: `%${text}%`, prefix: `${text}%`, limit });
  }
}
