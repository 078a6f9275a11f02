import { formatCalendarDate } from '@/lib/format/date';
import type { Notification } from '@/lib/schemas/notifications';
import { PAYABLE_STATUSES, type OrderStatus } from '@/lib/schemas/order-status';
import { settle } from '@/lib/shared/order-balance';
import type { Db } from '../db/open';
import { LOCALES, money, t, type Locale, type MessageKey } from '../i18n';
import { roundCents } from '@/lib/shared/money';

// What the operator tells an agency about one of its orders: one catalogue text per kind
// (`notice.<kind>.*` in demo-backend/src/i18n.ts), in each reader's language, with dates as
// DD.MM.YYYY and amounts as the portal writes prices (docs/product.md §10 "Notifications").

export type NoticeKind =
  'order_confirmed' | 'flight_changed' | 'awaits_payment' | 'payment_received' | 'bonus_credited' | 'order_cancelled';

/** Each kind's category in the notification list. */
export const NOTICE_CATEGORY: Readonly<Record<NoticeKind, Notification['category']>> = {
  order_confirmed: 'orders',
  flight_changed: 'orders',
  awaits_payment: 'orders',
  order_cancelled: 'orders',
  payment_received: 'payments',
  bonus_credited: 'payments',
};

/** A charter's new departure, as stored on the order (`orders.charter_change`, JSON). */
export interface CharterChange {
  flight: string;
  /** The new departure day, `YYYY-MM-DD`, and time, `HH:MM`; `old` the time it replaces. */
  day: string;
  time: string;
  old: string;
}

/** The facts of an order a notice speaks of. */
export interface NoticeOrder {
  id: number;
  number: string;
  status: OrderStatus;
  flight_type: 'charter' | 'regular';
  hotel: string;
  /** `YYYY-MM-DD`. */
  check_in: string;
  /** What the agency owes the operator (EUR). */
  net: number;
  /** The sum of its succeeded payments (EUR). */
  paid: number;
  /** Its bonus, if it earned one (EUR). */
  bonus: number | null;
  charter_change: CharterChange | null;
}

/** Whether a kind of notice is true of the order: the seed writes only those, the tests check them. */
export const NOTICE_HOLDS: Readonly<Record<NoticeKind, (order: NoticeOrder) => boolean>> = {
  order_confirmed: (o) => o.status === 'confirmed' || o.status === 'partially_paid' || o.status === 'paid',
  flight_changed: (o) => o.flight_type === 'charter' && o.charter_change !== null && o.status !== 'cancelled',
  awaits_payment: (o) => PAYABLE_STATUSES.includes(o.status) && settle(o.net, o.paid).due > 0,
  payment_received: (o) => o.paid > 0,
  bonus_credited: (o) => o.bonus !== null,
  order_cancelled: (o) => o.status === 'cancelled',
};

/** The amount a notice of that kind names, or null for a kind that names none. */
export function noticeAmount(kind: NoticeKind, order: NoticeOrder): number | null {
  if (kind === 'awaits_payment') return settle(order.net, order.paid).due;
  if (kind === 'payment_received') return order.paid;
  if (kind === 'bonus_credited') return order.bonus ?? 0;
  return null;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The rescheduling sentence, as the order's page shows it (`orders.charterChange`). */
export function charterChangeText(change: CharterChange, locale: Locale): string {
  return t(locale, 'orders.charterChange', {
    flight: change.flight,
    date: formatCalendarDate(change.day),
    time: change.time,
    old: change.old,
  });
}

/** Reads `orders.charter_change`; a value that is not the JSON of a change is not one. */
export function parseCharterChange(stored: string | null): CharterChange | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as Partial<CharterChange>;
    return typeof value.flight === 'string' &&
      typeof value.day === 'string' &&
      typeof value.time === 'string' &&
      typeof value.old === 'string'
      ? { flight: value.flight, day: value.day, time: value.time, old: value.old }
      : null;
  } catch {
    return null;
  }
}

/** One notice's subject and message (HTML) in one language. */
export function noticeText(kind: NoticeKind, order: NoticeOrder, locale: Locale): { subject: string; message: string } {
  const amount = noticeAmount(kind, order);
  const params = {
    number: escapeHtml(order.number),
    link: `/orders?order=${order.id}`,
    hotel: escapeHtml(order.hotel),
    checkIn: formatCalendarDate(order.check_in),
    amount: amount === null ? '' : money(amount, locale),
    change: order.charter_change ? escapeHtml(charterChangeText(order.charter_change, locale)) : '',
  };
  return {
    subject: t(locale, `notice.${kind}.subject` as MessageKey, params),
    message: t(locale, `notice.${kind}.message` as MessageKey, params),
  };
}

/** A notice's text in every language of the portal. */
export function noticeTexts(
  kind: NoticeKind,
  order: NoticeOrder,
): Record<Locale, { subject: string; message: string }> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, noticeText(kind, order, locale)])) as Record<
    Locale,
    { subject: string; message: string }
  >;
}

interface FactsRow {
  id: number;
  owner_id: number;
  number: string;
  status: OrderStatus;
  flight_type: 'charter' | 'regular';
  offer: string;
  check_in: string;
  net: number;
  charter_change: string | null;
  paid: number;
  bonus: number | null;
}

/** The agency's orders as their notices speak of them, with their owners, by id: what the payments and bonuses tables say. */
export function noticeOrders(db: Db, agencyId: number): Array<{ owner: number; order: NoticeOrder }> {
  return db
    .prepare<[number], FactsRow>(
      `SELECT o.id, o.owner_id, o.number, o.status, o.flight_type, o.offer, o.check_in, o.net, o.charter_change,
              (SELECT COALESCE(SUM(p.amount), 0) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS paid,
              (SELECT b.amount FROM bonuses b WHERE b.order_id = o.id) AS bonus
       FROM orders o WHERE o.agency_id = ? ORDER BY o.id`,
    )
    .all(agencyId)
    .map((row) => ({
      owner: row.owner_id,
      order: {
        id: row.id,
        number: row.number,
        status: row.status,
        flight_type: row.flight_type,
        hotel:
          (JSON.parse(row.offer) as { accommodation?: { hotel?: { name?: string } } }).accommodation?.hotel?.name ?? '',
        check_in: row.check_in,
        net: row.net,
        paid: roundCents(row.paid),
        bonus: row.bonus,
        charter_change: parseCharterChange(row.charter_change),
      },
    }));
}
