'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DateRangeField } from '@/components/ui/date-range-field';
import { dateLimits } from '@/lib/search/date-range';
import { PERIOD_PRESETS, presetOf, presetPeriod, type Period } from '@/lib/reports/period';

/**
 * A report's period (docs/product.md §13 "Report screens"): the product's date range picker and
 * the presets (this month, last month, this quarter, the last 12 months) as of `today`.
 */
export function PeriodField({ id, value, today, onChange }: { id: string; value: Period; today: string; onChange: (period: Period) => void }) {
  const t = useTranslations('reports.period');
  const [limits] = useState(() => dateLimits(new Date(`${today}T12:00:00Z`), { yearsBack: 3, yearsAhead: 1 }));
  const current = presetOf(value, today);
  return (
    <div className="space-y-2 lg:col-span-2">
      <DateRangeField
        id={id}
        label={t('label')}
        fromLabel={t('from')}
        toLabel={t('to')}
        limits={limits}
        value={{ from: value.date_from, to: value.date_to }}
        onChange={(range) => onChange({ date_from: range.from, date_to: range.to })}
      />
      <div role="group" aria-label={t('presets')} className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={current === preset}
            data-testid={`period-${preset}`}
            onClick={() => onChange(presetPeriod(preset, today))}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
          >
            {t(preset)}
          </button>
        ))}
      </div>
    </div>
  );
}
