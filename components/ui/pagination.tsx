'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { isModifiedClick } from '@/lib/link-click';
import { pageWindow } from '@/lib/pagination';

const base =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const idle = `${base} border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50`;
/** Previous and next: on a phone only an arrow, whose words are then its tooltip (app/globals.css; centred, as the pager is). */
const arrow = `${idle} tooltip`;

/** Where a pager's words live (label, previous, next, status): each list names its pages its own way. */
export type PaginationMessages =
  | 'searchResults.pagination'
  | 'orders.pagination'
  | 'news.pagination'
  | 'flightList.pagination'
  | 'flightSearch.pagination'
  | 'employees.pagination'
  | 'reports.pagination'
  | 'atsLists.pagination'
  | 'clientLinks.pagination';

/**
 * Previous, a window of page numbers, next: client-side paging of a list whose page lives in the
 * URL (the search results, the journals), in the words of `messages`.
 */
export function Pagination({
  page,
  pages,
  onPage,
  href,
  messages,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** A page's URL: the pager's items are then links (paging without script, docs/architecture.md "Server-first screens"), a plain click still `onPage`. */
  href?: (page: number) => string;
  messages: PaginationMessages;
}) {
  const t = useTranslations(messages);
  if (pages <= 1) return null;
  // A button, or with `href` a link; a link to no page (before the first, after the last) is disabled text.
  const pageControl = (
    to: number,
    className: string,
    children: ReactNode,
    rest: { 'data-testid'?: string; 'data-tooltip'?: string; 'aria-current'?: 'page' } = {},
  ) => {
    const disabled = to < 1 || to > pages;
    if (!href)
      return (
        <button type="button" {...rest} className={className} disabled={disabled} onClick={() => onPage(to)}>
          {children}
        </button>
      );
    if (disabled)
      return (
        <span {...rest} aria-disabled="true" className={`${className} cursor-not-allowed opacity-50`}>
          {children}
        </span>
      );
    return (
      <a
        {...rest}
        href={href(to)}
        className={className}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          onPage(to);
        }}
      >
        {children}
      </a>
    );
  };
  const previous = t('previous');
  const next = t('next');
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center justify-center gap-1.5">
      {/* On a phone the arrows are the whole button: their words are its tooltip there, and stay its name. */}
      {pageControl(
        page - 1,
        arrow,
        <>
          <span aria-hidden="true">‹</span>
          <span className="sr-only sm:not-sr-only sm:ml-1">{previous}</span>
        </>,
        { 'data-testid': 'page-prev', 'data-tooltip': previous },
      )}
      <ul className="hidden items-center gap-1.5 sm:flex">
        {pageWindow(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              {pageControl(item, item === page ? `${base} border-brand bg-brand text-brand-contrast` : idle, item, {
                'aria-current': item === page ? 'page' : undefined,
              })}
            </li>
          ),
        )}
      </ul>
      <span className="px-2 text-sm text-slate-600 sm:hidden" aria-live="polite">
        {t('status', { page, pages })}
      </span>
      {pageControl(
        page + 1,
        arrow,
        <>
          <span className="sr-only sm:not-sr-only sm:mr-1">{next}</span>
          <span aria-hidden="true">›</span>
        </>,
        { 'data-testid': 'page-next', 'data-tooltip': next },
      )}
    </nav>
  );
}
