import { useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import type { Offer } from '@/lib/schemas/search';

/** Check-in – check-out as DD.MM.YYYY (docs/product.md §9) and the nights. */
export function OfferDates({ offer }: { offer: Offer }) {
  const t = useTranslations('format');
  return (
    <div className="text-sm">
      <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        <time dateTime={offer.dates.check_in}>{formatCalendarDate(offer.dates.check_in)}</time>
        {' – '}
        <time dateTime={offer.dates.check_out}>{formatCalendarDate(offer.dates.check_out)}</time>
      </p>
      <p className="text-slate-600">{t('nights', { count: offer.nights.total })}</p>
    </div>
  );
}

/** Room, placement and meal: the meal's code (AI) and its words (All inclusive). */
export function OfferStay({ offer }: { offer: Offer }) {
  const t = useTranslations('searchResults.offer');
  const { room, placement, meal } = offer.accommodation;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm">
      <dt className="text-slate-500">{t('room')}</dt>
      <dd className="text-slate-900">{room.name}</dd>
      <dt className="text-slate-500">{t('placement')}</dt>
      <dd className="text-slate-700">{placement.name}</dd>
      <dt className="text-slate-500">{t('meal')}</dt>
      <dd className="text-slate-700">
        <abbr
          data-tooltip={meal.full_name}
          data-testid="meal-code"
          className="tooltip tooltip-start mr-1 rounded bg-sky-50 px-1 font-semibold text-sky-800 no-underline"
        >
          {meal.name}
        </abbr>
        {meal.full_name}
      </dd>
    </dl>
  );
}
