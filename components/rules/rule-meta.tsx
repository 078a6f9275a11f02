import { useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import type { Rule } from '@/lib/schemas/content';

/** The badges and dates of a rule: mandatory, not yet acknowledged, effective from, changed on. */
export function RuleMeta({ rule }: { rule: Rule }) {
  const t = useTranslations('rules');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      {rule.mandatory ? (
        <span
          data-testid="rule-mandatory"
          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
        >
          {t('mandatory')}
        </span>
      ) : null}
      {rule.mandatory && !rule.acknowledged_at ? (
        <span
          data-testid="rule-pending"
          className="rounded-full border border-amber-300 px-2 py-0.5 text-xs text-amber-900"
        >
          {t('pending')}
        </span>
      ) : null}
      <span data-testid="rule-dates">
        {t('effectiveFrom', { date: formatCalendarDate(rule.effective_from) })}
        {rule.changed_at ? `, ${t('changedOn', { date: formatCalendarDate(rule.changed_at) })}` : null}
      </span>
    </div>
  );
}
