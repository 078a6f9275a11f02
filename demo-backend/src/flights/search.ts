import type {
  Fare,
  FlightAirline,
  FlightAirport,
  FlightLeg,
  FlightPlace,
  FlightPlaces,
  FlightSearchQuery,
  FlightSearchResult,
  FlightSegment,
  FlightType,
  Itinerary,
  PassengerCounts,
  PriceStripDay,
} from '@/lib/schemas/flights';
import { PRICE_STRIP_DAYS } from '@/lib/schemas/flights';
import type { Locale } from '../i18n';
import type { DemoMarket } from '../orders/market';
import type { Catalogue, Flight } from '../search/catalogue';
import { isoOf } from '../search/days';
import { CONNECTION_HUB } from '../db/seed-catalogue';
import { DESK_ONLY_AIRPORTS } from '../db/catalogue-data';
import { deskOnlyAirline } from './airline-names';
import {
  baggageIncluded,
  baggageOf,
  bookingClassOf,
  familiesOf,
  partyPrice,
  rulesOf,
  seatedOf,
  sellable,
  FARE_FAMILIES,
  type FareFamily,
  type PricedLeg,
} from './fares';
import { flightOnSale } from './sale';

// The flight-only search over the tour catalogue's flights (docs/product.md §11): the same Flight
// objects the tour search prices, so seats taken by either show in both at once. The catalogue's
// flights go between a departure city and a destination airport; one-stop itineraries connect
// through a hub (feeder flights to Bucharest, then Bucharest's own flights).

/** The departure cities' countries (the catalogue knows destination countries only). */
const CITY_COUNTRY: Readonly<Record<string, string>> = { KIV: 'MD', IAS: 'RO', OTP: 'RO', KBP: 'UA' };

const regionNames = new Map<Locale, Intl.DisplayNames>();
function countryName(iso: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names)
    regionNames.set(locale, (names = new Intl.DisplayNames([locale === 'ua' ? 'uk' : locale], { type: 'region' })));
  return names.of(iso) ?? iso;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A flight's ends as codes: out flights leave the city for the airport, back flights the reverse. */
export const fromCode = (f: Flight) => (f.direction === 'out' ? f.city.iata : f.airport.iata);
export const toCode = (f: Flight) => (f.direction === 'out' ? f.airport.iata : f.city.iata);
/** Departure and arrival in minutes from the start of the departure day. */
const departMin = (f: Flight) => minutesOf(f.time);
const arriveMin = (f: Flight) => minutesOf(f.time) + f.durationMin;

/** The flight tickets' connecting hubs (docs/product.md §11 "Connections"). */
export const CONNECTION_HUBS: readonly string[] = [CONNECTION_HUB];
/** A connection's layover: at least an hour, at most twelve. */
export const CONNECTION_MIN_MIN = 60;
export const CONNECTION_MAX_MIN = 12 * 60;
/** Connections join a departure city and a destination, either way: not two cities, nor two resorts. */
const connectable = (from: string, to: string) => from !== to && from in CITY_COUNTRY !== to in CITY_COUNTRY;
/** Whether `second` leaves the hub a fitting time after `first` lands there. */
export function layoverFits(first: Flight, second: Flight): boolean {
  const layover = (second.day - first.day) * 1440 + departMin(second) - arriveMin(first);
  return layover >= CONNECTION_MIN_MIN && layover <= CONNECTION_MAX_MIN;
}

/** A fare id names the flights of each direction and the family: `1203-1490_S` (docs/product.md §11). */
export function encodeFareId(out: readonly Flight[], back: readonly Flight[], family: FareFamily): string {
  const ids = (legs: readonly Flight[]) => legs.map((f) => f.id).join('x');
  return `${ids(out)}${back.length > 0 ? `-${ids(back)}` : ''}_${family}`;
}

export function decodeFareId(id: string): { out: number[]; back: number[]; family: FareFamily } | null {
  const match = /^(\d{1,9}(?:x\d{1,9})*)(?:-(\d{1,9}(?:x\d{1,9})*))?_([A-Z])$/.exec(id);
  if (!match || !(FARE_FAMILIES as readonly string[]).includes(match[3]!)) return null;
  const ids = (part: string | undefined) => (part ? part.split('x').map(Number) : []);
  return { out: ids(match[1]), back: ids(match[2]), family: match[3] as FareFamily };
}

/** One priced candidate: the flights of each direction in a family, before it becomes a wire Fare. */
interface Candidate {
  out: Flight[];
  back: Flight[];
  family: FareFamily;
  total: number;
}

