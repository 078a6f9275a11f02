import { roundCents } from '@/lib/shared/money';

/**
 * An order's balance (docs/product.md §4): what the agency still owes (`due`) and what the
 * operator owes back (`refund`), never both and never negative. `owed` is the net, or after a
 * cancellation only the penalty. The demo backend computes every balance by it; the order view,
 * the journal, the invoice PDF and the card payment read the result.
 */
export function settle(owed: number, paid: number): { due: number; refund: number } {
  const rest = roundCents(owed - paid);
  return { due: Math.max(0, rest), refund: Math.max(0, -rest) };
}
