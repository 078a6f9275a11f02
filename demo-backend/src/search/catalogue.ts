import type { Currency } from '@/lib/schemas/search';
import type { Db } from '../db/open';
import type { Locale } from '../i18n';
import { dayOf } from './days';
import { SEASONS, seasonOf, type FlightType, type RoomRates, type Rates, type Season } from './pricing';

// The catalogue held in memory for searching: the database is the source, this is a cache built
// once at start (a few tens of milliseconds), indexed the way the search walks it.

export type Localized = Record<Locale, string>;

export interface City {
  id: number;
  iata: string;
  names: Localized;
}
export interface Country {
  id: number;
  iso: string;
  names: Localized;
}
export interface Template {
  id: number;
  country: Country;
  names: Localized;
}
export interface Airport {
  iata: string;
  names: Localized;
}
export interface Location {
  id: number;
  template: Template;
  airport: Airport;
  names: Localized;
}
export interface Airline {
  iata: string;
  name: string;
  color: string;
}
export interface Meal {
  id: number;
  code: string;
  names: Localized;
}
export interface Category {
  id: number;
  stars: number;
  name: string;
}
export interface RoomType {
  id: number;
  code: string;
  maxAdults: number;
  maxPax: number;
  names: Localized;
}
export interface Room {
  id: number;
  type: RoomType;
  rates: RoomRates;
}
export interface HotelMeal {
  meal: Meal;
  supplement: number;
}
export interface Photo {
  n: number;
  kind: string;
}

export interface Hotel {
  id: number;
  name: string;
  /** The name folded for accent- and case-insensitive matching. */
  folded: string;
  location: Location;
  category: Category;
  address: string;
  lat: number;
  lng: number;
  beachDistance: number | null;
  amenities: string[];
  photos: Photo[];
  rooms: Room[];
  meals: HotelMeal[];
  /** stopPrefix[i] = stopped days among catalogue days [0, i): a stay's stop-sale check is one subtraction. */
  stopPrefix: Int32Array;
}

export interface Flight {
  id: number;
  number: string;
  airline: Airline;
  type: FlightType;
  direction: 'out' | 'back';
  city: City;
  airport: Airport;
  day: number;
  time: string;
  durationMin: number;
  fare: number;
  seats: number;
}

export interface Catalogue {
  cities: City[];
  countries: Country[];
  templates: Template[];
  locations: Location[];
  meals: Meal[];
  categories: Category[];
  hotels: Hotel[];
  hotelsById: Map<number, Hotel>;
  amenityNames: Map<string, Localized>;
  photoCaptions: Map<string, Localized>;
  flightsById: Map<number, Flight>;
  rates: Rates;
  /** The first catalogue day (day number); arrays below are indexed from it. */
  firstDay: number;
  /** Days covered by the arrays (flights plus the longest stay after the last one). */
  span: number;
  /** seasonPrefix[season][i] = nights of that season among catalogue days [0, i). */
  seasonPrefix: Record<Season, Int32Array>;
  /** The flight a tour uses on a day, per route: `${cityId}|${airport}|${direction}` → by day index. */
  bestFlights: Map<string, Array<Flight | undefined>>;
}

export const routeKey = (cityId: number, airport: string, direction: 'out' | 'back') =>
  `${cityId}|${airport}|${direction}`;

/** Lower case without diacritics: "Kușadası" and "kusadasi" match. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface NameRow {
  name_ru: string;
  name_ro: string;
  name_en: string;
  name_ua: string;
}
const localized = (row: NameRow): Localized => ({ ru: row.name_ru, ro: row.name_ro, en: row.name_en, ua: row.name_ua });

function byId<T extends { id: number }>(items: T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`catalogue: no ${what} ${String(key)}`);
  return value;
}

/** Prefers a flight with seats, then the lower fare: the one a tour would be sold with. */
function better(a: Flight, b: Flight | undefined): boolean {
  if (!b) return true;
  if (a.seats > 0 !== b.seats > 0) return a.seats > 0;
  return a.fare < b.fare || (a.fare === b.fare && a.id < b.id);
}

