import { useTranslations } from 'next-intl';
import { MAX_STARS } from '@/lib/schemas/search';

/** The hotel category as stars (docs/product.md §9: at most 5), read out as "4 stars". */
export function Stars({ count, className }: { count: number; className?: string }) {
  const t = useTranslations('searchResults.hotel');
  const stars = Math.min(Math.max(Math.round(count), 0), MAX_STARS);
  return (
    <span
      role="img"
      aria-label={t('stars', { count: stars })}
      className={['whitespace-nowrap text-amber-500', className].filter(Boolean).join(' ')}
    >
      {'★'.repeat(stars)}
    </span>
  );
}

/** The hotel is closed for sale on some night of the stay: agents must see it before booking. */
export function StopSaleBadge() {
  const t = useTranslations('searchResults.hotel');
  return (
    <span
      data-testid="stop-sale"
      data-tooltip={t('stopSaleHint')}
      className="tooltip tooltip-start inline-flex items-center rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase"
    >
      {t('stopSale')}
      <span className="sr-only">: {t('stopSaleHint')}</span>
    </span>
  );
}
