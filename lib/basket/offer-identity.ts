import type { Offer } from '@/lib/schemas/search';

/**
 * Which offer this is, whatever the currency it was priced in: the basket holds offers re-priced
 * in EUR, whose sid therefore differs from the one a search in USD or UAH shows. Hotel, room,
 * placement, meal, dates and both flights name one offer (docs/product.md §10 "Saved offers").
 */
export function offerIdentity(offer: Pick<Offer, 'dates' | 'accommodation' | 'tickets'>): string {
  const { hotel, room, placement, meal } = offer.accommodation;
  const leg = (flight: Offer['tickets']['from']) =>
    flight ? `${flight.name}@${flight.departure.date}T${flight.departure.time}` : '-';
  return [
    hotel.id,
    room.id,
    placement.name,
    meal.id,
    offer.dates.check_in,
    offer.dates.check_out,
    leg(offer.tickets.from),
    leg(offer.tickets.to),
  ].join('|');
}
