import { useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import type { TicketLeg, Tickets } from '@/lib/schemas/search';
import { SeatBadge } from './seat-badge';

/**
 * Outbound and return legs, or "hotel only" for an offer without tickets. `seats={false}` leaves
 * out the seats left: a booked order's seats are its own, the count would only mislead.
 */
export function OfferFlights({ tickets, seats = true }: { tickets: Tickets; seats?: boolean }) {
  const t = useTranslations('searchResults');
  if (!tickets.from || !tickets.to) return <p className="text-sm text-slate-500">{t('offer.hotelOnly')}</p>;
  return (
    <ul aria-label={t('offer.flights')} className="space-y-1.5">
      <FlightLeg leg={tickets.from} direction="outbound" seats={seats} />
      <FlightLeg leg={tickets.to} direction="return" seats={seats} />
    </ul>
  );
}

/**
 * One leg in a line agents scan: direction, flight number, times, airports, airline, charter or
 * regular (a regular fare is non-refundable, docs/product.md §9) and, unless `seats` is false, the seats left.
 */
export function FlightLeg({
  leg,
  direction,
  seats = true,
}: {
  leg: TicketLeg;
  direction: 'outbound' | 'return';
  seats?: boolean;
}) {
  const t = useTranslations('searchResults.flight');
  const nextDay = leg.arrival.date !== leg.departure.date;
  return (
    <li data-testid={`flight-${direction}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="w-full text-xs font-semibold tracking-wide text-slate-500 uppercase sm:w-auto">
        {t(direction)}
      </span>
      <span className="font-semibold text-slate-900">{leg.name}</span>
      <span className="text-slate-800 tabular-nums">
        <time dateTime={`${leg.departure.date}T${leg.departure.time}`}>{leg.departure.time}</time>
        {' → '}
        <time dateTime={`${leg.arrival.date}T${leg.arrival.time}`}>{leg.arrival.time}</time>
        {nextDay ? (
          <span className="ml-1 text-xs text-slate-500">
            ({t('arrivesOn', { date: formatCalendarDate(leg.arrival.date) })})
          </span>
        ) : null}
      </span>
      <span className="text-slate-600">
        <abbr data-tooltip={leg.airports.from.name} className="tooltip no-underline">
          {leg.airports.from.prefix}
          <span className="sr-only"> ({leg.airports.from.name})</span>
        </abbr>
        <span aria-hidden="true">–</span>
        <abbr data-tooltip={leg.airports.to.name} className="tooltip no-underline">
          {leg.airports.to.prefix}
          <span className="sr-only"> ({leg.airports.to.name})</span>
        </abbr>
      </span>
      <span className="inline-flex items-center gap-1 text-slate-600">
        <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: leg.airline.color }} />
        {leg.airline.airline}
      </span>
      {leg.type === 'regular' ? (
        <span
          data-testid="fare-type"
          className="rounded bg-violet-50 px-1.5 py-0.5 text-xs font-medium text-violet-800"
        >
          {t('nonRefundable')}
        </span>
      ) : (
        <span data-testid="fare-type" className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          {t('charter')}
        </span>
      )}
      {seats ? <SeatBadge seats={leg.seats} /> : null}
    </li>
  );
}
