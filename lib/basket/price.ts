import { MAX_PRICE_DIGITS } from '@/lib/schemas/saved-offers';

/**
 * The saved-offer price rules of docs/product.md §5, pure so they are tested once: the input takes digits
 * only, at most six of them, and a settled price is never below the offer's original price.
 */

/** What the price input keeps of what was typed or pasted: its digits, at most six. */
export function maskPrice(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, MAX_PRICE_DIGITS);
}

/**
 * The price an input settles on when it loses focus: what was typed, or the original when that is
 * empty or lower (raised silently). Saved prices are whole EUR, so a fractional original rounds up.
 */
export function settlePrice(typed: string, original: number): number {
  const floor = Math.ceil(original);
  const digits = maskPrice(typed);
  if (!digits) return floor;
  return Math.max(Number(digits), floor);
}
