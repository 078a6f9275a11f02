import {
  acceptRange,
  addIsoDays,
  checkTypedDate,
  dateLimits,
  firstHintedWeek,
  maskDateInput,
  parseDisplayDate,
  rangeDays,
} from '@/lib/search/date-range';

describe('typed dates', () => {
  it('masks what is typed as DD.MM.YYYY', () => {
    expect(maskDateInput('0')).toBe('0');
    expect(maskDateInput('0112')).toBe('01.12');
    expect(maskDateInput('01122026')).toBe('01.12.2026');
    expect(maskDateInput('01/12/2026 and more 99')).toBe('01.12.2026');
    expect(maskDateInput('ab')).toBe('');
  });

  it('reads only whole, real dates', () => {
    expect(parseDisplayDate('01.12.2026')).toBe('2026-12-01');
    expect(parseDisplayDate('29.02.2028')).toBe('2028-02-29');
    expect(parseDisplayDate('29.02.2026')).toBeNull();
    expect(parseDisplayDate('31.04.2026')).toBeNull();
    expect(parseDisplayDate('1.12.2026')).toBeNull();
    expect(parseDisplayDate('01.12.26')).toBeNull();
  });

  it('limits dates to 100 years back and 5 years ahead by default', () => {
    expect(dateLimits('2026-11-21')).toEqual({ min: '1926-11-21', max: '2031-11-21' });
    expect(dateLimits('2026-11-21', { yearsAhead: 100 }).max).toBe('2126-11-21');
    expect(dateLimits('2028-02-29', { yearsBack: 1, yearsAhead: 1 })).toEqual({ min: '2027-02-28', max: '2029-02-28' });
  });

  it('clears an invalid or out-of-range date and says which limit it broke', () => {
    const limits = { min: '2026-11-21', max: '2031-11-21' };
    expect(checkTypedDate('01.12.2026', limits)).toEqual({ ok: true, value: '2026-12-01' });
    expect(checkTypedDate('', limits)).toEqual({ ok: true, value: '' });
    expect(checkTypedDate('20.11.2026', limits)).toEqual({ ok: false, reason: 'min' });
    expect(checkTypedDate('22.11.2031', limits)).toEqual({ ok: false, reason: 'max' });
    expect(checkTypedDate('21.11.2031', limits)).toEqual({ ok: true, value: '2031-11-21' });
    expect(checkTypedDate('32.01.2027', limits)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTypedDate('01.12', limits)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('date ranges', () => {
  it('accepts a range only when both ends are chosen', () => {
    expect(acceptRange('2026-12-01', '2026-12-07')).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    expect(acceptRange('2026-12-01', undefined)).toBeNull();
    expect(acceptRange('', '2026-12-07')).toBeNull();
  });

  it('puts the ends in order', () => {
    expect(acceptRange('2026-12-07', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-07' });
  });

  it('defaults to the week from the first date with tours from today on', () => {
    const hints = ['2026-12-10', '2026-11-01', '2026-11-25'];
    expect(firstHintedWeek(hints, '2026-11-21')).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(firstHintedWeek(['2026-11-01'], '2026-11-21')).toBeNull();
  });

  it('counts both ends, across a month and a daylight-saving change', () => {
    expect(rangeDays({ from: '2026-12-01', to: '2026-12-01' })).toBe(1);
    expect(rangeDays({ from: '2026-12-01', to: '2026-12-31' })).toBe(31);
    expect(rangeDays({ from: '2026-03-20', to: '2026-04-05' })).toBe(17);
  });

  it('moves by calendar days, across a month, a year, a leap day and a daylight-saving change', () => {
    expect(addIsoDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addIsoDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2026-10-26', -1)).toBe('2026-10-25');
    expect(addIsoDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addIsoDays('2026-11-30', -399)).toBe('2025-10-27');
    expect(addIsoDays('0099-12-31', 1)).toBe('0100-01-01');
  });
});
