import { execFileSync } from 'node:child_process';
import { createTranslator } from 'use-intl/core';
import { loadMessages } from '@/lib/i18n/catalogues';
import { formattingLocale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/format/price';
import { offerDates } from '@/lib/shared/offer-summary';
import { ORDER_CURRENCY } from '@/lib/schemas/booking';
import { orderResponseSchema, ordersListSchema, type Order, type OrderSummary } from '@/lib/schemas/orders';
import {
  deskTicketOrderResponseSchema,
  deskTicketOrdersListSchema,
  ticketPaymentsListSchema,
  PAYMENT_COUNTED,
  type DeskTicketOrder,
} from '@/lib/schemas/ats';
import { salesReportSchema, type SalesReport } from '@/lib/schemas/reports';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { portalToday } from '@/lib/format/date';
import { call, login } from './client';
import {
  expectSameOrder,
  expectSameTicketOrder,
  paidOf,
  periodBefore,
  salesOfOrders,
  type SalesOrder,
} from './consistency-fixture';

// One truth (docs/product.md "Where each fact comes from"): each fact of a package order, a ticket
// order and the sales report is read through every call, screen and export that shows it, and the
// readings are compared with each other. The seed on each of sixty days is in seed-consistency.test.ts.

// The portal's CSV download (lib/reports/csv-downloads.ts) reads the backend as the signed-in user;
// its request context is the test's: this token, English.
let session = { accessToken: '' };
let bookingApiUrl = '';
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => ({ value: name === 'session' ? 'sealed' : 'en' }) }),
  headers: async () => new Headers({ 'x-portal-path': '/ats/reports/sales' }),
}));
jest.mock('@/lib/env', () => ({ env: () => ({ bookingApiUrl, bffTimeoutMs: 10_000, pageTimeoutMs: 10_000 }) }));
jest.mock('@/lib/session', () => ({
  sessionConfigFromEnv: () => ({ secure: false }),
  sessionCookieName: () => 'session',
  unsealSession: async () => session,
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) =>
    createTranslator({ locale: 'en', messages: await loadMessages('en'), namespace: namespace as never }),
}));

import { salesCsv } from '@/lib/reports/csv-downloads';

let backend: DemoBackend;
const tokens = { agent: '', ats: '' };

beforeAll(async () => {
  backend = await startDemoBackend();
  bookingApiUrl = backend.url;
  tokens.agent = (await login(backend.url, 'agent@demo.travel')).access_token;
  tokens.ats = (await login(backend.url, 'ats@demo.travel')).access_token;
  session = { accessToken: tokens.ats };
}, 60_000);
afterAll(async () => backend.close());

