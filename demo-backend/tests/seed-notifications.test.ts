import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_NIGHTS } from '@/lib/schemas/search';
import type { AppContext } from '@/demo-backend/src/context';
import { openDatabase } from '@/demo-backend/src/db/open';
import { seedNotificationsIfEmpty } from '@/demo-backend/src/db/seed-notifications';
import { seedOrdersIfEmpty } from '@/demo-backend/src/db/seed-orders';
import { LOCALES, money, type Locale } from '@/demo-backend/src/i18n';
import { noticeOrders, noticeText, type NoticeKind } from '@/demo-backend/src/orders/notices';
import { orderOf } from '@/demo-backend/src/orders/present';
import { Bonuses } from '@/demo-backend/src/repos/bonuses';
import { Orders } from '@/demo-backend/src/repos/orders';
import { OrderPayments } from '@/demo-backend/src/repos/order-payments';
import { loadCatalogue } from '@/demo-backend/src/search/catalogue';

// The seeded notifications (docs/product.md §10 "Notifications"): each is there once, true of the
// order it names, and written as the live notices are, in each reader's language, with dates and
// amounts as the portal writes them, on any day the database is made.

const DAYS = 20;
const KINDS: readonly NoticeKind[] = [
  'order_confirmed',
  'flight_changed',
  'awaits_payment',
  'order_cancelled',
  'payment_received',
  'bonus_credited',
];

interface Seeded {
  id: number;
  user_id: number;
  category: string;
  texts: Record<Locale, { subject: string; message: string }>;
}

interface Facts {
  owner_id: number;
  status: string;
  flight_type: string;
  charter_change: string | null;
  net: number;
  paid: number;
  bonus: number | null;
}

