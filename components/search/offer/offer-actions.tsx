'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { formatCalendarDate } from '@/lib/format/date';
import { useSaveOffer } from '@/lib/hooks/use-save-offer';
import type { Offer } from '@/lib/schemas/search';
import { useSavedOffers } from './saved-offers';

/**
 * Book opens the booking screen of this offer, with the price the search showed: the booking page
 * re-prices the offer and tells the agent when the price changed since the search.
 */
export function bookingPath(offer: Pick<Offer, 'sid' | 'price'>): string {
  const query = new URLSearchParams({ price: String(offer.price.amount), currency: offer.price.currency });
  return `/orders/book/${encodeURIComponent(offer.sid)}?${query}`;
}

/**
 * "Save to basket" (the top-bar count follows at once; "Saved" once the basket holds the offer, after
 * a reload too) and "Book" for one offer.
 */
export function OfferActions({ offer, className }: { offer: Offer; className?: string }) {
  const t = useTranslations('searchResults.offer');
  const save = useSaveOffer();
  const { show, showApiError } = useAlerts();
  const { isSaved: inBasket, add } = useSavedOffers();
  const [saving, setSaving] = useState(false);
  const isSaved = inBasket(offer);
  const hotel = offer.accommodation.hotel.name;
  const dates = `${formatCalendarDate(offer.dates.check_in)} – ${formatCalendarDate(offer.dates.check_out)}`;

  const onSave = async () => {
    setSaving(true);
    try {
      const uuid = await save(offer.sid);
      add(offer);
      // Saved meanwhile (another tab, another page of results): the basket holds it once.
      if (uuid === null) show({ type: 'info', message: t('alreadySaved') });
      else show({ type: 'success', message: t('savedToBasket', { hotel, dates }) });
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={['flex flex-wrap gap-2', className].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        data-testid="save-offer"
        loading={saving}
        disabled={isSaved}
        aria-pressed={isSaved}
        onClick={onSave}
        className="min-h-9 flex-1 px-3 py-1.5 sm:flex-none"
      >
        {isSaved ? t('saved') : t('save')}
      </Button>
      <AppLink
        href={bookingPath(offer)}
        data-testid="book-offer"
        aria-label={t('bookLabel', { hotel, dates })}
        className={`${buttonClass('primary')} min-h-9 flex-1 px-3 py-1.5 sm:flex-none`}
      >
        {t('book')}
      </AppLink>
    </div>
  );
}
