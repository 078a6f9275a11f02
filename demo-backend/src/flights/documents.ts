import type { FlightBaggage, TicketDocumentKind } from '@/lib/schemas/flights';
import { PAYMENT_COUNTED, type DeskTicketOrder } from '@/lib/schemas/ats';
import { formatCalendarDate } from '@/lib/format/date';
import { money, t, type Locale } from '../i18n';
import type { OperatorDocumentContent } from '../pdf/jobs';

// The e-ticket and the itinerary receipt (GET ats/orders/{id}/documents/{kind}, docs/product.md §11
// "Documents") as the operator's documents are printed (pdf/operator-document.mts): a title and
// sections of text and tables, in the one language the caller chose. Two documents: the e-ticket
// is what the passenger flies on (the booking reference, each passenger's ticket number, the
// flights, the fare rules); the receipt is what was paid (the fare, taxes and fee, the total, the
// payments).

/** What a ticket document is printed from: the order with its sales fields and payments (flights/ticket-desk.ts deskTicketOrderOf). */
export type TicketDocumentSource = Pick<
  DeskTicketOrder,
  | 'number'
  | 'created_at'
  | 'pnr'
  | 'passengers'
  | 'segments'
  | 'rules'
  | 'total'
  | 'paid'
  | 'due'
  | 'fare'
  | 'taxes'
  | 'fee'
  | 'buyer'
  | 'payments'
>;

function baggageText(baggage: FlightBaggage | null, locale: Locale): string {
  if (!baggage) return t(locale, 'tickets.baggage.default');
  return t(locale, 'tickets.baggage.given', {
    checked: String(baggage.adult.checked_kg),
    hand: String(baggage.adult.hand_kg),
  });
}

type Section = OperatorDocumentContent['sections'][number];

function passengersSection(order: TicketDocumentSource, locale: Locale): Section {
  return {
    heading: t(locale, 'tickets.pdf.passengers'),
    table: {
      head: [
        t(locale, 'tickets.pdf.head.passenger'),
        t(locale, 'tickets.pdf.head.type'),
        t(locale, 'tickets.pdf.head.document'),
        t(locale, 'tickets.pdf.head.ticket'),
      ],
      rows: order.passengers.map((p) => [
        `${p.surname} ${p.name}`.toUpperCase(),
        t(locale, `tickets.pax.${p.kind}`),
        p.passport_number,
        p.ticket_number ?? '—',
      ]),
    },
  };
}

function flightsSection(order: TicketDocumentSource, locale: Locale): Section {
  return {
    heading: t(locale, 'tickets.pdf.flights'),
    table: {
      head: [
        t(locale, 'tickets.pdf.head.flight'),
        t(locale, 'tickets.pdf.head.route'),
        t(locale, 'tickets.pdf.head.departure'),
        t(locale, 'tickets.pdf.head.arrival'),
        t(locale, 'tickets.pdf.head.baggage'),
      ],
      rows: order.segments
        .flatMap((s) => s.legs)
        .map((leg) => [
          `${leg.flight_number} (${leg.airline.name})`,
          `${leg.from.name} (${leg.from.code}) → ${leg.to.name} (${leg.to.code})`,
          `${formatCalendarDate(leg.departure.date)} ${leg.departure.time}`,
          `${formatCalendarDate(leg.arrival.date)} ${leg.arrival.time}`,
          baggageText(leg.baggage, locale),
        ]),
    },
  };
}

function rulesSection(order: TicketDocumentSource, locale: Locale): Section {
  const rules = [
    t(locale, 'tickets.pdf.checkIn', {
      open: String(order.rules.check_in.open_hours),
      close: String(order.rules.check_in.close_minutes),
    }),
  ];
  if (!order.rules.refundable) rules.push(t(locale, 'tickets.pdf.nonRefundable'));
  if (order.rules.cancellation)
    rules.push(t(locale, 'tickets.pdf.charter', { penalty: money(order.rules.cancellation.penalty, locale) }));
  return { heading: t(locale, 'tickets.pdf.rules'), paragraphs: rules };
}

/** The fare, taxes and fee as the desk records them, and the total the order is charged. */
function fareSection(order: TicketDocumentSource, locale: Locale): Section {
  return {
    heading: t(locale, 'tickets.pdf.price'),
    table: {
      head: [t(locale, 'tickets.pdf.head.item'), t(locale, 'tickets.pdf.head.amount')],
      rows: [
        [t(locale, 'tickets.pdf.fare'), money(order.fare, locale)],
        [t(locale, 'tickets.pdf.taxes'), money(order.taxes, locale)],
        [t(locale, 'tickets.pdf.fee'), money(order.fee, locale)],
        [t(locale, 'tickets.pdf.totalLine'), money(order.total, locale)],
      ],
    },
  };
}

/** The payments counted in the order's `paid` (PAYMENT_COUNTED): when, how, how much; then paid and due. */
function paymentSection(order: TicketDocumentSource, locale: Locale): Section {
  const counted = order.payments.filter((p) => PAYMENT_COUNTED.includes(p.status));
  return {
    heading: t(locale, 'tickets.pdf.payments'),
    ...(counted.length > 0
      ? {
          table: {
            head: [
              t(locale, 'tickets.pdf.head.date'),
              t(locale, 'tickets.pdf.head.method'),
              t(locale, 'tickets.pdf.head.amount'),
            ],
            rows: counted.map((p) => [
              formatCalendarDate(p.paid_on),
              t(locale, `ats.method.${p.method}`),
              money(p.amount_eur, locale),
            ]),
          },
        }
      : {}),
    paragraphs: [
      ...(counted.length > 0 ? [] : [t(locale, 'tickets.pdf.noPayments')]),
      t(locale, 'tickets.pdf.total', { paid: money(order.paid, locale), due: money(order.due, locale) }),
      t(locale, 'tickets.pdf.buyer', { name: order.buyer.name, phone: order.buyer.phone, email: order.buyer.email }),
    ],
  };
}

export function ticketDocumentContent(
  order: TicketDocumentSource,
  kind: TicketDocumentKind,
  locale: Locale,
): OperatorDocumentContent {
  const reference = { paragraphs: [t(locale, 'tickets.pdf.pnr', { pnr: order.pnr ?? '—' })] };
  const sections =
    kind === 'eticket'
      ? [reference, passengersSection(order, locale), flightsSection(order, locale), rulesSection(order, locale)]
      : [
          reference,
          passengersSection(order, locale),
          flightsSection(order, locale),
          fareSection(order, locale),
          paymentSection(order, locale),
        ];
  return {
    title: t(locale, kind === 'eticket' ? 'tickets.pdf.eticket' : 'tickets.pdf.receipt'),
    subtitle: t(locale, 'tickets.pdf.order', { number: order.number, date: formatCalendarDate(order.created_at) }),
    sections,
  };
}