/** Each day's problems, read from the database the seeds made that day. */
function problemsOf(ctx: AppContext): string[] {
  const { db } = ctx;
  const problems: string[] = [];
  const rows = db
    .prepare<[], { id: number; user_id: number; category: string }>(
      'SELECT id, user_id, category FROM notifications ORDER BY id',
    )
    .all();
  const texts = db.prepare<[number], { locale: Locale; subject: string; message: string }>(
    'SELECT locale, subject, message FROM notification_texts WHERE notification_id = ?',
  );
  const seeded: Seeded[] = rows.map((row) => ({
    ...row,
    texts: Object.fromEntries(
      texts.all(row.id).map((t) => [t.locale, { subject: t.subject, message: t.message }]),
    ) as Seeded['texts'],
  }));
  // What the orders, payments and bonuses tables say, read here rather than through the seed's code.
  const factsOf = db.prepare<[number], Facts>(
    `SELECT o.owner_id, o.status, o.flight_type, o.charter_change, o.net,
            (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE order_id = o.id AND status = 'succeeded') AS paid,
            (SELECT amount FROM bonuses WHERE order_id = o.id) AS bonus
     FROM orders o WHERE o.id = ?`,
  );
  const owners = new Set(
    db
      .prepare<[], { owner_id: number }>('SELECT DISTINCT owner_id FROM orders')
      .all()
      .map((r) => r.owner_id),
  );
  const orders = new Map(noticeOrders(db, 1).map((r) => [r.order.id, r.order]));
  const seen = new Set<string>();

  for (const n of seeded) {
    for (const locale of LOCALES) {
      const { subject, message } = n.texts[locale] ?? { subject: '', message: '' };
      if (!subject) problems.push(`#${n.id} has no ${locale} text`);
      if (/\d{4}-\d{2}-\d{2}/.test(subject + message))
        problems.push(`#${n.id} (${locale}) has an ISO date: ${subject} ${message}`);
      if (/\d\s?EUR/.test(subject + message))
        problems.push(`#${n.id} (${locale}) writes an amount as "NNN EUR": ${message}`);
    }
    const key = `${n.user_id}|${n.category}|${n.texts.ru.subject}|${n.texts.ru.message}`;
    if (seen.has(key)) problems.push(`user ${n.user_id} has "${n.texts.ru.subject}" twice`);
    seen.add(key);

    const link = /\/orders\?order=(\d+)/.exec(n.texts.ru.message);
    if (!link) continue;
    const orderId = Number(link[1]);
    const facts = factsOf.get(orderId);
    const order = orders.get(orderId);
    if (!facts || !order) {
      problems.push(`#${n.id} names order ${orderId}, which does not exist`);
      continue;
    }
    if (facts.owner_id !== n.user_id && owners.has(n.user_id))
      problems.push(`#${n.id} names order ${orderId}, not of user ${n.user_id}'s journal`);
    // The live text of the same facts, in every language: the one kind whose text this is.
    const kind = KINDS.find((k) =>
      LOCALES.every((locale) => JSON.stringify(noticeText(k, order, locale)) === JSON.stringify(n.texts[locale])),
    );
    if (!kind) {
      problems.push(`#${n.id} "${n.texts.ru.subject}" is not what the live path writes for order ${orderId}`);
      continue;
    }
    const amountsRead = (amount: number) =>
      LOCALES.every((locale) => n.texts[locale].message.includes(money(amount, locale)));
    const claim: Record<NoticeKind, boolean> = {
      order_confirmed: ['confirmed', 'partially_paid', 'paid'].includes(facts.status),
      flight_changed: facts.flight_type === 'charter' && facts.charter_change !== null && facts.status !== 'cancelled',
      awaits_payment:
        ['confirmed', 'partially_paid'].includes(facts.status) &&
        facts.net - facts.paid > 0.005 &&
        amountsRead(Math.round((facts.net - facts.paid) * 100) / 100),
      order_cancelled: facts.status === 'cancelled',
      payment_received: facts.paid > 0 && amountsRead(Math.round(facts.paid * 100) / 100),
      bonus_credited: facts.bonus !== null && amountsRead(facts.bonus),
    };
    if (!claim[kind]) problems.push(`#${n.id} (${kind}) is not true of order ${orderId}: ${JSON.stringify(facts)}`);
  }

  // An order's rescheduling is a charter's, and its page reads it in the reader's language.
  for (const row of db.prepare<[], { id: number }>('SELECT id FROM orders WHERE charter_change IS NOT NULL').all()) {
    const full = ctx.orders.find(row.id, 1);
    if (!full) continue;
    if (full.flight_type !== 'charter')
      problems.push(`order ${full.number} has a charter change on a ${full.flight_type} flight`);
    const messages = LOCALES.map((locale) => orderOf(full, [], [], locale).charter_change?.message ?? '');
    if (new Set(messages).size !== LOCALES.length)
      problems.push(`order ${full.number}'s charter change reads the same in every language: ${messages[0]}`);
    for (const message of messages)
      if (/\d{4}-\d{2}-\d{2}/.test(message))
        problems.push(`order ${full.number}'s charter change has an ISO date: ${message}`);
  }
  return problems;
}

describe('seeded notifications', () => {
  it(`are unique, true of their order and written as the live ones on each of ${DAYS} consecutive days`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-notifications-'));
    const db = await openDatabase(path.join(dir, 'demo.sqlite'));
    try {
      const ctx = {
        db,
        orders: new Orders(db),
        orderPayments: new OrderPayments(db),
        bonuses: new Bonuses(db),
        search: { catalogue: loadCatalogue(db, MAX_NIGHTS) },
      } as unknown as AppContext;
      const problems: string[] = [];
      let charterChanges = 0;
      for (let day = 0; day < DAYS; day++) {
        // Each day's seed in a transaction rolled back, so the next day starts from nothing again.
        db.exec('BEGIN');
        db.exec('DELETE FROM notification_texts; DELETE FROM notifications;');
        const now = new Date(Date.now() + day * 86_400_000);
        expect(seedOrdersIfEmpty(ctx, now)).toBe(true);
        expect(seedNotificationsIfEmpty(db, now)).toBe(true);
        problems.push(...problemsOf(ctx).map((p) => `day +${day}: ${p}`));
        charterChanges +=
          db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM notifications WHERE message LIKE '%06:40%'").get()
            ?.n ?? 0;
        db.exec('ROLLBACK');
      }
      expect(problems).toEqual([]);
      // The demo still shows a charter's rescheduling, as a notice too.
      expect(charterChanges).toBeGreaterThan(0);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
