import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FlightBooking } from '@/components/flights/booking/flight-booking';
import { HeldFareSummary } from '@/components/flights/booking/held-fare-summary';
import { HoldExpired } from '@/components/flights/booking/hold-expired';
import { notFoundOn404 } from '@/lib/backend/errors';
import { expiredHoldOf, getHeldFare } from '@/lib/backend/flights';
import type { ExpiredHold, HeldFare } from '@/lib/schemas/flights';

// /orders/flight/{hash}: the held fare read on the server (docs/product.md §11 "Hash and booking";
// docs/architecture.md §3: the first data comes with the HTML), then the client booking form. An
// unknown hash (or another agency's) is a 404; an expired hold offers re-pricing in one click.
type Props = { params: Promise<{ hash: string }> };

const HASH = /^[A-Za-z0-9_-]{1,512}$/;

/** Once per request (title + page): the held fare, or an expired one's (what re-pricing posts, the fare as held). */
const loadHeld = cache(async (hash: string): Promise<{ held: HeldFare } | { expired: ExpiredHold }> => {
  if (!HASH.test(hash)) notFound();
  try {
    return { held: await notFoundOn404(getHeldFare(hash)) };
  } catch (error) {
    const expired = expiredHoldOf(error);
    if (expired) return { expired };
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ hash }, t] = await Promise.all([params, getTranslations('pages')]);
  const loaded = await loadHeld(hash);
  if (!('held' in loaded)) return { title: t('flightBooking.title') };
  const segment = loaded.held.fare.segments[0]!;
  const route = `${segment.legs[0]!.from.city} → ${segment.legs[segment.legs.length - 1]!.to.city}`;
  return { title: `${t('flightBooking.title')}: ${route}` };
}

export default async function FlightBookingPage({ params }: Props) {
  const [{ hash }, pages] = await Promise.all([params, getTranslations('pages')]);
  const loaded = await loadHeld(hash);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {pages('flightBooking.title')}
      </h1>
      {'held' in loaded ? (
        <>
          <HeldFareSummary fare={loaded.held.fare} />
          <FlightBooking held={loaded.held} />
        </>
      ) : (
        <HoldExpired expired={loaded.expired} />
      )}
    </section>
  );
}
