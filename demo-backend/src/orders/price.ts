import { ORDER_CURRENCY, type PriceBreakdown, type PriceLine, type Service } from '@/lib/schemas/booking';
import { t, type Locale } from '../i18n';
import { COMMISSION_EXTRAS, packageCommission } from './commission';
import type { Hotel, HotelMeal, Room } from '../search/catalogue';
import {
  CHILD_MEAL_SHARE,
  BASE_ADULTS,
  flightLegPrice,
  seasonNights,
  seasonOf,
  type FlightFare,
  type Party,
  type RoomRates,
  type Season,
  type SeasonNights,
} from '../search/pricing';
import { isoOf, monthOf } from '../search/days';
import { roundCents } from '@/lib/shared/money';

/**
 * The price of a booking, line by line (docs/product.md §3 "Price breakdown lines"; the formula is ours,
 * docs/product.md §10 "Prices"):
 *
 *   total = hotel − early-booking discount + tickets + agency markup + services + taxes + handling fee
 *   commission = the package rate of the check-in's season of total (+ the hotel's increase at some hotels)
 *   partner commission = the partner programme's percent of total; gross commission = both
 *   (every rate from the one commission table, orders/commission.ts)
 *   net (what the agency pays) = total − commission − partner commission
 *
 * `hotel` is the sum of `daily_prices` (room and meal per night, each night at its season);
 * `total_tickets` is tickets + taxes. Every amount is EUR rounded to cents before it is summed,
 * so the lines add up exactly to the totals a client sees. Commissions are sent as positive
 * amounts: what the agency earns.
 *
 * The total with the mandatory services only (transfer and insurance) is `mandatoryPrice`: the
 * booking's default total and, per combination, the search's price, so the two never differ.
 */

export const AGENCY_MARKUP_PERCENT = 2;
/** Booked this many days or more before check-in: EARLY_BOOKING_PERCENT off the hotel. */
export const EARLY_BOOKING_DAYS = 60;
export const EARLY_BOOKING_PERCENT = 5;
/** Airport taxes per seat and leg (infants have no seat). */
export const AIRPORT_TAX_EUR = 9;
export const HANDLING_FEE_EUR: Record<FlightFare['type'], number> = { charter: 8, regular: 15 };

const sum = (values: readonly number[]) => roundCents(values.reduce((a, b) => a + b, 0));

/** The bonus a paid order at a hotel that pays more earns (orders/commission.ts): its points and amount, of the order's total. */
export const increasedHotelBonus = (total: number) => ({
  points: COMMISSION_EXTRAS.increased_hotel,
  amount: roundCents((total * COMMISSION_EXTRAS.increased_hotel) / 100),
});

/** What a booking is priced from: the catalogue's contracts, the stay and both flight fares. */
export interface Stay {
  hotel: Hotel;
  room: Room;
  meal: HotelMeal;
  checkIn: number;
  nights: number;
  out: FlightFare;
  back: FlightFare;
}

const WARM_ALL_YEAR = new Set(['EG', 'AE']);
const SHOW_COUNTRIES = new Set(['TR', 'EG', 'AE', 'TN']);

/** Nights between 24 and 31 December: the festive dinners. */
function festive(stay: Stay): boolean {
  for (let day = stay.checkIn; day < stay.checkIn + stay.nights; day++) {
    if (monthOf(day) === 12 && Number(isoOf(day).slice(8)) >= 24) return true;
  }
  return false;
}

/**
 * The services of an offer: transfer and medical insurance are included; an aquapark where it is
 * warm (Egypt and the Emirates all year, elsewhere outside the low season), a night show in the
 * resort countries that have them, a gala dinner over the festive nights or at five-star hotels.
 */
export function servicesOf(stay: Stay, party: Party, locale: Locale): Service[] {
  const iso = stay.hotel.location.template.country.iso;
  const service = (
    id: string,
    kind: Service['kind'],
    key: Parameters<typeof t>[1],
    price: number,
    mandatory: boolean,
  ): Service => ({
    id,
    kind,
    name: t(locale, key),
    price: roundCents(price),
    mandatory,
    selected: mandatory,
  });
  const list = [
    service('transfer-group', 'transfer', 'orders.service.transfer', transferPrice(party), true),
    service('insurance-medical', 'insurance', 'orders.service.insurance', insurancePrice(party, stay.nights), true),
  ];
  if (WARM_ALL_YEAR.has(iso) || seasonOf(stay.checkIn) !== 'low') {
    list.push(
      service('aquapark-day', 'aquapark', 'orders.service.aquapark', 25 * party.adults + 15 * party.children, false),
    );
  }
  if (SHOW_COUNTRIES.has(iso)) {
    list.push(
      service('night-show', 'night_show', 'orders.service.nightShow', 35 * party.adults + 20 * party.children, false),
    );
  }
  if (festive(stay) || stay.hotel.category.stars === 5) {
    list.push(
      service(
        'gala-dinner',
        'gala_dinner',
        'orders.service.galaDinner',
        70 * party.adults + 35 * party.children,
        false,
      ),
    );
  }
  return list;
}

