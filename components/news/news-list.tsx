'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { Pagination } from '@/components/ui/pagination';
import { useListUrl } from '@/components/ui/use-list-url';
import { EmptyList } from '@/components/ui/page-heading';
import { useAlerts } from '@/lib/alerts/use-alerts';
import {
  useMarkAllPublicationsRead,
  usePublicationCategories,
  usePublicationsPage,
  type PublicationCategoryCount,
} from '@/lib/hooks/use-publications';
import { pageCount } from '@/lib/pagination';
import type { NewsQuery, PublicationsList } from '@/lib/schemas/content';
import { withParams } from '@/lib/shared/search-string';
import { NewsFilters } from './news-filters';
import { NewsItem } from './news-item';

export interface NewsListProps {
  /** The URL's query as the server read it (newsPageQuerySchema), and its search string without the page. */
  query: NewsQuery;
  search: string;
  /** The SWR key of the page the server rendered, and its answer. */
  initialKey: string;
  initial: PublicationsList;
  categories: PublicationCategoryCount[];
  /** The words the search found in the items shown, folded (marked by the server: lib/content/search.ts). */
  marks: readonly string[];
}

/**
 * The news list under the page's heading. The URL is the state (category, search, page), read by
 * the server (docs/architecture.md §11); a category, a search or a page is a client navigation to
 * a new URL the server renders, the list on screen kept meanwhile, so a filtered list can be
 * linked and reloaded.
 */
export function NewsList({ query, search, initialKey, initial, categories: initialCategories, marks }: NewsListProps) {
  const t = useTranslations('news');
  const common = useTranslations('common');
  const { data, error, isLoading, mutate } = usePublicationsPage(initialKey, initial);
  const { data: categories = initialCategories } = usePublicationCategories(initialCategories);
  const markAll = useMarkAllPublicationsRead();
  const { show, showApiError } = useAlerts();
  const [marking, setMarking] = useState(false);

  const { go, navigating, top, toTop } = useListUrl<HTMLDivElement>('/publications');
  const pageSearch = (page: number) => withParams(search, { page: page > 1 ? page : null });
  const toPage = (page: number) => {
    go(pageSearch(page));
    toTop();
  };
  const markAllRead = async () => {
    setMarking(true);
    try {
      show({ type: 'success', message: t('markedAllRead', { count: await markAll() }) });
    } catch (failure) {
      showApiError(failure);
    } finally {
      setMarking(false);
    }
  };

  const list = data;
  // A URL the server has not rendered yet: the list on screen stays, dimmed.
  const busy = isLoading || navigating;

  return (
    <div ref={top} className="scroll-mt-20 space-y-4">
      <NewsFilters query={query} search={search} categories={categories} onSearch={go} />

      {list ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p data-testid="news-unread" className="text-sm text-slate-600" aria-live="polite">
            {list.unread > 0 ? t('unreadCount', { count: list.unread }) : t('noUnread')}
          </p>
          {list.unread > 0 ? (
            <button
              type="button"
              data-testid="mark-all-read"
              className="btn btn-secondary"
              disabled={marking}
              aria-busy={marking || undefined}
              onClick={() => void markAllRead()}
            >
              {t('markAllRead')}
            </button>
          ) : null}
        </div>
      ) : null}

      <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="news-error" />
      {!list && isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {list ? (
        list.meta.total === 0 ? (
          <EmptyList testId="news-empty" live>
            {common('noOptions')}
          </EmptyList>
        ) : (
          <div aria-busy={busy} className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}>
            <ul data-testid="news-list" className="space-y-3">
              {list.data.map((item) => (
                <li key={item.id}>
                  <NewsItem item={item} marks={marks} />
                </li>
              ))}
            </ul>
            <Pagination
              page={query.page}
              pages={pageCount(list.meta.total, list.meta.size)}
              href={(page) => `/publications${pageSearch(page)}`}
              onPage={toPage}
              messages="news.pagination"
            />
          </div>
        )
      ) : null}
    </div>
  );
}
