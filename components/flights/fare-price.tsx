import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { FarePrice } from '@/lib/schemas/flights';

/**
 * A fare's price per passenger type (docs/product.md §11 "price"): "2 adults 2 × 250 €  500 €",
 * then the total for everyone, the price that is booked (it never grows at booking).
 */
export function FarePriceBreakdown({ price }: { price: FarePrice }) {
  const t = useTranslations('flights');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, price.currency, locale);
  return (
    <dl data-testid="fare-price-breakdown" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {price.per_passenger.map((line) => (
        <div key={line.type} data-type={line.type} className="contents">
          <dt className="text-slate-700">
            {t(`passengers.${line.type}`, { count: line.count })}
            <span className="ml-2 text-xs text-slate-500 tabular-nums">
              {t('price.line', { count: line.count, unit: money(line.unit) })}
            </span>
          </dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">{money(line.total)}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="border-t border-slate-200 pt-1 font-medium text-slate-900">{t('price.total')}</dt>
        <dd className="border-t border-slate-200 pt-1 text-right font-semibold text-slate-900 tabular-nums">
          {money(price.total)}
        </dd>
      </div>
    </dl>
  );
}
