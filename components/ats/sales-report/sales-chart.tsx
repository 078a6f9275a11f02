'use client';

import { useLocale, useTranslations } from 'next-intl';
import { numberFormat } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import { formatCalendarDate } from '@/lib/format/date';
import { chartGeometry, type ChartBox } from '@/lib/ats/sales-report/chart';
import type { SalesGroup, SalesReport } from '@/lib/schemas/reports';

/** Six series at most (five groups and "other"): colours apart for most colour visions, and a dash each. */
const COLOURS = ['#1d4ed8', '#c2410c', '#047857', '#7c3aed', '#be123c', '#475569'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '4 4', '1 3'];
/** The drawing's own units: 400 wide scales to ~0.9 at a 390 px phone, ~1.4 at its widest. */
const BOX: ChartBox = { width: 400, height: 220, left: 64, right: 20, top: 12, bottom: 28 };
const FONT = 11;

/**
 * The chosen grouping over time (docs/product.md §13 "Report screens"), drawn by hand as SVG: no
 * chart library in the page's first load. A line per group, money on the y axis in the language's
 * format, the buckets' days on the x axis, a legend, and the figures as text for screen readers.
 */
export function SalesChart({
  chart,
  group,
  period,
}: {
  chart: SalesReport['chart'];
  group: SalesGroup;
  period: { date_from: string; date_to: string };
}) {
  const t = useTranslations('reports.sales.chart');
  const locale = useLocale();
  if (chart.buckets.length === 0 || chart.series.length === 0) return null;
  const geometry = chartGeometry(chart, BOX, 5);
  const axis = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const seriesName = (series: SalesReport['chart']['series'][number]) =>
    series.key === 'other' ? t('other') : group === 'day' ? formatCalendarDate(series.key) : series.label;
  const bucketLabel = (day: string) =>
    chart.bucket === 'month' ? day.slice(0, 7).split('-').reverse().join('.') : formatCalendarDate(day).slice(0, 5);
  const summary = t('summary', {
    bucket: t(`buckets.${chart.bucket}`),
    from: formatCalendarDate(period.date_from),
    to: formatCalendarDate(period.date_to),
    series: chart.series
      .map((series) =>
        t('seriesSummary', {
          label: seriesName(series),
          total: formatPrice(Math.round(series.values.reduce((a, b) => a + b, 0) * 100) / 100, 'EUR', locale),
        }),
      )
      .join('; '),
  });
  return (
    <figure data-testid="sales-chart" className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
      <figcaption className="font-semibold text-slate-900">{t('title', { group })}</figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={summary}
        className="block h-auto w-full max-w-xl"
        fontSize={FONT}
      >
        {geometry.yTicks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={BOX.left}
              x2={BOX.width - BOX.right}
              y1={tick.y}
              y2={tick.y}
              stroke={tick.value === 0 ? '#64748b' : '#e2e8f0'}
            />
            <text x={BOX.left - 4} y={tick.y} dy="0.35em" textAnchor="end" fill="#475569" data-testid="chart-y-label">
              {`${axis.format(tick.value)} €`}
            </text>
          </g>
        ))}
        {geometry.xLabels.map(({ index, x }, i, all) => (
          <text
            key={index}
            x={x}
            y={BOX.height - BOX.bottom + 16}
            textAnchor={all.length > 1 && i === all.length - 1 ? 'end' : all.length > 1 && i === 0 ? 'start' : 'middle'}
            fill="#475569"
            data-testid="chart-x-label"
          >
            {bucketLabel(chart.buckets[index]!)}
          </text>
        ))}
        {geometry.lines.map((line, index) => (
          <g key={line.key} stroke={COLOURS[index % COLOURS.length]} fill={COLOURS[index % COLOURS.length]}>
            <polyline
              points={line.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              strokeWidth={2}
              strokeDasharray={DASHES[index % DASHES.length] || undefined}
            />
            {line.points.length <= 31
              ? line.points.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r={2.5} stroke="none" />)
              : null}
          </g>
        ))}
      </svg>
      <ul
        aria-label={t('legend')}
        data-testid="chart-legend"
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
      >
        {chart.series.map((series, index) => (
          <li key={series.key} className="inline-flex items-center gap-1.5">
            <svg width="24" height="10" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="5"
                y2="5"
                stroke={COLOURS[index % COLOURS.length]}
                strokeWidth="2"
                strokeDasharray={DASHES[index % DASHES.length] || undefined}
              />
            </svg>
            {seriesName(series)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
