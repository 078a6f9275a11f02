import type { FlightBaggage, TicketDocumentKind, TicketOrder } from '@/lib/schemas/flights';
import { formatCalendarDate } from '@/lib/format/date';
import { money, t, type Locale } from '../i18n';
import type { OperatorDocumentContent } from '../pdf/jobs';

// The e-ticket and the itinerary receipt (GET ats/orders/{id}/documents/{kind}) as the operator's
// documents are printed (pdf/operator-document.mts): a title and sections of text and tables, in
// one language, holding every passenger's name.

function baggageText(baggage: FlightBaggage | null, locale: Locale): string {
  if (!baggage) return t(locale, 'tickets.baggage.default');
  return t(locale, 'tickets.baggage.given', { checked: String(baggage.adult.checked_kg), hand: String(baggage.adult.hand_kg) });
}

export function ticketDocumentContent(order: TicketOrder, kind: TicketDocumentKind, locale: Locale): OperatorDocumentContent {
  const legs = order.segments.flatMap((s) => s.legs);
  const passengers = {
    heading: t(locale, 'tickets.pdf.passengers'),
    table: {
      head: [t(locale, 'tickets.pdf.head.passenger'), t(locale, 'tickets.pdf.head.type'), t(locale, 'tickets.pdf.head.document'), t(locale, 'tickets.pdf.head.ticket')],
      rows: order.passengers.map((p) => [`${p.surname} ${p.name}`.toUpperCase(), t(locale, `tickets.pax.${p.kind}`), p.passport_number, p.ticket_number ?? '—']),
    },
  };
  const flights = {
    heading: t(locale, 'tickets.pdf.flights'),
    table: {
      head: [t(locale, 'tickets.pdf.head.flight'), t(locale, 'tickets.pdf.head.route'), t(locale, 'tickets.pdf.head.departure'), t(locale, 'tickets.pdf.head.arrival'), t(locale, 'tickets.pdf.head.baggage')],
      rows: legs.map((leg) => [
        `${leg.flight_number} (${leg.airline.name})`,
        `${leg.from.name} (${leg.from.code}) → ${leg.to.name} (${leg.to.code})`,
        `${formatCalendarDate(leg.departure.date)} ${leg.departure.time}`,
        `${formatCalendarDate(leg.arrival.date)} ${leg.arrival.time}`,
        baggageText(leg.baggage, locale),
      ]),
    },
  };
  const rules = [t(locale, 'tickets.pdf.checkIn', { open: String(order.rules.check_in.open_hours), close: String(order.rules.check_in.close_minutes) })];
  if (!order.rules.refundable) rules.push(t(locale, 'tickets.pdf.nonRefundable'));
  if (order.rules.cancellation) rules.push(t(locale, 'tickets.pdf.charter', { penalty: money(order.rules.cancellation.penalty, locale) }));
  const sections: OperatorDocumentContent['sections'] = [passengers, flights, { heading: t(locale, 'tickets.pdf.rules'), paragraphs: rules }];
  if (kind === 'receipt') {
    sections.push({
      heading: t(locale, 'tickets.pdf.price'),
      table: {
        head: [t(locale, 'tickets.pdf.head.type'), t(locale, 'tickets.pdf.head.amount')],
        rows: order.price.per_passenger.map((line) => [`${t(locale, `tickets.pax.${line.type}`)} × ${line.count}`, money(line.total, locale)]),
      },
      paragraphs: [
        t(locale, 'tickets.pdf.total', { total: money(order.total, locale), paid: money(order.paid, locale) }),
        t(locale, 'tickets.pdf.buyer', { name: order.buyer.name, phone: order.buyer.phone, email: order.buyer.email }),
      ],
    });
  }
  return {
    title: t(locale, kind === 'eticket' ? 'tickets.pdf.eticket' : 'tickets.pdf.receipt'),
    subtitle: t(locale, 'tickets.pdf.order', { number: order.number, date: formatCalendarDate(order.created_at) }),
    sections,
  };
}