/** The mandatory services' prices: a group transfer per seat, medical insurance per person and night. */
export const transferPrice = (party: Party) => roundCents(12 * (party.adults + party.children));
export const insurancePrice = (party: Party, nights: number) =>
  roundCents(1.2 * (party.adults + party.children + party.infants) * nights);

/** Room and meal plan of one night in each season for the party, EUR before the market factor. */
export type NightPrices = Record<Season, number>;

export function nightPrices(rates: RoomRates, mealSupplement: number, party: Party): NightPrices {
  const extraAdults = Math.max(0, party.adults - BASE_ADULTS);
  const meal = mealSupplement * (party.adults + CHILD_MEAL_SHARE * party.children);
  const night = (season: Season) => {
    const rate = rates[season];
    return rate.night + extraAdults * rate.extraAdult + party.children * rate.child + meal;
  };
  return { low: night('low'), mid: night('mid'), high: night('high') };
}

/** What the mandatory price of a stay's trip is computed from, its room and meal aside. */
export interface TripInput {
  seasons: SeasonNights;
  nights: number;
  /** Both flight legs for the party, EUR before the market factor. */
  flights: number;
  /** Either leg is a regular flight (the higher handling fee). */
  regular: boolean;
  /** Booked EARLY_BOOKING_DAYS or more before check-in. */
  early: boolean;
  party: Party;
  /** The operator's price change (DemoMarket), 1 when none. */
  factor: number;
}

/** What the mandatory price of a stay is computed from: numbers only, so the search can price every combination. */
export interface MandatoryInput extends TripInput {
  nightPrices: NightPrices;
}

/** The lines of a trip that do not depend on the room and meal: the same for every room of a check-in and length of stay. */
export interface TripCosts {
  seasons: SeasonNights;
  early: boolean;
  factor: number;
  tickets: number;
  transfer: number;
  insurance: number;
  taxes: number;
  fee: number;
}

/** The lines of a booking with the mandatory services only, and their total. */
export interface MandatoryPrice extends TripCosts {
  /** One night's hotel price (room and meal) in each season, with the factor, in cents. */
  night: NightPrices;
  hotel: number;
  discount: number;
  markup: number;
  /** What the client pays with nothing optional: the booking's default total and the search's price. */
  total: number;
}

export function tripCosts(input: TripInput): TripCosts {
  const { party } = input;
  return {
    seasons: input.seasons,
    early: input.early,
    factor: input.factor,
    tickets: roundCents(input.flights * input.factor),
    transfer: transferPrice(party),
    insurance: insurancePrice(party, input.nights),
    taxes: roundCents(AIRPORT_TAX_EUR * 2 * (party.adults + party.children)),
    fee: HANDLING_FEE_EUR[input.regular ? 'regular' : 'charter'],
  };
}

// The steps of the mandatory price, shared by `mandatoryPrice` (every line) and `mandatoryTotal`
// (the total alone, without allocating: the search's scan calls it per combination).
const nightWithFactor = (price: number, factor: number) => roundCents(price * factor);
const hotelOf = (night: NightPrices, trip: TripCosts) =>
  roundCents(
    trip.seasons.low * nightWithFactor(night.low, trip.factor) +
      trip.seasons.mid * nightWithFactor(night.mid, trip.factor) +
      trip.seasons.high * nightWithFactor(night.high, trip.factor),
  );
const discountOf = (hotel: number, trip: TripCosts) =>
  trip.early ? roundCents((hotel * EARLY_BOOKING_PERCENT) / 100) : 0;
const markupOf = (hotel: number, trip: TripCosts) => roundCents(((hotel + trip.tickets) * AGENCY_MARKUP_PERCENT) / 100);
const totalOf = (hotel: number, trip: TripCosts) =>
  roundCents(
    hotel -
      discountOf(hotel, trip) +
      trip.tickets +
      markupOf(hotel, trip) +
      trip.transfer +
      trip.insurance +
      trip.taxes +
      trip.fee,
  );

