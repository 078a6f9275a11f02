import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Page, StyleSheet, Text, View, type DocumentProps } from '@react-pdf/renderer';
// next-intl's translator without next-intl, whose peer dependency is Next itself.
import { createTranslator } from 'use-intl/core';
import { legText, offerDates, offerRows, type SummaryRow, type Translate } from '@/lib/shared/offer-summary';
import { formatCalendarDate, formatDate, formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { loadMessages } from '@/lib/i18n/catalogues';
import { formattingLocale } from '@/lib/i18n/locales';
import { ORDER_CURRENCY, type BaggageInfo, type Tourist } from '@/lib/schemas/booking';
import { DOCUMENT_KINDS, type DocumentKind, type Order } from '@/lib/schemas/orders';
import type { TicketLeg } from '@/lib/schemas/search';
import { OPERATOR_PHONES } from '../operator-contacts';
import { OPERATOR } from './contract-text.mjs';
import { INSURER, ORDER_DOCUMENT_TEXT, type OrderDocumentText } from './order-document-text.mjs';
import type { OrderDocumentAgency, PdfJob } from './jobs';

/**
 * An order's documents (GET orders/{id}/print_{kind}), drawn from the order's own data in the
 * job's language. Each document is a list of pages, so `all_documents` is simply every available
 * document's pages in one file.
 */

type OrderJob = Extract<PdfJob, { kind: 'order-document' }>;
type SingleKind = Exclude<DocumentKind, 'all_documents'>;

interface Ctx {
  order: Order;
  agency: OrderDocumentAgency;
  text: OrderDocumentText;
  t: Translate;
  intl: string;
  printedAt: string;
  fontFamily: string;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#d1d5db';
/** Days an agency has to pay an order, never past the check-in. */
const PAYMENT_DAYS = 3;
/** Label width in the half-page columns of parties. */
const COLUMN_LABEL = 80;

// Line heights sit on the texts next to their sizes (see lib/pdf/offers-document.tsx for why).
const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 56, paddingHorizontal: 44, fontSize: 9.5, color: INK },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingBottom: 6,
    borderBottomWidth: 1.5,
    borderBottomColor: INK,
  },
  operator: { fontSize: 12, lineHeight: 1.3, fontWeight: 'bold' },
  operatorLine: { fontSize: 7.5, lineHeight: 1.3, color: MUTED },
  orderBox: { alignItems: 'flex-end' },
  orderNumber: { fontSize: 11, lineHeight: 1.3, fontWeight: 'bold' },
  title: { fontSize: 13, lineHeight: 1.3, fontWeight: 'bold', textAlign: 'center', marginTop: 14, marginBottom: 10 },
  subtitle: { fontSize: 11, lineHeight: 1.3, fontWeight: 'bold', textAlign: 'center', marginTop: -6, marginBottom: 10 },
  section: {
    fontSize: 10,
    lineHeight: 1.3,
    fontWeight: 'bold',
    marginTop: 10,
    marginBottom: 4,
    paddingBottom: 2,
    borderBottomWidth: 0.5,
    borderBottomColor: LINE,
  },
  row: { flexDirection: 'row', marginBottom: 1.5 },
  label: { width: 130, fontSize: 9.5, lineHeight: 1.4, color: MUTED },
  value: { flex: 1, fontSize: 9.5, lineHeight: 1.4 },
  /** A line of its own in a column (`value` grows sideways in a row only). */
  line: { fontSize: 9.5, lineHeight: 1.4 },
  paragraph: { fontSize: 9.5, lineHeight: 1.45, marginBottom: 5 },
  bullet: { fontSize: 9.5, lineHeight: 1.45, marginBottom: 2, paddingLeft: 8 },
  tableHead: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, paddingBottom: 2, marginBottom: 2 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 2 },
  tableTotal: { flexDirection: 'row', paddingVertical: 2 },
  cellNo: { width: 24, fontSize: 9.5, lineHeight: 1.4 },
  cellItem: { flex: 1, fontSize: 9.5, lineHeight: 1.4 },
  cellAmount: { width: 110, fontSize: 9.5, lineHeight: 1.4, textAlign: 'right' },
  strong: { fontWeight: 'bold', fontSize: 9.5, lineHeight: 1.4 },
  box: { borderWidth: 0.75, borderColor: LINE, borderRadius: 4, padding: 10, marginBottom: 10 },
  notice: {
    fontSize: 10,
    lineHeight: 1.4,
    fontWeight: 'bold',
    textAlign: 'center',
    marginTop: 12,
    padding: 6,
    borderWidth: 1,
    borderColor: INK,
  },
  columns: { flexDirection: 'row', gap: 18, marginTop: 6 },
  column: { flex: 1 },
  signature: {
    marginTop: 28,
    borderTopWidth: 0.5,
    borderTopColor: INK,
    paddingTop: 2,
    fontSize: 8,
    lineHeight: 1.3,
    color: MUTED,
  },
  footer: {
    position: 'absolute',
    left: 44,
    right: 44,
    bottom: 24,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 5,
    borderTopWidth: 0.5,
    borderTopColor: LINE,
    fontSize: 7.5,
    color: MUTED,
  },
});

