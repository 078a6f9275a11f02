import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { OperatorHtml } from '@/components/ui/operator-html';
import { formatDateTime } from '@/lib/format/date';
import type { Rule } from '@/lib/schemas/content';
import { markHtml, useContentSearch } from '@/lib/content/search';
import { Highlighted } from '@/components/ui/highlighted';
import { rulesListHref, type RulesFilter } from './links';
import { RuleAcknowledge } from './rule-acknowledge';
import { RuleMeta } from './rule-meta';

/** The operator's rule text (the one sanitiser), the search's matches marked. */
export function RuleBody({ html, query }: { html: string; query?: string }) {
  const search = useContentSearch(query);
  return (
    <OperatorHtml
      data-testid="rule-body"
      html={html}
      layout="article"
      headingsFrom={3}
      highlight={search ? (safe) => markHtml(search, safe) : undefined}
    />
  );
}

/** One rule on its own page: title, badges and dates, the text, and for a mandatory rule the acknowledgement. */
export function RuleArticle({ rule, filter }: { rule: Rule; filter: RulesFilter }) {
  const t = useTranslations('rules');
  const search = useContentSearch(filter.q);
  return (
    <article
      data-testid="rule-article"
      aria-labelledby="rule-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <AppLink href={rulesListHref(filter)} className="text-sm text-brand-ink underline">
        {t('backToList')}
      </AppLink>
      <h2 id="rule-title" className="text-xl font-semibold text-slate-900">
        <Highlighted text={rule.title} marks={search?.marked(rule.title)} />
      </h2>
      <RuleMeta rule={rule} />
      <RuleBody html={rule.body} query={filter.q} />
      {rule.mandatory ? (
        <div
          data-testid="rule-acknowledgement"
          className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800"
        >
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
