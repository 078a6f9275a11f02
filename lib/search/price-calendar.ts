import type { CalendarCell, PriceCalendar, SearchQuery } from '@/lib/schemas/search';

/** One cell of the drawn grid: the cheapest offer of a (check-in, nights) pair, or none. */
export interface GridCell extends CalendarCell {
  /** Inside the dates and nights the agent searched. */
  inQuery: boolean;
  /** The cheapest cell of the whole calendar. */
  cheapest: boolean;
}

/**
 * Rows are check-in dates (they scroll on a phone), columns the nights. Dates and nights without
 * any offer are left out: tours fly on some weekdays only, and empty rows hide the prices.
 */
export interface CalendarGrid {
  dates: string[];
  nights: number[];
  rows: { checkIn: string; cells: (GridCell | null)[] }[];
  cheapest: CalendarCell | null;
}

type QueryRange = Pick<SearchQuery, 'date_from' | 'date_to' | 'nights_from' | 'nights_to'>;

/** The lowest price; a tie goes to the earlier check-in, then to fewer nights. */
export function cheapestCell(cells: readonly CalendarCell[]): CalendarCell | null {
  let best: CalendarCell | null = null;
  for (const cell of cells) {
    if (
      !best ||
      cell.price < best.price ||
      (cell.price === best.price &&
        (cell.check_in < best.check_in || (cell.check_in === best.check_in && cell.nights < best.nights)))
    ) {
      best = cell;
    }
  }
  return best;
}

/** ISO dates compare as strings, so the range check needs no Date (and no time zone). */
function inQuery(cell: CalendarCell, query: QueryRange): boolean {
  return (
    cell.check_in >= query.date_from &&
    cell.check_in <= query.date_to &&
    cell.nights >= query.nights_from &&
    cell.nights <= query.nights_to
  );
}

export function buildCalendarGrid(
  calendar: Pick<PriceCalendar, 'dates' | 'nights' | 'cells'>,
  query: QueryRange,
): CalendarGrid {
  const priced = new Set(calendar.cells.map((cell) => cell.check_in));
  const pricedNights = new Set(calendar.cells.map((cell) => cell.nights));
  const dates = calendar.dates.filter((date) => priced.has(date)).sort();
  const nights = calendar.nights.filter((n) => pricedNights.has(n)).sort((a, b) => a - b);
  const cheapest = cheapestCell(calendar.cells);
  const byKey = new Map(calendar.cells.map((cell) => [`${cell.check_in}|${cell.nights}`, cell]));
  const rows = dates.map((checkIn) => ({
    checkIn,
    cells: nights.map((n) => {
      const cell = byKey.get(`${checkIn}|${n}`);
      return cell ? { ...cell, inQuery: inQuery(cell, query), cheapest: cell === cheapest } : null;
    }),
  }));
  return { dates, nights, rows, cheapest };
}

export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/** Where focus goes from (row, col) on a key in a rows × cols grid; it stops at the edges. */
export function moveInGrid(
  position: { row: number; col: number },
  key: GridKey,
  rows: number,
  cols: number,
): { row: number; col: number } {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(position.row - 1, rows), col: position.col };
    case 'ArrowDown':
      return { row: clamp(position.row + 1, rows), col: position.col };
    case 'ArrowLeft':
      return { row: position.row, col: clamp(position.col - 1, cols) };
    case 'ArrowRight':
      return { row: position.row, col: clamp(position.col + 1, cols) };
    case 'Home':
      return { row: position.row, col: 0 };
    case 'End':
      return { row: position.row, col: cols - 1 };
  }
}

export function isGridKey(key: string): key is GridKey {
  return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key);
}
