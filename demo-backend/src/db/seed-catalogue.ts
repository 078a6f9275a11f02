import { intIn, pick, prng, type Random } from '../prng';
import { dayOf, isoOf, weekdayOf } from '../search/days';
import { flightFare, SEASONS, type FlightType } from '../search/pricing';
import { portalToday } from '@/lib/format/date';
import {
  AIRLINES,
  AIRPORTS,
  AMENITIES,
  COUNTRIES,
  CURRENCY_RATES,
  DEPARTURE_CITIES,
  HOTEL_NAME_PARTS,
  HUB_AIRPORTS,
  MEAL_SUPPLEMENT_EUR,
  MEALS,
  PHOTO_KINDS,
  ROOM_TYPES,
  STREET_NAMES,
  type AirportData,
  type CountryData,
  type DepartureCityData,
  type LocationData,
  type Names,
} from './catalogue-data';
import type { Db } from './open';

/** Flights are seeded for this many days from the seed date. */
export const FLIGHT_DAYS = 183;
const PHOTOS_IN_SET = 12;
const SEASON_FACTOR = { low: 0.7, mid: 1, high: 1.45 } as const;
const NIGHT_EUR_BY_STARS: Record<number, number> = { 2: 32, 3: 50, 4: 80, 5: 135 };
const MEALS_BY_STARS: Record<number, readonly string[]> = {
  2: ['RO', 'BB', 'HB'],
  3: ['BB', 'HB', 'FB', 'AI'],
  4: ['BB', 'HB', 'FB', 'AI'],
  5: ['HB', 'AI', 'UAI'],
};
const OUT_TIMES = ['05:40', '06:55', '08:20', '10:10', '13:35', '16:45', '21:30'] as const;
const BACK_TIMES = ['09:50', '11:25', '14:05', '17:40', '20:15', '23:10'] as const;

const namesOf = (names: Names) => ({ name_en: names[0], name_ru: names[1], name_ro: names[2], name_ua: names[3] });
const NAME_COLUMNS = 'name_ru, name_ro, name_en, name_ua';
const NAME_VALUES = '@name_ru, @name_ro, @name_en, @name_ua';

function weightedLocation(random: Random, locations: readonly { id: number; data: LocationData }[]) {
  const total = locations.reduce((sum, l) => sum + l.data.weight, 0);
  let r = random() * total;
  for (const location of locations) {
    r -= location.data.weight;
    if (r < 0) return location;
  }
  return locations[locations.length - 1]!;
}

function starsOf(random: Random): number {
  const r = random();
  return r < 0.1 ? 2 : r < 0.4 ? 3 : r < 0.75 ? 4 : 5;
}

function seatsOf(random: Random): number {
  const r = random();
  if (r < 0.08) return 0;
  if (r < 0.22) return intIn(random, 1, 4);
  return intIn(random, 5, 60);
}

