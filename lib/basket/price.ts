import { roundCents } from '@/lib/shared/money';
import { MAX_PRICE_DIGITS } from '@/lib/schemas/saved-offers';
import { numberFormat } from '@/lib/format/number';

/**
 * The saved-offer price rules of docs/product.md §5, pure so they are tested once: the input takes
 * at most six digits of whole euros and, after a comma or a point, at most two of cents; a settled
 * price is never below the offer's original price (the booking's total, which has cents).
 */

/** What the price input keeps of what was typed or pasted: at most six digits, then one separator and two decimals. */
export function maskPrice(typed: string): string {
  const at = typed.search(/[.,]/);
  const whole = (at < 0 ? typed : typed.slice(0, at)).replace(/\D/g, '').slice(0, MAX_PRICE_DIGITS);
  if (at < 0) return whole;
  return `${whole}${typed[at]}${typed
    .slice(at + 1)
    .replace(/\D/g, '')
    .slice(0, 2)}`;
}

/** The longest text the mask lets through: six digits, a separator, two decimals. */
export const MAX_PRICE_LENGTH = MAX_PRICE_DIGITS + 3;

/**
 * The price an input settles on when it loses focus: what was typed, or the original when that is
 * empty or lower (raised silently), in cents.
 */
export function settlePrice(typed: string, original: number): number {
  const masked = maskPrice(typed).replace(',', '.');
  const value = Number(masked);
  if (!/\d/.test(masked) || !Number.isFinite(value)) return original;
  return Math.max(roundCents(value), original);
}

/** A price as the input shows it: the user's decimal separator, no grouping, cents only when there are any. */
export function priceDraft(price: number, intlLocale: string): string {
  const digits = Number.isInteger(price) ? 0 : 2;
  return numberFormat(intlLocale, {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price);
}
