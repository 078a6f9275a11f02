import { OFFERS_PER_HOTEL, type SearchQuery } from '@/lib/schemas/search';
import type { Catalogue, Flight, Hotel, HotelMeal, Room } from './catalogue';
import { routeKey } from './catalogue';
import { convert, flightLegPrice, partyOf, SEASONS, seasonNights, type Party, type SeasonNights } from './pricing';
import {
  isEarlyBooking,
  mandatoryPrice,
  mandatoryTotal,
  nightPrices,
  tripCosts,
  type NightPrices,
} from '../orders/price';
import { dayOf } from './days';
import { CALENDAR_DAYS_AROUND, CALENDAR_NIGHTS_AROUND } from './query';
import { flightOnSale } from '../flights/sale';
import type { OfferKey } from './sid';

// The search walks hotel × room × meal × check-in × nights with O(1) pricing per combination:
// season nights and stop-sale days come from prefix sums, the flight of a day from an index, and
// the price is the booking's default total (`mandatoryTotal`, docs/product.md §10 "Prices"): the
// trip's costs once per check-in and length of stay, then only the hotel's part per room and meal.

/** One priced combination; turned into the wire `Offer` only when it is shown. */
export interface OfferRef {
  hotel: Hotel;
  room: Room;
  meal: HotelMeal;
  checkIn: number;
  nights: number;
  out: Flight;
  back: Flight;
  /** The booking's default total (everything mandatory), in the query's currency. */
  price: number;
  stopSale: boolean;
}

export interface HotelHit {
  hotel: Hotel;
  minPrice: number;
  total: number;
  /** The OFFERS_PER_HOTEL cheapest, by price. */
  top: OfferRef[];
}

export interface HotelsScan {
  hits: HotelHit[];
  totalOffers: number;
  scanned: number;
  pricedAt: string;
}

export const roomFits = (room: Room, party: Party) =>
  party.adults <= room.type.maxAdults && party.adults + party.children <= room.type.maxPax;

/** Season nights of a stay: from the prefix sums inside the catalogue's days, counted otherwise. */
function nightsBySeason(cat: Catalogue, checkIn: number, nights: number): SeasonNights {
  const from = checkIn - cat.firstDay;
  const to = from + nights;
  if (from < 0 || to > cat.span) return seasonNights(checkIn, nights);
  const counts = {} as SeasonNights;
  for (const s of SEASONS) counts[s] = cat.seasonPrefix[s][to]! - cat.seasonPrefix[s][from]!;
  return counts;
}

function stoppedDuring(cat: Catalogue, hotel: Hotel, checkIn: number, nights: number): boolean {
  const from = Math.max(0, checkIn - cat.firstDay);
  const to = Math.min(cat.span, checkIn - cat.firstDay + nights);
  return to > from && hotel.stopPrefix[to]! - hotel.stopPrefix[from]! > 0;
}

/** Hotels of the query's country that pass its place, hotel and category filters. */
export function candidateHotels(cat: Catalogue, query: SearchQuery): Hotel[] {
  const locations = new Set(query.location_ids);
  const templates = new Set(query.package_template_ids);
  // A template with some of its resorts chosen narrows to those resorts.
  const narrowed = new Set(cat.locations.filter((l) => locations.has(l.id)).map((l) => l.template.id));
  const hotels = new Set(query.hotel_ids);
  const categories = new Set(query.category_ids);
  return cat.hotels.filter(
    (hotel) =>
      hotel.location.template.country.id === query.country_id &&
      (locations.size + templates.size === 0 ||
        locations.has(hotel.location.id) ||
        (templates.has(hotel.location.template.id) && !narrowed.has(hotel.location.template.id))) &&
      (hotels.size === 0 || hotels.has(hotel.id)) &&
      (categories.size === 0 || categories.has(hotel.category.id)),
  );
}

interface Window {
  dayFrom: number;
  dayTo: number;
  nightsFrom: number;
  nightsTo: number;
}

const windowOf = (query: SearchQuery, today: number): Window => ({
  dayFrom: Math.max(today, dayOf(query.date_from)),
  dayTo: dayOf(query.date_to),
  nightsFrom: query.nights_from,
  nightsTo: query.nights_to,
});