/** The fixed lists: places, airports, airlines, meals, room types, amenities, photo kinds, rates. */
function seedReferenceData(
  db: Db,
): Array<{ id: number; countryData: CountryData; locations: { id: number; data: LocationData }[] }> {
  const insertCity = db.prepare(
    `INSERT INTO departure_cities (id, iata_code, ${NAME_COLUMNS}) VALUES (@id, @iata, ${NAME_VALUES})`,
  );
  const insertCountry = db.prepare(
    `INSERT INTO countries (id, iso, ${NAME_COLUMNS}) VALUES (@id, @iso, ${NAME_VALUES})`,
  );
  const insertTemplate = db.prepare(
    `INSERT INTO package_templates (id, country_id, ${NAME_COLUMNS}) VALUES (@id, @country_id, ${NAME_VALUES})`,
  );
  const insertLocation = db.prepare(
    `INSERT INTO locations (id, package_template_id, airport_code, ${NAME_COLUMNS}) VALUES (@id, @template_id, @airport, ${NAME_VALUES})`,
  );
  const insertAirport = db.prepare(`INSERT INTO airports (iata_code, ${NAME_COLUMNS}) VALUES (@iata, ${NAME_VALUES})`);
  const insertAirline = db.prepare('INSERT INTO airlines (iata_code, name, color) VALUES (?, ?, ?)');
  const insertMeal = db.prepare(`INSERT INTO meals (id, code, ${NAME_COLUMNS}) VALUES (@id, @code, ${NAME_VALUES})`);
  const insertCategory = db.prepare('INSERT INTO hotel_categories (id, stars, name) VALUES (?, ?, ?)');
  const insertRoomType = db.prepare(
    `INSERT INTO room_types (id, code, max_adults, max_pax, ${NAME_COLUMNS}) VALUES (@id, @code, @max_adults, @max_pax, ${NAME_VALUES})`,
  );
  const insertAmenity = db.prepare(`INSERT INTO amenities (code, ${NAME_COLUMNS}) VALUES (@code, ${NAME_VALUES})`);
  const insertPhotoKind = db.prepare(`INSERT INTO photo_kinds (code, ${NAME_COLUMNS}) VALUES (@code, ${NAME_VALUES})`);
  const insertRate = db.prepare('INSERT INTO currency_rates (currency, per_eur) VALUES (?, ?)');

  for (const city of DEPARTURE_CITIES) insertCity.run({ id: city.id, iata: city.iata, ...namesOf(city.names) });
  for (const airport of AIRPORTS) insertAirport.run({ iata: airport.iata, ...namesOf(airport.names) });
  for (const airline of AIRLINES) insertAirline.run(airline.iata, airline.names[0], airline.color);
  MEALS.forEach((meal, index) => insertMeal.run({ id: index + 1, code: meal.code, ...namesOf(meal.names) }));
  for (let stars = 2; stars <= 5; stars++) insertCategory.run(stars - 1, stars, `${stars}*`);
  ROOM_TYPES.forEach((type, index) =>
    insertRoomType.run({
      id: index + 1,
      code: type.code,
      max_adults: type.maxAdults,
      max_pax: type.maxPax,
      ...namesOf(type.names),
    }),
  );
  for (const amenity of AMENITIES) insertAmenity.run({ code: amenity.code, ...namesOf(amenity.names) });
  for (const kind of PHOTO_KINDS) insertPhotoKind.run({ code: kind.code, ...namesOf(kind.names) });
  for (const [currency, rate] of Object.entries(CURRENCY_RATES)) insertRate.run(currency, rate);

  let templateId = 0;
  let locationId = 0;
  return COUNTRIES.map((country, index) => {
    const id = index + 1;
    insertCountry.run({ id, iso: country.iso, ...namesOf(country.names) });
    const locations: { id: number; data: LocationData }[] = [];
    for (const template of country.templates) {
      templateId++;
      insertTemplate.run({ id: templateId, country_id: id, ...namesOf(template.names) });
      for (const location of template.locations) {
        locationId++;
        insertLocation.run({
          id: locationId,
          template_id: templateId,
          airport: location.airport,
          ...namesOf(location.names),
        });
        locations.push({ id: locationId, data: location });
      }
    }
    return { id, countryData: country, locations };
  });
}

