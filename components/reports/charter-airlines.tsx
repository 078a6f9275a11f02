'use client';

import { useLocale, useTranslations } from 'next-intl';
import { charterFigureText } from '@/lib/reports/charter-figure-text';
import type { CharterAirlineTotals } from '@/lib/schemas/reports';
import { ReportTable } from './report-table';

/**
 * Each airline's charter figures and the overall total (docs/product.md §13): the first link of
 * the drill-down chain; choosing an airline filters the flights to it, choosing it again (or "all")
 * shows every airline's flights.
 */
export function CharterAirlines({
  totals,
  selected,
  onSelect,
}: {
  totals: CharterAirlineTotals;
  selected: string | undefined;
  onSelect: (airline: string | undefined) => void;
}) {
  const t = useTranslations('reports.charter');
  const filters = useTranslations('reports.filters');
  const locale = useLocale();
  const rows = [
    ...totals.data.map((row) => ({ ...row, id: row.airline.id, name: row.airline.name })),
    { ...totals.totals, id: undefined, name: t('airlines.all') },
  ];
  return (
    <section aria-labelledby="charter-airlines-title" className="space-y-2">
      <h2 id="charter-airlines-title" className="text-lg font-semibold text-slate-900">
        {t('airlines.title')}
      </h2>
      <ReportTable
        testId="charter-airlines"
        caption={t('airlines.caption')}
        head={
          <>
            <th scope="col">{filters('airline')}</th>
            <th scope="col" className="sm:text-right">
              {t('airlines.flights')}
            </th>
            <th scope="col" className="sm:text-right">
              {t('columns.seats')}
            </th>
            <th scope="col" className="sm:text-right">
              {t('columns.sold')}
            </th>
            <th scope="col" className="sm:text-right">
              {t('columns.loadFactor')}
            </th>
            <th scope="col" className="sm:text-right">
              {t('columns.revenue')}
            </th>
            <th scope="col" className="sm:text-right">
              {t('columns.blockCost')}
            </th>
            <th scope="col" className="sm:text-right">
              {t('columns.balance')}
            </th>
            <th scope="col" className="sm:text-right">
              {t('columns.releaseCost')}
            </th>
          </>
        }
      >
        {rows.map((row) => {
          const current = row.id === selected;
          return (
            <tr
              key={row.id ?? 'all'}
              data-testid={row.id ? 'charter-airline-row' : 'charter-airlines-total'}
              data-airline={row.id}
              className={current ? 'sm:bg-brand/10' : row.id ? '' : 'font-semibold sm:bg-slate-50'}
            >
              <th scope="row" className="col-span-2 text-left">
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => onSelect(row.id)}
                  className="font-semibold text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand aria-pressed:underline"
                >
                  {row.name}
                </button>
                {current ? (
                  <span className="ml-2 text-xs font-normal text-slate-600">({t('airlines.selected')})</span>
                ) : null}
              </th>
              <td data-label={t('airlines.flights')} className="tabular-nums sm:text-right">
                {row.flights}
              </td>
              <td data-label={t('columns.seats')} className="tabular-nums sm:text-right">
                {charterFigureText(row, 'seats', locale)}
              </td>
              <td data-label={t('columns.sold')} className="tabular-nums sm:text-right">
                {charterFigureText(row, 'sold', locale)}
              </td>
              <td data-label={t('columns.loadFactor')} className="tabular-nums sm:text-right">
                {charterFigureText(row, 'load_factor', locale)}
              </td>
              <td data-label={t('columns.revenue')} className="whitespace-nowrap tabular-nums sm:text-right">
                {charterFigureText(row, 'revenue', locale)}
              </td>
              <td data-label={t('columns.blockCost')} className="whitespace-nowrap tabular-nums sm:text-right">
                {charterFigureText(row, 'block_cost', locale)}
              </td>
              <td
                data-label={t('columns.balance')}
                data-testid="cell-balance"
                className={`whitespace-nowrap tabular-nums sm:text-right ${row.balance < 0 ? 'text-red-700' : ''}`}
              >
                {charterFigureText(row, 'balance', locale)}
              </td>
              <td data-label={t('columns.releaseCost')} className="whitespace-nowrap tabular-nums sm:text-right">
                {charterFigureText(row, 'release_cost', locale)}
              </td>
            </tr>
          );
        })}
      </ReportTable>
    </section>
  );
}