/**
 * Prices every combination of the hotels in the window and hands the ones inside the price
 * range to `visit`, in a fixed order (hotel, check-in, nights, room, meal). A check-in whose
 * outbound flight is no longer on sale at `now` (ms, docs/product.md §9) is skipped. Returns how many were priced.
 */
function scan(
  cat: Catalogue,
  query: SearchQuery,
  hotels: readonly Hotel[],
  window: Window,
  today: number,
  now: number,
  visit: (ref: OfferRef) => void,
  priceFilter = true,
): number {
  const party = partyOf(query.adults, query.children_ages);
  const meals = new Set(query.meal_ids);
  const low = priceFilter ? (query.price_from ?? 0) : 0;
  const high = priceFilter ? (query.price_to ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  let scanned = 0;
  for (const hotel of hotels) {
    const outs = cat.bestFlights.get(routeKey(query.departure_city_id, hotel.location.airport.iata, 'out'));
    const backs = cat.bestFlights.get(routeKey(query.departure_city_id, hotel.location.airport.iata, 'back'));
    if (!outs || !backs) continue;
    const rooms = hotel.rooms.filter((room) => roomFits(room, party));
    const hotelMeals = hotel.meals.filter((m) => meals.size === 0 || meals.has(m.meal.id));
    if (rooms.length === 0 || hotelMeals.length === 0) continue;
    // Room and meal per night in each season, once per hotel, in the scan's order (room, meal).
    const stays: { room: Room; meal: HotelMeal; nightPrices: NightPrices }[] = [];
    for (const room of rooms)
      for (const meal of hotelMeals)
        stays.push({ room, meal, nightPrices: nightPrices(room.rates, meal.supplement, party) });
    for (let checkIn = window.dayFrom; checkIn <= window.dayTo; checkIn++) {
      const out = outs[checkIn - cat.firstDay];
      if (!out || !flightOnSale(out, now)) continue;
      const early = isEarlyBooking(checkIn, today);
      for (let nights = window.nightsFrom; nights <= window.nightsTo; nights++) {
        const back = backs[checkIn + nights - cat.firstDay];
        if (!back) continue;
        const seasons = nightsBySeason(cat, checkIn, nights);
        const flights = flightLegPrice(out, party) + flightLegPrice(back, party);
        const regular = out.type === 'regular' || back.type === 'regular';
        const trip = tripCosts({ seasons, nights, flights, regular, early, party, factor: 1 });
        const stopSale = stoppedDuring(cat, hotel, checkIn, nights);
        for (const stay of stays) {
          scanned++;
          const eur = mandatoryTotal(stay.nightPrices, trip);
          const price = convert(eur, query.currency, cat.rates);
          if (price < low || price > high) continue;
          visit({ hotel, room: stay.room, meal: stay.meal, checkIn, nights, out, back, price, stopSale });
        }
      }
    }
  }
  return scanned;
}

/** Keeps the cheapest `limit` refs, earlier ones first on equal prices. */
function keepCheapest(top: OfferRef[], ref: OfferRef, limit: number): void {
  if (top.length === limit && ref.price >= top[limit - 1]!.price) return;
  let at = top.length;
  while (at > 0 && top[at - 1]!.price > ref.price) at--;
  top.splice(at, 0, ref);
  if (top.length > limit) top.pop();
}

/** The hotels view: per hotel its cheapest price, offer count and cheapest offers. */
export function searchHotels(cat: Catalogue, query: SearchQuery, today: number, now: number): HotelsScan {
  const byHotel = new Map<Hotel, HotelHit>();
  let totalOffers = 0;
  const scanned = scan(cat, query, candidateHotels(cat, query), windowOf(query, today), today, now, (ref) => {
    totalOffers++;
    let hit = byHotel.get(ref.hotel);
    if (!hit) byHotel.set(ref.hotel, (hit = { hotel: ref.hotel, minPrice: ref.price, total: 0, top: [] }));
    hit.total++;
    hit.minPrice = Math.min(hit.minPrice, ref.price);
    keepCheapest(hit.top, ref, OFFERS_PER_HOTEL);
  });
  return { hits: [...byHotel.values()], totalOffers, scanned, pricedAt: new Date().toISOString() };
}

/** Every offer of one hotel of the query, by price. */
export function hotelOffers(
  cat: Catalogue,
  query: SearchQuery,
  hotelId: number,
  today: number,
  now: number,
): OfferRef[] {
  const hotels = candidateHotels(cat, query).filter((hotel) => hotel.id === hotelId);
  const refs: OfferRef[] = [];
  scan(cat, query, hotels, windowOf(query, today), today, now, (ref) => refs.push(ref));
  // Array sort is stable: equal prices keep the scan order (check-in, nights, room, meal).
  return refs.sort((a, b) => a.price - b.price);
}

export interface PriceCalendar {
  dates: number[];
  nights: number[];
  cells: OfferRef[];
}

/**
 * The cheapest offer per (check-in, nights) of the query's first hotel, over the dates widened by
 * CALENDAR_DAYS_AROUND and the nights by CALENDAR_NIGHTS_AROUND. The price range is not applied:
 * the calendar shows what each date costs.
 */
export function priceCalendar(cat: Catalogue, query: SearchQuery, today: number, now: number): PriceCalendar {
  const base = windowOf(query, today);
  const window: Window = {
    dayFrom: Math.max(today, dayOf(query.date_from) - CALENDAR_DAYS_AROUND),
    dayTo: base.dayTo + CALENDAR_DAYS_AROUND,
    nightsFrom: Math.max(1, base.nightsFrom - CALENDAR_NIGHTS_AROUND),
    nightsTo: base.nightsTo + CALENDAR_NIGHTS_AROUND,
  };
  const hotels = candidateHotels(cat, { ...query, hotel_ids: query.hotel_ids.slice(0, 1) });
  const cheapest = new Map<string, OfferRef>();
  scan(
    cat,
    query,
    hotels,
    window,
    today,
    now,
    (ref) => {
      const key = `${ref.checkIn}|${ref.nights}`;
      const known = cheapest.get(key);
      if (!known || ref.price < known.price) cheapest.set(key, ref);
    },
    false,
  );
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return {
    dates: range(window.dayFrom, window.dayTo),
    nights: range(window.nightsFrom, window.nightsTo),
    cells: [...cheapest.values()],
  };
}

/** When an offer is priced: today (early booking depends on it) and the operator's price change (1 in the search). */
export interface PriceAt {
  today: number;
  factor?: number;
}

/** Prices the offer a sid names, as the search does; null when the sid does not name a sellable offer. */
export function priceOffer(cat: Catalogue, key: OfferKey, at: PriceAt): OfferRef | null {
  const hotel = cat.hotelsById.get(key.hotelId);
  const room = hotel?.rooms.find((r) => r.id === key.roomId);
  const meal = hotel?.meals.find((m) => m.meal.id === key.mealId);
  const out = cat.flightsById.get(key.outFlightId);
  const back = cat.flightsById.get(key.backFlightId);
  if (!hotel || !room || !meal || !out || !back) return null;
  const airport = hotel.location.airport.iata;
  const party = partyOf(key.adults, key.childrenAges);
  const flightsMatch =
    out.direction === 'out' &&
    back.direction === 'back' &&
    out.airport.iata === airport &&
    back.airport.iata === airport &&
    out.city.id === back.city.id &&
    out.day === key.checkIn &&
    back.day === key.checkIn + key.nights;
  if (!flightsMatch || !roomFits(room, party)) return null;
  const eur = mandatoryPrice({
    nightPrices: nightPrices(room.rates, meal.supplement, party),
    seasons: nightsBySeason(cat, key.checkIn, key.nights),
    nights: key.nights,
    flights: flightLegPrice(out, party) + flightLegPrice(back, party),
    regular: out.type === 'regular' || back.type === 'regular',
    early: isEarlyBooking(key.checkIn, at.today),
    party,
    factor: at.factor ?? 1,
  }).total;
  return {
    hotel,
    room,
    meal,
    checkIn: key.checkIn,
    nights: key.nights,
    out,
    back,
    price: convert(eur, key.currency, cat.rates),
    stopSale: stoppedDuring(cat, hotel, key.checkIn, key.nights),
  };
}
