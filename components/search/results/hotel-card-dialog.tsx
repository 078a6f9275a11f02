'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Modal } from '@/components/ui/modal';
import { Stars } from '@/components/search/offer/hotel-badges';
import { useHotelCard } from '@/lib/hooks/use-hotel-card';
import { placeLine } from '@/lib/search/place';
import { PhotoGallery } from './photo-gallery';

/** Under a kilometre in metres, from there in kilometres with one decimal. */
function useBeachDistance() {
  const t = useTranslations('searchResults.card');
  return (metres: number) =>
    metres < 1000 ? t('metres', { value: metres }) : t('kilometres', { value: Math.round(metres / 100) / 10 });
}

/** GET giata/hotel/{id}: photos, category, location, address, beach, description, amenities. */
export function HotelCardDialog({ hotelId, name, onClose }: { hotelId: number; name: string; onClose: () => void }) {
  const t = useTranslations('searchResults');
  const beach = useBeachDistance();
  const { data: card, error, isLoading, mutate } = useHotelCard(hotelId, true);

  return (
    <Modal
      open
      onClose={onClose}
      title={card?.name ?? name}
      closeLabel={t('card.close')}
      testId="hotel-card"
      aside={card ? <Stars count={card.stars} className="text-sm" /> : null}
    >
      {isLoading ? (
        <div aria-busy="true" aria-label={t('card.title')} className="h-72 animate-pulse rounded-lg bg-slate-100" />
      ) : null}
      <ApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} />
      {card ? (
        <div className="space-y-5">
          <PhotoGallery photos={card.photos} />
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-medium text-slate-500">{t('card.location')}</dt>
            <dd className="text-slate-900">{placeLine(card)}</dd>
            <dt className="font-medium text-slate-500">{t('card.address')}</dt>
            <dd className="text-slate-900">{card.address}</dd>
            {card.beach_distance_m !== null ? (
              <>
                <dt className="font-medium text-slate-500">{t('card.beach')}</dt>
                <dd className="text-slate-900">
                  {card.beach_distance_m === 0
                    ? t('card.beachfront')
                    : t('card.beachDistance', { distance: beach(card.beach_distance_m) })}
                </dd>
              </>
            ) : null}
          </dl>
          <section className="space-y-1">
            <h3 className="font-semibold text-slate-900">{t('card.description')}</h3>
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{card.description}</p>
          </section>
          {card.amenities.length > 0 ? (
            <section className="space-y-2">
              <h3 className="font-semibold text-slate-900">{t('card.amenities')}</h3>
              <ul className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2" data-testid="hotel-amenities">
                {card.amenities.map((amenity) => (
                  <li key={amenity.code} className="flex items-center gap-2">
                    <span aria-hidden="true" className="text-emerald-600">
                      ✓
                    </span>
                    {amenity.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