export function loadCatalogue(db: Db, maxNights: number): Catalogue {
  const all = <T>(sql: string) => db.prepare<[], T>(sql).all();

  const cities = all<NameRow & { id: number; iata_code: string }>('SELECT * FROM departure_cities ORDER BY id').map(
    (r) => ({
      id: r.id,
      iata: r.iata_code,
      names: localized(r),
    }),
  );
  const countries = all<NameRow & { id: number; iso: string }>('SELECT * FROM countries ORDER BY id').map((r) => ({
    id: r.id,
    iso: r.iso,
    names: localized(r),
  }));
  const countryById = byId(countries);
  const templates = all<NameRow & { id: number; country_id: number }>(
    'SELECT * FROM package_templates ORDER BY id',
  ).map((r) => ({
    id: r.id,
    country: need(countryById, r.country_id, 'country'),
    names: localized(r),
  }));
  const templateById = byId(templates);
  const airports = new Map(
    all<NameRow & { iata_code: string }>('SELECT * FROM airports').map((r) => [
      r.iata_code,
      { iata: r.iata_code, names: localized(r) },
    ]),
  );
  const locations = all<NameRow & { id: number; package_template_id: number; airport_code: string }>(
    'SELECT * FROM locations ORDER BY id',
  ).map((r) => ({
    id: r.id,
    template: need(templateById, r.package_template_id, 'template'),
    airport: need(airports, r.airport_code, 'airport'),
    names: localized(r),
  }));
  const locationById = byId(locations);
  const airlines = new Map(
    all<{ iata_code: string; name: string; color: string }>('SELECT * FROM airlines').map((r) => [
      r.iata_code,
      { iata: r.iata_code, name: r.name, color: r.color },
    ]),
  );
  const meals = all<NameRow & { id: number; code: string }>('SELECT * FROM meals ORDER BY id').map((r) => ({
    id: r.id,
    code: r.code,
    names: localized(r),
  }));
  const mealById = byId(meals);
  const categories = all<Category>('SELECT id, stars, name FROM hotel_categories ORDER BY stars');
  const categoryById = byId(categories);
  const roomTypes = byId(
    all<NameRow & { id: number; code: string; max_adults: number; max_pax: number }>('SELECT * FROM room_types').map(
      (r) => ({
        id: r.id,
        code: r.code,
        maxAdults: r.max_adults,
        maxPax: r.max_pax,
        names: localized(r),
      }),
    ),
  );
  const amenityNames = new Map(
    all<NameRow & { code: string }>('SELECT * FROM amenities').map((r) => [r.code, localized(r)]),
  );
  const photoCaptions = new Map(
    all<NameRow & { code: string }>('SELECT * FROM photo_kinds').map((r) => [r.code, localized(r)]),
  );
  const rates: Rates = { EUR: 1, USD: 1, UAH: 1 };
  for (const r of all<{ currency: Currency; per_eur: number }>('SELECT * FROM currency_rates'))
    rates[r.currency] = r.per_eur;

  const flightRows = all<{
    id: number;
    number: string;
    airline_code: string;
    type: FlightType;
    direction: 'out' | 'back';
    departure_city_id: number;
    airport_code: string;
    date: string;
    departure_time: string;
    duration_min: number;
    fare: number;
    seats: number;
  }>('SELECT * FROM flights ORDER BY id');
  const cityById = byId(cities);
  const flights: Flight[] = flightRows.map((r) => ({
    id: r.id,
    number: r.number,
    airline: need(airlines, r.airline_code, 'airline'),
    type: r.type,
    direction: r.direction,
    city: need(cityById, r.departure_city_id, 'departure city'),
    airport: need(airports, r.airport_code, 'airport'),
    day: dayOf(r.date),
    time: r.departure_time,
    durationMin: r.duration_min,
    fare: r.fare,
    seats: r.seats,
  }));
  const firstDay = flights.reduce((min, f) => Math.min(min, f.day), Number.POSITIVE_INFINITY);
  const lastDay = flights.reduce((max, f) => Math.max(max, f.day), Number.NEGATIVE_INFINITY);
  const span = Number.isFinite(firstDay) ? lastDay - firstDay + maxNights + 2 : 0;

  const bestFlights = new Map<string, Array<Flight | undefined>>();
  for (const flight of flights) {
    const key = routeKey(flight.city.id, flight.airport.iata, flight.direction);
    let days = bestFlights.get(key);
    if (!days) bestFlights.set(key, (days = new Array<Flight | undefined>(span)));
    const index = flight.day - firstDay;
    if (better(flight, days[index])) days[index] = flight;
  }

  const seasonPrefix = Object.fromEntries(SEASONS.map((s) => [s, new Int32Array(span + 1)])) as Record<
    Season,
    Int32Array
  >;
  for (let i = 0; i < span; i++) {
    const season = seasonOf(firstDay + i);
    for (const s of SEASONS) seasonPrefix[s][i + 1] = seasonPrefix[s][i]! + (s === season ? 1 : 0);
  }

  const hotels = loadHotels(db, { locationById, categoryById, roomTypes, mealById, firstDay, span });
  return {
    cities,
    countries,
    templates,
    locations,
    meals,
    categories,
    hotels,
    hotelsById: byId(hotels),
    amenityNames,
    photoCaptions,
    flightsById: byId(flights),
    rates,
    firstDay,
    span,
    seasonPrefix,
    bestFlights,
  };
}

