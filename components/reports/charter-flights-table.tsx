'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SortHeader } from '@/components/ui/sort-header';
import { formatCalendarDate } from '@/lib/format/date';
import { RowOpenLink } from '@/components/ui/row-open-link';
import { charterFigureText, type CharterFigureKey } from '@/lib/reports/charter-figure-text';
import { releaseSoon, sortOf } from '@/lib/reports/report-url';
import type { CharterFigures, CharterFlight, CharterSortKey } from '@/lib/schemas/reports';
import { ReportTable } from './report-table';

export interface CharterFlightsTableProps {
  flights: CharterFlight[];
  totals: CharterFigures;
  sort: string;
  onSort: (key: CharterSortKey) => void;
  /** A column's next sort as a URL: the headers are links (components/ui/sort-header.tsx). */
  sortHref?: (key: CharterSortKey) => string;
  flightHref: (id: number) => string;
  onOpen: (id: number) => void;
  today: string;
}

/**
 * The period's charter flights as a `card-table` (docs/product.md §13 "Report screens"): the
 * block's figures, the release date with the seats still to release and their cost, highlighted
 * (colour and words) when the date is near; the totals as the last row. A flight opens its details.
 */
export function CharterFlightsTable({
  flights,
  totals,
  sort,
  onSort,
  sortHref,
  flightHref,
  onOpen,
  today,
}: CharterFlightsTableProps) {
  const t = useTranslations('reports.charter');
  const all = useTranslations('reports');
  const locale = useLocale();
  const current = sortOf<CharterSortKey>(sort);
  const c = (key: string) => t(`columns.${key}`);
  // On a desktop the released and free seats are lines under the seat block and the block cost under
  // the revenue (the columns fit 1280 px); on a phone each is a labelled line of the card.
  const text = (row: CharterFigures, key: CharterFigureKey) => charterFigureText(row, key, locale);
  const figures = (row: CharterFigures) => (
    <>
      <td data-label={c('seats')} className="tabular-nums sm:text-right">
        {text(row, 'seats')}
        <span className="block text-xs font-normal text-slate-600 max-sm:hidden">
          {c('released')} {text(row, 'released')}
        </span>
        <span className="block text-xs font-normal text-slate-600 max-sm:hidden">
          {c('free')} {text(row, 'free')}
        </span>
      </td>
      <td data-label={c('released')} className="tabular-nums sm:hidden">
        {text(row, 'released')}
      </td>
      <td data-label={c('free')} className="tabular-nums sm:hidden">
        {text(row, 'free')}
      </td>
      <td data-label={c('sold')} className="tabular-nums sm:text-right">
        {text(row, 'sold')}
      </td>
      <td data-label={c('loadFactor')} className="tabular-nums sm:text-right">
        {text(row, 'load_factor')}
      </td>
      <td data-label={c('revenue')} className="whitespace-nowrap tabular-nums sm:text-right">
        {text(row, 'revenue')}
        <span className="block font-normal whitespace-normal text-slate-600 max-sm:hidden">
          {c('blockCost')} <span className="whitespace-nowrap">{text(row, 'block_cost')}</span>
        </span>
      </td>
      <td data-label={c('blockCost')} className="whitespace-nowrap tabular-nums sm:hidden">
        {text(row, 'block_cost')}
      </td>
      <td
        data-label={c('balance')}
        data-testid="cell-balance"
        className={`whitespace-nowrap tabular-nums sm:text-right ${row.balance < 0 ? 'text-red-700' : ''}`}
      >
        {text(row, 'balance')}
      </td>
    </>
  );
  return (
    <ReportTable
      testId="charter-flights"
      caption={t('caption')}
      head={
        <>
          <th scope="col">{c('flight')}</th>
          <SortHeader column="departure_date" sort={current} onSort={onSort} href={sortHref}>
            {c('departure')}
          </SortHeader>
          <th scope="col" className="sm:text-right">
            {c('seats')}
          </th>
          <th scope="col" className="sm:hidden">
            {c('released')}
          </th>
          <th scope="col" className="sm:hidden">
            {c('free')}
          </th>
          <th scope="col" className="sm:text-right">
            {c('sold')}
          </th>
          <SortHeader column="load_factor" sort={current} onSort={onSort} href={sortHref}>
            {c('loadFactor')}
          </SortHeader>
          <SortHeader column="revenue" sort={current} onSort={onSort} href={sortHref}>
            {c('revenue')}
          </SortHeader>
          <th scope="col" className="sm:hidden">
            {c('blockCost')}
          </th>
          <SortHeader column="balance" sort={current} onSort={onSort} href={sortHref}>
            {c('balance')}
          </SortHeader>
          <SortHeader column="release_date" sort={current} onSort={onSort} href={sortHref}>
            {c('releaseDate')}
          </SortHeader>
          <SortHeader column="release_cost" sort={current} onSort={onSort} href={sortHref}>
            {c('releaseCost')}
          </SortHeader>
        </>
      }
    >
      {flights.map((flight) => {
        const soon = releaseSoon(flight, today);
        return (
          <tr
            key={flight.id}
            data-testid="charter-flight-row"
            data-flight-id={flight.id}
            data-release-soon={soon || undefined}
            className={soon ? 'bg-amber-50' : ''}
          >
            <th scope="row" className="col-span-2 text-left sm:min-w-28">
              <RowOpenLink href={flightHref(flight.id)} onOpen={() => onOpen(flight.id)}>
                {flight.flight_number}
              </RowOpenLink>
              <span className="block text-xs font-normal text-slate-600">
                {flight.airline.name} · {flight.route.name}
              </span>
            </th>
            <td data-label={c('departure')} className="whitespace-nowrap tabular-nums">
              {formatCalendarDate(flight.departure_date)}
            </td>
            {figures(flight)}
            <td data-label={c('releaseDate')} className="tabular-nums">
              <span className="whitespace-nowrap">{formatCalendarDate(flight.release_date)}</span>
              <span className="block text-xs text-slate-600">{all(`states.${flight.state}`)}</span>
            </td>
            <td data-label={c('releaseCost')} className="tabular-nums sm:text-right">
              <span className="block whitespace-nowrap">{text(flight, 'release_cost')}</span>
              <span className="block text-xs text-slate-600">
                {c('releaseDue')}: {text(flight, 'release_due')}
              </span>
              {soon ? (
                <span
                  data-testid="release-soon"
                  className="mt-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950"
                >
                  ⚠ {t('releaseSoon', { count: flight.release_due })}
                </span>
              ) : null}
            </td>
          </tr>
        );
      })}
      <tr data-testid="charter-totals-row" className="font-semibold sm:bg-slate-50">
        <th scope="row" className="col-span-2 text-left">
          {all('total')}
        </th>
        <td aria-hidden="true" className="max-sm:hidden" />
        {figures(totals)}
        <td aria-hidden="true" className="max-sm:hidden" />
        <td data-label={c('releaseCost')} className="tabular-nums sm:text-right">
          <span className="block whitespace-nowrap">{text(totals, 'release_cost')}</span>
          <span className="block text-xs font-normal text-slate-600">
            {c('releaseDue')}: {text(totals, 'release_due')}
          </span>
        </td>
      </tr>
    </ReportTable>
  );
}
