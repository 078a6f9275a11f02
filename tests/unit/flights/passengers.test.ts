import { flightSearchIssues } from '@/lib/schemas/flights';
import {
  adjustParty,
  maxInfants,
  partyLimits,
  partyText,
  passengerSlots,
  passengerTypeOn,
} from '@/lib/flights/passengers';
import { durationParts, minutesBetween } from '@/lib/flights/duration';
import { translator } from './translator';

/** What the search query's schema says of a party (the search form's check, lib/schemas/flights.ts). */
const partyErrors = (party: { adults: number; children: number; infants: number }) =>
  flightSearchIssues({ from: 'KIV', to: 'AYT', date: '2026-12-01', ...party }, '2026-11-26');

describe('age groups on the last flight’s date (docs/product.md §11 "Passenger types")', () => {
  it('counts the age on the day given, not today', () => {
    // 12 on 2026-12-08: an adult on a return that day, a child on an outbound the day before.
    expect(passengerTypeOn('2014-12-08', '2026-12-08')).toBe('adult');
    expect(passengerTypeOn('2014-12-08', '2026-12-07')).toBe('child');
    expect(passengerTypeOn('2024-12-08', '2026-12-08')).toBe('child');
    expect(passengerTypeOn('2024-12-09', '2026-12-08')).toBe('infant');
    expect(passengerTypeOn('2026-11-01', '2026-12-08')).toBe('infant');
  });
});

describe('infants per adult and the nine seats', () => {
  it('allows one infant per adult', () => {
    expect(maxInfants(1)).toBe(1);
    expect(maxInfants(3)).toBe(3);
    expect(partyErrors({ adults: 2, children: 0, infants: 2 })).toEqual({});
    expect(partyErrors({ adults: 1, children: 0, infants: 2 })).toEqual({ infants: 'validation.infantsPerAdult' });
  });

  it('counts adults and children against the nine seats, infants not', () => {
    expect(partyErrors({ adults: 5, children: 4, infants: 5 })).toEqual({});
    expect(partyErrors({ adults: 5, children: 5, infants: 0 })).toEqual({ children: 'validation.seatsMax' });
    expect(partyLimits({ adults: 3, children: 2, infants: 1 })).toEqual({
      adults: { min: 1, max: 7 },
      children: { min: 0, max: 6 },
      infants: { min: 0, max: 3 },
    });
  });

  it('takes the extra infants off when adults go down, and keeps the seats at nine', () => {
    expect(adjustParty({ adults: 1, children: 0, infants: 2 }, 'adults')).toEqual({
      adults: 1,
      children: 0,
      infants: 1,
    });
    expect(adjustParty({ adults: 6, children: 4, infants: 0 }, 'children')).toEqual({
      adults: 5,
      children: 4,
      infants: 0,
    });
    expect(adjustParty({ adults: 6, children: 4, infants: 0 }, 'adults')).toEqual({
      adults: 6,
      children: 3,
      infants: 0,
    });
    expect(adjustParty({ adults: 0, children: 0, infants: 1 }, 'adults')).toEqual({
      adults: 1,
      children: 0,
      infants: 1,
    });
  });

  it('gives one passenger block per person, adults first', () => {
    expect(passengerSlots({ adults: 2, children: 1, infants: 1 })).toEqual(['adult', 'adult', 'child', 'infant']);
  });

  it('names the party’s counts in each language', () => {
    expect(translator('ru')('flights.passengers.infant', { count: 2 })).toBe('2 младенца');
    expect(translator('ua')('flights.passengers.child', { count: 5 })).toBe('5 дітей');
    expect(translator('ro')('flights.passengers.adult', { count: 20 })).toBe('20 de adulți');
    const ru = translator('ru');
    expect(
      partyText({ adults: 2, children: 0, infants: 1 }, (type, count) => ru(`flights.passengers.${type}`, { count })),
    ).toBe('2 взрослых, 1 младенец');
  });
});

describe('durations', () => {
  it('writes hours and padded minutes', () => {
    expect(durationParts(135)).toEqual({ hours: 2, minutes: '15' });
    expect(translator('en')('flights.duration', durationParts(65))).toBe('1 h 05 min');
    expect(translator('ua')('flights.duration', durationParts(300))).toBe('5 год 00 хв');
  });

  it('counts a layover across midnight', () => {
    expect(minutesBetween({ date: '2026-12-01', time: '23:10' }, { date: '2026-12-02', time: '01:25' })).toBe(135);
  });
});
