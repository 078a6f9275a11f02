import type { Fare } from '@/lib/schemas/flights';
import type { PartyCounts } from './passengers';
import { EMPTY_FLIGHT_SEARCH, searchString } from './search-form';

/**
 * The flight search that finds a fare again (an expired hold, docs/product.md §11 "Hash and
 * booking"): its route from the first departure to the outbound's last arrival, its dates, the
 * trip's kind and the same party.
 */
export function sameSearchHref(fare: Pick<Fare, 'segments'>, party: PartyCounts): string {
  const out = fare.segments.find((segment) => segment.direction === 'out') ?? fare.segments[0]!;
  const back = fare.segments.find((segment) => segment.direction === 'back');
  const first = out.legs[0]!;
  return `/search/flight${searchString({
    ...EMPTY_FLIGHT_SEARCH,
    from: first.from.code,
    to: out.legs.at(-1)!.to.code,
    trip: back ? 'return' : 'one_way',
    date: first.departure.date,
    return_date: back ? back.legs[0]!.departure.date : '',
    adults: party.adults,
    children: party.children,
    infants: party.infants,
  })}`;
}
