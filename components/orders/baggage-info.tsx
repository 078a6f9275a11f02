import { useTranslations } from 'next-intl';
import { centimetreFigures } from '@/lib/format/size';
import type { BaggageInfo as Baggage } from '@/lib/schemas/booking';

/** docs/product.md §3 "Baggage info" of both legs: allowance for adults and infants, check-in times. */
export function BaggageInfo({ baggage }: { baggage: { from: Baggage; to: Baggage } }) {
  const t = useTranslations('booking.baggage');
  const format = useTranslations('format');
  const size = (text: string) => {
    const figures = centimetreFigures(text);
    return figures ? format('centimetres', { figures }) : text;
  };
  const legs = [
    { key: 'outbound', info: baggage.from },
    { key: 'return', info: baggage.to },
  ] as const;
  return (
    <section aria-labelledby="baggage-title" data-testid="baggage" className="space-y-2">
      <h3 id="baggage-title" className="text-sm font-semibold text-slate-900">
        {t('title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {legs.map(({ key, info }) => (
          <dl key={key} className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
            <dt className="font-medium text-slate-800">{t(key)}</dt>
            <dd className="text-slate-700">
              {t('adult')}:{' '}
              {t('allowance', {
                baggage: info.adult.baggage_kg,
                hand: info.adult.hand_kg,
                size: size(info.adult.hand_size),
              })}
            </dd>
            <dd className="text-slate-700">
              {t('infant')}:{' '}
              {t('allowance', {
                baggage: info.infant.baggage_kg,
                hand: info.infant.hand_kg,
                size: size(info.infant.hand_size),
              })}
            </dd>
            <dd className="text-slate-600">
              {t('checkIn', { open: info.check_in.open_hours, close: info.check_in.close_minutes })}
            </dd>
          </dl>
        ))}
      </div>
    </section>
  );
}
