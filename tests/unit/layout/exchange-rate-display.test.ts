import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { rateView, themeShowsExchangeRate } from '@/lib/exchange-rate/display';

describe('exchange-rate display rules (docs/product.md §4)', () => {
  it('shows both rates with the date as DD.MM.YYYY when both max values exist', () => {
    expect(rateView({ date: '2025-03-07', eur_max_value: 19.45, usd_max_value: 17.9 })).toEqual({
      kind: 'rates',
      date: '07.03.2025',
      eur: 19.45,
      usd: 17.9,
    });
  });

  it.each([
    ['EUR missing', { eur_max_value: null, usd_max_value: 17.9 }],
    ['USD missing', { eur_max_value: 19.45, usd_max_value: null }],
    ['both missing', { eur_max_value: null, usd_max_value: null }],
    ['a zero rate', { eur_max_value: 0, usd_max_value: 17.9 }],
  ])('says no rate is set for today when %s', (_name, values) => {
    expect(rateView({ date: '2025-03-07', ...values })).toEqual({ kind: 'none', date: '07.03.2025' });
  });

  it('reports a rate that could not be loaded', () => {
    expect(rateView(null)).toEqual({ kind: 'unavailable' });
    expect(rateView(undefined)).toEqual({ kind: 'unavailable' });
  });

  it('is hidden for the ua theme only', () => {
    expect(themeShowsExchangeRate('ua')).toBe(false);
    expect(themeShowsExchangeRate('default')).toBe(true);
  });
});

describe('formatCalendarDate', () => {
  it('turns wire dates into DD.MM.YYYY without time-zone drift', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('01.01.2025');
    expect(formatCalendarDate('2025-12-31T23:30:00+02:00')).toBe('31.12.2025');
    expect(formatCalendarDate('2025-12-31 23:30:00')).toBe('31.12.2025');
  });

  it('leaves anything else as it is', () => {
    expect(formatCalendarDate('07.03.2025')).toBe('07.03.2025');
    expect(formatCalendarDate('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows DD.MM.YYYY HH:mm in Chișinău time', () => {
    expect(formatDateTime('2025-03-07T10:05:00.000Z')).toBe('07.03.2025 12:05');
    expect(formatDateTime('2025-07-31T22:30:00.000Z')).toBe('01.08.2025 01:30');
  });
  it('gives an empty string for an unreadable value', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});
