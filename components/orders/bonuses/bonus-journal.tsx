'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Pagination } from '@/components/ui/pagination';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { TableHead } from '@/components/ui/table-head';
import { formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { useBonusesPage, type BonusesPage } from '@/lib/hooks/use-bonuses';
import { BONUSES_PATH, bonusesSearch, type BonusesQuery } from '@/lib/orders/bonuses-query';
import { orderPath } from '@/lib/orders/paths';
import { pageCount } from '@/lib/pagination';
import { TableScroll } from '@/components/ui/table-scroll';
import { useListUrl } from '@/components/ui/use-list-url';

/**
 * The bonus journal: one row per order's bonus, the totals over the filter, the server's
 * created-date filter form (`filters`) and pages, all in the URL like the package journal: the
 * server reads it (`query`, its schema's) and a change navigates to the URL written here.
 */
export function BonusJournal({
  query,
  initialKey,
  initial,
  filters,
}: {
  query: BonusesQuery;
  initialKey: string;
  initial: BonusesPage;
  filters: ReactNode;
}) {
  const t = useTranslations('bonuses');
  const titles = useTranslations('pages.bonuses');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useBonusesPage(query, initialKey, initial);
  const { go, href, submitFilters } = useListUrl(BONUSES_PATH);
  const money = (amount: number) => formatPrice(amount, 'EUR', locale);

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {titles('title')}
      </h1>
      {/* The server's form: its submit navigates on the client. */}
      <div onSubmit={submitFilters}>{filters}</div>
      <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="bonuses-error" />
      {!data && isLoading ? (
        <p role="status" className="text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {data ? (
        <div aria-busy={isLoading} className={['space-y-4', isLoading ? 'opacity-60' : ''].join(' ')}>
          <dl data-testid="bonus-totals" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-slate-600">{t('totals.accrued')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{money(data.totals.accrued)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-600">{t('totals.paid_out')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{money(data.totals.paid_out)}</dd>
            </div>
          </dl>
          {data.meta.total === 0 ? (
            <p
              data-testid="bonuses-empty"
              role="status"
              className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700"
            >
              {t('empty')}
            </p>
          ) : (
            <TableScroll label={t('title')} className="sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
              <table data-testid="bonuses-table" className="card-table">
                <caption className="sr-only">{t('title')}</caption>
                <TableHead
                  className="bg-slate-50 text-left text-xs text-slate-600 uppercase"
                  cellClassName=""
                  columns={[
                    { label: t('columns.order') },
                    { label: t('columns.created') },
                    { label: t('columns.hotel') },
                    { label: t('columns.owner') },
                    { label: t('columns.percent'), numeric: true },
                    { label: t('columns.amount'), numeric: true },
                    { label: t('columns.status') },
                  ]}
                />
                <tbody>
                  {data.data.map((bonus) => (
                    <tr key={bonus.id} data-testid="bonus-row" data-bonus-id={bonus.id}>
                      <td className="col-span-2">
                        <a href={orderPath(bonus.order.id)} className="font-semibold text-brand-ink hover:underline">
                          {bonus.order.number}
                        </a>
                      </td>
                      <td data-label={t('columns.created')} className="tabular-nums sm:whitespace-nowrap">
                        {formatDateTime(bonus.created_at)}
                      </td>
                      <td data-label={t('columns.hotel')}>{bonus.hotel}</td>
                      <td data-testid="bonus-owner" data-label={t('columns.owner')} className="break-words">
                        {bonus.owner}
                      </td>
                      <td data-label={t('columns.percent')} className="tabular-nums sm:text-right">
                        {bonus.percent}%
                      </td>
                      <td
                        data-testid="bonus-amount"
                        data-label={t('columns.amount')}
                        className="tabular-nums sm:text-right sm:whitespace-nowrap"
                      >
                        {money(bonus.amount)}
                      </td>
                      <td data-label={t('columns.status')}>{t(`statuses.${bonus.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <Pagination
            page={query.page}
            pages={pageCount(data.meta.total, data.meta.size)}
            href={(page) => href(bonusesSearch({ ...query, page }))}
            onPage={(page) => go(bonusesSearch({ ...query, page }))}
            messages="orders.pagination"
          />
        </div>
      ) : null}
    </section>
  );
}
