'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SortHeader } from '@/components/ui/sort-header';
import { formatCalendarDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import { comparisonDay } from '@/lib/shared/report-periods';
import { sortOf } from '@/lib/reports/report-url';
import type { SalesGroup, SalesRow, SalesSortKey, SalesTotals } from '@/lib/schemas/reports';
import { ChangeBadge } from '@/components/reports/change-badge';
import { ReportTable } from '@/components/reports/report-table';

const MONEY = ['fare', 'taxes', 'fee', 'commission', 'total'] as const;

interface SalesTableProps {
  rows: SalesRow[];
  totals: SalesTotals;
  group: SalesGroup;
  groupName: string;
  period: { date_from: string; date_to: string };
  sort: string;
  onSort: (key: SalesSortKey) => void;
  /** A column's next sort as a URL: the headers are links (components/ui/sort-header.tsx). */
  sortHref?: (key: SalesSortKey) => string;
}

/**
 * The report's groups as a `card-table` (a card per group on a phone): the figures, the same
 * group's previous total and the change; the period's totals as the last row. A day compares with
 * the same weekday of the previous period, named under its figure, and shows nothing when the
 * previous period has no such day (comparisonDay, docs/product.md §13 "Comparison").
 */
export function SalesTable({ rows, totals, group, groupName, period, sort, onSort, sortHref }: SalesTableProps) {
  const t = useTranslations('reports');
  const figures = useTranslations('reports.sales.figures');
  const locale = useLocale();
  const money = (value: number) => formatPrice(value, 'EUR', locale);
  const count = (value: number) => formatCount(value, locale);
  const current = sortOf<SalesSortKey>(sort);
  const previousOf = (row: SalesRow) => {
    const compared = group === 'day' ? comparisonDay(row.key, period.date_from, period.date_to) : row.key;
    if (compared === null) return null;
    return (
      <>
        <span className="block">{row.previous_total === null ? '—' : money(row.previous_total)}</span>
        {group === 'day' ? (
          <span className="block text-xs text-slate-600">
            {t('sales.table.comparedWith', { day: formatCalendarDate(compared) })}
          </span>
        ) : null}
        <ChangeBadge current={row.total} previous={row.previous_total} />
      </>
    );
  };
  const cells = (row: SalesTotals) => (
    <>
      {/* On a desktop the tickets are a line under the orders (the columns fit 1280 px); on a phone a line of their own. */}
      <td data-label={figures('orders')} className="tabular-nums sm:text-right">
        {count(row.orders)}
        <span className="block text-slate-600 max-sm:hidden">
          {figures('tickets')} {count(row.tickets)}
        </span>
      </td>
      <td data-label={figures('tickets')} className="tabular-nums sm:hidden">
        {count(row.tickets)}
      </td>
      {MONEY.map((key) => (
        <td
          key={key}
          data-label={figures(key)}
          data-testid={`cell-${key}`}
          className="whitespace-nowrap tabular-nums sm:text-right"
        >
          {money(row[key])}
        </td>
      ))}
    </>
  );
  return (
    <ReportTable
      testId="sales-table"
      caption={t('sales.table.caption', { group })}
      head={
        <>
          <SortHeader column="key" sort={current} onSort={onSort} href={sortHref}>
            {groupName}
          </SortHeader>
          <SortHeader column="orders" sort={current} onSort={onSort} href={sortHref}>
            {figures('orders')}
          </SortHeader>
          <th scope="col" className="sm:hidden">
            {figures('tickets')}
          </th>
          {MONEY.map((key) => (
            <SortHeader key={key} column={key} sort={current} onSort={onSort} href={sortHref}>
              {figures(key)}
            </SortHeader>
          ))}
          <th scope="col" className="sm:text-right">
            {t('sales.table.previousTotal')}
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.key} data-testid="sales-row" data-key={row.key}>
          <th scope="row" className="col-span-2 font-semibold text-slate-900">
            {group === 'day' ? formatCalendarDate(row.key) : row.label}
          </th>
          {cells(row)}
          <td
            data-label={t('sales.table.previousTotal')}
            data-testid="sales-previous"
            className="whitespace-nowrap tabular-nums max-sm:flex-wrap sm:text-right"
          >
            {previousOf(row)}
          </td>
        </tr>
      ))}
      <tr data-testid="sales-totals-row" className="font-semibold sm:bg-slate-50">
        <th scope="row" className="col-span-2 text-slate-900">
          {t('total')}
        </th>
        {cells(totals)}
        <td aria-hidden="true" className="max-sm:hidden" />
      </tr>
    </ReportTable>
  );
}