const legsOf = (c: Pick<Candidate, 'out' | 'back'>) => [...c.out, ...c.back];
const typesOf = (legs: readonly Flight[]) => legs.map((f) => f.type);
const segmentMinutes = (legs: readonly Flight[]) =>
  (legs[legs.length - 1]!.day - legs[0]!.day) * 1440 + arriveMin(legs[legs.length - 1]!) - departMin(legs[0]!);

/** Inside a window of local times; from > to wraps past midnight (22:00–06:00). */
function inWindow(minutes: number, from: string | undefined, to: string | undefined): boolean {
  const m = ((minutes % 1440) + 1440) % 1440;
  const lo = from ? minutesOf(from) : 0;
  const hi = to ? minutesOf(to) : 1439;
  return lo <= hi ? m >= lo && m <= hi : m >= lo || m <= hi;
}

export class FlightSearch {
  /** `FROM|TO` → flights by catalogue day index. */
  private readonly routes = new Map<string, Flight[][]>();
  private readonly airlines = new Map<string, FlightAirline>();
  /** Every place code's names: to show a booked fare (or a ticket issued elsewhere) in the reader's language. */
  private readonly placeNames = new Map<string, Record<Locale, string>>();

  constructor(
    private readonly cat: Catalogue,
    /** The operator's price changes per flight id (POST /__demo/air-tickets/prices). */
    readonly market: DemoMarket,
    private readonly ticketingDelayS: number,
  ) {
    for (const flight of cat.flightsById.values()) {
      const key = `${fromCode(flight)}|${toCode(flight)}`;
      let days = this.routes.get(key);
      if (!days) this.routes.set(key, (days = []));
      (days[flight.day - cat.firstDay] ??= []).push(flight);
      this.airlines.set(flight.airline.iata, flight.airline);
      this.placeNames.set(flight.city.iata, flight.city.names);
      this.placeNames.set(flight.airport.iata, flight.airport.names);
    }
    for (const {
      iata,
      names: [en, ru, ro, ua],
    } of DESK_ONLY_AIRPORTS)
      if (!this.placeNames.has(iata)) this.placeNames.set(iata, { en, ru, ro, ua });
  }

  /** The airline of a flight, or one the ticket desk's tickets issued elsewhere name (flights/airline-names.ts). */
  airline(code: string): FlightAirline | undefined {
    return this.airlines.get(code) ?? deskOnlyAirline(code);
  }

  placeName(code: string, locale: Locale): string {
    return this.placeNames.get(code)?.[locale] ?? code;
  }

  /** A fare as booked (prices, classes, seats of then) with its names in the reader's language. */
  localizeFare(fare: Fare, locale: Locale): Fare {
    const airport = (a: FlightAirport): FlightAirport => ({
      code: a.code,
      name: this.placeName(a.code, locale),
      city: this.placeName(a.code, locale),
    });
    const family = decodeFareId(fare.id)?.family;
    return {
      ...fare,
      name: family ? FAMILY_NAMES[family][locale] : fare.name,
      segments: fare.segments.map((segment) => ({
        ...segment,
        legs: segment.legs.map((leg) => ({ ...leg, from: airport(leg.from), to: airport(leg.to) })),
      })),
    };
  }

  flight(id: number): Flight | undefined {
    return this.cat.flightsById.get(id);
  }

