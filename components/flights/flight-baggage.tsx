import { useTranslations } from 'next-intl';
import { baggageGroups, baggageLines } from '@/lib/flights/baggage';
import { useTranslate } from '@/lib/i18n/use-translate';
import type { FlightLeg } from '@/lib/schemas/flights';

/**
 * A fare's baggage (lib/flights/baggage.ts): once when every leg carries the same, else per group
 * of flights. `heading` false leaves the title out (the caller has one).
 */
export function FlightBaggage({
  legs,
  heading = true,
}: {
  legs: readonly Pick<FlightLeg, 'flight_number' | 'baggage'>[];
  heading?: boolean;
}) {
  const t = useTranslations('flights.baggage');
  const translate = useTranslate();
  const groups = baggageGroups(legs);
  return (
    <div data-testid="flight-baggage" className="grid gap-1 text-sm text-slate-700">
      {heading ? <p className="font-medium text-slate-900">{t('title')}</p> : null}
      {groups.map((group) => (
        <div key={group.flights.join()}>
          {groups.length > 1 ? (
            <p className="text-xs font-medium text-slate-500">{t('flights', { flights: group.flights.join(', ') })}</p>
          ) : null}
          <ul className="grid gap-0.5">
            {baggageLines(group.baggage, translate).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
