'use client';

import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { Pagination } from '@/components/ui/pagination';
import { EmptyList } from '@/components/ui/page-heading';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useMarkAllPublicationsRead, usePublicationCategories, usePublicationsPage, type PublicationCategoryCount } from '@/lib/hooks/use-publications';
import { newsSearch, readNewsQuery, type NewsQuery } from '@/lib/news/query';
import { pageCount } from '@/lib/pagination';
import type { PublicationsList } from '@/lib/schemas/content';
import { NewsFilters } from './news-filters';
import { NewsItem } from './news-item';

export interface NewsListProps {
  /** The SWR key of the page the server rendered, and its answer. */
  initialKey: string;
  initial: PublicationsList;
  categories: PublicationCategoryCount[];
}

/**
 * The news list under the page's heading. The URL is the state (category, search, page), written
 * with the History API as the journal does, so a filtered list can be linked and reloaded.
 */
export function NewsList({ initialKey, initial, categories: initialCategories }: NewsListProps) {
  const t = useTranslations('news');
  const common = useTranslations('common');
  const query = readNewsQuery(useSearchParams());
  const { data, error, isLoading, mutate } = usePublicationsPage(query, initialKey, initial);
  const { data: categories = initialCategories } = usePublicationCategories(initialCategories);
  const markAll = useMarkAllPublicationsRead();
  const { show, showApiError } = useAlerts();
  const [marking, setMarking] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  const go = useCallback((next: NewsQuery) => {
    window.history.pushState(null, '', `/publications${newsSearch(next)}`);
  }, []);
  const toPage = (page: number) => {
    go({ ...query, page });
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
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
  // A query not loaded yet: the previous list stays on screen (keepPreviousData), dimmed.
  const busy = isLoading;

  return (
    <div ref={top} className="scroll-mt-20 space-y-4">
      <NewsFilters query={query} categories={categories} onQuery={go} />

      {list ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p data-testid="news-unread" className="text-sm text-slate-600" aria-live="polite">
            {list.unread > 0 ? t('unreadCount', { count: list.unread }) : t('noUnread')}
          </p>
          {list.unread > 0 ? (
            <button type="button" data-testid="mark-all-read" className="btn btn-secondary" disabled={marking} aria-busy={marking || undefined} onClick={() => void markAllRead()}>
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
                  <NewsItem item={item} query={query.q} />
                </li>
              ))}
            </ul>
            <Pagination page={query.page} pages={pageCount(list.meta.total, list.meta.size)} href={(page) => `/publications${newsSearch({ ...query, page })}`} onPage={toPage} messages="news.pagination" />
          </div>
        )
      ) : null}
    </div>
  );
}