  /** GET air_tickets_search/places: every origin and destination flown, and the destinations per origin. */
  places(locale: Locale): FlightPlaces {
    const routes: Record<string, string[]> = {};
    const seen = new Map<string, FlightPlace>();
    const place = (f: Flight, code: string): FlightPlace => {
      const cached = seen.get(code);
      if (cached) return cached;
      const city = code === f.city.iata;
      const iso =
        CITY_COUNTRY[code] ?? this.cat.locations.find((l) => l.airport.iata === code)?.template.country.iso ?? 'MD';
      const name = city ? f.city.names[locale] : f.airport.names[locale];
      const made: FlightPlace = {
        code,
        kind: 'airport',
        name,
        city: name,
        country: countryName(iso, locale),
        country_iso: iso,
        airports: [code],
      };
      seen.set(code, made);
      return made;
    };
    const from = new Set<string>();
    const to = new Set<string>();
    for (const [key, days] of this.routes) {
      const flight = days.find((list) => list && list.length > 0)?.[0];
      if (!flight) continue;
      const [a, b] = key.split('|') as [string, string];
      place(flight, a);
      place(flight, b);
      from.add(a);
      to.add(b);
      (routes[a] ??= []).push(b);
    }
    // Destinations reached only through a hub, on regular flights both ways of the connection.
    const regular = (key: string) =>
      this.routes.get(key)?.some((list) => list?.some((f) => f.type === 'regular')) ?? false;
    for (const hub of CONNECTION_HUBS) {
      for (const a of from) {
        if (a === hub || !regular(`${a}|${hub}`)) continue;
        for (const b of routes[hub] ?? []) {
          if (connectable(a, b) && !routes[a]!.includes(b) && regular(`${hub}|${b}`)) routes[a]!.push(b);
        }
      }
    }
    const byName = (x: FlightPlace, y: FlightPlace) => x.name.localeCompare(y.name, locale === 'ua' ? 'uk' : locale);
    // The departure cities first: where agents' clients start.
    const ordered = (codes: Set<string>) =>
      [...codes]
        .map((code) => seen.get(code)!)
        .sort((x, y) => Number(!(x.code in CITY_COUNTRY)) - Number(!(y.code in CITY_COUNTRY)) || byName(x, y));
    for (const list of Object.values(routes)) list.sort();
    return { from: ordered(from), to: ordered(to), routes };
  }

  private flightsOn(from: string, to: string, day: number): readonly Flight[] {
    return this.routes.get(`${from}|${to}`)?.[day - this.cat.firstDay] ?? [];
  }

  private priced(legs: readonly Flight[]): PricedLeg[] {
    return legs.map((f) => ({ fare: f.fare, type: f.type, seats: f.seats, factor: this.market.factor(f.id) }));
  }

  /** Codes with a route from `from` to the hub and from the hub to `to`: the one-stop connections to look at. */
  private hubsBetween(from: string, to: string): string[] {
    if (!connectable(from, to)) return [];
    return CONNECTION_HUBS.filter(
      (hub) => hub !== from && hub !== to && this.routes.has(`${from}|${hub}`) && this.routes.has(`${hub}|${to}`),
    );
  }

  /**
   * The ways from `from` to `to` leaving on `day`: the direct flights, then one-stop connections
   * through a hub on two regular flights with a layover of CONNECTION_MIN_MIN to CONNECTION_MAX_MIN.
   */
  private segmentsOn(from: string, to: string, day: number): Flight[][] {
    const result = this.flightsOn(from, to, day).map((f) => [f]);
    for (const hub of this.hubsBetween(from, to)) {
      for (const first of this.flightsOn(from, hub, day)) {
        if (first.type !== 'regular') continue;
        for (const next of [day, day + 1]) {
          for (const second of this.flightsOn(hub, to, next))
            if (second.type === 'regular' && layoverFits(first, second)) result.push([first, second]);
        }
      }
    }
    return result;
  }

  /** The return ways of the query (its return date ± flex) that pass its filters; none for a one-way trip. */
  private backSegments(query: FlightSearchQuery, seated: number, now: number): Flight[][] {
    const segments: Flight[][] = [];
    if (query.trip !== 'return' || !query.return_date) return segments;
    const ret = Date.parse(`${query.return_date}T00:00:00Z`) / 86_400_000;
    for (let d = ret - query.flex; d <= ret + query.flex; d++) {
      for (const legs of this.segmentsOn(query.to, query.from, d))
        if (this.usable(query, legs, 'back', seated, now)) segments.push(legs);
    }
    return segments;
  }

  /** A segment the query may offer: every leg on sale at `now` (docs/product.md §9) with the party's seats, inside the filters. */
  private usable(
    query: FlightSearchQuery,
    legs: readonly Flight[],
    direction: 'out' | 'back',
    seated: number,
    now: number,
  ): boolean {
    return legs.every((f) => flightOnSale(f, now) && sellable(f, seated)) && this.legPasses(query, legs, direction);
  }

