'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { OfferRow } from '@/components/search/offer/offer-row';
import { useHotelOffers } from '@/lib/hooks/use-search-results';
import type { HotelResult, SearchQuery } from '@/lib/schemas/search';

/**
 * A hotel's offers: the first few that came with the results, then, on "show all N offers", the
 * hotel's whole list a page at a time (`offers_of_hotel`).
 */
export function HotelOffers({ query, result }: { query: SearchQuery; result: HotelResult }) {
  const t = useTranslations('searchResults');
  const [expanded, setExpanded] = useState(false);
  const { data, error, size, setSize, mutate } = useHotelOffers(query, result.hotel.id, expanded);

  const loaded = expanded ? data?.flatMap((page) => page.offers) : undefined;
  const offers = loaded ?? result.offers;
  const total = data?.[0]?.meta.total ?? result.offers_total;
  const loadingMore = expanded && !error && size > (data?.length ?? 0);
  const hasHidden = offers.length < total;

  return (
    <div className="px-3 pb-3 lg:px-0 lg:pb-0">
      <ul aria-label={t('hotel.offers', { name: result.hotel.name })} className="space-y-2 lg:space-y-0">
        {offers.map((offer) => (
          <OfferRow key={offer.sid} offer={offer} />
        ))}
      </ul>
      <ApiErrorRetry
        error={error}
        onRetry={() => void mutate()}
        retryLabel={t('retry')}
        className="mt-2 space-y-2 lg:px-4"
      />
      {hasHidden || loaded ? (
        <div className="flex flex-wrap gap-2 pt-2 lg:border-t lg:border-slate-100 lg:px-4 lg:py-2">
          {hasHidden ? (
            <Button
              variant="ghost"
              data-testid="show-all-offers"
              loading={loadingMore}
              onClick={() => (loaded ? void setSize(size + 1) : setExpanded(true))}
              className="text-brand-ink"
            >
              {loaded ? t('hotel.showMore') : t('hotel.showAll', { count: total })}
            </Button>
          ) : null}
          {loaded ? (
            <Button variant="ghost" onClick={() => setExpanded(false)}>
              {t('hotel.showLess')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
