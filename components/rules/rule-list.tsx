import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import type { RuleListItem } from '@/lib/schemas/content';
import { EmptyList } from '@/components/ui/page-heading';
import { Highlighted } from '@/components/ui/highlighted';
import { useContentSearch } from '@/lib/content/search';
import { ruleHref, type RulesFilter } from './links';
import { RuleMeta } from './rule-meta';

/** The rules of a category or of a search: title, badges, dates and, for a search, the text around the match. */
export function RuleList({ rules, filter }: { rules: RuleListItem[]; filter: RulesFilter }) {
  const t = useTranslations('rules');
  const search = useContentSearch(filter.q);
  if (rules.length === 0) {
    return <EmptyList testId="rules-empty">{t('empty')}</EmptyList>;
  }
  return (
    <ul data-testid="rule-list" aria-label={t('listCaption')} className="space-y-3">
      {rules.map((rule) => (
        <li
          key={rule.id}
          data-testid="rule-item"
          className="space-y-1.5 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 className="text-base font-semibold text-slate-900">
            <AppLink
              href={ruleHref(rule.id, filter)}
              className="hover:text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Highlighted text={rule.title} marks={search?.marked(rule.title)} />
            </AppLink>
          </h2>
          <RuleMeta rule={rule} />
          {rule.snippet ? (
            <p data-testid="rule-snippet" className="text-sm text-slate-700">
              <Highlighted text={rule.snippet} marks={search?.marked(rule.snippet)} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
