import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { DateRangeInputs } from '@/components/ui/date-range-inputs';
import { PERIOD_PRESETS, presetOf, type PeriodPreset, type ReportPeriod } from '@/lib/shared/report-periods';
import { dateLimits } from '@/lib/search/date-range';

/**
 * A report's period in its server-rendered filter form (docs/architecture.md "Server-first
 * screens"): the two days typed or picked (`date_from`, `date_to`), and the presets (this month,
 * last month, this quarter, the last 12 months as of `today`) as links to the report with that
 * period and the URL's other filters, the current one marked.
 */
export function ReportPeriodInputs({
  id,
  period,
  today,
  presetHref,
}: {
  id: string;
  period: ReportPeriod;
  today: string;
  presetHref: (preset: PeriodPreset) => string;
}) {
  const t = useTranslations('reports.period');
  const current = presetOf(period, today);
  return (
    <div className="space-y-2 lg:col-span-2">
      <DateRangeInputs
        id={id}
        label={t('label')}
        fromLabel={t('from')}
        toLabel={t('to')}
        names={{ from: 'date_from', to: 'date_to' }}
        value={{ from: period.date_from, to: period.date_to }}
        limits={dateLimits(today, { yearsBack: 3, yearsAhead: 1 })}
      />
      <nav aria-label={t('presets')} className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => (
          <AppLink
            key={preset}
            href={presetHref(preset)}
            aria-current={current === preset ? 'true' : undefined}
            data-testid={`period-${preset}`}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand aria-[current]:border-brand aria-[current]:bg-brand aria-[current]:text-white"
          >
            {t(preset)}
          </AppLink>
        ))}
      </nav>
    </div>
  );
}
