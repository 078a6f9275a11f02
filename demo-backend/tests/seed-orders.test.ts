import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_NIGHTS } from '@/lib/schemas/search';
import type { AppContext } from '@/demo-backend/src/context';
import { openDatabase } from '@/demo-backend/src/db/open';
import { seedOrdersIfEmpty } from '@/demo-backend/src/db/seed-orders';
import { Bonuses } from '@/demo-backend/src/repos/bonuses';
import { Orders } from '@/demo-backend/src/repos/orders';
import { OrderPayments } from '@/demo-backend/src/repos/order-payments';
import { loadCatalogue } from '@/demo-backend/src/search/catalogue';

// The demo's first order is the confirmed regular-flight one whose dates and passport names are
// locked (docs/product.md §4): the journal's and the edit form's demo of the rule. It must be there
// whichever day the database is made, not only when the day's first hotel happens to have a stay.

it('seeds order 1 as a confirmed regular-flight order on every day of the next two months', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-orders-'));
  const db = await openDatabase(path.join(dir, 'demo.sqlite'));
  try {
    const ctx = {
      db,
      orders: new Orders(db),
      orderPayments: new OrderPayments(db),
      bonuses: new Bonuses(db),
      search: { catalogue: loadCatalogue(db, MAX_NIGHTS) },
    } as unknown as AppContext;
    const firsts: string[] = [];
    for (let day = 0; day < 60; day++) {
      // Each day's seed in a transaction rolled back, so the next day starts from no orders again.
      db.exec('BEGIN');
      expect(seedOrdersIfEmpty(ctx, new Date(Date.now() + day * 86_400_000))).toBe(true);
      const first = db
        .prepare<[], { status: string; flight_type: string }>(
          'SELECT status, flight_type FROM orders ORDER BY id LIMIT 1',
        )
        .get();
      firsts.push(`${first?.status} ${first?.flight_type}`);
      db.exec('ROLLBACK');
    }
    expect(firsts).toEqual(Array.from({ length: 60 }, () => 'confirmed regular'));
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
