import { cache, Suspense } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookingForm } from '@/components/orders/booking-form';
import { BookingOffer, type SearchPrice } from '@/components/orders/booking-offer';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { OfferGone } from '@/components/orders/offer-gone';
import { TripRules } from '@/components/rules/trip-rules';
import { PageTitle } from '@/components/ui/page-heading';
import { PrintUnavailable } from '@/components/ui/print-unavailable';
import { getBookingData } from '@/lib/backend/booking';
import { notFoundOn404, nullOn410 } from '@/lib/backend/errors';
import { currencySchema } from '@/lib/schemas/search';
import { bookingFormStart } from '@/lib/shared/tourist-rules';
import { portalToday } from '@/lib/format/date';

// /orders/book/{sid}: the chosen offer re-priced on the server (docs/product.md §2, §7; docs/architecture.md §3: the
// first data comes with the HTML), then the client booking form. A malformed or unknown sid is a
// 404, answered with that status: the segment has no loading.tsx, whose skeleton would send the
// head (200) before the backend had said whether the offer exists; the navigation's progress bar
// shows the wait. An offer no longer sold (410) says so with the way back to the search. Beside the offer, the
// rules that concern its country and flight type, as links. The form starts from what the booking's
// rules work out here (its slots, limits, empty values), with the first price lines and the notice
// of a gone offer; its validation loads on first use (docs/architecture.md §11).
type Props = { params: Promise<{ sid: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const SID = /^[A-Za-z0-9_.:~-]{1,400}$/;

/** The segment as the backend knows it; null for anything that is not a plausible sid. */
function decodeSid(raw: string): string | null {
  try {
    const sid = decodeURIComponent(raw);
    return SID.test(sid) ? sid : null;
  } catch {
    return null;
  }
}

/** `?price=&currency=`: what the search showed, to compare with the price now. */
function searchPriceOf(query: Record<string, string | string[] | undefined>): SearchPrice | null {
  const amount = Number(query.price);
  const currency = currencySchema.safeParse(query.currency);
  return typeof query.price === 'string' && Number.isFinite(amount) && amount > 0 && currency.success
    ? { amount, currency: currency.data }
    : null;
}

/** Once per request (title + page). */
const loadBooking = cache(async (raw: string) => {
  const sid = decodeSid(raw);
  if (!sid) notFound();
  return { sid, data: await notFoundOn404(nullOn410(getBookingData(sid))) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ sid }, t] = await Promise.all([params, getTranslations('pages')]);
  const { data } = await loadBooking(sid);
  return { title: data ? `${t('booking.title')}: ${data.offer.accommodation.hotel.name}` : t('booking.title') };
}

export default async function BookingPage({ params, searchParams }: Props) {
  const [{ sid: raw }, query, pages] = await Promise.all([params, searchParams, getTranslations('pages')]);
  const { sid, data } = await loadBooking(raw);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageTitle>{pages('booking.title')}</PageTitle>
      {data ? (
        // A form being filled with a price that lives for minutes: printed, it would be taken for a
        // booking (docs/product.md §10 "Printing"); the offer's PDF is what goes on paper.
        <PrintUnavailable>
          <div className="space-y-6">
            <BookingOffer data={data} searchPrice={searchPriceOf(query)} />
            {/* The rules of the offer's country and flight type: one line of links (docs/product.md §10 "In context"). */}
            <Suspense fallback={null}>
              <TripRules source={{ sid, topic: 'booking' }} testId="booking-rules" />
            </Suspense>
            <BookingForm
              sid={sid}
              data={data}
              start={bookingFormStart(data.party, portalToday())}
              breakdown={<PriceBreakdown price={data.price} />}
              gone={<OfferGone fullWidth />}
            />
          </div>
        </PrintUnavailable>
      ) : (
        <OfferGone />
      )}
    </section>
  );
}