function hotelName(random: Random, resort: string, taken: Set<string>): string {
  for (;;) {
    const first = random() < 0.25 ? resort : pick(random, HOTEL_NAME_PARTS.first);
    const name = `${first} ${pick(random, HOTEL_NAME_PARTS.second)} ${pick(random, HOTEL_NAME_PARTS.kind)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function amenitiesOf(random: Random, stars: number, coastal: boolean): string[] {
  const codes = ['wifi', 'restaurant'];
  if (stars >= 3 || random() < 0.5) codes.push('pool');
  for (const code of [
    'spa',
    'gym',
    'kids_club',
    'aquapark',
    'indoor_pool',
    'animation',
    'transfer',
    'accessible',
    'parking',
  ]) {
    if (random() < 0.12 + stars * 0.1) codes.push(code);
  }
  if (coastal && random() < 0.6) codes.push('beach_bar');
  if (coastal && stars >= 4 && random() < 0.6) codes.push('private_beach');
  return codes;
}

/** Photo N of the portal's set shows PHOTO_KINDS[(N - 1) % 6]; the first photo is the building. */
function photosOf(random: Random): number[] {
  const first = random() < 0.5 ? 1 : 7;
  const others = Array.from({ length: PHOTOS_IN_SET }, (_, i) => i + 1).filter((n) => n !== first);
  const count = intIn(random, 3, 5);
  const chosen: number[] = [first];
  while (chosen.length <= count) {
    const n = pick(random, others);
    if (!chosen.includes(n)) chosen.push(n);
  }
  return chosen;
}

function seedHotels(db: Db, countries: ReturnType<typeof seedReferenceData>, seedDay: number): void {
  const random = prng(20_250_404);
  const insertHotel = db.prepare(
    `INSERT INTO hotels (id, location_id, category_id, name, address, lat, lng, beach_distance_m, amenities)
     VALUES (@id, @location_id, @category_id, @name, @address, @lat, @lng, @beach, @amenities)`,
  );
  const insertPhoto = db.prepare('INSERT INTO hotel_photos (hotel_id, position, photo_n, kind) VALUES (?, ?, ?, ?)');
  const insertRoom = db.prepare('INSERT INTO rooms (id, hotel_id, room_type_id) VALUES (?, ?, ?)');
  const insertPrice = db.prepare(
    'INSERT INTO room_prices (room_id, season, night, extra_adult, child) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMeal = db.prepare('INSERT INTO hotel_meals (hotel_id, meal_id, supplement) VALUES (?, ?, ?)');
  const insertStop = db.prepare('INSERT INTO stop_sales (hotel_id, date_from, date_to) VALUES (?, ?, ?)');
  const taken = new Set<string>();
  let hotelId = 0;
  let roomId = 0;
  for (const country of countries) {
    for (let i = 0; i < country.countryData.hotels; i++) {
      hotelId++;
      const location = weightedLocation(random, country.locations);
      const stars = starsOf(random);
      const resort = location.data.names[0];
      insertHotel.run({
        id: hotelId,
        location_id: location.id,
        category_id: stars - 1,
        name: hotelName(random, resort, taken),
        address: `${pick(random, STREET_NAMES)} Street ${intIn(random, 1, 180)}, ${resort}`,
        lat: Math.round((location.data.lat + (random() - 0.5) * 0.04) * 1e5) / 1e5,
        lng: Math.round((location.data.lng + (random() - 0.5) * 0.04) * 1e5) / 1e5,
        beach: location.data.coastal ? pick(random, [0, 30, 80, 150, 250, 400, 700, 1200]) : null,
        amenities: amenitiesOf(random, stars, location.data.coastal).join(','),
      });
      photosOf(random).forEach((n, position) =>
        insertPhoto.run(hotelId, position, n, PHOTO_KINDS[(n - 1) % PHOTO_KINDS.length]!.code),
      );

      const level = country.countryData.priceLevel * (0.85 + random() * 0.35);
      const typeIds = [1, ...[2, 3, 4, 5].filter(() => random() < 0.2 + stars * 0.08)];
      for (const typeId of typeIds) {
        roomId++;
        insertRoom.run(roomId, hotelId, typeId);
        const base = NIGHT_EUR_BY_STARS[stars]! * level * ROOM_TYPES[typeId - 1]!.factor;
        for (const season of SEASONS) {
          const night = Math.round(base * SEASON_FACTOR[season]);
          insertPrice.run(roomId, season, night, Math.round(night * 0.45), Math.round(night * 0.25));
        }
      }

      const offered = MEALS_BY_STARS[stars]!.filter((_, index) => index < 2 || random() < 0.7);
      for (const code of offered) {
        const supplement = Math.round(
          MEAL_SUPPLEMENT_EUR[code]! * (0.8 + 0.15 * (stars - 2)) * country.countryData.priceLevel,
        );
        insertMeal.run(hotelId, MEALS.findIndex((meal) => meal.code === code) + 1, supplement);
      }

      if (random() < 0.15) {
        for (let s = intIn(random, 1, 2); s > 0; s--) {
          const from = seedDay + intIn(random, 0, FLIGHT_DAYS - 10);
          insertStop.run(hotelId, isoOf(from), isoOf(from + intIn(random, 2, 9)));
        }
      }
    }
  }
}

/**
 * One route's timetable: the out flight `${airline} ${number}` from the departure city to the airport
 * and the back flight `${airline} ${number + 1}`, on `weekdays` (null: daily), at the same times.
 */
export interface FlightSchedule {
  type: FlightType;
  airline: string;
  number: number;
  city: DepartureCityData;
  airport: AirportData;
  weekdays: ReadonlySet<number> | null;
  outTime: string;
  backTime: string;
  durationMin: number;
  baseFare: number;
}

/** Charter flights on two weekdays and, to the main resorts and on some other routes, a daily regular flight, each way. */
function flightSchedules(): FlightSchedule[] {
  const random = prng(20_250_505);
  const schedules: FlightSchedule[] = [];
  let routeNo = 0;
  for (const city of DEPARTURE_CITIES) {
    for (const airport of AIRPORTS) {
      if (city.id !== 1 && random() < 0.2 && !HUB_AIRPORTS.has(airport.iata)) continue;
      routeNo++;
      const charterDays = new Set([intIn(random, 0, 6)]);
      while (charterDays.size < 2) charterDays.add(intIn(random, 0, 6));
      const regular = random() < 0.45 || airport.scheduledDaily === true;
      const common = {
        city,
        airport,
        baseFare: airport.baseFare * (1 + city.offsetMin / 200),
        durationMin: airport.flightMin + city.offsetMin,
      };
      const route: Array<Omit<FlightSchedule, 'outTime' | 'backTime'>> = [
        { ...common, type: 'charter', airline: city.airlines[0]!, number: 7000 + routeNo * 2, weekdays: charterDays },
      ];
      if (regular)
        route.push({
          ...common,
          type: 'regular',
          airline: pick(random, city.airlines.slice(1)),
          number: 300 + routeNo * 2,
          weekdays: null,
        });
      for (const schedule of route)
        schedules.push({ ...schedule, outTime: pick(random, OUT_TIMES), backTime: pick(random, BACK_TIMES) });
    }
  }
  return schedules;
}

/**
 * The catalogue's timetable (docs/product.md §11 "One seat inventory"): the same flights, numbers
 * and times on any day, the coming ones the catalogue holds and sells and the past ones the
 * charter blocks of the reports' year flew (docs/product.md §13).
 */
export const FLIGHT_SCHEDULES: readonly FlightSchedule[] = flightSchedules();

/** Whether a schedule's flights fly on a day (a day number). */
export const fliesOn = (schedule: FlightSchedule, day: number) =>
  schedule.weekdays === null || schedule.weekdays.has(weekdayOf(day));

/** The timetable's flights from the seed day on, each with its seats left. */
function seedFlights(db: Db, seedDay: number): void {
  const random = prng(20_250_506);
  const insertFlight = db.prepare(
    `INSERT INTO flights (number, airline_code, type, direction, departure_city_id, airport_code, date, departure_time, duration_min, fare, seats)
     VALUES (@number, @airline, @type, @direction, @city, @airport, @date, @time, @duration, @fare, @seats)`,
  );
  for (const schedule of FLIGHT_SCHEDULES) {
    for (let day = seedDay; day < seedDay + FLIGHT_DAYS; day++) {
      if (!fliesOn(schedule, day)) continue;
      const common = {
        airline: schedule.airline,
        type: schedule.type,
        city: schedule.city.id,
        airport: schedule.airport.iata,
        date: isoOf(day),
        duration: schedule.durationMin,
      };
      const fare = flightFare(schedule.baseFare, schedule.type, day);
      insertFlight.run({
        ...common,
        number: `${schedule.airline} ${schedule.number}`,
        direction: 'out',
        time: schedule.outTime,
        fare,
        seats: seatsOf(random),
      });
      insertFlight.run({
        ...common,
        number: `${schedule.airline} ${schedule.number + 1}`,
        direction: 'back',
        time: schedule.backTime,
        fare,
        seats: seatsOf(random),
      });
    }
  }
}

/** The flight tickets' connecting hub (docs/product.md §11 "Connections"): Bucharest, with TAROM. */
export const CONNECTION_HUB = 'OTP';
const FEEDERS: ReadonlyArray<{ from: string; number: number; minutes: number; fare: number }> = [
  { from: 'KIV', number: 201, minutes: 70, fare: 75 },
  { from: 'IAS', number: 211, minutes: 60, fare: 60 },
  { from: 'KBP', number: 221, minutes: 105, fare: 95 },
];
/** A morning and an evening feeder each way, so most of the hub's flights have one within hours. */
const FEEDER_TIMES = { out: ['06:10', '18:30'], back: ['08:15', '20:40'] } as const;

/**
 * Regular flights from the other departure cities to the hub and back, twice daily, so the
 * flight-only search offers one-stop itineraries through it (a feeder, then the hub's own flight
 * on; the hub's return, then a feeder home). Rows of the same flights table: the tour search never uses
 * them, as no hotel is at the hub's airport. Seeded once, into databases made before them too,
 * from a seed of their own, so the rest of the catalogue stays as it was.
 */
export function seedConnectionFlightsIfEmpty(db: Db, now: Date = new Date()): boolean {
  const hub = DEPARTURE_CITIES.find((city) => city.iata === CONNECTION_HUB)!;
  const { count } = db
    .prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM flights WHERE airport_code = ?')
    .get(hub.iata) ?? { count: 0 };
  const { hotels } = db.prepare<[], { hotels: number }>('SELECT COUNT(*) AS hotels FROM hotels').get() ?? { hotels: 0 };
  if (count > 0 || hotels === 0) return false;
  const random = prng(20_261_126);
  const first = db.prepare<[], { day: string }>('SELECT MIN(date) AS day FROM flights').get()?.day ?? portalToday(now);
  const seedDay = dayOf(first);
  const insertFlight = db.prepare(
    `INSERT INTO flights (number, airline_code, type, direction, departure_city_id, airport_code, date, departure_time, duration_min, fare, seats)
     VALUES (@number, 'RO', 'regular', @direction, @city, @airport, @date, @time, @duration, @fare, @seats)`,
  );
  db.transaction(() => {
    db.prepare(`INSERT OR IGNORE INTO airports (iata_code, ${NAME_COLUMNS}) VALUES (@iata, ${NAME_VALUES})`).run({
      iata: hub.iata,
      ...namesOf(hub.names),
    });
    for (const feeder of FEEDERS) {
      const city = DEPARTURE_CITIES.find((c) => c.iata === feeder.from)!;
      for (let day = seedDay; day < seedDay + FLIGHT_DAYS; day++) {
        const common = {
          city: city.id,
          airport: hub.iata,
          date: isoOf(day),
          duration: feeder.minutes,
          fare: feeder.fare,
        };
        FEEDER_TIMES.out.forEach((time, i) =>
          insertFlight.run({
            ...common,
            number: `RO ${feeder.number + 2 * i}`,
            direction: 'out',
            time,
            seats: intIn(random, 8, 60),
          }),
        );
        FEEDER_TIMES.back.forEach((time, i) =>
          insertFlight.run({
            ...common,
            number: `RO ${feeder.number + 2 * i + 1}`,
            direction: 'back',
            time,
            seats: intIn(random, 8, 60),
          }),
        );
      }
    }
  })();
  return true;
}

/** Seeds the tour catalogue once (also into databases created before it existed). */
export function seedCatalogueIfEmpty(db: Db, now: Date = new Date()): boolean {
  const { count } = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM hotels').get() ?? { count: 0 };
  if (count > 0) return false;
  const seedDay = dayOf(portalToday(now));
  db.transaction(() => {
    const countries = seedReferenceData(db);
    seedHotels(db, countries, seedDay);
    seedFlights(db, seedDay);
  })();
  return true;
}
