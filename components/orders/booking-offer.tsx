import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Stars, StopSaleBadge } from '@/components/search/offer/hotel-badges';
import { OfferDates, OfferStay } from '@/components/search/offer/offer-facts';
import { OfferFlights } from '@/components/search/offer/offer-flights';
import { Price } from '@/components/search/offer/price';
import { placeLine } from '@/lib/search/place';
import type { Offer } from '@/lib/schemas/search';

/** The booking screen's first part: the chosen offer as re-priced now. Booking itself is a later issue. */
export function BookingOffer({ offer }: { offer: Offer }) {
  const t = useTranslations('searchResults.booking');
  const pages = useTranslations('pages');
  const { hotel } = offer.accommodation;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {pages('booking.title')}
      </h1>
      <article data-testid="booking-offer" data-sid={offer.sid} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('chosen')}</h2>
        <div className="flex flex-col gap-4 p-4 sm:flex-row">
          <Image src={hotel.photo} alt="" width={400} height={260} unoptimized className="aspect-[20/13] w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:w-56" />
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
            <Price amount={offer.price.amount} currency={offer.price.currency} className="text-2xl font-bold text-slate-900" />
            <p className="text-xs text-slate-500">{t('repriced')}</p>
          </div>
        </div>
        <div className="border-t border-slate-100 px-4 py-3">
          <OfferFlights tickets={offer.tickets} />
        </div>
      </article>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('next')}</p>
        <Link href="/search/tour" className="font-medium whitespace-nowrap text-brand-ink hover:underline">
          {t('back')}
        </Link>
      </div>
    </section>
  );
}