function loadHotels(
  db: Db,
  refs: {
    locationById: Map<number, Location>;
    categoryById: Map<number, Category>;
    roomTypes: Map<number, RoomType>;
    mealById: Map<number, Meal>;
    firstDay: number;
    span: number;
  },
): Hotel[] {
  const all = <T>(sql: string) => db.prepare<[], T>(sql).all();
  const grouped = <T extends { hotel_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(row.hotel_id);
      if (list) list.push(row);
      else map.set(row.hotel_id, [row]);
    }
    return map;
  };
  const photos = grouped(
    all<{ hotel_id: number; photo_n: number; kind: string }>('SELECT * FROM hotel_photos ORDER BY hotel_id, position'),
  );
  const meals = grouped(
    all<{ hotel_id: number; meal_id: number; supplement: number }>(
      'SELECT * FROM hotel_meals ORDER BY hotel_id, meal_id',
    ),
  );
  const stops = grouped(all<{ hotel_id: number; date_from: string; date_to: string }>('SELECT * FROM stop_sales'));
  const prices = new Map<number, RoomRates>();
  for (const r of all<{ room_id: number; season: Season; night: number; extra_adult: number; child: number }>(
    'SELECT * FROM room_prices',
  )) {
    const rates = prices.get(r.room_id) ?? ({} as RoomRates);
    rates[r.season] = { night: r.night, extraAdult: r.extra_adult, child: r.child };
    prices.set(r.room_id, rates);
  }
  const rooms = grouped(
    all<{ id: number; hotel_id: number; room_type_id: number }>('SELECT * FROM rooms ORDER BY hotel_id, id').map(
      (r) => ({
        ...r,
        room: {
          id: r.id,
          type: need(refs.roomTypes, r.room_type_id, 'room type'),
          rates: need(prices, r.id, 'room price'),
        },
      }),
    ),
  );

  return all<{
    id: number;
    location_id: number;
    category_id: number;
    name: string;
    address: string;
    lat: number;
    lng: number;
    beach_distance_m: number | null;
    amenities: string;
  }>('SELECT * FROM hotels ORDER BY id').map((r) => {
    const stopped = new Uint8Array(refs.span);
    for (const stop of stops.get(r.id) ?? []) {
      for (let day = dayOf(stop.date_from); day <= dayOf(stop.date_to); day++) {
        const index = day - refs.firstDay;
        if (index >= 0 && index < refs.span) stopped[index] = 1;
      }
    }
    const stopPrefix = new Int32Array(refs.span + 1);
    for (let i = 0; i < refs.span; i++) stopPrefix[i + 1] = stopPrefix[i]! + stopped[i]!;
    return {
      id: r.id,
      name: r.name,
      folded: fold(r.name),
      location: need(refs.locationById, r.location_id, 'location'),
      category: need(refs.categoryById, r.category_id, 'category'),
      address: r.address,
      lat: r.lat,
      lng: r.lng,
      beachDistance: r.beach_distance_m,
      amenities: r.amenities ? r.amenities.split(',') : [],
      photos: (photos.get(r.id) ?? []).map((p) => ({ n: p.photo_n, kind: p.kind })),
      rooms: (rooms.get(r.id) ?? []).map((x) => x.room),
      meals: (meals.get(r.id) ?? []).map((m) => ({
        meal: need(refs.mealById, m.meal_id, 'meal'),
        supplement: m.supplement,
      })),
      stopPrefix,
    };
  });
}