/* ─── Facts derived from the order ─────────────────────────────────────── */

/** "IVANOV IVAN", as the operator's lists and the hotels write guests. */
const fullName = (tourist: Tourist) => `${tourist.surname} ${tourist.name}`.toUpperCase();

/** A wire date plus days, read and written as a calendar date (no time zone can move it). */
function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The order's day on the portal's clock, as a wire date. */
function orderDay(order: Order): string {
  const [d, m, y] = formatDate(order.created_at).split('.');
  return `${y}-${m}-${d}`;
}

function paymentDueDate(order: Order): string {
  const due = addDays(orderDay(order), PAYMENT_DAYS);
  return due < order.offer.dates.check_in ? due : order.offer.dates.check_in;
}

/** "12.06.2026 05:15": the leg's departure moved back by `minutes`. */
function beforeDeparture(leg: TicketLeg, minutes: number): string {
  const at = new Date(`${leg.departure.date}T${leg.departure.time}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() - minutes);
  const iso = at.toISOString();
  return `${formatCalendarDate(iso.slice(0, 10))} ${iso.slice(11, 16)}`;
}

/** The flights' booking reference (PNR): six letters and digits, stable for the order. */
function bookingReference(order: Order): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let n = order.id * 2_654_435_761 + 97;
  let ref = '';
  for (let i = 0; i < 6; i++) {
    ref += alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
  }
  return ref;
}

function legs(order: Order): Array<{ leg: TicketLeg; baggage: BaggageInfo | null }> {
  const { from, to } = order.offer.tickets;
  if (!from || !to) return [];
  return [
    { leg: from, baggage: order.baggage?.from ?? null },
    { leg: to, baggage: order.baggage?.to ?? null },
  ];
}

const selectedServices = (order: Order) => order.services.filter((s) => s.selected || s.mandatory);

function transferText(ctx: Ctx): string {
  const transfer = selectedServices(ctx.order).find((s) => s.kind === 'transfer');
  return transfer ? transfer.name : ctx.text.noTransfer;
}

const hotelLine = (order: Order) =>
  `${order.offer.accommodation.hotel.name} ${order.offer.accommodation.hotel.category}`;
const hotelPlace = (order: Order) =>
  [order.offer.accommodation.hotel.city, order.offer.accommodation.hotel.country].filter(Boolean).join(', ');

/* ─── Layout pieces ────────────────────────────────────────────────────── */

/** Label and value side by side; `labelWidth` narrower in half-page columns. */
function rows(list: ReadonlyArray<SummaryRow | [string, string]>, labelWidth?: number): ReactElement[] {
  const label = labelWidth ? [styles.label, { width: labelWidth }] : styles.label;
  return list.map((row) => {
    const [name, value] = Array.isArray(row) ? row : [row.label, row.value];
    return h(
      View,
      { key: name, style: styles.row, wrap: false },
      h(Text, { style: label }, name),
      h(Text, { style: styles.value }, value),
    );
  });
}

const section = (title: string) => h(Text, { style: styles.section, minPresenceAhead: 40 }, title);

function page(ctx: Ctx, key: string, title: string, ...children: ReactNode[]): ReactElement {
  const { order, text } = ctx;
  return h(
    Page,
    { key, size: 'A4', style: [styles.page, { fontFamily: ctx.fontFamily }] },
    h(
      View,
      { style: styles.header },
      h(
        View,
        null,
        h(Text, { style: styles.operator }, OPERATOR.name),
        h(Text, { style: styles.operatorLine }, `${OPERATOR.address} · ${OPERATOR.phone} · ${OPERATOR.email}`),
      ),
      h(
        View,
        { style: styles.orderBox },
        h(Text, { style: styles.orderNumber }, `${text.order} ${order.number}`),
        h(Text, { style: styles.operatorLine }, `${text.ordered} ${formatDate(order.created_at)}`),
      ),
    ),
    h(Text, { style: styles.title }, title),
    ...children,
    h(
      View,
      { style: styles.footer, fixed: true },
      h(Text, null, `${text.order} ${order.number} · ${text.printed}: ${ctx.printedAt}`),
      h(Text, {
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          ctx.t('basket.pdf.page', { page: pageNumber, total: totalPages }),
      }),
    ),
  );
}

/** A priced line of a table: item on the left, amount on the right, numbered when `no` is given. */
function itemRow(key: string, item: string, amount: string, no?: string): ReactElement {
  return h(
    View,
    { key, style: styles.tableRow, wrap: false },
    no === undefined ? null : h(Text, { style: styles.cellNo }, no),
    h(Text, { style: styles.cellItem }, item),
    h(Text, { style: styles.cellAmount }, amount),
  );
}

/** One side of a contract: its role, its name, how to reach it, and a line to sign on. */
function party(role: string, name: string, contacts: Array<[string, string]>, signature: string): ReactElement {
  return h(
    View,
    { style: styles.column },
    h(Text, { style: styles.strong }, role),
    h(Text, { style: styles.line }, name),
    ...rows(contacts, COLUMN_LABEL),
    h(Text, { style: styles.signature }, signature),
  );
}

function signatures(left: string, right: string, signature: string): ReactElement {
  return h(
    View,
    { style: styles.columns, wrap: false },
    h(
      View,
      { style: styles.column },
      h(Text, { style: styles.strong }, left),
      h(Text, { style: styles.signature }, signature),
    ),
    h(
      View,
      { style: styles.column },
      h(Text, { style: styles.strong }, right),
      h(Text, { style: styles.signature }, signature),
    ),
  );
}

/** Hotel, place, dates with nights, then room, placement, meal and flights as the portal words them. */
function stayRows(ctx: Ctx, withFlights: boolean): ReactElement[] {
  const { order, text, t } = ctx;
  const offerLines = offerRows(order.offer, t);
  return rows([
    [text.hotel, hotelLine(order)],
    [text.address, hotelPlace(order)],
    [
      t('basket.offer.dates'),
      `${offerDates(order.offer)} (${t('format.nights', { count: order.offer.nights.total })})`,
    ],
    ...(withFlights ? offerLines : offerLines.slice(0, 3)),
    [text.transfer, transferText(ctx)],
  ]);
}

/* ─── The documents ────────────────────────────────────────────────────── */

function invoice(ctx: Ctx): ReactElement[] {
  const { order, agency, text, intl } = ctx;
  const money = (amount: number) => formatPrice(amount, ORDER_CURRENCY, intl);
  const services = selectedServices(order);
  const packagePrice = Math.round((order.price.total - services.reduce((sum, s) => sum + s.price, 0)) * 100) / 100;
  const items: Array<[string, number]> = [
    [text.invoice.package(hotelLine(order), offerDates(order.offer), order.tourists.length), packagePrice],
    ...services.map((s): [string, number] => [s.name, s.price]),
  ];
  const totals: Array<[string, number, boolean]> = [
    [text.invoice.total, order.price.total, false],
    // What the agency earns, as a positive amount (docs/product.md §10 "Prices").
    [text.invoice.commission, Math.round((order.price.total - order.price.net) * 100) / 100, false],
    [text.invoice.net, order.balance.net, true],
    [text.invoice.paid, order.balance.paid, false],
    // Money the operator returns reads as a refund, never as a negative due (lib/shared/order-balance.ts).
    order.balance.refund > 0
      ? [text.invoice.refund, order.balance.refund, true]
      : [text.invoice.due, order.balance.due, true],
  ];
  return [
    page(
      ctx,
      'invoice',
      text.titles.invoice(order.number),
      h(
        View,
        { style: styles.columns },
        h(
          View,
          { style: styles.column },
          section(text.invoice.supplier),
          ...rows(
            [
              [text.operator, OPERATOR.name],
              [text.fiscalCode, OPERATOR.fiscal_code],
              [text.address, OPERATOR.address],
            ],
            COLUMN_LABEL,
          ),
        ),
        h(
          View,
          { style: styles.column },
          section(text.invoice.payer),
          ...rows(
            [
              [text.agency, agency.name],
              [text.address, agency.address],
              [text.phone, agency.phone],
              [text.email, agency.email],
            ],
            COLUMN_LABEL,
          ),
        ),
      ),
      section(`${text.order} ${order.number}`),
      h(
        View,
        { style: styles.tableHead },
        h(Text, { style: [styles.cellNo, styles.strong] }, '№'),
        h(Text, { style: [styles.cellItem, styles.strong] }, text.invoice.item),
        h(Text, { style: [styles.cellAmount, styles.strong] }, text.invoice.amount),
      ),
      ...items.map(([item, amount], i) => itemRow(`item-${i}`, item, money(amount), String(i + 1))),
      ...totals.map(([label, amount, strong]) =>
        h(
          View,
          { key: label, style: styles.tableTotal, wrap: false },
          h(Text, { style: [styles.cellItem, { textAlign: 'right' }, strong ? styles.strong : {}] }, label),
          h(Text, { style: [styles.cellAmount, strong ? styles.strong : {}] }, money(amount)),
        ),
      ),
      ...rows([[text.invoice.dueDate, formatCalendarDate(paymentDueDate(order))]]),
      section(text.invoice.bank),
      ...rows([
        [text.operator, OPERATOR.name],
        ['IBAN', OPERATOR.iban],
        [text.invoice.bankName, OPERATOR.bank],
      ]),
      h(Text, { style: styles.paragraph }, text.invoice.purpose(order.number)),
      signatures(text.operator, text.agency, text.signature),
    ),
  ];
}

function memos(ctx: Ctx): ReactElement[] {
  const { order, text } = ctx;
  const phones = OPERATOR_PHONES;
  return order.tourists.map((tourist) =>
    page(
      ctx,
      `memo-${tourist.id}`,
      text.titles.memo,
      h(Text, { style: styles.subtitle }, fullName(tourist)),
      ...(legs(order).length > 0 ? [section(text.memo.flights)] : []),
      ...legs(order).map(({ leg, baggage }) => {
        const allowance = baggage ? (tourist.kind === 'infant' ? baggage.infant : baggage.adult) : null;
        return h(
          View,
          { key: leg.name, style: styles.box, wrap: false },
          h(Text, { style: [styles.line, styles.strong] }, legText(leg)),
          baggage
            ? h(
                Text,
                { style: styles.line },
                text.memo.checkIn(
                  beforeDeparture(leg, baggage.check_in.open_hours * 60),
                  beforeDeparture(leg, baggage.check_in.close_minutes),
                ),
              )
            : null,
          allowance
            ? h(
                Text,
                { style: styles.line },
                text.memo.baggage(allowance.baggage_kg, allowance.hand_kg, allowance.hand_size),
              )
            : null,
        );
      }),
      section(text.memo.stay),
      ...stayRows(ctx, false),
      section(text.memo.emergency),
      ...rows([
        [
          text.memo.reservation,
          [phones.reservation_department?.office, phones.reservation_department?.mobile].filter(Boolean).join(', '),
        ],
        [
          text.memo.ticketOffice,
          [phones.ticket_office?.office, phones.ticket_office?.mobile].filter(Boolean).join(', '),
        ],
        [text.memo.assistance, `${INSURER.name}, ${INSURER.phone}`],
        [text.memo.emergencyEU, '112'],
      ]),
      ...text.memo.advice.map((line, i) => h(Text, { key: `advice-${i}`, style: styles.bullet }, `• ${line}`)),
    ),
  );
}

function medicalInsurance(ctx: Ctx): ReactElement[] {
  const { order, text, intl } = ctx;
  const period = offerDates(order.offer);
  return order.tourists.map((tourist, i) =>
    page(
      ctx,
      `policy-${tourist.id}`,
      text.titles.insurance(`${order.number}-M${i + 1}`),
      ...rows([
        [text.insurance.insurer, `${INSURER.name}, ${INSURER.phone}`],
        [text.insurance.insured, fullName(tourist)],
        [text.birthDate, formatCalendarDate(tourist.birth_date)],
        [text.document, text.passport(tourist.passport_number, formatCalendarDate(tourist.passport_expiry))],
        [text.citizenship, tourist.citizenship],
        [text.insurance.period, period],
        [text.insurance.territory, order.offer.accommodation.hotel.country],
        [text.insurance.coverage, formatPrice(INSURER.coverage, ORDER_CURRENCY, intl)],
        [text.insurance.deductible, text.insurance.none],
        [text.insurance.assistance, INSURER.phone],
      ]),
      h(Text, { style: [styles.paragraph, { marginTop: 10 }] }, text.insurance.conditions),
      signatures(text.insurance.insurer, text.insurance.insured, text.signature),
    ),
  );
}

function flyTickets(ctx: Ctx): ReactElement[] {
  const { order, text } = ctx;
  const flights = legs(order);
  if (flights.length === 0) throw new Error(`order ${order.number} has no flights (hotel only): no tickets to print`);
  const ref = bookingReference(order);
  return order.tourists.map((tourist, i) =>
    page(
      ctx,
      `ticket-${tourist.id}`,
      text.titles.ticket,
      ...flights.map(({ leg, baggage }, l) => {
        const allowance = baggage ? (tourist.kind === 'infant' ? baggage.infant : baggage.adult) : null;
        return h(
          View,
          { key: leg.name, style: styles.box, wrap: false },
          ...rows([
            [text.ticket.passenger, `${tourist.surname}/${tourist.name}`.toUpperCase()],
            [text.ticket.ticketNumber, `${leg.airline.iata_code}-${String(order.id).padStart(7, '0')}${i + 1}${l + 1}`],
            [text.ticket.bookingRef, ref],
            [text.ticket.flight, `${leg.name}, ${leg.airline.airline}`],
            [text.ticket.from, `${leg.airports.from.name} (${leg.airports.from.prefix})`],
            [text.ticket.to, `${leg.airports.to.name} (${leg.airports.to.prefix})`],
            [text.ticket.departure, `${formatCalendarDate(leg.departure.date)} ${leg.departure.time}`],
            [text.ticket.arrival, `${formatCalendarDate(leg.arrival.date)} ${leg.arrival.time}`],
            [text.ticket.cabin, text.ticket.economy],
            [text.ticket.fare, text.ticket.fares[leg.type]],
            ...(allowance
              ? ([
                  [text.ticket.baggage, `${allowance.baggage_kg} kg`],
                  [text.ticket.hand, `${allowance.hand_kg} kg, ${allowance.hand_size}`],
                ] as Array<[string, string]>)
              : []),
          ]),
        );
      }),
      h(Text, { style: styles.paragraph }, text.ticket.notice),
    ),
  );
}

function touristContract(ctx: Ctx): ReactElement[] {
  const { order, agency, text, intl } = ctx;
  const lead = order.tourists[0];
  const customer = lead ? fullName(lead) : '';
  const c = text.contract;
  return [
    page(
      ctx,
      'contract',
      text.titles.contract(order.number),
      h(Text, { style: styles.paragraph }, c.intro(agency.name, customer)),
      ...c.clauses.map((clause) =>
        h(
          View,
          { key: clause.heading, wrap: false },
          h(Text, { style: styles.strong }, clause.heading),
          h(Text, { style: styles.paragraph }, clause.body),
        ),
      ),
      section(c.services),
      ...stayRows(ctx, true),
      ...selectedServices(order).map((s) => itemRow(s.id, s.name, formatPrice(s.price, ORDER_CURRENCY, intl))),
      section(text.tourists),
      ...order.tourists.map((tourist) =>
        h(
          Text,
          { key: tourist.id, style: styles.line },
          `${fullName(tourist)}, ${text.kinds[tourist.kind]}, ${formatCalendarDate(tourist.birth_date)}, ${text.passport(tourist.passport_number, formatCalendarDate(tourist.passport_expiry))}`,
        ),
      ),
      section(c.price),
      itemRow('price', c.priceNote, formatPrice(order.price.total, ORDER_CURRENCY, intl)),
      section(c.cancellation),
      ...c.cancellationTerms.map((line, i) => h(Text, { key: `term-${i}`, style: styles.bullet }, `• ${line}`)),
      order.non_refundable ? h(Text, { style: styles.bullet }, `• ${c.nonRefundable}`) : null,
      h(
        View,
        { wrap: false },
        section(c.parties),
        h(
          View,
          { style: styles.columns },
          party(
            text.agency,
            agency.name,
            [
              [text.address, agency.address],
              [text.phone, agency.phone],
            ],
            text.signature,
          ),
          party(
            c.customer,
            customer,
            [
              [text.phone, order.contact.phone],
              [text.email, order.contact.email],
            ],
            text.signature,
          ),
        ),
      ),
    ),
  ];
}

function voucher(ctx: Ctx): ReactElement[] {
  const { order, text } = ctx;
  return [
    page(
      ctx,
      'voucher',
      text.titles.voucher,
      h(Text, { style: styles.subtitle }, `${text.order} ${order.number}`),
      ...stayRows(ctx, true),
      section(text.voucher.guests),
      ...order.tourists.map((tourist, i) =>
        h(
          Text,
          { key: tourist.id, style: styles.line },
          `${i + 1}. ${fullName(tourist)} (${text.kinds[tourist.kind]}, ${formatCalendarDate(tourist.birth_date)})`,
        ),
      ),
      h(Text, { style: [styles.paragraph, { marginTop: 10 }] }, text.voucher.notice),
      h(Text, { style: styles.notice }, text.voucher.validOnly),
      signatures(OPERATOR.name, text.hotel, text.signature),
    ),
  ];
}

const DOCUMENTS: Record<SingleKind, (ctx: Ctx) => ReactElement[]> = {
  invoice,
  memos,
  medical_insurance: medicalInsurance,
  fly_tickets: flyTickets,
  tourist_contract: touristContract,
  voucher,
};

/** What `all_documents` holds: the order's available documents, tickets only when it has flights. */
function allKinds(order: Order): SingleKind[] {
  return DOCUMENT_KINDS.filter((kind): kind is SingleKind => {
    if (kind === 'all_documents') return false;
    if (kind === 'fly_tickets' && legs(order).length === 0) return false;
    return order.documents.find((d) => d.kind === kind)?.available ?? true;
  });
}

export async function orderDocument(job: OrderJob, fontFamily: string): Promise<ReactElement<DocumentProps>> {
  const intl = formattingLocale(job.locale);
  const translator = createTranslator({ locale: intl, messages: await loadMessages(job.locale) });
  const ctx: Ctx = {
    order: job.order,
    agency: job.agency,
    text: ORDER_DOCUMENT_TEXT[job.locale],
    t: (key, values) => translator(key as never, values as never),
    intl,
    printedAt: formatDateTime(job.printed_at) || job.printed_at,
    fontFamily,
  };
  const kinds = job.document === 'all_documents' ? allKinds(job.order) : [job.document];
  const pages = kinds.flatMap((kind) => DOCUMENTS[kind](ctx));
  if (pages.length === 0) throw new Error(`order ${job.order.number} has no documents to print yet`);
  return h(
    Document,
    { title: `${OPERATOR.name} — ${job.order.number}`, author: OPERATOR.name, language: intl },
    ...pages,
  );
}