  /** Every candidate (flights × family) leaving on `outDay` that passes the query's filters, priced. */
  private candidatesOn(
    query: FlightSearchQuery,
    outDay: number,
    today: number,
    now: number,
    party: PassengerCounts,
    backSegments: readonly Flight[][],
  ): Candidate[] {
    const result: Candidate[] = [];
    if (outDay < today) return result;
    for (const out of this.segmentsOn(query.from, query.to, outDay)) {
      if (!this.usable(query, out, 'out', seatedOf(party), now)) continue;
      const landed = out[out.length - 1]!.day;
      const backs = query.trip === 'return' ? backSegments.filter((back) => back[0]!.day > landed) : [[]];
      for (const back of backs) {
        const legs = [...out, ...back];
        const types = typesOf(legs);
        if (query.flight_type && flightTypeOf(types) !== query.flight_type) continue;
        if (query.airlines.length > 0 && !legs.every((f) => query.airlines.includes(f.airline.iata))) continue;
        const priced = this.priced(legs);
        for (const family of familiesOf(types)) {
          if (query.baggage && !baggageIncluded(types, family)) continue;
          result.push({ out, back, family, total: partyPrice(priced, family, party).total });
        }
      }
    }
    return result;
  }

  /** The time windows of one direction's segment, and `direct`. */
  private legPasses(query: FlightSearchQuery, legs: readonly Flight[], direction: 'out' | 'back'): boolean {
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    const [depFrom, depTo, arrFrom, arrTo] =
      direction === 'out'
        ? [query.departure_from, query.departure_to, query.arrival_from, query.arrival_to]
        : [query.return_departure_from, query.return_departure_to, query.return_arrival_from, query.return_arrival_to];
    return (
      inWindow(departMin(first), depFrom, depTo) &&
      inWindow(arriveMin(last), arrFrom, arrTo) &&
      (!query.direct || legs.length === 1)
    );
  }

