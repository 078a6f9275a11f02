'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { Pagination, type PaginationMessages } from '@/components/ui/pagination';
import { pageCount } from '@/lib/pagination';

export interface PagedListProps {
  /** Where the list's words live: `retry`, `loading`, `empty` and, without `count`, `found` ({count}). */
  messages:
    | 'orders.journal'
    | 'flightList.list'
    | 'atsLists.links'
    | 'atsLists.payments'
    | 'employees'
    | 'bonuses'
    | 'clientLinks';
  /** The count's line when the list words it otherwise than `found`; `false`: a list without one. */
  count?: ((total: number) => string) | false;
  /** Its pager's words. */
  pagination: PaginationMessages;
  /** `{testId}-error`, `-empty`, `-found`. */
  testId: string;
  /** SWR's state of the page on screen. */
  list: {
    data?: { meta: { total: number; page: number; size: number } };
    error: unknown;
    isLoading: boolean;
    isValidating: boolean;
    mutate: () => unknown;
  };
  /** The page the URL asks for, and how to move to another. */
  page: number;
  onPage: (page: number) => void;
  /** A page's URL: the pager's items are links (components/ui/pagination.tsx). */
  pageHref?: (page: number) => string;
  /** Fetches what a row opens (a sheet, a dialog) once the user points at the list. */
  onPreload?: () => void;
  /** The page's rows: a `card-table` (cards on a phone, docs/architecture.md §2). */
  children: ReactNode;
}

/**
 * A paged list's states around its table, the same in every list of ticket orders and of the
 * desk's money, in the journal, the staff list and the bonus journal: the failed call with a retry, "loading" before the first answer, the empty state,
 * the count (or "loading" while another page comes, the previous one kept dimmed), and the pager.
 */
export function PagedList({
  messages,
  pagination,
  testId,
  list,
  page,
  onPage,
  pageHref,
  onPreload,
  count,
  children,
}: PagedListProps) {
  const t = useTranslations(messages);
  const { data, error, isLoading, isValidating, mutate } = list;
  const busy = isLoading || (isValidating && data !== undefined && data.meta.page !== page);
  return (
    <>
      <LazyApiErrorRetry
        error={error}
        onRetry={() => void mutate()}
        retryLabel={t('retry')}
        testId={`${testId}-error`}
      />
      {!data ? (
        isLoading ? (
          <p role="status" className="text-sm text-slate-600">
            {t('loading')}
          </p>
        ) : null
      ) : data.meta.total === 0 ? (
        <p
          data-testid={`${testId}-empty`}
          role="status"
          className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700"
        >
          {t('empty')}
        </p>
      ) : (
        <div
          aria-busy={busy}
          onPointerEnter={onPreload}
          onFocus={onPreload}
          className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}
        >
          {count === false ? null : (
            <p className="text-sm text-slate-600" aria-live="polite" data-testid={`${testId}-found`}>
              {busy ? t('loading') : count ? count(data.meta.total) : t('found', { count: data.meta.total })}
            </p>
          )}
          {children}
          <Pagination
            page={page}
            pages={pageCount(data.meta.total, data.meta.size)}
            onPage={onPage}
            href={pageHref}
            messages={pagination}
          />
        </div>
      )}
    </>
  );
}
