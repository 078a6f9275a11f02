'use client';

import { useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DateRangeField } from '@/components/ui/date-range-field';
import { EmptyList } from '@/components/ui/page-heading';
import { useListUrl } from '@/components/ui/use-list-url';
import { CardTable } from '@/components/ui/card-table';
import { formatCalendarDate, portalToday } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { numberFormat } from '@/lib/format/number';
import { useProfileCommission } from '@/lib/hooks/use-profile';
import { commissionSearch, readCommissionPeriod, type CommissionPeriod } from '@/lib/profile/commission-period';
import type { ProfileCommission } from '@/lib/schemas/profile';
import { CURRENCIES, type Currency } from '@/lib/schemas/search-limits';
import { dateLimits, parseDisplayDate, type DateRange } from '@/lib/search/date-range';
import { Identifier } from '@/components/ui/identifier';

const toRange = (period: CommissionPeriod): DateRange => ({
  from: parseDisplayDate(period.from) ?? '',
  to: parseDisplayDate(period.to) ?? '',
});

/**
 * My commission (`POST v1/profile/commission {from, to}`): a period (in the URL, so it reloads and
 * can be shared) and the user's orders in it with their commission; a table, cards on a phone.
 */
export function ProfileCommissionSection({
  period: rendered,
  initial,
}: {
  period: CommissionPeriod;
  initial: ProfileCommission;
}) {
  const t = useTranslations('profile.commission');
  const locale = useLocale();
  const params = useSearchParams();
  // The rows are the browser's to fetch: the period is written to the URL without a server render.
  const { write } = useListUrl(usePathname());
  // The URL's period; without a valid one, the one the server rendered (the current month).
  const period = readCommissionPeriod({ from: params.get('from'), to: params.get('to') }, rendered);
  // One end picked and the other not yet: kept here until the period is whole.
  const [draft, setDraft] = useState<DateRange | null>(null);
  const [limits] = useState(() => dateLimits(portalToday(), { yearsBack: 5, yearsAhead: 0 }));
  const { data = initial, error, isValidating } = useProfileCommission(period, initial);
  const currency: Currency = (CURRENCIES as readonly string[]).includes(data.currency)
    ? (data.currency as Currency)
    : 'EUR';
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const percent = numberFormat(locale, { maximumFractionDigits: 2 });

  const choose = (next: DateRange) => {
    // A period counts with both ends, in order; the URL then names it (as the bonus journal's filter).
    if (!next.from || !next.to || next.from > next.to) return setDraft(next);
    setDraft(null);
    write(commissionSearch({ from: formatCalendarDate(next.from), to: formatCalendarDate(next.to) }));
  };

  return (
    <section aria-labelledby="commission-title" className="space-y-4">
      <h3 id="commission-title" className="sr-only">
        {t('title')}
      </h3>
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full max-w-md">
          <DateRangeField
            id="commission-period"
            label={t('period')}
            fromLabel={t('from')}
            toLabel={t('to')}
            value={draft ?? toRange(period)}
            onChange={choose}
            limits={limits}
          />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite" aria-busy={isValidating || undefined}>
          {t('total')}:{' '}
          <strong className="text-lg whitespace-nowrap text-slate-900" data-testid="commission-total">
            {money(data.total)}
          </strong>
        </p>
      </div>
      <ApiErrorAlert error={error} />
      {data.orders.length === 0 ? (
        <EmptyList testId="commission-empty">{t('empty', { from: data.from, to: data.to })}</EmptyList>
      ) : (
        <CardTable
          testId="commission-table"
          caption={t('caption', { from: data.from, to: data.to })}
          columns={[
            { label: t('order') },
            { label: t('created') },
            { label: t('amount'), numeric: true },
            { label: t('percent'), numeric: true },
            { label: t('commission'), numeric: true },
          ]}
        >
          {data.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="col-span-2 font-semibold text-slate-900">
                <Identifier>{order.number}</Identifier>
              </th>
              <td data-label={t('created')} className="whitespace-nowrap tabular-nums">
                {formatCalendarDate(order.created_at)}
              </td>
              <td data-label={t('amount')} className="whitespace-nowrap tabular-nums sm:text-right">
                {money(order.total)}
              </td>
              <td data-label={t('percent')} className="whitespace-nowrap tabular-nums sm:text-right">
                {`${percent.format(order.percent)} %`}
                {order.note && <span className="block text-xs whitespace-normal text-slate-500">{order.note}</span>}
              </td>
              <td data-label={t('commission')} className="font-semibold whitespace-nowrap tabular-nums sm:text-right">
                {money(order.commission)}
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </section>
  );
}
