import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { breakdownGroups, formatPercent, type BreakdownRow } from '@/lib/orders/price-lines';
import type { PriceBreakdown as Breakdown } from '@/lib/schemas/booking';

/**
 * The price breakdown of a booking or an order: a table grouped into the tourists' price, the
 * agency's commission and what the agency pays, then the total. No client state (per-night prices
 * open in a native <details>), so it renders as a Server Component or inside a client form.
 */
export function PriceBreakdown({ price, busy = false }: { price: Breakdown; busy?: boolean }) {
  const t = useTranslations('priceBreakdown');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, price.currency, locale);
  const value = (row: BreakdownRow) => {
    const parts = [row.percent !== null ? formatPercent(row.percent, locale) : null, row.amount !== null ? money(row.amount) : null];
    return parts.filter(Boolean).join(' · ');
  };
  return (
    <table data-testid="price-breakdown" aria-busy={busy || undefined} className={['w-full text-sm', busy ? 'opacity-60' : ''].join(' ')}>
      <caption className="sr-only">{t('title')}</caption>
      {breakdownGroups(price).map(({ group, rows }) => (
        <tbody key={group} className="border-b border-slate-200 last:border-b-0">
          <tr>
            <th colSpan={2} scope="colgroup" className="pt-3 pb-1 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t(`groups.${group}`)}
            </th>
          </tr>
          {rows.map((row) => (
            <tr key={row.key} data-line={row.key} className={row.emphasis ? 'font-semibold text-slate-900' : 'text-slate-700'}>
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {row.days.length > 0 ? (
                  <details>
                    <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-offset-2">{t(`lines.${row.key}`)}</summary>
                    <ul className="mt-1 space-y-0.5 pl-4 text-xs text-slate-600">
                      {row.days.map((day) => (
                        <li key={day.date}>
                          {formatDate(day.date)}: <span className="tabular-nums">{money(day.amount)}</span>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <span className={row.emphasis ? 'font-semibold' : undefined}>{t(`lines.${row.key}`)}</span>
                )}
              </th>
              <td className="py-1 text-right align-top whitespace-nowrap tabular-nums">{value(row)}</td>
            </tr>
          ))}
        </tbody>
      ))}
      <tfoot>
        <tr className="border-t-2 border-slate-300 text-base font-semibold text-slate-900">
          <th scope="row" className="pt-2 text-left">
            {t('total')}
          </th>
          <td data-testid="price-total" className="pt-2 text-right whitespace-nowrap tabular-nums">
            {money(price.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
