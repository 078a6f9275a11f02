import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { formatDateTime } from '@/lib/format/date';
import { sanitizeHtml } from '@/lib/html/sanitize';
import type { Rule } from '@/lib/schemas/content';
import { highlightHtml } from '@/lib/shared/text-search';
import { Highlighted } from './highlighted';
import { rulesListHref, type RulesFilter } from './links';
import { RuleAcknowledge } from './rule-acknowledge';
import { RuleMeta } from './rule-meta';

/** The operator's rule text: sanitised (lib/html/sanitize.ts), then the search's matches marked. */
export function RuleBody({ html, query }: { html: string; query?: string }) {
  const safe = sanitizeHtml(html);
  return (
    <div
      data-testid="rule-body"
      className={[
        'space-y-3 break-words text-slate-800',
        '[&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:my-1',
        '[&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold',
        '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left',
        '[&_mark]:rounded-sm [&_mark]:bg-accent/40 [&_mark]:px-0.5',
      ].join(' ')}
      dangerouslySetInnerHTML={{ __html: query ? highlightHtml(safe, query) : safe }}
    />
  );
}

/** One rule on its own page: title, badges and dates, the text, and for a mandatory rule the acknowledgement. */
export function RuleArticle({ rule, filter }: { rule: Rule; filter: RulesFilter }) {
  const t = useTranslations('rules');
  return (
    <article data-testid="rule-article" aria-labelledby="rule-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <AppLink href={rulesListHref(filter)} className="text-sm text-brand-ink underline">
        {t('backToList')}
      </AppLink>
      <h2 id="rule-title" className="text-xl font-semibold text-slate-900">
        <Highlighted text={rule.title} query={filter.q} />
      </h2>
      <RuleMeta rule={rule} />
      <RuleBody html={rule.body} query={filter.q} />
      {rule.mandatory ? (
        <div data-testid="rule-acknowledgement" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
          {rule.acknowledged_at ? (
            <p data-testid="rule-acknowledged">{t('acknowledgedAt', { date: formatDateTime(rule.acknowledged_at) })}</p>
          ) : (
            <>
              <p>{t('acknowledgePrompt')}</p>
              <RuleAcknowledge id={rule.id} label={t('acknowledge')} />
            </>
          )}
        </div>
      ) : null}
    </article>
  );
}
