import {
  addSalesTotals,
  charterFigures,
  EMPTY_SALES_TOTALS,
  salesBucket,
  sumCharterFigures,
  type SalesTotals,
} from '@/lib/schemas/reports';
import { periodChange } from '@/lib/reports/change';

// The reports' figures (docs/product.md §13): what the backend and the pages compute alike.

const block = (extra: Partial<Parameters<typeof charterFigures>[0]> = {}) => ({
  seats: 40,
  sold: 30,
  released: 4,
  seat_cost: 120,
  revenue: 5200.5,
  release_date: '2026-06-10',
  ...extra,
});

describe('report totals', () => {
  it('adds two groups field by field, keeping cents exact', () => {
    const a: SalesTotals = {
      orders: 3,
      sales: 2,
      refunds: 1,
      exchanges: 0,
      tickets: 5,
      fare: 0.1,
      taxes: 10.2,
      fee: 15,
      commission: 1.05,
      total: 25.3,
    };
    const b: SalesTotals = {
      orders: 1,
      sales: 0,
      refunds: 0,
      exchanges: 1,
      tickets: 2,
      fare: 0.2,
      taxes: -0.3,
      fee: 5,
      commission: 2.1,
      total: 4.9,
    };
    expect(addSalesTotals(a, b)).toEqual({
      orders: 4,
      sales: 2,
      refunds: 1,
      exchanges: 1,
      tickets: 7,
      fare: 0.3,
      taxes: 9.9,
      fee: 20,
      commission: 3.15,
      total: 30.2,
    });
  });

  it('leaves the figures unchanged when adding nothing', () => {
    const a: SalesTotals = {
      orders: 2,
      sales: 1,
      refunds: 1,
      exchanges: 0,
      tickets: 3,
      fare: -40.5,
      taxes: 12,
      fee: 0,
      commission: 0,
      total: -28.5,
    };
    expect(addSalesTotals(a, EMPTY_SALES_TOTALS)).toEqual(a);
  });
});

describe('the change against the previous period', () => {
  it('is the change as a fraction of the earlier figure; null when there was nothing before', () => {
    expect(periodChange(125, 100)).toBe(0.25);
    expect(periodChange(50, 100)).toBe(-0.5);
    expect(periodChange(100, 0)).toBeNull();
    expect(periodChange(100, null)).toBeNull();
    // From a negative total (more refunded than sold) up to zero is a rise.
    expect(periodChange(0, -200)).toBe(1);
  });

  it('charts by day up to 62 days, by week up to 182, by month beyond', () => {
    expect([1, 62, 63, 182, 183, 367].map(salesBucket)).toEqual(['day', 'day', 'week', 'week', 'month', 'month']);
  });
});

describe('load factor and release cost', () => {
  it('computes a block before its release date', () => {
    expect(charterFigures(block(), '2026-06-01')).toEqual({
      seats: 40,
      sold: 30,
      released: 4,
      free: 6,
      load_factor: 30 / 36,
      revenue: 5200.5,
      block_cost: 4320,
      balance: 880.5,
      release_due: 6,
      release_cost: 720,
    });
  });

  it('may still release on the release date itself, not the day after', () => {
    expect(charterFigures(block(), '2026-06-10').release_due).toBe(6);
    const after = charterFigures(block(), '2026-06-11');
    expect([after.release_due, after.release_cost, after.free]).toEqual([0, 0, 6]);
  });

  it('is 0 % loaded when every seat was released, and never over 100 %', () => {
    const empty = charterFigures(block({ seats: 20, released: 20, sold: 0, revenue: 0 }), '2026-06-01');
    expect([empty.load_factor, empty.block_cost, empty.free, empty.release_cost]).toEqual([0, 0, 0, 0]);
    const over = charterFigures(block({ seats: 20, released: 0, sold: 22 }), '2026-06-01');
    expect([over.load_factor, over.free]).toEqual([1, 0]);
  });

  it('shows a loss when the block cost more than its sales brought', () => {
    expect(charterFigures(block({ revenue: 1000 }), '2026-07-01').balance).toBe(-3320);
  });

  it('adds blocks up and recomputes the load factor from the sums, not the average of the factors', () => {
    const today = '2026-06-01';
    const a = charterFigures(block({ seats: 10, released: 0, sold: 10, revenue: 1500, seat_cost: 100 }), today);
    const b = charterFigures(block({ seats: 30, released: 0, sold: 0, revenue: 0, seat_cost: 50 }), today);
    const sum = sumCharterFigures([a, b]);
    expect(sum).toEqual({
      seats: 40,
      sold: 10,
      released: 0,
      free: 30,
      load_factor: 0.25,
      revenue: 1500,
      block_cost: 2500,
      balance: -1000,
      release_due: 30,
      release_cost: 1500,
    });
    expect(sumCharterFigures([])).toMatchObject({ seats: 0, load_factor: 0, revenue: 0 });
  });
});
