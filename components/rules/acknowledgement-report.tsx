import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { EmployeeCells } from '@/components/ui/employee-cells';
import { formatCalendarDate } from '@/lib/format/date';
import type { RuleAcknowledgements } from '@/lib/schemas/content';
import { EmptyList } from '@/components/ui/page-heading';
import { ruleHref } from './links';

/**
 * Per mandatory rule, the agency's employees who have not acknowledged its current text
 * (GET v1/rules/acknowledgements; directors and managers only). A table that becomes cards on a phone.
 */
export function AcknowledgementReport({ report }: { report: RuleAcknowledgements[] }) {
  const t = useTranslations('rules');
  if (report.length === 0) {
    return <EmptyList testId="rules-report-empty">{t('empty')}</EmptyList>;
  }
  return (
    <div data-testid="rules-report" className="space-y-4">
      <p className="text-sm text-slate-600">{t('reportIntro')}</p>
      {report.map(({ rule, total, acknowledged, pending }) => (
        <section
          key={rule.id}
          data-testid="rules-report-rule"
          aria-labelledby={`report-rule-${rule.id}`}
          className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`report-rule-${rule.id}`} className="text-base font-semibold text-slate-900">
              <AppLink href={ruleHref(rule.id)} className="hover:text-brand-ink hover:underline">
                {rule.title}
              </AppLink>
            </h2>
            <p className="text-sm text-slate-600">{t('reportSummary', { acknowledged: acknowledged.length, total })}</p>
          </div>
          <p className="text-sm text-slate-600">
            {t('effectiveFrom', { date: formatCalendarDate(rule.effective_from) })}
            {rule.changed_at ? `, ${t('changedOn', { date: formatCalendarDate(rule.changed_at) })}` : null}
          </p>
          {pending.length === 0 ? (
            <p data-testid="rules-report-done" className="text-sm text-emerald-800">
              {t('reportAllDone')}
            </p>
          ) : (
            <div className="sm:overflow-x-auto sm:rounded-lg sm:border sm:border-slate-200">
              <table data-testid="rules-report-pending" className="card-table">
                <caption className="sr-only">{t('reportPendingCaption', { title: rule.title })}</caption>
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col">{t('name')}</th>
                    <th scope="col">{t('position')}</th>
                    <th scope="col">{t('email')}</th>
                  </tr>
                </thead>
                <tbody className="text-slate-800">
                  {pending.map((member) => (
                    <tr key={member.id}>
                      <EmployeeCells member={member} labels={{ position: t('position'), email: t('email') }} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
