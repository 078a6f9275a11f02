import { maskPrice, settlePrice } from '@/lib/basket/price';

describe('the saved-offer price input (docs/product.md §5)', () => {
  it('keeps digits only', () => {
    expect(maskPrice('1 5a0-0€')).toBe('1500');
    expect(maskPrice('abc')).toBe('');
  });

  it('takes at most six digits', () => {
    expect(maskPrice('1234567')).toBe('123456');
    expect(maskPrice('999 999 9')).toBe('999999');
  });

  it('raises a price below the original to the original', () => {
    expect(settlePrice('900', 1234)).toBe(1234);
    expect(settlePrice('0', 1234)).toBe(1234);
  });

  it('raises an empty price to the original, rounding a fractional original up to whole EUR', () => {
    expect(settlePrice('', 1234)).toBe(1234);
    expect(settlePrice('', 1234.5)).toBe(1235);
    expect(settlePrice('1234', 1234.5)).toBe(1235);
  });

  it('keeps a price at or above the original', () => {
    expect(settlePrice('1234', 1234)).toBe(1234);
    expect(settlePrice('1500', 1234)).toBe(1500);
    expect(settlePrice('12345678', 1234)).toBe(123456);
  });
});
