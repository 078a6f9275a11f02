import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { FarePrice as Price } from '@/lib/schemas/flights';

/**
 * A held fare's price: a line per passenger type (count × unit, the type's total) and the total for
 * all passengers, everything mandatory included (docs/product.md §11 "price"). Two columns like the
 * tour's price breakdown, which fit a phone as they are.
 */
export function FarePrice({ price, busy = false }: { price: Price; busy?: boolean }) {
  const t = useTranslations('flightBooking.price');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, price.currency, locale);
  return (
    <table
      data-testid="fare-price"
      aria-busy={busy || undefined}
      className={['w-full text-sm', busy ? 'opacity-60' : ''].join(' ')}
    >
      <caption className="sr-only">{t('title')}</caption>
      <tbody className="border-b border-slate-200">
        {price.per_passenger.map((line) => (
          <tr key={line.type}>
            <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-700">
              {t('line', { type: t(`types.${line.type}`), count: line.count })}
              <span className="block text-xs text-slate-500">{t('each', { amount: money(line.unit) })}</span>
            </th>
            <td className="py-1 text-right whitespace-nowrap text-slate-700">{money(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 pr-3 text-left font-semibold text-slate-900">
            {t('total')}
          </th>
          <td data-testid="fare-total" className="pt-2 text-right font-semibold whitespace-nowrap text-slate-900">
            {money(price.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
