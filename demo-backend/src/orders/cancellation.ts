import type { CancelConditions } from '@/lib/schemas/orders';
import type { PriceBreakdown } from '@/lib/schemas/booking';
import { money, t, type Locale } from '../i18n';
import { dayOf, isoOf } from '../search/days';
import { lineAmount } from './price';
import { roundCents } from '@/lib/shared/money';

/**
 * What cancelling costs (the operator's conditions; ours): free until FREE_DAYS before check-in,
 * then a share of the total by the days left; regular-flight tickets are non-refundable, so their
 * full price is kept on top (never more than the total).
 */
export const FREE_DAYS = 30;
const SCALE: ReadonlyArray<{ from: number; percent: number }> = [
  { from: FREE_DAYS, percent: 0 },
  { from: 15, percent: 30 },
  { from: 7, percent: 50 },
  { from: Number.NEGATIVE_INFINITY, percent: 100 },
];

export function penaltyPercent(daysLeft: number): number {
  return SCALE.find((step) => daysLeft >= step.from)?.percent ?? 100;
}

export interface CancelInput {
  checkIn: string;
  price: PriceBreakdown;
  nonRefundable: boolean;
  paid: number;
}

export function cancelConditions(input: CancelInput, today: string, locale: Locale): CancelConditions {
  const daysLeft = dayOf(input.checkIn) - dayOf(today);
  const percent = penaltyPercent(daysLeft);
  const tickets = input.nonRefundable ? lineAmount(input.price, 'tickets') : 0;
  const penalty = roundCents(
    Math.min(input.price.total, (input.price.total * percent) / 100 + (percent < 100 ? tickets : 0)),
  );
  const freeUntil = isoOf(dayOf(input.checkIn) - FREE_DAYS);
  const conditions = [
    t(locale, 'orders.cancel.free', { date: freeUntil.split('-').reverse().join('.') }),
    t(locale, 'orders.cancel.scale'),
    t(locale, 'orders.cancel.today', { days: String(Math.max(0, daysLeft)), percent: String(percent) }),
  ];
  if (tickets > 0) conditions.push(t(locale, 'orders.cancel.nonRefundable', { amount: money(tickets, locale) }));
  return {
    penalty,
    percent: input.price.total > 0 ? roundCents((penalty / input.price.total) * 100) : 0,
    conditions,
    free_until: percent === 0 && tickets === 0 ? freeUntil : null,
    refund: roundCents(Math.max(0, input.paid - penalty)),
  };
}
