'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { Pagination } from '@/components/ui/pagination';
import { pageCount } from '@/lib/pagination';
import { preloadConfirmDialog } from './lazy-confirm-dialog';

export interface AtsListFrameProps {
  /** Where the list's words live: `retry`, `empty`, `loading`, `found` ({count}) and `caption`. */
  messages: 'atsMoney.links' | 'atsMoney.payments';
  /** `{testId}-table`, `-empty`, `-found`, `-error`. */
  testId: string;
  /** SWR's state of the page on screen. */
  list: { data?: { meta: { total: number; page: number; size: number } }; error: unknown; isLoading: boolean; isValidating: boolean; mutate: () => unknown };
  /** The page the URL asks for, and how to move to another. */
  page: number;
  onPage: (page: number) => void;
  /** The header row's cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/**
 * A ticket desk list's frame (the linked users, the payments): the failed call with a retry, the
 * empty state, the count (or "loading" while another page comes, the previous kept dimmed), the
 * `card-table` (cards on a phone) and the pager.
 */
export function AtsListFrame({ messages, testId, list, page, onPage, head, children }: AtsListFrameProps) {
  const t = useTranslations(messages);
  const { data, error, isLoading, isValidating, mutate } = list;
  const busy = isLoading || (isValidating && data !== undefined && data.meta.page !== page);
  return (
    <>
      <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId={`${testId}-error`} />
      {!data ? null : data.meta.total === 0 ? (
        <p data-testid={`${testId}-empty`} role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <div aria-busy={busy} onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid={`${testId}-found`}>
            {busy ? t('loading') : t('found', { count: data.meta.total })}
          </p>
          <div className="sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
            <table data-testid={`${testId}-table`} className="card-table">
              <caption className="sr-only">{t('caption')}</caption>
              <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
                <tr>{head}</tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </div>
          <Pagination page={page} pages={pageCount(data.meta.total, data.meta.size)} onPage={onPage} messages="atsMoney.pagination" />
        </div>
      )}
    </>
  );
}
