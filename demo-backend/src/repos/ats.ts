import type { TicketPaymentsQuery, AtsUserLinksQuery, PaymentCurrency, PaymentStatus } from '@/lib/schemas/ats';
import { PAYMENT_COUNTED } from '@/lib/schemas/ats';
import type { Db } from '../db/open';
import { likeText, ListFilters, orderBy } from './list-filters';

// The ticket desk's own records (docs/product.md §12): order properties, linked users and the
// payments against ticket orders. Scoped by agency here, so a route cannot forget it.

export interface PropertyRow {
  id: number;
  agency_id: number;
  name: string;
  active: number;
  orders: number;
}

export interface UserLinkRow {
  id: number;
  agency_id: number;
  user_id: number;
  user_name: string;
  system: string;
  office_id: string;
  agent_sign: string;
  valid_from: string;
  valid_to: string | null;
  active: number;
  created_at: string;
}
export type NewUserLink = Omit<UserLinkRow, 'id' | 'user_name'>;

export interface TicketPaymentRow {
  id: number;
  agency_id: number;
  order_id: number;
  amount: number;
  currency: PaymentCurrency;
  rate: number;
  rate_date: string;
  amount_eur: number;
  method: string;
  paid_on: string;
  payer: string;
  reference: string | null;
  status: PaymentStatus;
  created_at: string;
  created_by: number;
  created_by_name: string;
}
export type NewTicketPayment = Omit<TicketPaymentRow, 'id' | 'created_by_name'>;

/** `ticket_orders o`'s seller had a link valid on the order's issue day (its creation day while not issued). */
export const SELLER_LINKED_SQL = `EXISTS (SELECT 1 FROM ats_user_links l WHERE l.user_id = o.owner_id AND l.active = 1
  AND l.valid_from <= COALESCE(o.issue_date, substr(o.created_at, 1, 10))
  AND (l.valid_to IS NULL OR l.valid_to >= COALESCE(o.issue_date, substr(o.created_at, 1, 10))))`;

const set = (columns: string[]) => columns.map((c) => `${c} = @${c}`).join(', ');

export class AtsProperties {
  constructor(private readonly db: Db) {}

  list(agencyId: number): PropertyRow[] {
    return this.db
      .prepare<[number], PropertyRow>(
        `SELECT p.*, (SELECT COUNT(*) FROM ticket_orders o WHERE o.agency_id = p.agency_id AND o.properties != '' AND o.properties LIKE '%,' || p.id || ',%') AS orders
         FROM ats_properties p WHERE p.agency_id = ? ORDER BY p.name COLLATE NOCASE, p.id`,
      )
      .all(agencyId);
  }

  /** Applies the edits and additions in one transaction. */
  save(agencyId: number, items: ReadonlyArray<{ id?: number; name: string; active: boolean }>): void {
    this.db.transaction(() => {
      for (const item of items) {
        if (item.id)
          this.db
            .prepare('UPDATE ats_properties SET name = ?, active = ? WHERE id = ? AND agency_id = ?')
            .run(item.name, item.active ? 1 : 0, item.id, agencyId);
        else
          this.db
            .prepare('INSERT INTO ats_properties (agency_id, name, active) VALUES (?, ?, ?)')
            .run(agencyId, item.name, item.active ? 1 : 0);
      }
    })();
  }
}

const LINK_SELECT = 'SELECT l.*, u.name AS user_name FROM ats_user_links l JOIN users u ON u.id = l.user_id';
const LINK_SORT: Record<string, string> = {
  user: 'u.name',
  valid_from: 'l.valid_from',
  valid_to: "COALESCE(l.valid_to, '9999')",
  created_at: 'l.created_at',
};

export class AtsUserLinks {
  constructor(private readonly db: Db) {}

  find(id: number, agencyId: number): UserLinkRow | undefined {
    return this.db
      .prepare<[number, number], UserLinkRow>(`${LINK_SELECT} WHERE l.id = ? AND l.agency_id = ?`)
      .get(id, agencyId);
  }

