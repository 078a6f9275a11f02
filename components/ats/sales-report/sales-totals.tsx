'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import type { SalesReport, SalesTotals as Totals } from '@/lib/schemas/reports';
import { ChangeBadge } from '@/components/reports/change-badge';

const FIGURES = [
  'orders',
  'tickets',
  'fare',
  'taxes',
  'fee',
  'commission',
  'total',
] as const satisfies readonly (keyof Totals)[];
const COUNTS: ReadonlySet<string> = new Set(['orders', 'tickets']);

/** The period's totals, each with the previous period's figure and the change (docs/product.md §13). */
export function SalesTotals({
  report,
  period,
}: {
  report: Pick<SalesReport, 'totals' | 'previous'>;
  period: { date_from: string; date_to: string };
}) {
  const t = useTranslations('reports.sales');
  const locale = useLocale();
  const show = (key: (typeof FIGURES)[number], value: number) =>
    COUNTS.has(key) ? formatCount(value, locale) : formatPrice(value, 'EUR', locale);
  return (
    <section aria-labelledby="sales-totals-title" className="space-y-2">
      <h2 id="sales-totals-title" className="text-lg font-semibold text-slate-900">
        {t('totals', { from: formatCalendarDate(period.date_from), to: formatCalendarDate(period.date_to) })}
      </h2>
      <p className="text-sm text-slate-600">
        {t('previousPeriod', {
          from: formatCalendarDate(report.previous.date_from),
          to: formatCalendarDate(report.previous.date_to),
        })}
      </p>
      <dl data-testid="sales-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {FIGURES.map((key) => (
          <div key={key} data-testid={`sales-total-${key}`} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-600 uppercase">{t(`figures.${key}`)}</dt>
            <dd
              className="mt-1 text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums"
              data-testid="figure-value"
            >
              {show(key, report.totals[key])}
            </dd>
            <dd className="text-xs text-slate-600 tabular-nums">
              {t('previous', { value: show(key, report.previous.totals[key]) })}
            </dd>
            <dd className="text-sm">
              <ChangeBadge current={report.totals[key]} previous={report.previous.totals[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