/**
 * The total of a stay's mandatory price (docs/product.md §10 "Prices"): hotel − early-booking
 * discount + tickets + agency markup + transfer + insurance + airport taxes + handling fee. The
 * hotel is each season's night price (rounded to cents, as a `daily_prices` entry is) times its
 * nights. The search prices every room and meal of a trip with it, arithmetic only.
 */
export function mandatoryTotal(night: NightPrices, trip: TripCosts): number {
  return totalOf(hotelOf(night, trip), trip);
}

/** Every line of the mandatory price, by the same steps as `mandatoryTotal`: `breakdownOf` and `priceOffer` call it. */
export function mandatoryPrice(input: MandatoryInput): MandatoryPrice {
  const trip = tripCosts(input);
  const { factor } = trip;
  const night = {
    low: nightWithFactor(input.nightPrices.low, factor),
    mid: nightWithFactor(input.nightPrices.mid, factor),
    high: nightWithFactor(input.nightPrices.high, factor),
  };
  const hotel = hotelOf(input.nightPrices, trip);
  return {
    ...trip,
    night,
    hotel,
    discount: discountOf(hotel, trip),
    markup: markupOf(hotel, trip),
    total: totalOf(hotel, trip),
  };
}

export const isEarlyBooking = (checkIn: number, today: number) => checkIn - today >= EARLY_BOOKING_DAYS;

/** The mandatory price of a stay booked today. */
export function mandatoryPriceOf(stay: Stay, party: Party, opts: PriceOptions): MandatoryPrice {
  return mandatoryPrice({
    nightPrices: nightPrices(stay.room.rates, stay.meal.supplement, party),
    seasons: seasonNights(stay.checkIn, stay.nights),
    nights: stay.nights,
    flights: flightLegPrice(stay.out, party) + flightLegPrice(stay.back, party),
    regular: stay.out.type === 'regular' || stay.back.type === 'regular',
    early: isEarlyBooking(stay.checkIn, opts.today),
    party,
    factor: opts.factor,
  });
}

export interface PriceOptions {
  /** The operator's price change (DemoMarket), 1 when none. */
  factor: number;
  /** Today as a day number: early booking depends on it. */
  today: number;
}

const line = (key: PriceLine['key'], amount: number | null, percent: number | null = null): PriceLine => ({
  key,
  amount,
  percent,
});

/** The breakdown with the mandatory services and the selected optional ones (mandatory ones in `selected` are not counted twice). */
export function breakdownOf(
  stay: Stay,
  party: Party,
  selected: readonly Service[],
  opts: PriceOptions,
): PriceBreakdown {
  const base = mandatoryPriceOf(stay, party, opts);
  const days = Array.from({ length: stay.nights }, (_, i) => {
    const day = stay.checkIn + i;
    return { date: isoOf(day), amount: base.night[seasonOf(day)] };
  });
  const { hotel, discount, tickets, markup, taxes, fee } = base;
  const optional = selected.filter((s) => !s.mandatory);

  const lines: PriceLine[] = [line('hotel', hotel), { ...line('daily_prices', hotel), days }];
  if (discount > 0) lines.push(line('discounts', -discount, EARLY_BOOKING_PERCENT));
  lines.push(line('tickets', tickets), line('agency_markup', markup, AGENCY_MARKUP_PERCENT));
  lines.push(line('transfer', base.transfer), line('insurance', base.insurance));
  for (const service of optional) lines.push(line(service.kind, service.price));
  lines.push(line('taxes', taxes), line('handling_fee', fee));
  const total = sum([base.total, ...optional.map((s) => s.price)]);

  const rate = packageCommission(stay.hotel, stay.checkIn);
  const commission = roundCents((total * rate.percent) / 100);
  const partner = roundCents((total * rate.partner) / 100);
  const net = sum([total, -commission, -partner]);
  lines.push(
    line('commission', commission, rate.percent),
    line('partner_commission', partner, rate.partner),
    line('gross_commission', sum([commission, partner]), rate.percent + rate.partner),
  );
  if (rate.increase > 0) lines.push(line('increased_commission_percent', null, rate.increase));
  lines.push(line('total_tickets', sum([tickets, taxes])), line('net_amount', net));
  return { currency: ORDER_CURRENCY, lines, total, net };
}

/** The amount of one line, 0 when the breakdown has none. */
export const lineAmount = (price: PriceBreakdown, key: PriceLine['key']) =>
  price.lines.find((l) => l.key === key)?.amount ?? 0;
