import { dayOf } from '@/demo-backend/src/search/days';
import { mandatoryPrice, nightPrices } from '@/demo-backend/src/orders/price';
import {
  convert,
  flightFare,
  flightLegPrice,
  INFANT_FLIGHT_FEE_EUR,
  partyOf,
  seasonNights,
  seasonOf,
  type RoomRates,
} from '@/demo-backend/src/search/pricing';

const rates: RoomRates = {
  low: { night: 50, extraAdult: 20, child: 10 },
  mid: { night: 70, extraAdult: 30, child: 15 },
  high: { night: 100, extraAdult: 45, child: 25 },
};
const couple = partyOf(2, []);
const noRoom: RoomRates = {
  low: { night: 0, extraAdult: 0, child: 0 },
  mid: { night: 0, extraAdult: 0, child: 0 },
  high: { night: 0, extraAdult: 0, child: 0 },
};
/** The hotel's part of a stay: each season's night price times its nights. */
const hotelOf = (rates: RoomRates, supplement: number, nights: ReturnType<typeof seasonNights>, party = couple) =>
  mandatoryPrice({
    nightPrices: nightPrices(rates, supplement, party),
    seasons: nights,
    nights: 0,
    flights: 0,
    regular: false,
    early: false,
    party,
    factor: 1,
  }).hotel;

describe('seasons', () => {
  it('prices each night at the season of its month, across a boundary', () => {
    expect(seasonOf(dayOf('2026-05-31'))).toBe('mid');
    expect(seasonOf(dayOf('2026-06-01'))).toBe('high');
    // May 29, 30, 31 are mid; June 1, 2 high.
    const nights = seasonNights(dayOf('2026-05-29'), 5);
    expect(nights).toEqual({ low: 0, mid: 3, high: 2 });
    expect(hotelOf(rates, 0, nights)).toBe(3 * 70 + 2 * 100);
  });

  it('treats November to March as low season', () => {
    expect(seasonNights(dayOf('2026-12-28'), 7)).toEqual({ low: 7, mid: 0, high: 0 });
  });
});

describe('the party', () => {
  it('makes children under 2 infants, 2-11 children and 12+ adults', () => {
    expect(partyOf(2, [0, 1, 2, 11, 12, 17])).toEqual({ adults: 4, children: 2, infants: 2 });
  });

  it('charges extra adults and children per night, infants nothing', () => {
    const night = (party: ReturnType<typeof partyOf>) => nightPrices(rates, 0, party).mid;
    expect(night(partyOf(1, []))).toBe(70);
    expect(night(partyOf(2, [1]))).toBe(70);
    expect(night(partyOf(2, [5]))).toBe(70 + 15);
    // A 12-year-old sleeps as a third adult.
    expect(night(partyOf(2, [12]))).toBe(70 + 30);
  });
});

describe('meal plans', () => {
  it('adds the supplement per adult per night, half for a child, nothing for an infant', () => {
    const week = { low: 7, mid: 0, high: 0 };
    expect(hotelOf(noRoom, 20, week)).toBe(280);
    expect(hotelOf(noRoom, 20, week, partyOf(2, [4, 1]))).toBe(280 + 70);
    expect(hotelOf(noRoom, 0, week)).toBe(0);
  });
});

describe('flights', () => {
  it('charges the fare per adult, a share per child (charter and regular differ) and a fee per infant', () => {
    const family = partyOf(2, [6, 0]);
    expect(flightLegPrice({ fare: 100, type: 'charter' }, family)).toBe(200 + 70 + INFANT_FLIGHT_FEE_EUR);
    expect(flightLegPrice({ fare: 100, type: 'regular' }, family)).toBe(200 + 75 + INFANT_FLIGHT_FEE_EUR);
  });

  it('seeds regular fares above charter ones and high season above low', () => {
    const july = dayOf('2026-07-10');
    const january = dayOf('2026-01-10');
    expect(flightFare(100, 'regular', july)).toBeGreaterThan(flightFare(100, 'charter', july));
    expect(flightFare(100, 'charter', july)).toBeGreaterThan(flightFare(100, 'charter', january));
  });
});

describe('total and currency', () => {
  const family = partyOf(2, [5]);
  // Room and meal per night: mid 70 + 15 + 20 × 2.5 = 135, high 100 + 25 + 50 = 175.
  const stay = {
    nightPrices: nightPrices(rates, 20, family),
    seasons: { low: 0, mid: 3, high: 2 },
    nights: 5,
    flights: 500.5,
    regular: false,
    party: family,
  };

  it('adds everything mandatory: hotel − early booking + flights + markup + transfer + insurance + taxes + fee', () => {
    const price = mandatoryPrice({ ...stay, early: true, factor: 1 });
    expect(price).toMatchObject({
      hotel: 755,
      discount: 37.75,
      tickets: 500.5,
      markup: 25.11,
      transfer: 36,
      insurance: 18,
      taxes: 54,
      fee: 8,
    });
    expect(price.total).toBe(1358.86);
    // A regular flight pays the higher handling fee; no early booking, no discount.
    expect(mandatoryPrice({ ...stay, early: false, regular: true, factor: 1 }).total).toBe(1358.86 + 37.75 - 8 + 15);
  });

  it('moves the hotel and the flights with the market factor, rounding each night to cents', () => {
    const price = mandatoryPrice({ ...stay, early: false, factor: 1.1 });
    expect(price.night).toEqual({ low: 121, mid: 148.5, high: 192.5 });
    expect(price).toMatchObject({ hotel: 830.5, tickets: 550.55, markup: 27.62 });
    expect(price.total).toBe(1524.67);
  });

  it('converts with the catalogue rate and rounds to cents; EUR stays as it is', () => {
    const table = { EUR: 1, USD: 1.08, UAH: 45.2 };
    expect(convert(810.02, 'EUR', table)).toBe(810.02);
    expect(convert(810.02, 'USD', table)).toBe(874.82);
    expect(convert(999, 'UAH', table)).toBe(45154.8);
  });

  it('gives the same price for the same stay every time', () => {
    const price = () =>
      mandatoryPrice({ ...stay, seasons: seasonNights(dayOf('2026-06-28'), 7), nights: 7, early: false, factor: 1 })
        .total;
    expect(price()).toBe(price());
  });
});
