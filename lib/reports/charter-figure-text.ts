import { formatCount } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import type { CharterFigures, CharterFlight } from '@/lib/schemas/reports';
import { formatShare } from './change';

/** A figure of a charter block (or of a total, or of the seat price) by its field name. */
export type CharterFigureKey = keyof CharterFigures | 'seat_cost';

const MONEY: ReadonlySet<CharterFigureKey> = new Set(['revenue', 'block_cost', 'balance', 'release_cost', 'seat_cost']);

/**
 * A charter block's figure as every screen writes it (docs/product.md §13 "Report screens"): the
 * airline totals, a flight's row and the totals row, and the flight's summary in its drill-down.
 * Seats are counts grouped by thousands, the load factor a share, money euros in the user's language.
 */
export function charterFigureText(
  figures: CharterFigures | CharterFlight,
  key: CharterFigureKey,
  intlLocale: string,
): string {
  if (key === 'seat_cost') return 'seat_cost' in figures ? formatPrice(figures.seat_cost, 'EUR', intlLocale) : '';
  const value = figures[key];
  if (key === 'load_factor') return formatShare(value, intlLocale);
  return MONEY.has(key) ? formatPrice(value, 'EUR', intlLocale) : formatCount(value, intlLocale);
}
