import { buildCalendarGrid, cheapestCell, moveInGrid } from '@/lib/search/price-calendar';
import { placeLine } from '@/lib/search/place';
import { pageCount, pageWindow } from '@/lib/pagination';
import { readResultsParams, withResultsParams } from '@/lib/search/results-params';
import { FEW_SEATS, seatLevel } from '@/lib/search/seats';
import type { CalendarCell } from '@/lib/schemas/search';

describe('results URL parameters', () => {
  it('reads sort and page, falling back to price and 1 for missing or odd values', () => {
    expect(readResultsParams(new URLSearchParams('sort=name&page=3'))).toEqual({ sort: 'name', page: 3 });
    expect(readResultsParams(new URLSearchParams('sort=cheap&page=-2'))).toEqual({ sort: 'price', page: 1 });
    expect(readResultsParams(new URLSearchParams('page=1.5'))).toEqual({ sort: 'price', page: 1 });
    expect(readResultsParams(null)).toEqual({ sort: 'price', page: 1 });
  });

  it('writes them next to the form query, leaving defaults out', () => {
    expect(withResultsParams('?country_id=2&meal_ids=1,2', { page: 2 })).toBe('?country_id=2&meal_ids=1,2&page=2');
    expect(withResultsParams('?country_id=2&page=4', { page: 1 })).toBe('?country_id=2');
    expect(withResultsParams('', { sort: 'price' })).toBe('');
  });

  it('goes back to page 1 when the sort changes', () => {
    expect(withResultsParams('?page=5&sort=name', { sort: 'category' })).toBe('?sort=category');
  });

  it('counts pages and picks the page numbers a pager shows', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    // A gap of one number shows the number instead.
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });
});

describe('seat levels', () => {
  it('is "few" from 1 to 5 seats, "request" at 0', () => {
    expect(FEW_SEATS).toBe(5);
    expect([0, 1, 5, 6, 40].map(seatLevel)).toEqual(['request', 'few', 'few', 'available', 'available']);
  });
});

describe('placeLine', () => {
  it('names each place once', () => {
    expect(placeLine({ city: 'Kemer', location: 'Kemer', country: 'Turkey' })).toBe('Kemer, Turkey');
    expect(placeLine({ city: 'Kemer', location: 'Antalya coast', country: 'Turkey' })).toBe(
      'Kemer, Antalya coast, Turkey',
    );
    expect(placeLine({ city: 'Golden Sands', country: 'Bulgaria' })).toBe('Golden Sands, Bulgaria');
  });
});

describe('price calendar grid', () => {
  const cell = (check_in: string, nights: number, price: number): CalendarCell => ({
    check_in,
    nights,
    price,
    sid: `${check_in}/${nights}`,
  });
  const cells = [
    cell('2026-06-12', 7, 900),
    cell('2026-06-10', 8, 700),
    cell('2026-06-14', 7, 700),
    cell('2026-06-20', 10, 650),
    cell('2026-06-12', 8, 980),
  ];
  const query = { date_from: '2026-06-10', date_to: '2026-06-14', nights_from: 7, nights_to: 8 };

  it('finds the cheapest cell; a tie goes to the earlier check-in, then fewer nights', () => {
    expect(cheapestCell(cells)?.sid).toBe('2026-06-20/10');
    expect(cheapestCell(cells.slice(0, 3))?.sid).toBe('2026-06-10/8');
    expect(cheapestCell([cell('2026-06-10', 9, 500), cell('2026-06-10', 7, 500)])?.sid).toBe('2026-06-10/7');
    expect(cheapestCell([])).toBeNull();
  });

  it('lays check-in dates in rows and nights in columns, empty where there is no offer', () => {
    // 11 June and 9 nights have no offer at all: no row, no column.
    const grid = buildCalendarGrid(
      { dates: ['2026-06-20', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-14'], nights: [10, 7, 9, 8], cells },
      query,
    );
    expect(grid.dates).toEqual(['2026-06-10', '2026-06-12', '2026-06-14', '2026-06-20']);
    expect(grid.nights).toEqual([7, 8, 10]);
    expect(grid.rows.map((row) => row.cells.map((c) => c?.price ?? null))).toEqual([
      [null, 700, null],
      [900, 980, null],
      [700, null, null],
      [null, null, 650],
    ]);
  });

  it('marks the cells of the searched dates and nights, and the one cheapest cell', () => {
    const grid = buildCalendarGrid(
      { dates: ['2026-06-10', '2026-06-12', '2026-06-14', '2026-06-20'], nights: [7, 8, 10], cells },
      query,
    );
    const marked = grid.rows.flatMap((row) => row.cells).filter((c) => c !== null);
    expect(
      marked
        .filter((c) => c.inQuery)
        .map((c) => c.sid)
        .sort(),
    ).toEqual(['2026-06-10/8', '2026-06-12/7', '2026-06-12/8', '2026-06-14/7']);
    expect(marked.filter((c) => c.cheapest).map((c) => c.sid)).toEqual(['2026-06-20/10']);
    expect(grid.cheapest?.sid).toBe('2026-06-20/10');
  });

  it('moves focus with arrows, Home and End, stopping at the edges', () => {
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowUp', 4, 3)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowDown', 4, 3)).toEqual({ row: 1, col: 0 });
    expect(moveInGrid({ row: 3, col: 2 }, 'ArrowDown', 4, 3)).toEqual({ row: 3, col: 2 });
    expect(moveInGrid({ row: 1, col: 2 }, 'ArrowRight', 4, 3)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid({ row: 1, col: 2 }, 'ArrowLeft', 4, 3)).toEqual({ row: 1, col: 1 });
    expect(moveInGrid({ row: 1, col: 1 }, 'Home', 4, 3)).toEqual({ row: 1, col: 0 });
    expect(moveInGrid({ row: 1, col: 0 }, 'End', 4, 3)).toEqual({ row: 1, col: 2 });
  });
});
