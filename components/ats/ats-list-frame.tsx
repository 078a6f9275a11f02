'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CardTable } from '@/components/ui/card-table';
import { PagedList, type PagedListProps } from '@/components/ui/paged-list';
import { preloadConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

export interface AtsListFrameProps extends Pick<PagedListProps, 'testId' | 'list' | 'page' | 'onPage' | 'pageHref'> {
  /** Where the list's words live: `retry`, `empty`, `loading`, `found` ({count}) and `caption`. */
  messages: 'atsLists.links' | 'atsLists.payments';
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
    <PagedList messages={messages} pagination="atsLists.pagination" onPreload={preloadConfirmDialog} {...list}>
      <CardTable testId={`${list.testId}-table`} caption={t('caption')} head={head}>
        {children}
      </CardTable>
    </PagedList>
  );
}
