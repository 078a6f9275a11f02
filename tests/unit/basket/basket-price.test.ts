import { maskPrice, priceDraft, settlePrice } from '@/lib/basket/price';

describe('the saved-offer price input (docs/product.md §5)', () => {
  it('keeps digits and one decimal separator only', () => {
    expect(maskPrice('1 5a0-0€')).toBe('1500');
    expect(maskPrice('abc')).toBe('');
    expect(maskPrice('810,02')).toBe('810,02');
    expect(maskPrice('810.0.2')).toBe('810.02');
  });

  it('takes at most six digits of euros and two of cents', () => {
    expect(maskPrice('1234567')).toBe('123456');
    expect(maskPrice('999 999 9')).toBe('999999');
    expect(maskPrice('1234567,891')).toBe('123456,89');
  });

  it('raises a price below the original to the original, cents included', () => {
    expect(settlePrice('900', 1234)).toBe(1234);
    expect(settlePrice('0', 1234)).toBe(1234);
    expect(settlePrice('810', 810.02)).toBe(810.02);
  });

  it('raises an empty price to the original, keeping its cents', () => {
    expect(settlePrice('', 1234)).toBe(1234);
    expect(settlePrice('', 1234.5)).toBe(1234.5);
    expect(settlePrice(',', 1234.5)).toBe(1234.5);
  });

  it('keeps a price at or above the original, with a comma or a point for the cents', () => {
    expect(settlePrice('1234', 1234)).toBe(1234);
    expect(settlePrice('1500', 1234)).toBe(1500);
    expect(settlePrice('12345678', 1234)).toBe(123456);
    expect(settlePrice('850,5', 810.02)).toBe(850.5);
    expect(settlePrice('850.25', 810.02)).toBe(850.25);
  });

  it('shows a price with the user’s decimal separator and no grouping', () => {
    expect(priceDraft(1234.5, 'ru')).toBe('1234,50');
    expect(priceDraft(1234.5, 'en')).toBe('1234.50');
    expect(priceDraft(123456, 'uk')).toBe('123456');
  });
});
