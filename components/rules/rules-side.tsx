import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import type { RuleCategory, RuleListItem } from '@/lib/schemas/content';
import { formatCount } from '@/lib/format/number';
import { Highlighted } from '@/components/ui/highlighted';
import { useContentSearch } from '@/lib/content/search';
import { SearchBox } from '@/components/ui/search-box';
import { ruleHref, rulesListHref, RULES_PATH } from './links';

export interface RulesSideProps {
  categories: RuleCategory[];
  /** The category shown (the list's filter, or the opened rule's). */
  categoryId?: number;
  q: string;
  /** Listed under the current category (or under the search): the rules one can open from here. */
  rules?: RuleListItem[];
  openedId?: number;
  /** The side list's copy for phones keeps ids unique. */
  idPrefix: string;
}

const itemClass = (current: boolean) =>
  [
    'flex items-baseline justify-between gap-2 rounded-md px-2 py-1.5 text-sm transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
    current ? 'bg-brand/10 font-semibold text-brand-ink' : 'text-slate-700 hover:bg-slate-100',
  ].join(' ');

/** The opened category's rules (or the search's), as links under it. */
function RuleLinks({
  rules,
  q,
  openedId,
  category,
}: {
  rules: RuleListItem[];
  q: string;
  openedId?: number;
  category?: number;
}) {
  const search = useContentSearch(q);
  return (
    <ul className="mt-1 space-y-0.5 border-l border-slate-200 pl-2">
      {rules.map((rule) => (
        <li key={rule.id}>
          <AppLink
            href={ruleHref(rule.id, { category, q })}
            aria-current={rule.id === openedId ? 'page' : undefined}
            className={itemClass(rule.id === openedId)}
          >
            <span className="min-w-0 break-words">
              <Highlighted text={rule.title} marks={search?.marked(rule.title)} />
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** A category of the tree (either level): its link and count, and under the current one its rules. */
function CategoryItem({
  category,
  categoryId,
  q,
  rules,
  openedId,
  children,
}: Pick<RulesSideProps, 'categoryId' | 'q' | 'rules' | 'openedId'> & {
  category: Pick<RuleCategory, 'id' | 'name' | 'rules_count'>;
  children?: ReactNode;
}) {
  const current = category.id === categoryId && !q;
  return (
    <li>
      <AppLink
        href={rulesListHref({ category: category.id })}
        aria-current={current ? 'true' : undefined}
        className={itemClass(current && !openedId)}
      >
        <span>{category.name}</span>
        <span className="text-xs text-slate-500">{category.rules_count}</span>
      </AppLink>
      {current && rules ? <RuleLinks rules={rules} q={q} openedId={openedId} category={categoryId} /> : null}
      {children}
    </li>
  );
}

/**
 * The search and the category tree (docs/product.md §10 "The operator's content"): links and a
 * GET form, no client code of its own. Under the current category, its rules.
 */
export function RulesSide({ categories, categoryId, q, rules, openedId, idPrefix }: RulesSideProps) {
  const t = useTranslations('rules');
  const locale = useLocale();
  const searchId = `${idPrefix}-rules-q`;
  const current = { categoryId, q, rules, openedId };
  return (
    <div className="space-y-4">
      <SearchBox
        key={q}
        action={RULES_PATH}
        query={q}
        id={searchId}
        label={t('searchLabel')}
        visibleLabel
        placeholder={t('searchPlaceholder')}
        submitLabel={t('searchSubmit')}
      >
        {q ? (
          <AppLink href={RULES_PATH} className="inline-block text-sm text-brand-ink underline">
            {t('clearSearch')}
          </AppLink>
        ) : null}
      </SearchBox>

      {q && rules ? (
        rules.length > 0 ? (
          <nav aria-label={t('resultsFor', { q })}>
            <p className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('found', { count: formatCount(rules.length, locale) })}
            </p>
            <RuleLinks rules={rules} q={q} openedId={openedId} />
          </nav>
        ) : null
      ) : null}

      <nav aria-label={t('sideTitle')}>
        <p className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('sideTitle')}</p>
        <ul className="mt-1 space-y-0.5">
          <li>
            <AppLink
              href={RULES_PATH}
              aria-current={!categoryId && !q && !openedId ? 'page' : undefined}
              className={itemClass(!categoryId && !q && !openedId)}
            >
              {t('allRules')}
            </AppLink>
          </li>
          {categories.map((category) => (
            <CategoryItem key={category.id} category={category} {...current}>
              {category.children.length > 0 ? (
                <ul className="ml-3 space-y-0.5">
                  {category.children.map((child) => (
                    <CategoryItem key={child.id} category={child} {...current} />
                  ))}
                </ul>
              ) : null}
            </CategoryItem>
          ))}
        </ul>
      </nav>
    </div>
  );
}
