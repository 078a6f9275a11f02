import {
  ORDER_CURRENCY,
  type BaggageInfo,
  type OrderContact,
  type PriceBreakdown,
  type Service,
} from '@/lib/schemas/booking';
import { DOCUMENT_KINDS, type DocumentKind, type Order, type OrderSummary, type Payment } from '@/lib/schemas/orders';
import {
  CANCELLABLE_STATUSES,
  EDITABLE_STATUSES,
  PAYABLE_STATUSES,
  type OrderStatus,
} from '@/lib/schemas/order-status';
import type { Offer } from '@/lib/schemas/search';
import { t, type Locale, type MessageKey } from '../i18n';
import type { Catalogue } from '../search/catalogue';
import type { OrderRow, SummaryRow, TouristRow } from '../repos/orders';
import type { OrderPaymentRow } from '../repos/order-payments';
import { settle } from '@/lib/shared/order-balance';
import { charterChangeText, parseCharterChange } from './notices';
import { roundCents } from '@/lib/shared/money';

// Order rows → the wire shapes of lib/schemas/orders.ts.

const CONFIRMED: readonly OrderStatus[] = ['confirmed', 'partially_paid', 'paid', 'cancellation_requested'];

/** After a regular-flight ticket is confirmed, dates and passport names are fixed (docs/product.md §4). */
export function locksOf(row: Pick<OrderRow, 'flight_type' | 'status'>) {
  const locked = row.flight_type === 'regular' && CONFIRMED.includes(row.status);
  return { dates: locked, passport: locked };
}

/**
 * Balance: the net, or after a cancellation only the penalty, against what was received: `due` is
 * what the agency still owes, `refund` what the operator returns (lib/shared/order-balance.ts).
 */
export function balanceOf(row: Pick<OrderRow, 'net' | 'status' | 'cancel_penalty'>, paid: number): Order['balance'] {
  const owed = row.status === 'cancelled' ? (row.cancel_penalty ?? 0) : row.net;
  return { net: row.net, paid: roundCents(paid), ...settle(owed, paid), currency: ORDER_CURRENCY };
}

/** Why a document cannot be printed yet, or null when it can. */
export function unavailable(kind: DocumentKind, status: OrderStatus): MessageKey | null {
  if (status === 'cancelled') return kind === 'invoice' ? null : 'orders.doc.cancelled';
  if (kind === 'voucher') return status === 'paid' ? null : 'orders.doc.notPaid';
  if (kind === 'fly_tickets' || kind === 'medical_insurance')
    return CONFIRMED.includes(status) ? null : 'orders.doc.notConfirmed';
  return null;
}

export function documentsOf(status: OrderStatus, locale: Locale): Order['documents'] {
  return DOCUMENT_KINDS.map((kind) => {
    const reason = unavailable(kind, status);
    return { kind, available: reason === null, reason: reason && t(locale, reason) };
  });
}

export const paymentOf = (row: OrderPaymentRow): Payment => ({
  id: row.id,
  created_at: row.created_at,
  amount: row.amount,
  currency: ORDER_CURRENCY,
  method: row.method,
  status: row.status,
  reference: row.reference,
});

export const touristOf = (row: TouristRow) => ({
  id: row.id,
  kind: row.kind,
  surname: row.surname,
  name: row.name,
  birth_date: row.birth_date,
  gender: row.gender,
  passport_number: row.passport_number,
  passport_expiry: row.passport_expiry,
  citizenship: row.citizenship,
});

const SERVICE_NAMES: Record<Service['kind'], MessageKey> = {
  transfer: 'orders.service.transfer',
  insurance: 'orders.service.insurance',
  aquapark: 'orders.service.aquapark',
  night_show: 'orders.service.nightShow',
  gala_dinner: 'orders.service.galaDinner',
};

/**
 * The booked offer in the caller's language: names (hotel place, room, meal, placement) from the
 * catalogue now, prices, dates and flights as booked. An agent who booked in Russian prints the
 * voucher in Romanian.
 */
