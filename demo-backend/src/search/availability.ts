import type { Catalogue, Flight, Hotel } from './catalogue';
import { routeKey } from './catalogue';
import { MAX_NIGHTS } from '@/lib/schemas/search';
import { flightOnSale } from '../flights/sale';

// What the search form offers before a search: dates with tours and the nights that exist.

interface Destination {
  outs: Array<Flight | undefined>;
  backs: Array<Flight | undefined>;
  hotels: Hotel[];
}

/** The country's destination airports served from the city, each with its flights and hotels. */
function destinations(cat: Catalogue, cityId: number, countryId: number): Destination[] {
  const byAirport = new Map<string, Hotel[]>();
  for (const hotel of cat.hotels) {
    if (hotel.location.template.country.id !== countryId) continue;
    const list = byAirport.get(hotel.location.airport.iata);
    if (list) list.push(hotel);
    else byAirport.set(hotel.location.airport.iata, [hotel]);
  }
  const result: Destination[] = [];
  for (const [airport, hotels] of byAirport) {
    const outs = cat.bestFlights.get(routeKey(cityId, airport, 'out'));
    const backs = cat.bestFlights.get(routeKey(cityId, airport, 'back'));
    if (outs && backs) result.push({ outs, backs, hotels });
  }
  return result;
}

/** Countries with at least one destination airport served from the city. */
export function countriesServedFrom(cat: Catalogue, cityId: number): Set<number> {
  const served = new Set<number>();
  for (const location of cat.locations) {
    if (cat.bestFlights.has(routeKey(cityId, location.airport.iata, 'out'))) served.add(location.template.country.id);
  }
  return served;
}

/** Check-in days from `today` with an outbound flight on sale at `now` (ms) that has seats, and a hotel open that night. */
export function calendarHints(cat: Catalogue, cityId: number, countryId: number, today: number, now: number): number[] {
  const places = destinations(cat, cityId, countryId);
  const days: number[] = [];
  for (let index = Math.max(0, today - cat.firstDay); index < cat.span; index++) {
    const open = places.some((place) => {
      const out = place.outs[index];
      return (
        out !== undefined &&
        out.seats > 0 &&
        flightOnSale(out, now) &&
        place.hotels.some((hotel) => hotel.stopPrefix[index + 1] === hotel.stopPrefix[index])
      );
    });
    if (open) days.push(cat.firstDay + index);
  }
  return days;
}

/** Nights (ascending) for which some check-in day of the range has an outbound flight on sale at `now` (ms) and a return flight. */
export function availableNights(
  cat: Catalogue,
  cityId: number,
  countryId: number,
  dayFrom: number,
  dayTo: number,
  today: number,
  now: number,
): number[] {
  const nights = new Set<number>();
  for (const place of destinations(cat, cityId, countryId)) {
    for (let day = Math.max(dayFrom, today); day <= dayTo; day++) {
      const out = place.outs[day - cat.firstDay];
      if (!out || !flightOnSale(out, now)) continue;
      for (let n = 1; n <= MAX_NIGHTS; n++) if (place.backs[day + n - cat.firstDay]) nights.add(n);
    }
  }
  return [...nights].sort((a, b) => a - b);
}
