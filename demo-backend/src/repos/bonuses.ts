import type { Bonus } from '@/lib/schemas/orders';
import type { Db } from '../db/open';

export interface BonusRow {
  id: number;
  order_id: number;
  order_number: string;
  created_at: string;
  hotel: string;
  owner: string;
  percent: number;
  amount: number;
  status: Bonus['status'];
}

export interface BonusFilter {
  created_from?: string;
  created_to?: string;
}

/** The bonus journal: one bonus per order, accrued when the order is paid, cancelled with it. */
export class Bonuses {
  private readonly insert;
  private readonly cancel;

  constructor(private readonly db: Db) {
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO bonuses (order_id, created_at, percent, amount, status) VALUES (?, ?, ?, ?, ?)',
    );
    this.cancel = db.prepare("UPDATE bonuses SET status = 'cancelled' WHERE order_id = ? AND status = 'accrued'");
  }

  accrue(orderId: number, percent: number, amount: number, at: string, status: Bonus['status'] = 'accrued'): void {
    this.insert.run(orderId, at, percent, amount, status);
  }

  cancelFor(orderId: number): void {
    this.cancel.run(orderId);
  }

  private where(agencyId: number, filter: BonusFilter) {
    const clauses = ['o.agency_id = @agency'];
    if (filter.created_from) clauses.push('substr(b.created_at, 1, 10) >= @created_from');
    if (filter.created_to) clauses.push('substr(b.created_at, 1, 10) <= @created_to');
    return {
      sql: clauses.join(' AND '),
      params: { agency: agencyId, created_from: filter.created_from, created_to: filter.created_to },
    };
  }

  list(
    agencyId: number,
    filter: BonusFilter,
    limit: number,
    offset: number,
  ): { rows: BonusRow[]; total: number; accrued: number; paidOut: number } {
    const { sql, params } = this.where(agencyId, filter);
    const from = 'FROM bonuses b JOIN orders o ON o.id = b.order_id JOIN users u ON u.id = o.owner_id';
    const rows = this.db
      .prepare<[Record<string, unknown>], BonusRow>(
        `SELECT b.id, b.order_id, o.number AS order_number, b.created_at, json_extract(o.offer, '$.accommodation.hotel.name') AS hotel,
           u.name AS owner, b.percent, b.amount, b.status ${from} WHERE ${sql} ORDER BY b.created_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset });
    const totals = this.db
      .prepare<[Record<string, unknown>], { total: number; accrued: number; paid_out: number }>(
        `SELECT COUNT(*) AS total,
           COALESCE(SUM(CASE WHEN b.status = 'accrued' THEN b.amount END), 0) AS accrued,
           COALESCE(SUM(CASE WHEN b.status = 'paid_out' THEN b.amount END), 0) AS paid_out ${from} WHERE ${sql}`,
      )
      .get(params);
    return { rows, total: totals?.total ?? 0, accrued: totals?.accrued ?? 0, paidOut: totals?.paid_out ?? 0 };
  }
}
