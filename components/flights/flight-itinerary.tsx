import { useTranslations } from 'next-intl';
import { durationParts, minutesBetween } from '@/lib/flights/duration';
import type { FlightSegment } from '@/lib/schemas/flights';
import { FlightDuration } from './flight-duration';
import { FlightLegView } from './flight-leg';

/**
 * A fare's flights by direction (outbound, then return): each direction's total time and stops,
 * its legs, and the change between two legs (where and how long). The search results, the
 * booking page and the flight list show a trip with it.
 */
export function FlightItinerary({ segments, seats = true }: { segments: readonly FlightSegment[]; seats?: boolean }) {
  const t = useTranslations('flights.leg');
  const times = useTranslations('flights');
  return (
    <ol aria-label={t('flights')} className="grid gap-3">
      {segments.map((segment) => (
        <li key={segment.direction} data-testid={`segment-${segment.direction}`} className="grid gap-2">
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <span>{t(segment.direction)}</span>
            <span className="font-normal tracking-normal normal-case">
              <FlightDuration minutes={segment.duration_min} /> ·{' '}
              {segment.stops === 0 ? t('direct') : t('stops', { count: segment.stops })}
            </span>
          </p>
          <ol className="grid gap-2">
            {segment.legs.map((leg, index) => {
              const previous = index > 0 ? segment.legs[index - 1] : undefined;
              return (
                <li key={`${leg.flight_number}|${leg.departure.date}`} className="grid gap-2">
                  {previous ? (
                    <p data-testid="layover" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
                      {t('layover', {
                        city: previous.to.city,
                        duration: times('duration', durationParts(minutesBetween(previous.arrival, leg.departure))),
                      })}
                    </p>
                  ) : null}
                  <FlightLegView leg={leg} seats={seats} />
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