  list(
    agencyId: number,
    query: AtsUserLinksQuery,
    today: string,
    page: { size: number; offset: number },
  ): { rows: UserLinkRow[]; total: number } {
    const filters = new ListFilters('l.agency_id = @agency', { agency: agencyId, today });
    const q = query.q && `%${likeText(query.q)}%`;
    filters.add('(u.name LIKE @q OR l.office_id LIKE @q OR l.agent_sign LIKE @q)', 'q', q);
    filters.add('l.user_id = @user', 'user', query.user);
    filters.add('l.system = @system', 'system', query.system);
    filters.add('l.office_id = @office_id', 'office_id', query.office_id);
    const states: Record<string, string> = {
      valid: 'l.active = 1 AND l.valid_from <= @today AND (l.valid_to IS NULL OR l.valid_to >= @today)',
      expired: 'l.active = 1 AND l.valid_to < @today',
      future: 'l.active = 1 AND l.valid_from > @today',
      inactive: 'l.active = 0',
    };
    if (query.state) filters.add(states[query.state]!, 'state', query.state);
    const from = 'ats_user_links l JOIN users u ON u.id = l.user_id';
    const total = this.db
      .prepare<[Record<string, unknown>], { total: number }>(
        `SELECT COUNT(*) AS total FROM ${from} WHERE ${filters.sql}`,
      )
      .get(filters.params)!.total;
    const rows = this.db
      .prepare<[Record<string, unknown>], UserLinkRow>(
        `${LINK_SELECT} WHERE ${filters.sql} ORDER BY ${orderBy(query.sort, LINK_SORT, 'l.created_at').replace(/o\.id/g, 'l.id')} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...filters.params, limit: page.size, offset: page.offset });
    return { rows, total };
  }

  /**
   * Another active link of the same account in the same agency whose dates overlap [from, to] (to
   * null: open-ended). The rule is per agency (docs/product.md §12): another agency's link of the
   * same account neither blocks this one nor shows through it.
   */
  overlapping(
    agencyId: number,
    link: Pick<NewUserLink, 'system' | 'office_id' | 'agent_sign' | 'valid_from' | 'valid_to'>,
    exceptId: number,
  ): UserLinkRow | undefined {
    return this.db
      .prepare<[Record<string, unknown>], UserLinkRow>(
        `${LINK_SELECT} WHERE l.agency_id = @agency AND l.system = @system AND l.office_id = @office_id AND l.agent_sign = @agent_sign AND l.active = 1 AND l.id != @except
           AND (l.valid_to IS NULL OR l.valid_to >= @valid_from) AND (@valid_to IS NULL OR l.valid_from <= @valid_to) LIMIT 1`,
      )
      .get({
        agency: agencyId,
        system: link.system,
        office_id: link.office_id,
        agent_sign: link.agent_sign,
        valid_from: link.valid_from,
        valid_to: link.valid_to,
        except: exceptId,
      });
  }

  create(link: NewUserLink): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO ats_user_links (agency_id, user_id, system, office_id, agent_sign, valid_from, valid_to, active, created_at)
           VALUES (@agency_id, @user_id, @system, @office_id, @agent_sign, @valid_from, @valid_to, @active, @created_at)`,
        )
        .run(link).lastInsertRowid,
    );
  }

  update(id: number, changes: Partial<Omit<NewUserLink, 'agency_id' | 'created_at'>>): void {
    const columns = Object.keys(changes);
    if (columns.length > 0)
      this.db.prepare(`UPDATE ats_user_links SET ${set(columns)} WHERE id = @id`).run({ ...changes, id });
  }

  /**
   * Ends a leaver's links on `day` (docs/product.md §12 "Linked users"): an active link still valid
   * after it is valid until `day`, one starting after it is switched off. Their past stays linked.
   */
  endOf(userId: number, day: string): void {
    this.db
      .prepare(
        'UPDATE ats_user_links SET valid_to = ? WHERE user_id = ? AND active = 1 AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)',
      )
      .run(day, userId, day, day);
    this.db
      .prepare('UPDATE ats_user_links SET active = 0 WHERE user_id = ? AND active = 1 AND valid_from > ?')
      .run(userId, day);
  }

  /** The user ids among `userIds` with a link valid on `day`. */
  linkedOn(userIds: readonly number[], day: string): Set<number> {
    if (userIds.length === 0) return new Set();
    const rows = this.db
      .prepare<unknown[], { user_id: number }>(
        `SELECT DISTINCT user_id FROM ats_user_links WHERE active = 1 AND valid_from <= ? AND (valid_to IS NULL OR valid_to >= ?) AND user_id IN (${userIds.map(() => '?').join(', ')})`,
      )
      .all(day, day, ...userIds);
    return new Set(rows.map((r) => r.user_id));
  }

  filterValues(agencyId: number): { users: Array<{ id: number; name: string }>; offices: string[] } {
    return {
      users: this.db
        .prepare<[number], { id: number; name: string }>(
          'SELECT DISTINCT u.id, u.name FROM ats_user_links l JOIN users u ON u.id = l.user_id WHERE l.agency_id = ? ORDER BY u.name',
        )
        .all(agencyId),
      offices: this.db
        .prepare<[number], { office_id: string }>(
          'SELECT DISTINCT office_id FROM ats_user_links WHERE agency_id = ? ORDER BY office_id',
        )
        .all(agencyId)
        .map((r) => r.office_id),
    };
  }

  /** The sellers of the agency with flagged orders: how many and the latest one's creation. */
  unlinkedSellers(agencyId: number): Array<{ id: number; name: string; orders: number; last_order_at: string }> {
    return this.db
      .prepare<[number], { id: number; name: string; orders: number; last_order_at: string }>(
        // Each seller's orders per day first (an index scan), then one link check per seller and day.
        `SELECT u.id, u.name, SUM(d.orders) AS orders, MAX(d.last_order_at) AS last_order_at
         FROM (SELECT o.owner_id, COALESCE(o.issue_date, substr(o.created_at, 1, 10)) AS day, COUNT(*) AS orders, MAX(o.created_at) AS last_order_at
           FROM ticket_orders o WHERE o.agency_id = ? GROUP BY o.owner_id, day) d
         JOIN users u ON u.id = d.owner_id
         WHERE NOT EXISTS (SELECT 1 FROM ats_user_links l WHERE l.user_id = d.owner_id AND l.active = 1 AND l.valid_from <= d.day AND (l.valid_to IS NULL OR l.valid_to >= d.day))
         GROUP BY u.id ORDER BY orders DESC, u.name`,
      )
      .all(agencyId);
  }
}

