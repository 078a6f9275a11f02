import { formatDate, formatDateTime } from '@/lib/format/date';

describe('date formatting (Europe/Chisinau)', () => {
  it('formats a date as DD.MM.YYYY', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07.03.2025');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 12)))).toBe('31.12.2024');
  });

  it('uses the Chisinau clock, not UTC: late evening UTC is already the next day', () => {
    // UTC+2 in winter, UTC+3 in summer.
    expect(formatDateTime('2025-01-15T22:30:00Z')).toBe('16.01.2025 00:30');
    expect(formatDateTime('2025-07-15T21:05:00Z')).toBe('16.07.2025 00:05');
    expect(formatDate('2025-07-15T21:05:00Z')).toBe('16.07.2025');
  });

  it('prints 24-hour time with leading zeros', () => {
    expect(formatDateTime('2025-02-01T07:04:00Z')).toBe('01.02.2025 09:04');
    expect(formatDateTime('2025-02-01T12:00:00+02:00')).toBe('01.02.2025 12:00');
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