/** Blanks collapsed: pdftotext and Intl write different spaces, and pdftotext sometimes drops the narrow one before €. */
const blanks = (text: string) => text.replace(/\s+/g, ' ').replace(/ €/g, '€');
const pdfText = (pdf: Buffer) => blanks(execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8'));
const money = (amount: number) => blanks(formatPrice(amount, ORDER_CURRENCY, formattingLocale('en')));

/** Whether `parts` appear in `text` in this order. */
function inOrder(text: string, parts: readonly string[]): boolean {
  let at = 0;
  for (const part of parts) {
    const found = text.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return true;
}

async function get<T>(path: string, token: string, parse: (body: unknown) => T, locale = 'en'): Promise<T> {
  const answer = await call(backend.url, path, { token, locale });
  expect({ path, status: answer.status }).toEqual({ path, status: 200 });
  return parse(answer.body);
}

describe('a package order is the same in the journal, the order view and its documents', () => {
  let journal: OrderSummary[] = [];
  const views = new Map<number, Order>();
  beforeAll(async () => {
    journal = await get('/api/orders?page[size]=100&sort=number', tokens.agent, (b) => ordersListSchema.parse(b).data);
    for (const row of journal)
      views.set(row.id, await get(`/api/orders/${row.id}`, tokens.agent, (b) => orderResponseSchema.parse(b).data));
  }, 60_000);

  /** The sampled orders: one of each status with money on it, the cancelled one with a penalty. */
  const sample = () => {
    const picked = (['confirmed', 'partially_paid', 'paid'] as const).map((status) =>
      journal.find((row) => row.status === status)!,
    );
    const cancelled = journal.filter((row) => row.status === 'cancelled');
    picked.push(cancelled.find((row) => (views.get(row.id)!.cancellation?.penalty ?? 0) > 0) ?? cancelled[0]!);
    expect(picked.every(Boolean)).toBe(true);
    return picked;
  };

  it('every journal row says what its order view says (number, status, money, dates, hotel, tourists)', () => {
    expect(journal.length).toBeGreaterThan(20);
    for (const row of journal) expectSameOrder(row, views.get(row.id)!);
  });

  it('the order view’s paid is the sum of its received payments', () => {
    for (const order of views.values())
      expect({ number: order.number, paid: order.balance.paid }).toEqual({
        number: order.number,
        paid: paidOf(order.payments),
      });
  });

  it('the invoice prints the order’s number, total, commission, net, paid and what is due or refunded', async () => {
    for (const row of sample()) {
      const order = views.get(row.id)!;
      const pdf = await call<Buffer>(backend.url, `/api/orders/${row.id}/print_invoice`, {
        token: tokens.agent,
        locale: 'en',
      });
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.body);
      expect(text).toContain(order.number);
      const gross = order.price.lines.find((l) => l.key === 'gross_commission')!.amount!;
      const settled = order.balance.refund > 0 ? order.balance.refund : order.balance.due;
      const amounts = [order.price.total, gross, order.balance.net, order.balance.paid, settled].map(money);
      expect({ number: order.number, amounts, printed: inOrder(text, amounts) }).toEqual({
        number: order.number,
        amounts,
        printed: true,
      });
    }
  }, 120_000);

  it('the voucher of a paid order names its hotel, its dates and every tourist', async () => {
    const paid = journal.filter((row) => row.status === 'paid').slice(0, 2);
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid) {
      const order = views.get(row.id)!;
      const pdf = await call<Buffer>(backend.url, `/api/orders/${row.id}/print_voucher`, {
        token: tokens.agent,
        locale: 'en',
      });
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.body);
      expect(text).toContain(order.number);
      expect(text).toContain(blanks(order.offer.accommodation.hotel.name));
      expect(text).toContain(blanks(offerDates(order.offer)));
      for (const tourist of order.tourists) expect(text).toContain(`${tourist.surname} ${tourist.name}`.toUpperCase());
    }
  }, 120_000);
});

describe('a ticket order is the same in the flight list, its sheet, its payments and its e-ticket', () => {
  let list: SalesOrder[] = [];
  beforeAll(async () => {
    list = [];
    for (const source of ['portal', 'manual']) {
      list.push(
        ...(await get(
          `/api/ats/orders?source=${source}&page[size]=100&sort=-created_at`,
          tokens.ats,
          (b) => deskTicketOrdersListSchema.parse(b).data,
        )),
      );
    }
  }, 60_000);

  /** Portal bookings of each status and manual orders with one, two and no payments. */
  async function sample(): Promise<DeskTicketOrder[]> {
    const portal = (['ticketed', 'hold', 'cancelled', 'flown'] as const).flatMap((status) =>
      list.filter((o) => o.source === 'portal' && o.status === status && o.paid > 0).slice(0, 1),
    );
    const sheet = (id: number) =>
      get(`/api/ats/orders/${id}`, tokens.ats, (b) => deskTicketOrderResponseSchema.parse(b).data);
    const sheets: DeskTicketOrder[] = [];
    for (const row of portal) sheets.push(await sheet(row.id));
    // Manual orders until there are three each with no payment, one payment and several.
    const byCount = new Map<number, number>();
    for (const row of list.filter((o) => o.source === 'manual')) {
      const manual = await sheet(row.id);
      const kind = Math.min(manual.payments.length, 2);
      if ((byCount.get(kind) ?? 0) >= 3) continue;
      byCount.set(kind, (byCount.get(kind) ?? 0) + 1);
      sheets.push(manual);
      if ([0, 1, 2].every((k) => byCount.get(k) === 3)) break;
    }
    expect(sheets.filter((o) => o.source === 'portal').length).toBeGreaterThanOrEqual(3);
    expect(sheets.some((o) => o.payments.length > 1)).toBe(true);
    return sheets;
  }

  it('the list row = the sheet, and the sheet’s paid = the sum of its counted payments = the payments list’s', async () => {
    for (const sheet of await sample()) {
      expectSameTicketOrder(
        list.find((o) => o.id === sheet.id)!,
        sheet,
      );
      const counted = sheet.payments.filter((p) => PAYMENT_COUNTED.includes(p.status));
      expect({ number: sheet.number, paid: sheet.paid }).toEqual({
        number: sheet.number,
        paid: Math.round(counted.reduce((sum, p) => sum + p.amount_eur, 0) * 100) / 100,
      });
      const payments = await get(
        `/api/ats/orders-payments?order_id=${sheet.id}&page[size]=100`,
        tokens.ats,
        (b) => ticketPaymentsListSchema.parse(b).data,
      );
      expect(payments.map((p) => [p.id, p.amount_eur, p.status]).sort()).toEqual(
        sheet.payments.map((p) => [p.id, p.amount_eur, p.status]).sort(),
      );
      for (const payment of payments)
        expect(payment.order).toEqual({
          id: sheet.id,
          number: sheet.number,
          total: sheet.total,
          paid: sheet.paid,
          balance: sheet.balance,
        });
    }
  }, 120_000);

  it('the e-ticket prints the sheet’s booking reference and every passenger’s ticket number', async () => {
    const ticketed = list.filter((o) => o.status === 'ticketed').slice(0, 3);
    expect(ticketed.some((o) => o.source === 'portal')).toBe(true);
    for (const row of ticketed) {
      const sheet = await get(
        `/api/ats/orders/${row.id}`,
        tokens.ats,
        (b) => deskTicketOrderResponseSchema.parse(b).data,
      );
      const pdf = await call<Buffer>(backend.url, `/api/ats/orders/${row.id}/documents/eticket?lang=en`, {
        token: tokens.ats,
        locale: 'en',
      });
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.body);
      expect(sheet.pnr).not.toBeNull();
      expect(text).toContain(sheet.pnr!);
      expect(text).toContain(sheet.number);
      for (const passenger of sheet.passengers) {
        expect(passenger.ticket_number).not.toBeNull();
        expect(text).toContain(passenger.ticket_number!);
      }
    }
  }, 120_000);
});