  /** GET/POST air_tickets_search: the query's page of itineraries, the price strip and the airlines; `now` (ms) is the sale clock. */
  search(query: FlightSearchQuery, locale: Locale, today: number, pricedAt: string, now: number): FlightSearchResult {
    const party = { adults: query.adults, children: query.children, infants: query.infants };
    const day = Date.parse(`${query.date}T00:00:00Z`) / 86_400_000;
    const outDays: number[] = [];
    for (let d = day - query.flex; d <= day + query.flex; d++) outDays.push(d);
    // The strip's days cover the flexible range (MAX_FLEX_DAYS = PRICE_STRIP_DAYS): each day is priced once for both.
    const backSegments = this.backSegments(query, seatedOf(party), now);
    const byDay = new Map<number, Candidate[]>();
    for (let d = day - PRICE_STRIP_DAYS; d <= day + PRICE_STRIP_DAYS; d++)
      byDay.set(d, this.candidatesOn(query, d, today, now, party, backSegments));
    const found = outDays.flatMap((d) => byDay.get(d) ?? this.candidatesOn(query, d, today, now, party, backSegments));

    const groups = new Map<string, Candidate[]>();
    for (const c of found) {
      const key = legsOf(c)
        .map((f) => `${f.number}|${isoOf(f.day)}`)
        .join('/');
      const list = groups.get(key);
      if (list) list.push(c);
      else groups.set(key, [c]);
    }
    const itineraries = [...groups].map(([key, fares]) => {
      fares.sort((a, b) => a.total - b.total);
      return { key, fares, min: fares[0]!.total };
    });
    const first = (c: Candidate) => c.out[0]!;
    const duration = (c: Candidate) => segmentMinutes(c.out) + (c.back.length > 0 ? segmentMinutes(c.back) : 0);
    const by: Record<
      FlightSearchQuery['sort'],
      (a: (typeof itineraries)[number], b: (typeof itineraries)[number]) => number
    > = {
      price: () => 0,
      departure: (a, b) =>
        first(a.fares[0]!).day - first(b.fares[0]!).day ||
        departMin(first(a.fares[0]!)) - departMin(first(b.fares[0]!)),
      duration: (a, b) => duration(a.fares[0]!) - duration(b.fares[0]!),
    };
    itineraries.sort((a, b) => by[query.sort](a, b) || a.min - b.min || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const page = itineraries.slice((query.page - 1) * query.size, query.page * query.size);

    // The airline filter's options: the airlines of the outbound ways without the filters.
    const airlines = new Map<string, FlightAirline>();
    for (const d of outDays) {
      for (const legs of this.segmentsOn(query.from, query.to, d))
        for (const f of legs) airlines.set(f.airline.iata, f.airline);
    }

    return {
      query,
      itineraries: page.map(({ key, fares, min }): Itinerary => ({
        key,
        min_price: min,
        fares: fares.map((c) => this.fareOf(c, party, locale)),
      })),
      price_strip: [...byDay].map(([d, candidates]): PriceStripDay => ({
        date: isoOf(d),
        price: candidates.length > 0 ? Math.min(...candidates.map((c) => c.total)) : null,
      })),
      meta: {
        total: itineraries.length,
        page: query.page,
        size: query.size,
        currency: 'EUR',
        priced_at: pricedAt,
        airlines: [...airlines.values()].sort((a, b) => a.name.localeCompare(b.name)),
      },
    };
  }

  /**
   * The fare a fare id names, priced now for a party: null when the id names no itinerary (unknown
   * flights, legs that do not connect, a family the flights are not sold in). `sellable` tells
   * whether every leg can still take the party's seats.
   */
  resolve(
    id: string,
    party: PassengerCounts,
    locale: Locale,
  ): { fare: Fare; flights: Flight[]; sellable: boolean } | null {
    const decoded = decodeFareId(id);
    if (!decoded) return null;
    const out = decoded.out.map((n) => this.flight(n));
    const back = decoded.back.map((n) => this.flight(n));
    if (out.length === 0 || out.some((f) => !f) || back.some((f) => !f)) return null;
    const o = out as Flight[];
    const b = back as Flight[];
    const connects = (legs: Flight[]) =>
      legs.every((f, i) => i === 0 || (fromCode(f) === toCode(legs[i - 1]!) && layoverFits(legs[i - 1]!, f)));
    if (!connects(o) || !connects(b)) return null;
    if (
      b.length > 0 &&
      (fromCode(b[0]!) !== toCode(o[o.length - 1]!) ||
        toCode(b[b.length - 1]!) !== fromCode(o[0]!) ||
        b[0]!.day <= o[o.length - 1]!.day)
    )
      return null;
    const legs = [...o, ...b];
    if (!familiesOf(typesOf(legs)).includes(decoded.family)) return null;
    const candidate: Candidate = {
      out: o,
      back: b,
      family: decoded.family,
      total: partyPrice(this.priced(legs), decoded.family, party).total,
    };
    return {
      fare: this.fareOf(candidate, party, locale),
      flights: legs,
      sellable: legs.every((f) => sellable(f, seatedOf(party))),
    };
  }

  private fareOf(c: Candidate, party: PassengerCounts, locale: Locale): Fare {
    const legs = legsOf(c);
    const types = typesOf(legs);
    const price = partyPrice(this.priced(legs), c.family, party);
    const segment = (direction: 'out' | 'back', flights: Flight[]): FlightSegment => ({
      direction,
      legs: flights.map((f) => this.legOf(f, c.family, locale)),
      stops: flights.length - 1,
      duration_min: segmentMinutes(flights),
    });
    return {
      id: encodeFareId(c.out, c.back, c.family),
      name: FAMILY_NAMES[c.family][locale],
      flight_type: flightTypeOf(types),
      baggage_included: baggageIncluded(types, c.family),
      segments: c.back.length > 0 ? [segment('out', c.out), segment('back', c.back)] : [segment('out', c.out)],
      rules: rulesOf(types, price.total, this.ticketingDelayS),
      price: { total: price.total, currency: 'EUR', per_passenger: price.per_passenger },
    };
  }

  private airport(code: string, locale: Locale): FlightAirport {
    const name = this.placeName(code, locale);
    return { code, name, city: name };
  }

  private legOf(f: Flight, family: FareFamily, locale: Locale): FlightLeg {
    const arrival = arriveMin(f);
    const offset = Math.floor(arrival / 1440);
    return {
      flight_number: f.number,
      airline: f.airline,
      from: this.airport(fromCode(f), locale),
      to: this.airport(toCode(f), locale),
      departure: { date: isoOf(f.day), time: f.time },
      arrival: { date: isoOf(f.day + offset), time: clock(arrival % 1440) },
      day_offset: offset,
      duration_min: f.durationMin,
      type: f.type,
      booking_class: bookingClassOf(f.seats).code,
      seats_left: f.seats,
      baggage: baggageOf(f.type, family),
    };
  }
}

const FAMILY_NAMES: Record<FareFamily, Record<Locale, string>> = {
  C: { en: 'Charter', ru: 'Чартер', ro: 'Charter', ua: 'Чартер' },
  L: { en: 'Light', ru: 'Лайт', ro: 'Light', ua: 'Лайт' },
  S: { en: 'Standard', ru: 'Стандарт', ro: 'Standard', ua: 'Стандарт' },
};

/** Whether a fare includes a regular leg: such a ticket order counts as regular. */
export const flightTypeOf = (types: readonly FlightType[]): FlightType =>
  types.some((t) => t === 'regular') ? 'regular' : 'charter';
