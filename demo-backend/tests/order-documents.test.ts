import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPrice } from '@/lib/format/price';
import { DOCUMENT_KINDS, type DocumentKind } from '@/lib/schemas/orders';
import type { PdfLocale } from '@/demo-backend/src/pdf/jobs';
import { PdfRenderer } from '@/demo-backend/src/pdf/renderer';
import { orderFixture } from './order-fixture';

/**
 * Every order document rendered by the real PDF worker from a wire order, read back with
 * pdftotext: what a tourist, a hotel or a bank clerk would read off the paper.
 */
const LOCALES = ['ro', 'ru'] as const satisfies readonly PdfLocale[];
const SINGLE = DOCUMENT_KINDS.filter((kind) => kind !== 'all_documents');
/** A reviewer's look at each first page; kept after the run (artifacts/ is git-ignored). */
const ARTIFACTS = path.join(process.cwd(), 'artifacts', 'order-documents');
const AGENCY = {
  name: 'Călătorii Științifice SRL',
  address: 'str. Mihai Eminescu 5, Chișinău',
  phone: '+37369111222',
  email: 'office@calatorii.md',
};
const GUESTS = ['TURCANU STEFAN', 'IVANOVA ELENA', 'IVANOV MIHAI'];

const renderer = new PdfRenderer();
let dir: string;
const printed: Record<string, { text: string; pages: number }> = {};

const file = (kind: DocumentKind, locale: PdfLocale) => path.join(dir, `${kind}-${locale}.pdf`);
const doc = (kind: DocumentKind, locale: PdfLocale) => printed[`${kind}-${locale}`]!;
/** pdftotext writes the no-break spaces of "957,05 €" as plain spaces, and lines break anywhere. */
const flat = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ');
const money = (amount: number, locale: string) => flat(formatPrice(amount, 'EUR', locale));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'order-documents-'));
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const locale of LOCALES) {
    const order = orderFixture(locale);
    for (const kind of DOCUMENT_KINDS) {
      const pdf = await renderer.render({
        kind: 'order-document',
        locale,
        document: kind,
        order,
        agency: AGENCY,
        printed_at: '2026-05-22T08:05:00Z',
      });
      writeFileSync(file(kind, locale), pdf);
      const info = execFileSync('pdfinfo', [file(kind, locale)]).toString('utf8');
      printed[`${kind}-${locale}`] = {
        text: flat(execFileSync('pdftotext', [file(kind, locale), '-']).toString('utf8')),
        pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
      };
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '70',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file(kind, locale),
        path.join(ARTIFACTS, `${kind}-${locale}`),
      ]);
    }
  }
}, 180_000);

afterAll(() => {
  renderer.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each(LOCALES)('order documents in %s', (locale) => {
  it.each(DOCUMENT_KINDS)('%s names the operator, the order number and its date', (kind) => {
    const { text } = doc(kind, locale);
    expect(text).toContain('Demo Tour Operator SRL');
    expect(text).toContain('MD-104233');
    expect(text).toContain('20.05.2026');
  });

  it.each(['memos', 'medical_insurance', 'fly_tickets', 'tourist_contract', 'voucher'] as const)(
    '%s holds every tourist',
    (kind) => {
      const { text } = doc(kind, locale);
      const names = kind === 'fly_tickets' ? GUESTS.map((name) => name.replace(' ', '/')) : GUESTS;
      for (const name of names) expect(text).toContain(name);
    },
  );

  it('prints one memo, one policy and one ticket page per tourist, each leg a ticket', () => {
    expect(doc('memos', locale).pages).toBe(3);
    expect(doc('medical_insurance', locale).pages).toBe(3);
    expect(doc('fly_tickets', locale).pages).toBe(3);
    const tickets = doc('fly_tickets', locale).text;
    expect(tickets.match(/RU 7501/g)).toHaveLength(3);
    expect(tickets.match(/RU 7502/g)).toHaveLength(3);
  });

  it('the voucher holds the hotel, room, meal, dates, nights and transfer', () => {
    const { text } = doc('voucher', locale);
    const order = orderFixture(locale);
    expect(text).toContain('Sunrise Beach 4*');
    expect(text).toContain(order.offer.accommodation.room.name);
    expect(text).toContain(order.offer.accommodation.meal.full_name);
    expect(text).toContain('12.06.2026 – 19.06.2026');
    expect(text).toContain(order.services[0]!.name);
  });

  it('the invoice bills the package and the chosen services, and says what is paid and due', () => {
    const { text } = doc('invoice', locale);
    const intl = locale;
    expect(text).toContain(AGENCY.name);
    expect(text).toContain(money(2174.5 - 30 - 24.5, intl));
    expect(text).toContain(money(1957.05, intl));
    expect(text).toContain(money(1000, intl));
    expect(text).toContain(money(957.05, intl));
    // The agency's commission is what it earns: a positive amount (docs/product.md §10 "Prices").
    expect(text).toContain(money(217.45, intl));
    expect(text).not.toContain(money(-217.45, intl));
    expect(text).not.toContain(orderFixture(locale).services[2]!.name);
    // Three days after the order, before the check-in.
    expect(text).toContain('23.05.2026');
    expect(text).toContain('MD24AG000225100013104168');
  });

  it('the memo gives the check-in window and the baggage allowance of each leg', () => {
    const { text } = doc('memos', locale);
    expect(text).toContain('12.06.2026 05:15');
    expect(text).toContain('12.06.2026 07:35');
    expect(text).toContain('55×40×20 cm');
  });

  it('all documents is every document’s pages in one file', () => {
    const all = doc('all_documents', locale);
    expect(all.pages).toBe(SINGLE.reduce((sum, kind) => sum + doc(kind, locale).pages, 0));
    for (const kind of SINGLE) {
      const title = /^\S+ \S+/.exec(
        doc(kind, locale)
          .text.slice(doc(kind, locale).text.indexOf('20.05.2026') + 11)
          .trim(),
      )?.[0];
      expect(all.text).toContain(title);
    }
  });
});

it('keeps Romanian ș ț ă and Cyrillic intact', () => {
  expect(doc('voucher', 'ro').text).toContain('VOUCHER HOTELIER');
  expect(doc('voucher', 'ro').text).toContain('Oaspeți');
  expect(doc('invoice', 'ro').text).toContain('Destinația plății');
  expect(doc('invoice', 'ro').text).toContain('Chișinău');
  expect(doc('tourist_contract', 'ro').text).toContain('Condiții de anulare');
  expect(doc('voucher', 'ru').text).toContain('ВАУЧЕР НА РАЗМЕЩЕНИЕ');
  expect(doc('voucher', 'ru').text).toContain('Всё включено');
  expect(doc('memos', 'ru').text).toContain('Экстренные телефоны');
});

it('refuses tickets for a hotel-only order, and leaves them out of all documents', async () => {
  const order = orderFixture('ru', { baggage: null });
  order.offer.tickets = {};
  const job = {
    kind: 'order-document',
    locale: 'ru',
    order,
    agency: AGENCY,
    printed_at: '2026-05-22T08:05:00Z',
  } as const;
  await expect(renderer.render({ ...job, document: 'fly_tickets' })).rejects.toThrow(/no flights/);
  const all = await renderer.render({ ...job, document: 'all_documents' });
  const text = flat(execFileSync('pdftotext', ['-', '-'], { input: all }).toString('utf8'));
  expect(text).toContain('ВАУЧЕР НА РАЗМЕЩЕНИЕ');
  expect(text).not.toContain('ЭЛЕКТРОННЫЙ БИЛЕТ');
}, 30_000);
