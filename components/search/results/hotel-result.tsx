'use client';

import { useState } from 'react';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Stars, StopSaleBadge } from '@/components/search/offer/hotel-badges';
import { formatPrice } from '@/lib/format/price';
import { placeLine } from '@/lib/search/place';
import type { Currency, HotelResult as HotelResultData, SearchQuery } from '@/lib/schemas/search';
import { HotelCardDialog } from './hotel-card-dialog';
import { HotelOffers } from './hotel-offers';
import { PriceCalendarDialog } from './price-calendar-dialog';

/** One hotel of the results: photo, name, stars, place, lowest price, stop-sale, its offers. */
export function HotelResult({
  query,
  result,
  currency,
}: {
  query: SearchQuery;
  result: HotelResultData;
  currency: Currency;
}) {
  const t = useTranslations('searchResults');
  const tFormat = useTranslations('format');
  const locale = useLocale();
  // Dialogs mount only while open: a page of hotels carries no idle dialogs.
  const [dialog, setDialog] = useState<'card' | 'calendar' | null>(null);
  const { hotel } = result;
  const headingId = `hotel-${hotel.id}-name`;

  return (
    <article
      data-testid="hotel-result"
      data-hotel-id={hotel.id}
      data-stars={hotel.stars}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm [contain-intrinsic-size:auto_32rem] [content-visibility:auto]"
    >
      <div className="flex flex-wrap gap-3 p-3 sm:flex-nowrap sm:gap-4 sm:p-4">
        <Image
          src={hotel.photo}
          alt=""
          width={400}
          height={260}
          unoptimized
          className="aspect-[20/13] w-24 shrink-0 self-start rounded-lg bg-slate-100 object-cover sm:w-44"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {hotel.name}
            </h3>
            <Stars count={hotel.stars} />
            {hotel.stop_sale ? <StopSaleBadge /> : null}
          </div>
          <p className="text-sm text-slate-600">{placeLine(hotel)}</p>
          <div className="flex flex-wrap gap-2 pt-2">
            <Button
              variant="secondary"
              data-testid="hotel-card-open"
              aria-haspopup="dialog"
              onClick={() => setDialog('card')}
              className="min-h-9 px-3 py-1.5"
            >
              {t('hotel.card')}
            </Button>
            <Button
              variant="secondary"
              data-testid="price-calendar-open"
              aria-haspopup="dialog"
              onClick={() => setDialog('calendar')}
              className="min-h-9 px-3 py-1.5"
            >
              {t('hotel.calendar')}
            </Button>
          </div>
        </div>
        <div className="flex basis-full flex-wrap items-baseline justify-between gap-x-2 sm:block sm:basis-auto sm:text-right">
          <p className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
            {t('hotel.from', { price: formatPrice(result.min_price, currency, locale) })}
          </p>
          <p className="text-sm text-slate-500">{tFormat('offers', { count: result.offers_total })}</p>
          {/* docs/product.md §10 "Prices": the price is the booking's total, everything mandatory included. */}
          <p
            data-testid="price-includes"
            data-tooltip={t('hotel.priceIncludesHint')}
            className="tooltip tooltip-end basis-full text-xs text-slate-500 sm:max-w-52 sm:pt-1"
          >
            {t('hotel.priceIncludes')}
            <span className="sr-only">. {t('hotel.priceIncludesHint')}</span>
          </p>
        </div>
      </div>
      <HotelOffers query={query} result={result} />
      {dialog === 'card' ? (
        <HotelCardDialog hotelId={hotel.id} name={hotel.name} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'calendar' ? (
        <PriceCalendarDialog query={query} hotel={hotel} onClose={() => setDialog(null)} />
      ) : null}
    </article>
  );
}
