'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CardTable } from '@/components/ui/card-table';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { useBonusesPage, type BonusesPage } from '@/lib/hooks/use-bonuses';
import { BONUSES_PATH, bonusesSearch, type BonusesQuery } from '@/lib/orders/bonuses-query';
import { orderPath } from '@/lib/orders/paths';
import { useListUrl } from '@/components/ui/use-list-url';
import { Identifier } from '@/components/ui/identifier';

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
  const list = useBonusesPage(query, initialKey, initial);
  const { data } = list;
  const { go, href, submitFilters } = useListUrl(BONUSES_PATH);
  const money = (amount: number) => formatPrice(amount, 'EUR', locale);

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {titles('title')}
      </h1>
      {/* The server's form: its submit navigates on the client. */}
      <div onSubmit={submitFilters}>{filters}</div>
      {data ? (
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
      ) : null}
      <PagedList
        messages="bonuses"
        pagination="orders.pagination"
        testId="bonuses"
        list={list}
        page={query.page}
        onPage={(page) => go(bonusesSearch({ ...query, page }))}
        pageHref={(page) => href(bonusesSearch({ ...query, page }))}
        count={false}
      >
        <CardTable
          testId="bonuses-table"
          caption={t('title')}
          scroll={t('title')}
          columns={[
            { label: t('columns.order') },
            { label: t('columns.created') },
            { label: t('columns.hotel') },
            { label: t('columns.owner') },
            { label: t('columns.percent'), numeric: true },
            { label: t('columns.amount'), numeric: true },
            { label: t('columns.status') },
          ]}
        >
          {(data?.data ?? []).map((bonus) => (
            <tr key={bonus.id} data-testid="bonus-row" data-bonus-id={bonus.id}>
              <td className="col-span-2">
                <a href={orderPath(bonus.order.id)} className="font-semibold text-brand-ink hover:underline">
                  <Identifier>{bonus.order.number}</Identifier>
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
        </CardTable>
      </PagedList>
    </section>
  );
}
