import type { FareRules } from '@/lib/schemas/flights';
import { roundCents } from '@/lib/shared/money';

/**
 * What cancelling a ticket order costs now (docs/product.md §11 "Cancellation"): nothing is kept of
 * a hold with nothing paid; otherwise the fare's penalty, at most what was paid, and the rest is
 * refunded. The demo backend cancels by it and the flight list's dialog shows it, so the two agree.
 */
export function ticketCancellationTerms(
  order: { paid: number },
  rules: Pick<FareRules, 'cancellation'>,
): { penalty: number; refund: number } {
  const penalty = order.paid === 0 ? 0 : Math.min(order.paid, rules.cancellation?.penalty ?? order.paid);
  return { penalty: roundCents(penalty), refund: roundCents(order.paid - penalty) };
}
