'use client';

import { useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import type { TicketOrder } from '@/lib/schemas/flights';

/** The order's flights by direction: each leg's number, airline, airports and local times. */
export function FlightOrderItinerary({ order }: { order: Pick<TicketOrder, 'segments'> }) {
  const t = useTranslations('flightList.sheet');
  return (
    <div className="space-y-3">
      {order.segments.map((segment) => (
        <div key={segment.direction} data-testid="flight-order-segment" className="rounded-xl border border-slate-200 bg-white p-3">
          <p className="text-xs font-semibold text-slate-600 uppercase">{t(segment.direction)}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {segment.legs.map((leg) => (
              <li key={`${leg.flight_number}-${leg.departure.date}`} data-testid="flight-order-leg">
                <span className="font-semibold text-slate-900">{leg.flight_number}</span>{' '}
                <span className="text-slate-600">{leg.airline.name}</span>{' '}
                <span className="text-slate-900 tabular-nums">
                  {leg.from.city} ({leg.from.code}) {formatCalendarDate(leg.departure.date)} {leg.departure.time} → {leg.to.city} ({leg.to.code}) {leg.arrival.time}
                  {leg.day_offset > 0 ? <sup className="ml-0.5 text-xs">+{leg.day_offset}</sup> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
