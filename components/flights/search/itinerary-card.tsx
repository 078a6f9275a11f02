'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { FarePriceBreakdown } from '@/components/flights/fare-price';
import { partyText } from '@/lib/flights/passengers';
import { FareRules } from '@/components/flights/fare-rules';
import { FlightBaggage } from '@/components/flights/flight-baggage';
import { FlightItinerary } from '@/components/flights/flight-itinerary';
import { FlightTypeBadge } from '@/components/flights/flight-type-badge';
import { Button } from '@/components/ui/button';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { formatPrice } from '@/lib/format/price';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useHoldFare } from '@/lib/hooks/use-flight-search';
import type { Fare, Itinerary, PassengerCounts } from '@/lib/schemas/flights';
import { flightBookingPath } from '@/lib/flights/flight-booking-path';

/**
 * One itinerary: its flights (the same in each of its fares) and its fares, cheapest first, each
 * with the full price for the party, the price per passenger, its baggage and rules on demand, and
 * Choose: the fare is held (a hash) and the booking page opens.
 */
export function ItineraryCard({
  itinerary,
  party,
  search,
}: {
  itinerary: Itinerary;
  party: PassengerCounts;
  search: string;
}) {
  const t = useTranslations('flightSearch.fare');
  const first = itinerary.fares[0]!;
  return (
    <article
      data-testid="flight-itinerary"
      data-key={itinerary.key}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <FlightItinerary segments={first.segments} />
      <h3 className="sr-only">{t('fares')}</h3>
      <ul className="mt-4 grid gap-3 border-t border-slate-100 pt-4">
        {itinerary.fares.map((fare) => (
          <li key={fare.id}>
            <FareRow fare={fare} party={party} search={search} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function FareRow({ fare, party, search }: { fare: Fare; party: PassengerCounts; search: string }) {
  const t = useTranslations('flightSearch.fare');
  const flights = useTranslations('flights');
  const passengers = useTranslations('flights.passengers');
  const locale = useLocale();
  const router = useRouter();
  const alerts = useAlerts();
  const { holdFare, refresh } = useHoldFare();
  const [holding, setHolding] = useState(false);
  const legs = fare.segments.flatMap((segment) => segment.legs);

  const choose = async () => {
    setHolding(true);
    try {
      const hold = await holdFare(fare.id, { adults: party.adults, children: party.children, infants: party.infants });
      router.push(flightBookingPath(hold.hash));
    } catch (error) {
      setHolding(false);
      if (error instanceof ApiRequestError && error.status === 410) {
        alerts.show({ type: 'warning', message: t('soldOut') });
        void refresh(search);
      } else alerts.showApiError(error);
    }
  };

  return (
    <div
      data-testid="flight-fare"
      data-fare={fare.id}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">{fare.name}</span>
          <FlightTypeBadge type={fare.flight_type} />
          <span
            data-testid="fare-baggage"
            className={`rounded px-1.5 py-0.5 text-xs font-medium ${fare.baggage_included ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
          >
            {fare.baggage_included ? t('baggageIncluded') : t('handOnly')}
          </span>
        </p>
        <details className="group text-sm">
          <summary className="cursor-pointer font-medium text-brand">{flights('price.title')}</summary>
          <div className="mt-2 max-w-sm">
            <FarePriceBreakdown price={fare.price} />
          </div>
        </details>
        <details className="group text-sm">
          <summary className="cursor-pointer font-medium text-brand">{t('details')}</summary>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            <FlightBaggage legs={legs} />
            <FareRules rules={fare.rules} flightType={fare.flight_type} />
          </div>
        </details>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="sm:text-right">
          <span
            data-testid="fare-total"
            className="block text-xl font-semibold whitespace-nowrap text-slate-900 tabular-nums"
          >
            {formatPrice(fare.price.total, fare.price.currency, locale)}
          </span>
          <span className="block text-xs text-slate-500">
            {t('total', { passengers: partyText(party, (type, count) => passengers(type, { count })) })}
          </span>
        </p>
        <Button data-testid="fare-choose" loading={holding} onClick={() => void choose()} className="min-w-28">
          {holding ? t('choosing') : t('choose')}
        </Button>
      </div>
    </div>
  );
}
