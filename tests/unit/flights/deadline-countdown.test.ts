import { countdown } from '@/lib/flights/countdown';

// The flight list's deadline column (docs/product.md §11 "The flight list").
const NOW = Date.parse('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const text = (value: ReturnType<typeof countdown>) => value.parts.map((p) => `${p.value}${p.unit[0]}`).join(' ');

describe('the deadline countdown', () => {
  it('counts days and hours past a day, dropping the minutes', () => {
    expect(text(countdown(at(2 * DAY + 5 * HOUR + 59 * MIN), NOW))).toBe('2d 5h');
    expect(text(countdown(at(3 * DAY), NOW))).toBe('3d');
    expect(text(countdown(at(DAY), NOW))).toBe('1d');
  });

  it('counts hours and minutes under a day, minutes rounded up', () => {
    expect(text(countdown(at(5 * HOUR + 14 * MIN + 1_000), NOW))).toBe('5h 15m');
    expect(text(countdown(at(2 * HOUR), NOW))).toBe('2h');
    expect(text(countdown(at(59 * MIN + 30_000), NOW))).toBe('1h');
  });

  it('counts minutes under an hour, never showing 0 min before the moment', () => {
    expect(text(countdown(at(42 * MIN), NOW))).toBe('42m');
    expect(text(countdown(at(30_000), NOW))).toBe('1m');
    expect(text(countdown(at(1), NOW))).toBe('1m');
  });

  it('says the deadline passed at and after the moment, with nothing left to count', () => {
    expect(countdown(at(0), NOW)).toEqual({ urgency: 'passed', parts: [] });
    expect(countdown(at(-5 * MIN), NOW)).toEqual({ urgency: 'passed', parts: [] });
    expect(countdown('not a date', NOW)).toEqual({ urgency: 'passed', parts: [] });
  });

  it('grades how pressing it is: under 3 hours urgent, under a day soon, else later', () => {
    expect(countdown(at(2 * HOUR + 59 * MIN), NOW).urgency).toBe('urgent');
    expect(countdown(at(3 * HOUR), NOW).urgency).toBe('soon');
    expect(countdown(at(23 * HOUR), NOW).urgency).toBe('soon');
    expect(countdown(at(DAY), NOW).urgency).toBe('later');
  });

  it('counts down as the clock moves: the same deadline reads less a minute later', () => {
    const deadline = at(HOUR + 10 * MIN);
    expect(text(countdown(deadline, NOW))).toBe('1h 10m');
    expect(text(countdown(deadline, NOW + MIN))).toBe('1h 9m');
    expect(text(countdown(deadline, NOW + HOUR + 10 * MIN))).toBe('');
  });
});
