import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { RuleList } from '@/components/rules/rule-list';
import { RulesPageShell } from '@/components/rules/rules-page-shell';
import { readRulesFilter } from '@/components/rules/rules-query';
import { getCurrentUser } from '@/lib/backend/auth';
import { getRuleCategories, getRules } from '@/lib/backend/content';
import type { RuleCategory } from '@/lib/schemas/content';

// /rules?category=&q=: the operator's rules (docs/product.md §2, §10), rendered on the server:
// the category tree with the search beside the list of one category's rules, or of a search
// across all rules with its matches marked. A rule opens on /rules/{id}.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('rules');

function categoryName(categories: RuleCategory[], id: number | undefined): string | undefined {
  for (const category of categories) {
    if (category.id === id) return category.name;
    const child = category.children.find((c) => c.id === id);
    if (child) return `${category.name} / ${child.name}`;
  }
  return undefined;
}

export default async function RulesPage({ searchParams }: Props) {
  const filter = readRulesFilter(await searchParams);
  // A search covers every rule, whatever category was open.
  const listFilter = filter.q ? { q: filter.q } : filter;
  const [t, user, categories, rules] = await Promise.all([
    getTranslations('rules'),
    getCurrentUser(),
    getRuleCategories(),
    getRules({ category: listFilter.category, q: listFilter.q || undefined }),
  ]);
  const heading = filter.q
    ? t('resultsFor', { q: filter.q })
    : (categoryName(categories, listFilter.category) ?? t('allRules'));
  return (
    <RulesPageShell alias={user.alias} tab="rules" side={{ categories, categoryId: listFilter.category, q: filter.q }}>
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 data-testid="rules-heading" className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          <p className="text-sm text-slate-600">{t('found', { count: rules.length })}</p>
        </div>
        <RuleList rules={rules} filter={listFilter} />
      </div>
    </RulesPageShell>
  );
}
