'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PagedList, type PagedListProps } from '@/components/ui/paged-list';
import { preloadConfirmDialog } from './lazy-confirm-dialog';

export interface AtsListFrameProps extends Pick<PagedListProps, 'testId' | 'list' | 'page' | 'onPage'> {
  /** Where the list's words live: `retry`, `empty`, `loading`, `found` ({count}) and `caption`. */
  messages: 'atsMoney.links' | 'atsMoney.payments';
  /** The header row's cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/**
 * A ticket desk list's frame (the linked users, the payments): the paged list's states
 * (components/ui/paged-list.tsx) around a `card-table` (`{testId}-table`, cards on a phone) with
 * the given header and rows.
 */
export function AtsListFrame({ messages, head, children, ...list }: AtsListFrameProps) {
  const t = useTranslations(messages);
  return (
    <PagedList messages={messages} pagination="atsMoney.pagination" onPreload={preloadConfirmDialog} {...list}>
      <div className="sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
        <table data-testid={`${list.testId}-table`} className="card-table">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </PagedList>
  );
}
