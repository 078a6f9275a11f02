import type { OrdersQuery } from '@/lib/schemas/orders';
import type { OrderStatus } from '@/lib/schemas/order-status';
import type { TouristInput } from '@/lib/schemas/booking';
import type { Db } from '../db/open';
import { likeText, ListFilters, orderBy } from './list-filters';

/** One `orders` row; JSON columns still as text (see db/schema.ts). */
export interface OrderRow {
  id: number;
  agency_id: number;
  owner_id: number;
  owner_name: string;
  number: string;
  status: OrderStatus;
  sid: string;
  offer: string;
  services: string;
  price: string;
  contact: string;
  baggage: string | null;
  note: string;
  flight_type: 'charter' | 'regular';
  hotel_id: number;
  country_id: number;
  check_in: string;
  check_out: string;
  flight_there: string;
  flight_back: string;
  total: number;
  net: number;
  created_at: string;
  confirm_at: string;
  charter_change: string | null;
  charter_confirmed_at: string | null;
  cancel_requested_at: string | null;
  cancel_reason: string | null;
  cancel_penalty: number | null;
  cancel_at: string | null;
  cancelled_at: string | null;
}

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'number'
  | 'owner_name'
  | 'charter_confirmed_at'
  | 'cancel_requested_at'
  | 'cancel_reason'
  | 'cancel_penalty'
  | 'cancel_at'
  | 'cancelled_at'
> & { number?: string };

export interface TouristRow extends TouristInput {
  id: number;
  order_id: number;
}

export interface SummaryRow extends OrderRow {
  lead_surname: string;
  lead_name: string;
  tourists_count: number;
  paid: number;
}

/** The operator's order number: the agency's country and a running number agents can read out. */
export const orderNumberOf = (id: number) => `MD-${104_000 + id}`;

const SELECT = `SELECT o.*, u.name AS owner_name FROM orders o JOIN users u ON u.id = o.owner_id`;
const SORT_COLUMNS: Record<string, string> = {
  created_at: 'o.created_at',
  check_in: 'o.check_in',
  number: 'o.id',
  total: 'o.total',
};

/**
 * Orders, their tourists and the journal's queries. Everything is scoped by agency here, so a
 * route cannot forget it: another agency's order is simply not found.
 */
export class Orders {
  private readonly insertOrder;
  private readonly setNumber;
  private readonly insertTourist;
  private readonly byId;
  private readonly touristsOf;
  private readonly agencyOfUser;
  private readonly phonesOfAgency;

  constructor(private readonly db: Db) {
    this.insertOrder = db.prepare(
      `INSERT INTO orders (agency_id, owner_id, number, status, sid, offer, services, price, contact, baggage, note, flight_type,
         hotel_id, country_id, check_in, check_out, flight_there, flight_back, total, net, created_at, confirm_at, charter_change)
       VALUES (@agency_id, @owner_id, @number, @status, @sid, @offer, @services, @price, @contact, @baggage, @note, @flight_type,
         @hotel_id, @country_id, @check_in, @check_out, @flight_there, @flight_back, @total, @net, @created_at, @confirm_at, @charter_change)`,
    );
    this.setNumber = db.prepare('UPDATE orders SET number = ? WHERE id = ?');
    this.insertTourist = db.prepare(
      `INSERT INTO tourists (order_id, position, kind, surname, name, birth_date, gender, passport_number, passport_expiry, citizenship)
       VALUES (@order_id, @position, @kind, @surname, @name, @birth_date, @gender, @passport_number, @passport_expiry, @citizenship)`,
    );
    this.byId = db.prepare<[number, number], OrderRow>(`${SELECT} WHERE o.id = ? AND o.agency_id = ?`);
    this.touristsOf = db.prepare<[number], TouristRow>('SELECT * FROM tourists WHERE order_id = ? ORDER BY position');
    this.agencyOfUser = db.prepare<[number], { agency_id: number }>('SELECT agency_id FROM users WHERE id = ?');
    this.phonesOfAgency = db.prepare<[{ agency: number }], { phone: string | null }>(
      `SELECT phone FROM agencies WHERE id = @agency
       UNION ALL SELECT phone_office FROM users WHERE agency_id = @agency
       UNION ALL SELECT phone_mobile FROM users WHERE agency_id = @agency`,
    );
  }

  agencyOf(userId: number): number {
    return this.agencyOfUser.get(userId)?.agency_id ?? 0;
  }

  /** The agency's own numbers and its employees's: a tourist's contact phone must be none of them. */
  agencyPhones(agencyId: number): string[] {
    return this.phonesOfAgency.all({ agency: agencyId }).flatMap((row) => (row.phone ? [row.phone] : []));
  }

