import { calendarUnitOf, comparisonDay, previousPeriod } from '@/lib/shared/report-periods';

// The period a report compares with and the day a by-day row compares with (docs/product.md §13
// "Comparison"): the backend answers them, the page shows the backend's.

describe('the previous period of a whole calendar month, quarter or year', () => {
  it.each([
    ['October → September', '2026-10-01', '2026-10-31', '2026-09-01', '2026-09-30'],
    ['March → February (28 days)', '2026-03-01', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['March of a leap year → February (29 days)', '2024-03-01', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['February → January', '2026-02-01', '2026-02-28', '2026-01-01', '2026-01-31'],
    ['a leap February → January', '2024-02-01', '2024-02-29', '2024-01-01', '2024-01-31'],
    ['January → the December before', '2026-01-01', '2026-01-31', '2025-12-01', '2025-12-31'],
    ['May (31 days) → April (30 days)', '2026-05-01', '2026-05-31', '2026-04-01', '2026-04-30'],
    ['Q2 → Q1', '2026-04-01', '2026-06-30', '2026-01-01', '2026-03-31'],
    ['Q1 → the Q4 before', '2026-01-01', '2026-03-31', '2025-10-01', '2025-12-31'],
    ['Q3 → Q2', '2026-07-01', '2026-09-30', '2026-04-01', '2026-06-30'],
    ['a year → the year before', '2026-01-01', '2026-12-31', '2025-01-01', '2025-12-31'],
    ['the year after a leap year → the leap year', '2025-01-01', '2025-12-31', '2024-01-01', '2024-12-31'],
  ])('%s', (_, from, to, previousFrom, previousTo) => {
    expect(previousPeriod(from, to)).toEqual({ date_from: previousFrom, date_to: previousTo });
  });
});

describe('the previous period of any other period: as many days just before', () => {
  it.each([
    ['ten days', '2026-10-11', '2026-10-20', '2026-10-01', '2026-10-10'],
    ['one day', '2026-01-01', '2026-01-01', '2025-12-31', '2025-12-31'],
    ["a week over a leap February's end", '2024-03-01', '2024-03-07', '2024-02-23', '2024-02-29'],
    ["a month's length starting mid-month", '2026-03-15', '2026-04-14', '2026-02-12', '2026-03-14'],
    ['March but its last day', '2026-03-01', '2026-03-30', '2026-01-30', '2026-02-28'],
    ['this month so far (the 1st to today)', '2026-11-01', '2026-11-28', '2026-10-04', '2026-10-31'],
    ['two whole months', '2026-09-01', '2026-10-31', '2026-07-02', '2026-08-31'],
    ["a quarter's length not on a quarter (Feb–Apr)", '2026-02-01', '2026-04-30', '2025-11-04', '2026-01-31'],
    ['the last 12 months', '2025-11-29', '2026-11-28', '2024-11-29', '2025-11-28'],
  ])('%s', (_, from, to, previousFrom, previousTo) => {
    expect(previousPeriod(from, to)).toEqual({ date_from: previousFrom, date_to: previousTo });
  });

  it('knows a whole month only when it starts on the 1st and ends on its last day', () => {
    expect(calendarUnitOf({ date_from: '2026-02-01', date_to: '2026-02-28' })).toBe('month');
    expect(calendarUnitOf({ date_from: '2024-02-01', date_to: '2024-02-28' })).toBeNull();
    expect(calendarUnitOf({ date_from: '2026-02-15', date_to: '2026-03-14' })).toBeNull();
    expect(calendarUnitOf({ date_from: '2026-02-01', date_to: '2026-04-30' })).toBeNull();
    expect(calendarUnitOf({ date_from: '2026-10-01', date_to: '2026-12-31' })).toBe('quarter');
    expect(calendarUnitOf({ date_from: '2026-01-01', date_to: '2026-12-31' })).toBe('year');
  });
});

describe('the day a by-day row compares with: the same weekday of the previous period', () => {
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

  it('is four weeks back in a month compared with the month before, null when that is not in it', () => {
    // October 2026 against September: 28 days back keeps the weekday and stays in September.
    expect(comparisonDay('2026-10-01', '2026-10-01', '2026-10-31')).toBe('2026-09-03');
    expect(comparisonDay('2026-10-28', '2026-10-01', '2026-10-31')).toBe('2026-09-30');
    expect(comparisonDay('2026-10-29', '2026-10-01', '2026-10-31')).toBeNull();
  });

  it('keeps the weekday for every day it finds, over months, quarters, a year and a 10-day period', () => {
    for (const [from, to] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-04-01', '2026-06-30'],
      ['2026-01-01', '2026-12-31'],
      ['2026-10-11', '2026-10-20'],
      ['2024-03-01', '2024-03-31'],
    ] as const) {
      const previous = previousPeriod(from, to);
      let found = 0;
      for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000) {
        const day = new Date(ms).toISOString().slice(0, 10);
        const before = comparisonDay(day, from, to);
        if (before === null) continue;
        found++;
        expect([day, weekday(before)]).toEqual([day, weekday(day)]);
        expect(before >= previous.date_from && before <= previous.date_to).toBe(true);
      }
      expect(found).toBeGreaterThan(0);
    }
  });

  it('is a week back in a 10-day period, and nothing for the days whose week before is in the period itself', () => {
    expect(comparisonDay('2026-10-11', '2026-10-11', '2026-10-20')).toBe('2026-10-04');
    expect(comparisonDay('2026-10-17', '2026-10-11', '2026-10-20')).toBe('2026-10-10');
    expect(comparisonDay('2026-10-18', '2026-10-11', '2026-10-20')).toBeNull();
  });

  it('is 52 weeks back in a year', () => {
    expect(comparisonDay('2026-06-15', '2026-01-01', '2026-12-31')).toBe('2025-06-16');
  });
});
