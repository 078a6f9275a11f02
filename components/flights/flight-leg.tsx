import { useTranslations } from 'next-intl';
import { SeatBadge } from '@/components/search/offer/seat-badge';
import { formatCalendarDate } from '@/lib/format/date';
import { FLIGHT_EXACT_SEATS_UNDER } from '@/lib/flights/seats';
import { safeCssColor } from '@/lib/shared/css-color';
import type { FlightAirport, FlightLeg } from '@/lib/schemas/flights';
import { FlightDuration } from './flight-duration';
import { FlightTypeBadge } from './flight-type-badge';

/**
 * One flight (docs/product.md §11 "a leg"): the airline (colour, IATA code, name), the flight
 * number, charter or regular, local departure and arrival times and dates with "+1" when it lands
 * on a later day, the airports, the duration and, unless `seats` is false, the seats left (exact
 * below 10, "on request" at 0). Renders on the server and in the browser alike.
 */
export function FlightLegView({ leg, seats = true }: { leg: FlightLeg; seats?: boolean }) {
  const t = useTranslations('flights.leg');
  const color = safeCssColor(leg.airline.color);
  return (
    <div data-testid="flight-leg" data-flight={leg.flight_number} className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full ring-1 ring-slate-300"
            style={color ? { backgroundColor: color } : undefined}
          />
          <span data-testid="airline-code" className="font-semibold">
            {leg.airline.iata}
          </span>
          <span>{leg.airline.name}</span>
        </span>
        <span data-testid="flight-number" className="font-semibold text-slate-900 tabular-nums">
          {leg.flight_number}
        </span>
        <FlightTypeBadge type={leg.type} />
        {seats ? <SeatBadge seats={leg.seats_left} few={FLIGHT_EXACT_SEATS_UNDER - 1} /> : null}
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
        <LegEnd label={t('departure')} at={leg.departure} airport={leg.from} />
        <span className="flex flex-col items-center px-1 pt-1 text-xs text-slate-500">
          <FlightDuration minutes={leg.duration_min} />
          <span aria-hidden="true" className="mt-1 block h-px w-12 bg-slate-300 sm:w-20" />
        </span>
        <LegEnd label={t('arrival')} at={leg.arrival} airport={leg.to} dayOffset={leg.day_offset} end />
      </div>
    </div>
  );
}

function LegEnd({
  label,
  at,
  airport,
  dayOffset = 0,
  end = false,
}: {
  label: string;
  at: { date: string; time: string };
  airport: FlightAirport;
  dayOffset?: number;
  end?: boolean;
}) {
  const t = useTranslations('flights.leg');
  return (
    <div className={end ? 'text-right' : undefined}>
      <span className="sr-only">{label}: </span>
      <time dateTime={`${at.date}T${at.time}`} className="text-base font-semibold text-slate-900 tabular-nums">
        {at.time}
      </time>
      {dayOffset > 0 ? (
        <sup data-testid="next-day" className="ml-0.5 text-xs font-semibold text-amber-700">
          <span aria-hidden="true">{t('nextDay', { days: dayOffset })}</span>
          <span className="sr-only">{t('arrivesOn', { date: formatCalendarDate(at.date) })}</span>
        </sup>
      ) : null}
      <span className="block text-xs text-slate-500 tabular-nums">{formatCalendarDate(at.date)}</span>
      <span className="block text-slate-700">
        <span className="font-semibold">{airport.code}</span> {airport.name}
      </span>
    </div>
  );
}
