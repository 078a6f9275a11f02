import { Fragment } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { breakdownGroups, CLIENT_GROUPS, formatPercent, type BreakdownRow } from '@/lib/orders/price-lines';
import type { PriceBreakdown as Breakdown } from '@/lib/schemas/booking';

const ROW_CLASS: Record<BreakdownRow['kind'], string> = {
  amount: 'text-slate-700',
  detail: 'text-xs text-slate-500',
  total: 'font-semibold text-slate-900',
};

/**
 * The price breakdown of a booking or an order, in words an agent reads aloud (docs/product.md §10
 * "Prices"): Hotel, Flights, Transfer and insurance, Taxes and fees, Optional extras, the total the
 * client pays; then the agency's commission (positive: what it earns) and what it pays the
 * operator. No client state (per-night prices open in a native <details>), so it renders as a
 * Server Component or inside a client form.
 */
export function PriceBreakdown({ price, busy = false }: { price: Breakdown; busy?: boolean }) {
  const t = useTranslations('priceBreakdown');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, price.currency, locale);
  const value = (row: BreakdownRow) => {
    const parts = [
      row.percent !== null ? formatPercent(row.percent, locale) : null,
      row.amount !== null ? money(row.amount) : null,
    ];
    return parts.filter(Boolean).join(' · ');
  };
  const groups = breakdownGroups(price);
  const totalAt = groups.findLastIndex(({ group }) => CLIENT_GROUPS.has(group));
  return (
    <table
      data-testid="price-breakdown"
      aria-busy={busy || undefined}
      className={['w-full text-sm', busy ? 'opacity-60' : ''].join(' ')}
    >
      <caption className="sr-only">{t('title')}</caption>
      {groups.map(({ group, rows }, index) => (
        <Fragment key={group}>
          <tbody data-group={group} className="border-b border-slate-200">
            <tr>
              <th
                colSpan={2}
                scope="colgroup"
                className="pt-3 pb-1 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {t(`groups.${group}`)}
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.key} data-line={row.key} className={ROW_CLASS[row.kind]}>
                <th
                  scope="row"
                  className={['py-1 pr-4 text-left font-normal', row.kind === 'detail' ? 'pl-3' : ''].join(' ')}
                >
                  {row.days.length > 0 ? (
                    <details>
                      <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-offset-2">
                        {t(`lines.${row.key}`)}
                      </summary>
                      <ul className="mt-1 space-y-0.5 pl-4 text-xs text-slate-600">
                        {row.days.map((day) => (
                          <li key={day.date}>
                            {formatDate(day.date)}: <span className="tabular-nums">{money(day.amount)}</span>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <span className={row.kind === 'total' ? 'font-semibold' : undefined}>{t(`lines.${row.key}`)}</span>
                  )}
                </th>
                <td className="py-1 text-right align-top whitespace-nowrap tabular-nums">{value(row)}</td>
              </tr>
            ))}
          </tbody>
          {index === totalAt ? (
            <tbody data-group="total">
              <tr className="border-b-2 border-slate-300 text-base font-semibold text-slate-900">
                <th scope="row" className="py-2 text-left">
                  {t('total')}
                </th>
                <td data-testid="price-total" className="py-2 text-right whitespace-nowrap tabular-nums">
                  {money(price.total)}
                </td>
              </tr>
            </tbody>
          ) : null}
        </Fragment>
      ))}
    </table>
  );
}
