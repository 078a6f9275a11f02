import type { HotelResult, Offer, SearchQuery, SearchSort, TicketLeg } from '@/lib/schemas/search';
import { t, type Locale } from '../i18n';
import type { Catalogue, Flight, Hotel } from './catalogue';
import { isoOf } from './days';
import type { HotelHit, OfferRef } from './engine';
import { partyOf } from './pricing';
import { encodeSid } from './sid';

// Turns priced combinations into the wire shapes of lib/schemas/search.ts, in the caller's language.

export const photoUrl = (n: number) => `/hotels/photo-${n}.svg`;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function ticketLeg(flight: Flight, locale: Locale): TicketLeg {
  const [h, m] = flight.time.split(':').map(Number) as [number, number];
  const arrivalAt = h * 60 + m + flight.durationMin;
  const home = { name: flight.city.names[locale], prefix: flight.city.iata };
  const away = { name: flight.airport.names[locale], prefix: flight.airport.iata };
  return {
    name: flight.number,
    departure: { date: isoOf(flight.day), time: flight.time },
    arrival: { date: isoOf(flight.day + Math.floor(arrivalAt / 1440)), time: clock(arrivalAt % 1440) },
    airline: { iata_code: flight.airline.iata, airline: flight.airline.name, color: flight.airline.color },
    airports: flight.direction === 'out' ? { from: home, to: away } : { from: away, to: home },
    type: flight.type,
    seats: flight.seats,
  };
}

/** "2 adults + 1 child (5) + 1 infant", from the party: children from 12 count as adults. */
export function placementName(adults: number, childrenAges: readonly number[], locale: Locale): string {
  const party = partyOf(adults, childrenAges);
  const parts = [t(locale, 'search.placement.adults', { count: String(party.adults) })];
  if (party.children > 0) {
    const ages = childrenAges.filter((age) => age >= 2 && age < 12).join(', ');
    parts.push(t(locale, 'search.placement.children', { count: String(party.children), ages }));
  }
  if (party.infants > 0) parts.push(t(locale, 'search.placement.infants', { count: String(party.infants) }));
  return parts.join(' + ');
}

function offerHotel(hotel: Hotel, locale: Locale, stopSale: boolean) {
  return {
    id: hotel.id,
    name: hotel.name,
    category: hotel.category.name,
    stars: hotel.category.stars,
    city: hotel.location.names[locale],
    country: hotel.location.template.country.names[locale],
    photo: photoUrl(hotel.photos[0]?.n ?? 1),
    stop_sale: stopSale,
  };
}

/** Who travels and in which currency: what an offer's price and placement depend on besides the ref. */
export type OfferParty = Pick<SearchQuery, 'adults' | 'children_ages' | 'currency'>;

export function sidOf(ref: OfferRef, party: OfferParty): string {
  return encodeSid({
    hotelId: ref.hotel.id,
    roomId: ref.room.id,
    mealId: ref.meal.meal.id,
    checkIn: ref.checkIn,
    nights: ref.nights,
    outFlightId: ref.out.id,
    backFlightId: ref.back.id,
    adults: party.adults,
    childrenAges: party.children_ages,
    currency: party.currency,
  });
}

export function offerOf(ref: OfferRef, party: OfferParty, locale: Locale): Offer {
  return {
    sid: sidOf(ref, party),
    price: { amount: ref.price, currency: party.currency },
    dates: { check_in: isoOf(ref.checkIn), check_out: isoOf(ref.checkIn + ref.nights) },
    nights: { total: ref.nights },
    accommodation: {
      hotel: offerHotel(ref.hotel, locale, ref.stopSale),
      room: { id: ref.room.id, name: ref.room.type.names[locale] },
      placement: { name: placementName(party.adults, party.children_ages, locale) },
      meal: { id: ref.meal.meal.id, name: ref.meal.meal.code, full_name: ref.meal.meal.names[locale] },
    },
    // `from` is the outbound leg, `to` the return leg.
    tickets: { from: ticketLeg(ref.out, locale), to: ticketLeg(ref.back, locale) },
  };
}

export function hotelResultOf(hit: HotelHit, party: OfferParty, locale: Locale): HotelResult {
  return {
    hotel: {
      ...offerHotel(
        hit.hotel,
        locale,
        hit.top.some((ref) => ref.stopSale),
      ),
      location: hit.hotel.location.template.names[locale],
    },
    min_price: hit.minPrice,
    offers_total: hit.total,
    offers: hit.top.map((ref) => offerOf(ref, party, locale)),
  };
}

const byName = (a: HotelHit, b: HotelHit) => a.hotel.name.localeCompare(b.hotel.name, 'en') || a.hotel.id - b.hotel.id;
const byPrice = (a: HotelHit, b: HotelHit) => a.minPrice - b.minPrice || byName(a, b);

/** price: cheapest first; category: most stars first, then price; name: A→Z. */
export function sortHits(hits: readonly HotelHit[], sort: SearchSort): HotelHit[] {
  const compare =
    sort === 'price'
      ? byPrice
      : sort === 'category'
        ? (a: HotelHit, b: HotelHit) => b.hotel.category.stars - a.hotel.category.stars || byPrice(a, b)
        : byName;
  return [...hits].sort(compare);
}

/** The hotel card of giata/hotel/{id}. */
export function hotelCardOf(cat: Catalogue, hotel: Hotel, locale: Locale) {
  const resort = hotel.location.names[locale];
  const region = hotel.location.template.names[locale];
  const country = hotel.location.template.country.names[locale];
  const params = {
    name: hotel.name,
    stars: String(hotel.category.stars),
    resort,
    region,
    country,
    beach: String(hotel.beachDistance ?? 0),
  };
  const description = [
    t(locale, 'search.hotel.about', params),
    hotel.beachDistance === null ? t(locale, 'search.hotel.city', params) : t(locale, 'search.hotel.beach', params),
  ].join(' ');
  return {
    id: hotel.id,
    name: hotel.name,
    category: hotel.category.name,
    stars: hotel.category.stars,
    country,
    location: region,
    city: resort,
    address: hotel.address,
    coordinates: { lat: hotel.lat, lng: hotel.lng },
    description,
    photos: hotel.photos.map((photo) => ({
      url: photoUrl(photo.n),
      caption: cat.photoCaptions.get(photo.kind)?.[locale] ?? '',
    })),
    amenities: hotel.amenities.map((code) => ({ code, name: cat.amenityNames.get(code)?.[locale] ?? code })),
    beach_distance_m: hotel.beachDistance,
  };
}
