import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  cardPaymentStartResponseSchema,
  orderResponseSchema,
  paymentIdSchema,
  type OrderSummary,
} from '@/lib/schemas/orders';
import { openDatabase } from '@/demo-backend/src/db/open';
import { buildServer } from '@/demo-backend/src/server';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { startWithOrders } from './orders-fixture';

// docs/testing.md, "Security": the demo bank's page opens by the payment id alone, so ids are
// random; and it sends the browser back only to a host of this portal.

let backend: DemoBackend;
let token: string;
let seeded: OrderSummary[];

beforeAll(async () => {
  ({ backend, token, seeded } = await startWithOrders());
}, 30_000);
afterAll(async () => backend.close());

const payable = () => seeded.filter((o) => o.status === 'confirmed' && o.due > 0);
const start = (server: DemoBackend, bearer: string, id: number, returnUrl: string) =>
  call(server.url, `/api/orders/${id}/card_payment?return_url=${encodeURIComponent(returnUrl)}`, {
    token: bearer,
    locale: 'en',
  });
const page = (id: number, host = 'http://localhost:3000') => `${host}/orders/card-payment/${id}`;
const order = async (id: number) =>
  orderResponseSchema.parse((await call(backend.url, `/api/orders/${id}`, { token })).body).data;

describe('payment ids', () => {
  it('are 128 random bits, never a number one could count up to', async () => {
    const [first, second] = payable();
    const ids = [];
    for (const target of [first!, second!]) {
      const answer = await start(backend, token, target.id, page(target.id));
      expect(answer.status).toBe(200);
      ids.push(cardPaymentStartResponseSchema.parse(answer.body).data.payment_id);
    }
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ids[0]).not.toBe(ids[1]);
    // The seed's payments too (the order view lists them).
    const paid = seeded.find((o) => o.status === 'paid')!;
    const payments = (await order(paid.id)).payments;
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) expect(paymentIdSchema.safeParse(payment.id).success).toBe(true);
  });

  it('cannot be guessed: pressing Pay on /gateway/1…300 pays nothing', async () => {
    const target = payable()[2]!;
    // Raw answers, so that this reads the same whatever the ids look like.
    const raw = async () =>
      (
        await call<{ data: { balance: { due: number }; payments: { id: unknown; status: string }[] } }>(
          backend.url,
          `/api/orders/${target.id}`,
          { token },
        )
      ).body.data;
    const attempt = (await start(backend, token, target.id, page(target.id))).body as { data: { payment_id: unknown } };
    const statuses = new Set<number>();
    for (let guess = 1; guess <= 300; guess++) {
      const answer = await backend.app.inject({
        method: 'POST',
        url: `/gateway/${guess}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=pay',
      });
      statuses.add(answer.statusCode);
    }
    expect([...statuses].every((status) => status >= 400 && status < 500)).toBe(true);
    const now = await raw();
    expect(now.balance.due).toBe(target.due);
    expect(now.payments.find((p) => p.id === attempt.data.payment_id)?.status).toBe('pending');
  });

  it('of a database made when they were numbers are made random on start, money and order kept', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payment-ids-'));
    try {
      const file = path.join(dir, 'demo.sqlite');
      // The first start seeds the orders and their payments.
      await (
        await buildServer({
          dbPath: file,
          accessTtlS: 900,
          latencyMs: 0,
          portalUrl: 'http://localhost:3000',
          jwtSecret: 'payment-ids-test-secret-0123456789abcdef',
          mailLog: () => {},
        })
      ).close();
      // The table as it was: sequential INTEGER ids.
      const old = new Database(file);
      old.exec(`ALTER TABLE payments RENAME TO p; DROP INDEX IF EXISTS payments_by_order;
        CREATE TABLE payments (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), created_at TEXT NOT NULL, amount REAL NOT NULL,
          method TEXT NOT NULL, status TEXT NOT NULL, reference TEXT, return_url TEXT, completed_at TEXT);
        INSERT INTO payments (order_id, created_at, amount, method, status, reference, return_url, completed_at)
          SELECT order_id, created_at, amount, method, status, reference, return_url, completed_at FROM p ORDER BY rowid;
        DROP TABLE p;`);
      const before = old.prepare('SELECT order_id, amount, reference FROM payments ORDER BY id').all();
      expect(before.length).toBeGreaterThan(10);
      old.close();

      const db = await openDatabase(file);
      const rows = db
        .prepare<[], { id: unknown; order_id: number; amount: number; reference: string }>(
          'SELECT * FROM payments ORDER BY rowid',
        )
        .all();
      db.close();
      expect(rows.map(({ order_id, amount, reference }) => ({ order_id, amount, reference }))).toEqual(before);
      for (const row of rows) expect(paymentIdSchema.safeParse(row.id).success).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the return address', () => {
  const target = () => payable()[3]!;

  it.each([
    ['an unknown host', 'https://evil.example'],
    ['a look-alike of a brand', 'https://agent.nistruvoyage.md.evil.example'],
    ['an unknown *.localhost', 'http://evil.localhost:3000'],
    ['an IP address', 'http://127.0.0.1:3000'],
  ])('is refused on %s: 400 with a clear error, no attempt', async (_, host) => {
    const before = (await order(target().id)).payments.length;
    const answer = await start(backend, token, target().id, page(target().id, host));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'Bad request',
      message: 'Return address: the portal host is not registered (theme registry or PORTAL_URL).',
      errors: { return_url: ['Return address: the portal host is not registered (theme registry or PORTAL_URL).'] },
    });
    expect((await order(target().id)).payments).toHaveLength(before);
  });

  it.each([
    ['a brand host of the theme registry', 'https://agent.nistruvoyage.md'],
    ['a brand host with a port', 'https://B2B.NistruVoyage.md:8443'],
    ['<theme>.localhost with a port', 'http://nistru.localhost:3400'],
    ['localhost with a port', 'http://localhost:3400'],
  ])('is accepted on %s, and the bank sends the browser back there', async (_, host) => {
    const answer = await start(backend, token, target().id, page(target().id, host));
    expect(answer.status).toBe(200);
    const attempt = cardPaymentStartResponseSchema.parse(answer.body).data;
    const back = await backend.app.inject({
      method: 'POST',
      url: `/gateway/${attempt.payment_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${new URL(page(target().id, host)).href}?payment=${attempt.payment_id}`);
  });

  it("is accepted on the configured portal's origin (PORTAL_URL), port included", async () => {
    const other = await startDemoBackend({ portalUrl: 'https://portal.example.com' });
    try {
      const bearer = (await login(other.url)).access_token;
      expect((await start(other, bearer, target().id, page(target().id, 'https://portal.example.com'))).status).toBe(
        200,
      );
      expect(
        (await start(other, bearer, target().id, page(target().id, 'https://portal.example.com:8443'))).status,
      ).toBe(400);
      expect((await start(other, bearer, target().id, page(target().id, 'http://portal.example.com'))).status).toBe(
        400,
      );
    } finally {
      await other.close();
    }
  });
});

describe("the bank's page", () => {
  it('cannot be framed, runs and loads nothing, is never cached or sent on as a Referer, and posts only to itself and the portal', async () => {
    const target = payable().at(-1)!;
    const attempt = cardPaymentStartResponseSchema.parse(
      (await start(backend, token, target.id, page(target.id, 'http://nistru.localhost:3400'))).body,
    ).data;
    const answer = await backend.app.inject({ method: 'GET', url: `/gateway/${attempt.payment_id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    const csp = Object.fromEntries(
      String(answer.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    // The page's own style block is the one style allowed (by its hash): it still looks like a bank page.
    const style = /<style>([\s\S]*?)<\/style>/.exec(answer.body)?.[1] ?? '';
    expect(csp).toEqual({
      'default-src': ["'none'"],
      'style-src': [`'sha256-${createHash('sha256').update(style).digest('base64')}'`],
      'form-action': ["'self'", 'http://nistru.localhost:3400'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    });
    expect(answer.body).toContain(`<form method="post" action="/gateway/${attempt.payment_id}">`);
    expect(answer.body).not.toMatch(/<script|<iframe|<img|<link/i);

    // The form still works: Pay completes the attempt and sends the browser back to the portal.
    const back = await backend.app.inject({
      method: 'POST',
      url: `/gateway/${attempt.payment_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    });
    expect([
      back.statusCode,
      back.headers.location,
      back.headers['referrer-policy'],
      back.headers['cache-control'],
    ]).toEqual([
      303,
      `${page(target.id, 'http://nistru.localhost:3400')}?payment=${attempt.payment_id}`,
      'no-referrer',
      'no-store',
    ]);
  });
});
