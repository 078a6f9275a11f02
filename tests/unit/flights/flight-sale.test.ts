import { checkInClosesAt, flightOnSale, saleOpen } from '@/demo-backend/src/flights/sale';
import { dayOf } from '@/demo-backend/src/search/days';

// docs/product.md §9: a flight is sold until its check-in closes, 40 minutes before a charter and
// 45 before a regular flight; the one rule every sale of the demo backend asks.

const MINUTE = 60_000;
/** A departure at a local airport time, as the catalogue stores it (a day and a time). */
const flight = (type: 'charter' | 'regular') => ({ day: dayOf('2026-07-14'), time: '06:55', type });
const departs = Date.parse('2026-07-14T06:55:00');

describe('a flight on sale (the check-in close)', () => {
  it('sells a charter until 40 minutes before it leaves: a minute before the close, not at it, nor after it left', () => {
    expect(flightOnSale(flight('charter'), departs - 41 * MINUTE)).toBe(true);
    expect(flightOnSale(flight('charter'), departs - 40 * MINUTE)).toBe(false);
    expect(flightOnSale(flight('charter'), departs + 8 * 60 * MINUTE)).toBe(false);
  });

  it('sells a regular flight until 45 minutes before it leaves', () => {
    expect(flightOnSale(flight('regular'), departs - 46 * MINUTE)).toBe(true);
    expect(flightOnSale(flight('regular'), departs - 45 * MINUTE)).toBe(false);
    expect(flightOnSale(flight('regular'), departs - 41 * MINUTE)).toBe(false);
  });

  it("reads the departure as the airport's local time, the convention of the ticket order's check-in countdown", () => {
    expect(saleOpen(checkInClosesAt(departs, 40), departs - 41 * MINUTE)).toBe(true);
    expect(saleOpen(checkInClosesAt(departs, 40), departs - 40 * MINUTE)).toBe(false);
    // The same wall-clock time a day earlier is still on sale.
    expect(flightOnSale({ ...flight('charter'), day: dayOf('2026-07-15') }, departs)).toBe(true);
  });
});
