import { documentValidUntil, passengerTypeForAge } from '@/lib/schemas/flights';
import {
  baggageIncluded,
  baggageOf,
  bookingClassOf,
  familiesOf,
  partyPrice,
  rulesOf,
  sellable,
} from '@/demo-backend/src/flights/fares';
import { decodeFareId } from '@/demo-backend/src/flights/search';
import { cancellable, cancellationOf, nextDeadline } from '@/demo-backend/src/flights/ticket-orders';

// The demo backend's pure rules of flight tickets (docs/product.md §11).

describe('booking classes and prices', () => {
  it('raise the price as seats sell', () => {
    const seats = [60, 40, 39, 20, 19, 10, 9, 4, 3, 0];
    const factors = seats.map((n) => bookingClassOf(n).factor);
    expect(factors).toEqual([...factors].sort((a, b) => a - b));
    expect(bookingClassOf(40).code).not.toBe(bookingClassOf(3).code);
  });

  it('price a party by passenger type over every leg: a child its share, an infant a fee, Standard a bag more per seat', () => {
    const legs = [
      { fare: 100, type: 'regular' as const, seats: 25, factor: 1 },
      { fare: 100, type: 'regular' as const, seats: 25, factor: 1 },
    ];
    const light = partyPrice(legs, 'L', { adults: 2, children: 1, infants: 1 });
    expect(light.per_passenger).toEqual([
      { type: 'adult', count: 2, unit: 200, total: 400 },
      { type: 'child', count: 1, unit: 150, total: 150 },
      { type: 'infant', count: 1, unit: 50, total: 50 },
    ]);
    expect(light.total).toBe(600);
    const standard = partyPrice(legs, 'S', { adults: 2, children: 1, infants: 1 });
    expect(standard.total).toBe(600 + 3 * 2 * 30);
    const dearer = partyPrice(
      legs.map((leg) => ({ ...leg, seats: 2 })),
      'L',
      { adults: 1, children: 0, infants: 0 },
    );
    expect(dearer.total).toBeGreaterThan(200);
  });

  it('sells charters in one family with the default baggage, regular flights as Light and Standard', () => {
    expect(familiesOf(['charter', 'charter'])).toEqual(['C']);
    expect(familiesOf(['charter', 'regular'])).toEqual(['L', 'S']);
    expect(baggageOf('charter', 'C')).toBeNull();
    expect(baggageOf('regular', 'L')?.adult.checked_kg).toBe(0);
    expect(baggageOf('regular', 'S')?.adult.checked_kg).toBeGreaterThan(0);
    expect(baggageIncluded(['charter'], 'C')).toBe(true);
    expect(baggageIncluded(['charter', 'regular'], 'L')).toBe(false);
  });

  it('sells a charter without seats on request, a regular flight only with the seats', () => {
    expect(sellable({ type: 'charter', seats: 0 }, 2)).toBe(true);
    expect(sellable({ type: 'regular', seats: 1 }, 2)).toBe(false);
    expect(sellable({ type: 'regular', seats: 2 }, 2)).toBe(true);
  });
});

describe('fare rules', () => {
  it('let a charter be cancelled before ticketing for a tenth; a regular leg makes the fare non-refundable', () => {
    expect(rulesOf(['charter', 'charter'], 450, 60)).toEqual({
      refundable: true,
      cancellation: { until: 'ticketing', penalty: 45 },
      times_may_change: true,
      check_in: { open_hours: 3, close_minutes: 40 },
      ticketing_after_payment_min: 1,
    });
    expect(rulesOf(['regular', 'charter'], 450, 0)).toMatchObject({
      refundable: false,
      cancellation: null,
      times_may_change: true,
      check_in: { close_minutes: 45 },
    });
    expect(rulesOf(['regular'], 450, 0).times_may_change).toBe(false);
  });

  it('cancel a paid charter hold for its penalty and an unpaid hold of any fare for nothing', () => {
    const charter = { rules: rulesOf(['charter'], 300, 0) };
    const regular = { rules: rulesOf(['regular'], 300, 0) };
    expect(cancellable({ status: 'hold', paid: 300 }, charter)).toBe(true);
    expect(cancellationOf({ paid: 300 }, charter)).toEqual({ penalty: 30, refund: 270 });
    expect(cancellable({ status: 'hold', paid: 300 }, regular)).toBe(false);
    expect(cancellable({ status: 'hold', paid: 0 }, regular)).toBe(true);
    expect(cancellationOf({ paid: 0 }, regular)).toEqual({ penalty: 0, refund: 0 });
    expect(cancellable({ status: 'ticketed', paid: 300 }, charter)).toBe(false);
  });
});

describe('the deadline countdown', () => {
  const base = {
    total: 300,
    payment_deadline: '2026-12-01T10:00:00.000Z',
    ticketing_at: null,
    check_in_closes_at: '2026-12-20T05:00:00.000Z',
  };
  const now = '2026-12-01T08:00:00.000Z';

  it('counts down to payment, then the e-tickets, then check-in closing, then nothing', () => {
    expect(nextDeadline({ ...base, status: 'hold', paid: 0 }, now)).toEqual({
      kind: 'payment',
      at: base.payment_deadline,
    });
    expect(nextDeadline({ ...base, status: 'hold', paid: 300, ticketing_at: '2026-12-01T09:00:00.000Z' }, now)).toEqual(
      { kind: 'ticketing', at: '2026-12-01T09:00:00.000Z' },
    );
    expect(nextDeadline({ ...base, status: 'ticketed', paid: 300 }, now)).toEqual({
      kind: 'check_in',
      at: base.check_in_closes_at,
    });
    expect(nextDeadline({ ...base, status: 'ticketed', paid: 300 }, '2026-12-20T06:00:00.000Z')).toBeNull();
    for (const status of ['flown', 'cancelled', 'expired', 'refunded'] as const)
      expect(nextDeadline({ ...base, status, paid: 300 }, now)).toBeNull();
  });
});

describe('passengers and fare ids', () => {
  it('types a passenger by age on the last flight: adult from 12, child from 2, else infant', () => {
    expect([0, 1, 2, 11, 12, 40].map(passengerTypeForAge)).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'adult',
      'adult',
    ]);
  });

  it('asks documents valid six months past the last flight, the month end kept', () => {
    expect(documentValidUntil('2026-12-08')).toBe('2027-06-08');
    expect(documentValidUntil('2026-08-31')).toBe('2027-02-28');
  });

  it('reads a fare id back into its flights and family, and nothing else', () => {
    expect(decodeFareId('12-18_C')).toEqual({ out: [12], back: [18], family: 'C' });
    expect(decodeFareId('12x13_S')).toEqual({ out: [12, 13], back: [], family: 'S' });
    for (const bad of ['12_X', '12-_C', 'abc', '12-18', '']) expect(decodeFareId(bad)).toBeNull();
  });
});