  /** Inserts an order and its tourists in one transaction; the number comes from the id unless given. */
  create(order: NewOrder, tourists: readonly TouristInput[]): number {
    return this.db.transaction(() => {
      const id = Number(
        this.insertOrder.run({ ...order, number: order.number ?? `pending-${Date.now()}-${Math.random()}` })
          .lastInsertRowid,
      );
      if (!order.number) this.setNumber.run(orderNumberOf(id), id);
      tourists.forEach((tourist, position) => this.insertTourist.run({ ...tourist, order_id: id, position }));
      return id;
    })();
  }

  find(id: number, agencyId: number): OrderRow | undefined {
    return this.byId.get(id, agencyId);
  }

  tourists(orderId: number): TouristRow[] {
    return this.touristsOf.all(orderId);
  }

  /** Sets columns of one order (names are this module's callers', never the client's). */
  update(id: number, changes: Partial<Omit<OrderRow, 'id' | 'owner_name'>>): void {
    const columns = Object.keys(changes);
    if (columns.length === 0) return;
    this.db
      .prepare(`UPDATE orders SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`)
      .run({ ...changes, id });
  }

  updateTourist(id: number, tourist: TouristInput): void {
    this.db
      .prepare(
        `UPDATE tourists SET kind = @kind, surname = @surname, name = @name, birth_date = @birth_date, gender = @gender,
           passport_number = @passport_number, passport_expiry = @passport_expiry, citizenship = @citizenship WHERE id = @id`,
      )
      .run({ ...tourist, id });
  }

  /** Orders whose operator answer is due by `now` (ISO): pending ones to confirm, cancellation requests to process. */
  due(now: string): Array<{ id: number; status: OrderStatus; sid: string }> {
    return this.db
      .prepare<[string, string], { id: number; status: OrderStatus; sid: string }>(
        `SELECT id, status, sid FROM orders WHERE (status = 'pending' AND confirm_at <= ?) OR (status = 'cancellation_requested' AND cancel_at <= ?)`,
      )
      .all(now, now);
  }

  /** One page of the journal and how many orders match, as `callerId` asks (`scope`). */
  list(agencyId: number, query: OrdersQuery, callerId: number): { rows: SummaryRow[]; total: number } {
    const filters = new ListFilters('o.agency_id = @agency', { agency: agencyId });
    filters.ownedBy(query.scope, callerId);
    filters.add('o.number LIKE @number', 'number', query.number && `%${query.number}%`);
    filters.add(
      'EXISTS (SELECT 1 FROM tourists s WHERE s.order_id = o.id AND s.surname LIKE @surname)',
      'surname',
      query.surname && `${likeText(query.surname)}%`,
    );
    filters.add('substr(o.created_at, 1, 10) >= @created_from', 'created_from', query.created_from);
    filters.add('substr(o.created_at, 1, 10) <= @created_to', 'created_to', query.created_to);
    filters.add('o.check_in >= @check_in_from', 'check_in_from', query.check_in_from);
    filters.add('o.check_in <= @check_in_to', 'check_in_to', query.check_in_to);
    filters.add('o.country_id = @country_id', 'country_id', query.country_id);
    filters.oneOf('o.hotel_id', 'hotel_id', query.hotel_id);
    filters.oneOf('o.owner_id', 'owner_id', query.owner_id);
    filters.add('o.flight_there = @flight_there', 'flight_there', query.flight_there);
    filters.add('o.flight_back = @flight_back', 'flight_back', query.flight_back);
    filters.oneOf('o.status', 'status', query.status);
    const filter = filters.sql;
    const params = filters.params;
    const total = filters.count(this.db, 'orders');
    const rows = this.db
      .prepare<[Record<string, unknown>], SummaryRow>(
        `SELECT o.*, u.name AS owner_name,
           (SELECT surname FROM tourists WHERE order_id = o.id ORDER BY position LIMIT 1) AS lead_surname,
           (SELECT name FROM tourists WHERE order_id = o.id ORDER BY position LIMIT 1) AS lead_name,
           (SELECT COUNT(*) FROM tourists WHERE order_id = o.id) AS tourists_count,
           (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE order_id = o.id AND status = 'succeeded') AS paid
         FROM orders o JOIN users u ON u.id = o.owner_id
         WHERE ${filter} ORDER BY ${orderBy(query.sort, SORT_COLUMNS, 'o.created_at')}
         LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
    return { rows, total };
  }

  /** The distinct values of a column over the agency's orders, for the journal's filter lists. */
  distinct<T>(agencyId: number, sql: string, extra: Record<string, unknown> = {}): T[] {
    return this.db.prepare<[Record<string, unknown>], T>(sql).all({ agency: agencyId, ...extra });
  }
}
