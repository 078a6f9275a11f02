'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { SearchBox, submittedQuery } from '@/components/ui/search-box';
import type { PublicationCategoryCount } from '@/lib/hooks/use-publications';
import { isInAppLinkClick } from '@/lib/link-click';
import type { NewsCategory, NewsQuery } from '@/lib/schemas/content';
import { withParams } from '@/lib/shared/search-string';

// `relative`: a chip's screen-reader words are placed inside it, not at the row's far end, where
// they would widen the page on a phone.
const chip =
  'relative inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The category chips and the search. Both are links and a GET form of /publications, so they work
 * before the page's script does; with it, `onSearch` navigates to the new URL (the server's
 * search string `search` with the category or the words changed, page 1).
 */
export function NewsFilters({
  query,
  search,
  categories,
  onSearch,
}: {
  query: NewsQuery;
  search: string;
  categories: PublicationCategoryCount[];
  onSearch: (search: string) => void;
}) {
  const t = useTranslations('news');
  // "All" is the list without a category.
  const categorySearch = (category: NewsCategory) =>
    withParams(search, { category: category === 'all' ? null : category, page: null });
  const choose = (category: NewsCategory) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isInAppLinkClick(event, event.currentTarget)) return;
    event.preventDefault();
    onSearch(categorySearch(category));
  };
  const chips: { id: NewsCategory; name: string; unread: number }[] = [
    { id: 'all', name: t('all'), unread: categories.reduce((sum, category) => sum + category.unread, 0) },
    ...categories,
  ];

  return (
    <div className="space-y-3">
      <nav aria-label={t('filters')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 whitespace-nowrap sm:flex-wrap">
          {chips.map((c) => {
            const current = c.id === query.category;
            return (
              <li key={c.id}>
                <a
                  href={`/publications${categorySearch(c.id)}`}
                  onClick={choose(c.id)}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`news-category-${c.id}`}
                  className={[
                    chip,
                    current
                      ? 'border-brand bg-brand text-brand-contrast'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
                  ].join(' ')}
                >
                  {c.name}
                  {c.unread > 0 ? (
                    <span
                      data-testid="category-unread"
                      className={[
                        'rounded-full px-1.5 text-xs tabular-nums',
                        current ? 'ring-1 ring-current' : 'bg-brand/10 text-brand-ink',
                      ].join(' ')}
                    >
                      <span className="sr-only">({t('unreadCount', { count: c.unread })})</span>
                      <span aria-hidden="true">{c.unread}</span>
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* Remounted when the URL's query changes (back/forward), so the box shows what the list shows. */}
      <SearchBox
        key={query.q}
        action="/publications"
        query={query.q}
        keep={query.category !== 'all' ? { category: query.category } : undefined}
        id="news-search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(withParams(search, { q: submittedQuery(event.currentTarget) || null, page: null }));
        }}
      />
    </div>
  );
}