describe('the sales report = its CSV = the sum of its own orders, per seller', () => {
  const { date_from, date_to } = periodBefore(portalToday(), 30);
  const query = `date_from=${date_from}&date_to=${date_to}&group=seller`;
  let report: SalesReport;
  beforeAll(async () => {
    report = await get(`/api/ats/reports/sales?${query}&page[size]=100`, tokens.ats, (b) => salesReportSchema.parse(b));
  }, 30_000);

  /** Every order the flight list shows issued in the period (of one seller). */
  async function ordersIssued(seller?: string): Promise<SalesOrder[]> {
    const rows: SalesOrder[] = [];
    for (let page = 1; ; page++) {
      const path = `/api/ats/orders?issued_from=${date_from}&issued_to=${date_to}${seller ? `&seller=${seller}` : ''}&page[size]=100&page[number]=${page}`;
      const answer = await get(path, tokens.ats, (b) => deskTicketOrdersListSchema.parse(b));
      rows.push(...answer.data);
      if (page * 100 >= answer.meta.total) return rows;
    }
  }

  it('each seller’s row and the totals are the sums over the orders the flight list shows for them', async () => {
    expect(report.data.length).toBeGreaterThan(1);
    expect(salesOfOrders(await ordersIssued())).toEqual(report.totals);
    for (const row of report.data) {
      const { key, label, previous_total, ...figures } = row;
      void label;
      void previous_total;
      expect({ seller: key, ...salesOfOrders(await ordersIssued(key)) }).toEqual({ seller: key, ...figures });
    }
  }, 120_000);

  it('the CSV download has the report’s rows and totals', async () => {
    const response = await salesCsv(new URLSearchParams(query));
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const figures = (row: SalesReport['totals']) =>
      [row.orders, row.sales, row.refunds, row.exchanges, row.tickets]
        .map(String)
        .concat([row.fare, row.taxes, row.fee, row.commission, row.total].map((v) => v.toFixed(2)));
    const body = lines.slice(1);
    // The download asks for the page's order (by the group's name), as this report did.
    expect(body.slice(0, -1).map((cells) => cells.slice(0, 11))).toEqual(
      report.data.map((row) => [row.label, ...figures(row)]),
    );
    expect(body.at(-1)!.slice(1, 11)).toEqual(figures(report.totals));
  }, 60_000);
});