export function offerInLanguage(booked: Offer, now: Offer | null): Offer {
  if (!now) return booked;
  return {
    ...booked,
    accommodation: {
      ...now.accommodation,
      hotel: { ...now.accommodation.hotel, stop_sale: booked.accommodation.hotel.stop_sale },
    },
  };
}

/** A charter's rescheduling in the reader's language; a stored text that is not a change's facts is shown as it is. */
const charterMessage = (stored: string, locale: Locale) => {
  const change = parseCharterChange(stored);
  return change ? charterChangeText(change, locale) : stored;
};

/** What an order and its journal row share. */
const headOf = (row: OrderRow) => ({
  id: row.id,
  number: row.number,
  status: row.status,
  created_at: row.created_at,
  owner: { id: row.owner_id, name: row.owner_name },
});

export function orderOf(
  row: OrderRow,
  tourists: readonly TouristRow[],
  payments: readonly OrderPaymentRow[],
  locale: Locale,
  offerNow: Offer | null = null,
): Order {
  const paid = payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
  const balance = balanceOf(row, paid);
  const waitingCharter = row.charter_change !== null && row.charter_confirmed_at === null && row.status !== 'cancelled';
  return {
    ...headOf(row),
    offer: offerInLanguage(JSON.parse(row.offer) as Offer, offerNow),
    tourists: tourists.map(touristOf),
    contact: JSON.parse(row.contact) as OrderContact,
    note: row.note,
    services: (JSON.parse(row.services) as Service[]).map((s) => ({ ...s, name: t(locale, SERVICE_NAMES[s.kind]) })),
    baggage: row.baggage ? (JSON.parse(row.baggage) as { from: BaggageInfo; to: BaggageInfo }) : null,
    non_refundable: row.flight_type === 'regular',
    price: JSON.parse(row.price) as PriceBreakdown,
    payments: payments.map(paymentOf),
    balance,
    documents: documentsOf(row.status, locale),
    locks: locksOf(row),
    charter_change:
      row.charter_change === null
        ? null
        : { message: charterMessage(row.charter_change, locale), confirmed_at: row.charter_confirmed_at },
    cancellation:
      row.cancel_requested_at === null
        ? null
        : {
            requested_at: row.cancel_requested_at,
            reason: row.cancel_reason ?? '',
            penalty: row.cancel_penalty ?? 0,
            cancelled_at: row.cancelled_at,
          },
    actions: {
      edit: EDITABLE_STATUSES.includes(row.status),
      cancel: CANCELLABLE_STATUSES.includes(row.status),
      pay: PAYABLE_STATUSES.includes(row.status) && balance.due > 0,
      charter_confirm: waitingCharter,
    },
  };
}

export function summaryOf(row: SummaryRow, cat: Catalogue, locale: Locale): OrderSummary {
  const offer = JSON.parse(row.offer) as Offer;
  const balance = balanceOf(row, row.paid);
  const booked = offer.accommodation.hotel;
  const known = cat.hotelsById.get(row.hotel_id);
  const hotel = known
    ? { ...booked, city: known.location.names[locale], country: known.location.template.country.names[locale] }
    : booked;
  return {
    ...headOf(row),
    hotel: { id: hotel.id, name: hotel.name, category: hotel.category, city: hotel.city, country: hotel.country },
    dates: { check_in: row.check_in, check_out: row.check_out },
    nights: offer.nights.total,
    lead_tourist: `${row.lead_surname} ${row.lead_name}`.toUpperCase(),
    tourists_count: row.tourists_count,
    total: row.total,
    net: row.net,
    due: balance.due,
    refund: balance.refund,
    currency: ORDER_CURRENCY,
    charter_confirm_required:
      row.charter_change !== null && row.charter_confirmed_at === null && row.status !== 'cancelled',
  };
}
