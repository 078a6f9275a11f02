import { dayOf } from '@/demo-backend/src/search/days';
import {
  convert,
  flightFare,
  flightLegPrice,
  INFANT_FLIGHT_FEE_EUR,
  mealStayPrice,
  partyOf,
  roomStayPrice,
  seasonNights,
  seasonOf,
  tourPriceEur,
  type RoomRates,
} from '@/demo-backend/src/search/pricing';

const rates: RoomRates = {
  low: { night: 50, extraAdult: 20, child: 10 },
  mid: { night: 70, extraAdult: 30, child: 15 },
  high: { night: 100, extraAdult: 45, child: 25 },
};
const couple = partyOf(2, []);

describe('seasons', () => {
  it('prices each night at the season of its month, across a boundary', () => {
    expect(seasonOf(dayOf('2026-05-31'))).toBe('mid');
    expect(seasonOf(dayOf('2026-06-01'))).toBe('high');
    // May 29, 30, 31 are mid; June 1, 2 high.
    const nights = seasonNights(dayOf('2026-05-29'), 5);
    expect(nights).toEqual({ low: 0, mid: 3, high: 2 });
    expect(roomStayPrice(rates, nights, couple)).toBe(3 * 70 + 2 * 100);
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
    const nights = { low: 0, mid: 2, high: 0 };
    expect(roomStayPrice(rates, nights, partyOf(1, []))).toBe(140);
    expect(roomStayPrice(rates, nights, partyOf(2, [1]))).toBe(140);
    expect(roomStayPrice(rates, nights, partyOf(2, [5]))).toBe(2 * (70 + 15));
    // A 12-year-old sleeps as a third adult.
    expect(roomStayPrice(rates, nights, partyOf(2, [12]))).toBe(2 * (70 + 30));
  });
});

describe('meal plans', () => {
  it('adds the supplement per adult per night, half for a child, nothing for an infant', () => {
    expect(mealStayPrice(20, 7, couple)).toBe(280);
    expect(mealStayPrice(20, 7, partyOf(2, [4, 1]))).toBe(280 + 70);
    expect(mealStayPrice(0, 7, couple)).toBe(0);
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
  it('rounds the EUR total to whole euros', () => {
    expect(tourPriceEur({ room: 100.4, meal: 0, flights: 0 })).toBe(100);
    expect(tourPriceEur({ room: 100.25, meal: 0.25, flights: 0 })).toBe(101);
  });

  it('converts with the catalogue rate and rounds; EUR stays as it is', () => {
    const table = { EUR: 1, USD: 1.08, UAH: 45.2 };
    expect(convert(1000, 'EUR', table)).toBe(1000);
    expect(convert(1000, 'USD', table)).toBe(1080);
    expect(convert(999, 'UAH', table)).toBe(45155);
  });

  it('gives the same price for the same stay every time', () => {
    const price = () =>
      tourPriceEur({
        room: roomStayPrice(rates, seasonNights(dayOf('2026-06-28'), 7), partyOf(2, [7])),
        meal: mealStayPrice(18, 7, partyOf(2, [7])),
        flights: 2 * flightLegPrice({ fare: 150, type: 'charter' }, partyOf(2, [7])),
      });
    expect(price()).toBe(price());
  });
});
