import { randomBytes } from 'node:crypto';
import type { Payment } from '@/lib/schemas/orders';
import type { Db } from '../db/open';

/** 128 random bits (`paymentIdSchema`): the bank's page opens by this id alone, so it cannot be counted up to. */
export const newOrderPaymentId = (): string => randomBytes(16).toString('base64url');

export interface OrderPaymentRow {
  id: string;
  order_id: number;
  created_at: string;
  amount: number;
  method: Payment['method'];
  status: Payment['status'];
  reference: string | null;
  return_url: string | null;
  completed_at: string | null;
}

export type OrderPaymentOutcome = 'succeeded' | 'declined' | 'timed_out';

/** Payment attempts. A pending attempt completes once: the UPDATE only matches while it is pending. */
export class OrderPayments {
  private readonly insert;
  private readonly one;
  private readonly ofOrder;
  private readonly complete;
  private readonly paidSum;

  constructor(db: Db) {
    this.insert = db.prepare(
      'INSERT INTO payments (id, order_id, created_at, amount, method, status, reference, return_url, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.one = db.prepare<[string], OrderPaymentRow>('SELECT * FROM payments WHERE id = ?');
    this.ofOrder = db.prepare<[number], OrderPaymentRow>('SELECT * FROM payments WHERE order_id = ? ORDER BY rowid');
    this.complete = db.prepare(
      "UPDATE payments SET status = ?, reference = ?, completed_at = ? WHERE id = ? AND status = 'pending'",
    );
    this.paidSum = db.prepare<[number], { paid: number }>(
      "SELECT COALESCE(SUM(amount), 0) AS paid FROM payments WHERE order_id = ? AND status = 'succeeded'",
    );
  }

  start(orderId: number, amount: number, returnUrl: string, now: string): string {
    const id = newOrderPaymentId();
    this.insert.run(id, orderId, now, amount, 'card', 'pending', null, returnUrl, null);
    return id;
  }

  /** A payment already received (the seed's bank transfers and card payments). */
  record(orderId: number, amount: number, method: Payment['method'], reference: string, at: string): void {
    this.insert.run(newOrderPaymentId(), orderId, at, amount, method, 'succeeded', reference, null, at);
  }

  find(id: string): OrderPaymentRow | undefined {
    return this.one.get(id);
  }

  all(orderId: number): OrderPaymentRow[] {
    return this.ofOrder.all(orderId);
  }

  paid(orderId: number): number {
    return this.paidSum.get(orderId)?.paid ?? 0;
  }

  /** Completes a pending attempt; false when it was already completed (nothing changes then). */
  finish(id: string, outcome: OrderPaymentOutcome, reference: string | null, now: string): boolean {
    return this.complete.run(outcome, reference, now, id).changes === 1;
  }
}
