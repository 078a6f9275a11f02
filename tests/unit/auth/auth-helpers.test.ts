import { filenameFromContentDisposition } from '@/lib/download';
import { formatPhone, isCompletePhone, parsePhone } from '@/lib/shared/phone';
import { safeNextPath } from '@/lib/safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/publications?x=1', '/publications?x=1'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['orders', undefined],
    ['', undefined],
    [undefined, undefined],
    ['/auth/login', undefined],
    ['/a\nb', undefined],
  ])('%p → %p', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});

describe('phone numbers', () => {
  it('uses each country mask', () => {
    expect(isCompletePhone('+37369123456')).toBe(true);
    expect(isCompletePhone('+3736912345')).toBe(false);
    expect(isCompletePhone('+40721123456')).toBe(true);
    expect(isCompletePhone('+4072112345')).toBe(false);
    expect(isCompletePhone('+380501234567')).toBe(true);
  });
  it('parses the longest matching prefix and cuts extra digits', () => {
    expect(parsePhone('+380501234567', 'md')).toEqual({ country: 'ua', digits: '501234567' });
    expect(formatPhone('md', '6912345678')).toBe('+37369123456');
    expect(formatPhone('ro', '')).toBe('');
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="contract.pdf"', 'contract.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'%D0%B4%D0%BE%D0%B3.pdf', 'дог.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    [null, 'fallback.pdf'],
  ])('%p → %p', (header, expected) => {
    expect(filenameFromContentDisposition(header, 'fallback.pdf')).toBe(expected);
  });
});