const PAYMENT_SELECT = `SELECT p.*, u.name AS created_by_name FROM ticket_payments p JOIN users u ON u.id = p.created_by`;
const PAYMENT_SORT: Record<string, string> = {
  paid_on: 'p.paid_on',
  amount_eur: 'p.amount_eur',
  created_at: 'p.created_at',
};
const COUNTED = PAYMENT_COUNTED.map((s) => `'${s}'`).join(', ');

export class TicketPayments {
  constructor(private readonly db: Db) {}

  find(id: number, agencyId: number): TicketPaymentRow | undefined {
    return this.db
      .prepare<[number, number], TicketPaymentRow>(`${PAYMENT_SELECT} WHERE p.id = ? AND p.agency_id = ?`)
      .get(id, agencyId);
  }

  ofOrder(orderId: number): TicketPaymentRow[] {
    return this.db
      .prepare<[number], TicketPaymentRow>(`${PAYMENT_SELECT} WHERE p.order_id = ? ORDER BY p.paid_on, p.id`)
      .all(orderId);
  }

  list(
    agencyId: number,
    query: TicketPaymentsQuery,
    page: { size: number; offset: number },
  ): { rows: TicketPaymentRow[]; total: number } {
    const filters = new ListFilters('p.agency_id = @agency', { agency: agencyId });
    filters.add('o.number LIKE @order', 'order', query.order && `%${likeText(query.order)}%`);
    filters.add('p.order_id = @order_id', 'order_id', query.order_id);
    filters.oneOf('p.status', 'status', query.status);
    filters.add('p.method = @method', 'method', query.method);
    filters.add('p.currency = @currency', 'currency', query.currency);
    filters.add('p.paid_on >= @paid_from', 'paid_from', query.paid_from);
    filters.add('p.paid_on <= @paid_to', 'paid_to', query.paid_to);
    filters.add('p.payer LIKE @payer', 'payer', query.payer && `%${likeText(query.payer)}%`);
    // The order's row only when its number is asked for: a year of payments counts in the index.
    const from = query.order ? 'ticket_payments p JOIN ticket_orders o ON o.id = p.order_id' : 'ticket_payments p';
    const total = this.db
      .prepare<[Record<string, unknown>], { total: number }>(
        `SELECT COUNT(*) AS total FROM ${from} WHERE ${filters.sql}`,
      )
      .get(filters.params)!.total;
    const rows = this.db
      .prepare<[Record<string, unknown>], TicketPaymentRow>(
        `SELECT p.*, u.name AS created_by_name FROM ${from} JOIN users u ON u.id = p.created_by WHERE ${filters.sql}
         ORDER BY ${orderBy(query.sort, PAYMENT_SORT, 'p.paid_on').replace(/o\.id/g, 'p.id')} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...filters.params, limit: page.size, offset: page.offset });
    return { rows, total };
  }

  create(payment: NewTicketPayment): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO ticket_payments (agency_id, order_id, amount, currency, rate, rate_date, amount_eur, method, paid_on, payer, reference, status, created_at, created_by)
           VALUES (@agency_id, @order_id, @amount, @currency, @rate, @rate_date, @amount_eur, @method, @paid_on, @payer, @reference, @status, @created_at, @created_by)`,
        )
        .run(payment).lastInsertRowid,
    );
  }

  update(id: number, changes: Partial<Omit<NewTicketPayment, 'agency_id' | 'created_at' | 'created_by'>>): void {
    const columns = Object.keys(changes);
    if (columns.length > 0)
      this.db.prepare(`UPDATE ticket_payments SET ${set(columns)} WHERE id = @id`).run({ ...changes, id });
  }

  /** The sum of an order's settled and reconciled payments, in EUR. */
  counted(orderId: number): number {
    return this.db
      .prepare<[number], { paid: number }>(
        `SELECT COALESCE(SUM(amount_eur), 0) AS paid FROM ticket_payments WHERE order_id = ? AND status IN (${COUNTED})`,
      )
      .get(orderId)!.paid;
  }

  /** MDL per EUR and per USD: the latest rates on or before `day`. */
  ratesOn(day: string): { date: string; eur: number; usd: number } | undefined {
    return this.db
      .prepare<[string], { date: string; eur: number; usd: number }>(
        'SELECT date, eur_max_value AS eur, usd_max_value AS usd FROM exchange_rates WHERE date <= ? ORDER BY date DESC LIMIT 1',
      )
      .get(day);
  }
}
