import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RuleArticle } from '@/components/rules/rule-article';
import { RulesPageShell } from '@/components/rules/rules-page-shell';
import { readRulesFilter } from '@/components/rules/rules-query';
import { getCurrentUser } from '@/lib/backend/auth';
import { notFoundOn404 } from '@/lib/backend/errors';
import { getRule, getRuleCategories, getRules } from '@/lib/backend/content';

// /rules/{id}?q=&category=: one rule on its own URL (docs/product.md §10), server-rendered so a
// link can be sent to a colleague; with the search that found it, its matches are marked.
type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const loadRule = cache(async (raw: string) => {
  if (!/^[1-9]\d{0,8}$/.test(raw)) notFound();
  return notFoundOn404(getRule(Number(raw)));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations('pages')]);
  const rule = await loadRule(id);
  return { title: `${rule.title} · ${t('rules.title')}` };
}

export default async function RulePage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const filter = readRulesFilter(query);
  const rule = await loadRule(id);
  // The side lists the search's rules, or those of the rule's category.
  const [user, categories, rules] = await Promise.all([
    getCurrentUser(),
    getRuleCategories(),
    filter.q ? getRules({ q: filter.q }) : getRules({ category: rule.category_id }),
  ]);
  const side = filter.q ? { q: filter.q } : { category: rule.category_id, q: '' };
  return (
    <RulesPageShell
      alias={user.alias}
      tab="rules"
      side={{ categories, categoryId: side.category, q: side.q, rules, openedId: rule.id }}
    >
      <RuleArticle rule={rule} filter={filter.q ? { q: filter.q } : { category: filter.category }} />
    </RulesPageShell>
  );
}
