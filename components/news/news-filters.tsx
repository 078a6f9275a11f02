'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import type { PublicationCategoryCount } from '@/lib/hooks/use-publications';
import { isInAppLinkClick } from '@/lib/link-click';
import { newsSearch, type NewsCategory, type NewsQuery } from '@/lib/news/query';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

// `relative`: a chip's screen-reader words are placed inside it, not at the row's far end, where
// they would widen the page on a phone.
const chip =
  'relative inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The category chips and the search. Both are links and a GET form of /publications, so they work
 * before the page's script does; with it, `onQuery` writes the URL without a server round trip.
 */
export function NewsFilters({ query, categories, onQuery }: { query: NewsQuery; categories: PublicationCategoryCount[]; onQuery: (query: NewsQuery) => void }) {
  const t = useTranslations('news');
  const choose = (category: NewsCategory) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isInAppLinkClick(event, event.currentTarget)) return;
    event.preventDefault();
    onQuery({ ...query, category, page: 1 });
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
                  href={`/publications${newsSearch({ ...query, category: c.id, page: 1 })}`}
                  onClick={choose(c.id)}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`news-category-${c.id}`}
                  className={[chip, current ? 'border-brand bg-brand text-brand-contrast' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'].join(' ')}
                >
                  {c.name}
                  {c.unread > 0 ? (
                    <span
                      data-testid="category-unread"
                      className={['rounded-full px-1.5 text-xs tabular-nums', current ? 'ring-1 ring-current' : 'bg-brand/10 text-brand-ink'].join(' ')}
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
      <form
        key={query.q}
        role="search"
        action="/publications"
        method="get"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          onQuery({ ...query, q, page: 1 });
        }}
      >
        {query.category !== 'all' ? <input type="hidden" name="category" value={query.category} /> : null}
        <label htmlFor="news-search" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="news-search"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        />
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
      </form>
    </div>
  );
}
