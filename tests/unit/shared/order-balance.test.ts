import { settle } from '@/lib/shared/order-balance';

describe('settle (an order’s due and refund)', () => {
  it('owes the rest of the net while it is not paid in full, and nothing back', () => {
    expect(settle(1000, 300)).toEqual({ due: 700, refund: 0 });
    expect(settle(1000, 1000)).toEqual({ due: 0, refund: 0 });
  });

  it('never makes the due negative: money paid beyond what is owed reads as a refund', () => {
    // A cancelled order that keeps a penalty of 269,99 after 1000 was paid.
    expect(settle(269.99, 1000)).toEqual({ due: 0, refund: 730.01 });
    expect(settle(0, 450.5)).toEqual({ due: 0, refund: 450.5 });
  });
});
