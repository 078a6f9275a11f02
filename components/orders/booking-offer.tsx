import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Stars, StopSaleBadge } from '@/components/search/offer/hotel-badges';
import { OfferDates, OfferStay } from '@/components/search/offer/offer-facts';
import { OfferFlights } from '@/components/search/offer/offer-flights';
import { Price } from '@/components/search/offer/price';
import { formatPrice } from '@/lib/format/price';
import { placeLine } from '@/lib/search/place';
import type { BookingData } from '@/lib/schemas/booking';
import type { Currency } from '@/lib/schemas/search';
import { BaggageInfo } from './baggage-info';

export interface SearchPrice {
  amount: number;
  currency: Currency;
}

/**
 * The booking screen's first part, rendered on the server: the chosen offer as re-priced now,
 * its flights with the baggage allowance, and a notice when the price differs from the one the
 * search showed (`?price=&currency=` of the search's link).
 */
export function BookingOffer({ data, searchPrice }: { data: BookingData; searchPrice?: SearchPrice | null }) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const { offer } = data;
  const { hotel } = offer.accommodation;
  const changed =
    searchPrice && searchPrice.currency === offer.price.currency && searchPrice.amount !== offer.price.amount;
  return (
    <div className="space-y-4">
      {changed ? (
        <Alert tone="error" title={t('priceChanged.title')} className="text-base">
          <span data-testid="search-price-changed">
            {t('priceFromSearch', {
              old: formatPrice(searchPrice.amount, searchPrice.currency, locale),
              current: formatPrice(offer.price.amount, offer.price.currency, locale),
            })}
          </span>
        </Alert>
      ) : null}
      <article
        data-testid="booking-offer"
        data-sid={offer.sid}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <h2 className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('offerTitle')}
        </h2>
        <div className="flex flex-col gap-4 p-4 sm:flex-row">
          {/* eslint-disable-next-line @next/next/no-img-element -- the photo as the backend gives it (unoptimized): next/image adds nothing but its client code */}
          <img
            src={hotel.photo}
            alt=""
            width={400}
            height={260}
            loading="lazy"
            decoding="async"
            className="aspect-[20/13] w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:w-56"
          />
          <div className="min-w-0 flex-1 space-y-3">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-xl font-semibold text-slate-900">{hotel.name}</p>
                <Stars count={hotel.stars} />
                {hotel.stop_sale ? <StopSaleBadge /> : null}
              </div>
              <p className="text-sm text-slate-600">{placeLine(hotel)}</p>
            </div>
            <OfferDates offer={offer} />
            <OfferStay offer={offer} />
          </div>
          <div className="sm:text-right">
            <Price
              amount={offer.price.amount}
              currency={offer.price.currency}
              className="text-2xl font-bold text-slate-900"
            />
            <p className="text-xs text-slate-500">{t('repriced')}</p>
          </div>
        </div>
        <div className="space-y-4 border-t border-slate-100 px-4 py-3">
          <OfferFlights tickets={offer.tickets} />
          {data.baggage ? <BaggageInfo baggage={data.baggage} /> : null}
          {data.non_refundable ? (
            <Alert tone="info" title={t('nonRefundable.title')}>
              {t('nonRefundable.text')}
            </Alert>
          ) : null}
        </div>
      </article>
    </div>
  );
}
