'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { isGridKey, moveInGrid, type CalendarGrid, type GridCell } from '@/lib/search/price-calendar';
import type { Currency } from '@/lib/schemas/search';

interface Props {
  grid: CalendarGrid;
  currency: Currency;
  selectedSid: string | null;
  onPick: (cell: GridCell) => void;
}

function cellClass(cell: GridCell | null, selected: boolean): string {
  if (!cell) return 'text-slate-300 cursor-default';
  if (selected) return 'bg-brand text-brand-contrast font-semibold';
  if (cell.cheapest)
    return 'bg-emerald-100 text-emerald-900 font-bold ring-1 ring-inset ring-emerald-400 hover:bg-emerald-200';
  if (cell.inQuery) return 'bg-sky-50 text-slate-900 ring-1 ring-inset ring-sky-300 hover:bg-sky-100';
  return 'text-slate-800 hover:bg-slate-100';
}

/**
 * Check-in dates down, nights across, the cheapest price in each cell. One cell is in the tab
 * order; arrows, Home and End move between cells (the ARIA grid pattern), Enter or Space picks.
 */
export function PriceCalendarGrid({ grid, currency, selectedSid, onPick }: Props) {
  const t = useTranslations('searchResults.calendar');
  const tFormat = useTranslations('format');
  const locale = useLocale();
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState(() => initialPosition(grid, selectedSid));
  const box = useRef<HTMLDivElement>(null);

  // On a narrow screen the searched columns start right after the check-in column (docs/product.md §10).
  useEffect(() => {
    const cell = box.current?.querySelector<HTMLElement>('[data-in-query]');
    const head = box.current?.querySelector('th');
    if (!box.current || !cell || !head) return;
    cell.scrollIntoView?.({ block: 'nearest' });
    box.current.scrollLeft = (cell.parentElement?.offsetLeft ?? 0) - head.offsetWidth;
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveInGrid(active, event.key, grid.rows.length, grid.nights.length);
    setActive(next);
    table.current?.querySelector<HTMLButtonElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  };

  const label = (cell: GridCell) =>
    [
      t('cell', {
        date: formatCalendarDate(cell.check_in),
        nights: tFormat('nights', { count: cell.nights }),
        price: formatPrice(cell.price, currency, locale),
      }),
      cell.cheapest ? t('cheapest') : null,
      cell.inQuery ? t('searched') : null,
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <div ref={box} className="overflow-x-auto rounded-lg border border-slate-200">
      <table
        ref={table}
        role="grid"
        aria-label={t('description')}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-sm"
      >
        <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-50 px-2 py-2 text-left whitespace-nowrap">
              {t('checkIn')}
            </th>
            {grid.nights.map((nights) => (
              <th key={nights} scope="col" className="px-2 py-2 text-right whitespace-nowrap">
                {tFormat('nights', { count: nights })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, r) => (
            <tr key={row.checkIn} className="border-t border-slate-100">
              <th
                scope="row"
                className="sticky left-0 bg-white px-2 py-1 text-left font-medium whitespace-nowrap text-slate-700 tabular-nums"
              >
                {formatCalendarDate(row.checkIn)}
              </th>
              {row.cells.map((cell, c) => {
                const selected = cell !== null && cell.sid === selectedSid;
                return (
                  <td key={grid.nights[c]} className="p-0.5">
                    <button
                      type="button"
                      data-testid="calendar-cell"
                      data-row={r}
                      data-col={c}
                      data-cheapest={cell?.cheapest || undefined}
                      data-in-query={cell?.inQuery || undefined}
                      tabIndex={active.row === r && active.col === c ? 0 : -1}
                      aria-disabled={cell ? undefined : true}
                      aria-pressed={cell ? selected : undefined}
                      aria-label={
                        cell
                          ? label(cell)
                          : `${formatCalendarDate(row.checkIn)}, ${tFormat('nights', { count: grid.nights[c] ?? 0 })}: ${t('noPrice')}`
                      }
                      onFocus={() => setActive({ row: r, col: c })}
                      onClick={() => cell && onPick(cell)}
                      className={`w-full min-w-[4.75rem] rounded px-2 py-1.5 text-right whitespace-nowrap tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand ${cellClass(cell, selected)}`}
                    >
                      {cell ? formatPrice(cell.price, currency, locale) : '–'}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Start on the chosen cell, else the cheapest, else the top-left corner. */
function initialPosition(grid: CalendarGrid, selectedSid: string | null): { row: number; col: number } {
  const target = selectedSid ?? grid.cheapest?.sid;
  for (const [row, { cells }] of grid.rows.entries()) {
    const col = cells.findIndex((cell) => cell?.sid === target);
    if (col >= 0) return { row, col };
  }
  return { row: 0, col: 0 };
}
