import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '@/demo-backend/src/db/open';
import { buildServer } from '@/demo-backend/src/server';

// The ticket desk extends the flight list's store in place (docs/product.md §12): a database made
// before it keeps its ticket orders, which become portal sales whose paid money is a payment.

const DESK_COLUMNS = [
  'source',
  'pnr',
  'carrier',
  'issue_date',
  'transaction_type',
  'fare_amount',
  'taxes',
  'fee',
  'commission',
  'properties',
];

it("gives the ticket orders of an older database the desk's fields and a payment for what they hold", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ats-migration-'));
  try {
    const file = path.join(dir, 'demo.sqlite');
    await (
      await buildServer({
        dbPath: file,
        accessTtlS: 900,
        latencyMs: 0,
        portalUrl: 'http://localhost:3000',
        jwtSecret: 'ats-migration-test-secret-0123456789abcdef',
        mailLog: () => {},
      })
    ).close();
    // The store as the flight list left it: no desk columns, no desk tables, only booked orders
    // (nor the reports' columns, docs/product.md §13, which came after).
    const old = new Database(file);
    old.pragma('foreign_keys = OFF');
    // Every index the desk and the reports added goes (the flight list had only its first two).
    const added = old
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('ticket_orders', 'ticket_passengers') AND name NOT IN ('ticket_orders_agency', 'ticket_passengers_order')",
      )
      .all();
    old.exec(`DELETE FROM ticket_passengers WHERE order_id IN (SELECT id FROM ticket_orders WHERE source = 'manual');
      DELETE FROM ticket_orders WHERE source = 'manual';
      ${added.map((index) => `DROP INDEX ${index.name};`).join(' ')}
      ALTER TABLE ticket_orders DROP COLUMN tickets; ALTER TABLE ticket_orders DROP COLUMN seats; ALTER TABLE ticket_orders DROP COLUMN charter_block_id;
      DROP TABLE charter_blocks;
      DROP TABLE ticket_payments; DROP TABLE ats_user_links; DROP TABLE ats_properties;
      ${DESK_COLUMNS.map((column) => `ALTER TABLE ticket_orders DROP COLUMN ${column};`).join('\n')}`);
    const before = old
      .prepare<[], { id: number; total: number; paid: number }>('SELECT id, total, paid FROM ticket_orders ORDER BY id')
      .all();
    expect(before.filter((o) => o.paid > 0).length).toBeGreaterThan(5);
    old.close();

    const db = await openDatabase(file);
    const after = db
      .prepare<
        [],
        { id: number; total: number; paid: number; source: string; transaction_type: string; fare_amount: number }
      >('SELECT id, total, paid, source, transaction_type, fare_amount FROM ticket_orders ORDER BY id')
      .all();
    const payments = db
      .prepare<[], { order_id: number; amount_eur: number; status: string }>(
        'SELECT order_id, amount_eur, status FROM ticket_payments ORDER BY order_id',
      )
      .all();
    db.close();
    expect(after.map(({ id, total, paid }) => ({ id, total, paid }))).toEqual(before);
    expect(
      after.every((o) => o.source === 'portal' && o.transaction_type === 'sale' && o.fare_amount === o.total),
    ).toBe(true);
    expect(payments.map((p) => [p.order_id, p.amount_eur])).toEqual(
      before.filter((o) => o.paid > 0).map((o) => [o.id, o.paid]),
    );
    expect(payments.every((p) => p.status === 'settled' || p.status === 'reconciled')).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
