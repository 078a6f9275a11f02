import { useTranslations } from 'next-intl';
import { centimetreFigures } from '@/lib/format/size';
import type { BaggageInfo } from '@/lib/schemas/booking';

/** The baggage allowance per leg (docs/product.md §3 "Baggage info"): checked and hand luggage, adults and infants. */
export function OrderBaggage({ baggage }: { baggage: { from: BaggageInfo; to: BaggageInfo } }) {
  const t = useTranslations('orders.view.baggage');
  const format = useTranslations('format');
  const size = (text: string) => {
    const figures = centimetreFigures(text);
    return figures ? format('centimetres', { figures }) : text;
  };
  return (
    <dl data-testid="order-baggage" className="grid gap-2 text-sm sm:grid-cols-2">
      {(['from', 'to'] as const).map((leg) => {
        const info = baggage[leg];
        return (
          <div key={leg}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(leg)}</dt>
            <dd className="text-slate-800">
              {t('adult', {
                baggage: info.adult.baggage_kg,
                hand: info.adult.hand_kg,
                size: size(info.adult.hand_size),
              })}
              <br />
              {t('infant', { baggage: info.infant.baggage_kg, hand: info.infant.hand_kg })}
              <br />
              <span className="text-slate-600">
                {t('checkIn', { open: info.check_in.open_hours, close: info.check_in.close_minutes })}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
