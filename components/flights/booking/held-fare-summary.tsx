import { useTranslations } from 'next-intl';
import { FareRules } from '@/components/flights/fare-rules';
import { FlightBaggage } from '@/components/flights/flight-baggage';
import { FlightItinerary } from '@/components/flights/flight-itinerary';
import { FlightTypeBadge } from '@/components/flights/flight-type-badge';
import type { Fare } from '@/lib/schemas/flights';

/** The held fare above the form, rendered on the server: its family and type, the flights, the baggage and the rules. */
export function HeldFareSummary({ fare }: { fare: Fare }) {
  const t = useTranslations('flightBooking');
  return (
    <section
      aria-labelledby="held-fare"
      data-testid="held-fare"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="held-fare" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        {t('fare', { name: fare.name })} <FlightTypeBadge type={fare.flight_type} />
      </h2>
      <FlightItinerary segments={fare.segments} seats={false} />
      <div className="grid items-start gap-4 border-t border-slate-100 pt-3 sm:grid-cols-2">
        <FlightBaggage legs={fare.segments.flatMap((segment) => segment.legs)} />
        <FareRules rules={fare.rules} flightType={fare.flight_type} />
      </div>
    </section>
  );
}
