import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookingOffer } from '@/components/orders/booking-offer';
import { getBookingOffer, notFoundOn404 } from '@/lib/backend';

// /orders/book/{sid}: the chosen offer, re-priced on the server (SPEC.md §2, §7). The booking
// steps themselves are a later issue. A malformed or unknown sid is a 404.
type Props = { params: Promise<{ sid: string }> };

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

/** Once per request (title + page). */
const loadOffer = cache(async (raw: string) => {
  const sid = decodeSid(raw);
  if (!sid) notFound();
  return notFoundOn404(getBookingOffer(sid));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ sid }, t] = await Promise.all([params, getTranslations('pages')]);
  const offer = await loadOffer(sid);
  return { title: `${t('booking.title')}: ${offer.accommodation.hotel.name}` };
}

export default async function BookingPage({ params }: Props) {
  const { sid } = await params;
  return <BookingOffer offer={await loadOffer(sid)} />;
}
