/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { FarePriceBreakdown } from '@/components/flights/fare-price';
import { FareRules } from '@/components/flights/fare-rules';
import { FlightBaggage } from '@/components/flights/flight-baggage';
import { FlightItinerary } from '@/components/flights/flight-itinerary';
import type { FlightSegment } from '@/lib/schemas/flights';
import { charterRules, leg, standardBaggage } from '../fixtures/flights';
import { renderPortal } from '../fixtures/render';

const outbound: FlightSegment = {
  direction: 'out',
  stops: 1,
  duration_min: 330,
  legs: [
    leg({
      flight_number: 'TK 268',
      type: 'regular',
      seats_left: 12,
      day_offset: 0,
      arrival: { date: '2026-12-01', time: '09:00' },
      departure: { date: '2026-12-01', time: '06:30' },
      to: { code: 'IST', name: 'Istanbul', city: 'Istanbul' },
    }),
    leg({
      flight_number: 'TK 2412',
      type: 'regular',
      seats_left: 9,
      from: { code: 'IST', name: 'Istanbul', city: 'Istanbul' },
      departure: { date: '2026-12-01', time: '10:15' },
      arrival: { date: '2026-12-01', time: '11:30' },
      day_offset: 0,
    }),
  ],
};
const back: FlightSegment = {
  direction: 'back',
  stops: 0,
  duration_min: 135,
  legs: [leg({ flight_number: 'H4 7003', seats_left: 0 })],
};

describe('the itinerary view (components/flights/)', () => {
  it('shows each leg with its flight, airline, type, times, +1 and seats exact below 10 or on request', () => {
    renderPortal(<FlightItinerary segments={[outbound, back]} />);
    const out = screen.getByTestId('segment-out');
    expect(out).toHaveTextContent('Outbound');
    expect(out).toHaveTextContent('5 h 30 min · 1 stop');
    expect(within(out).getByTestId('layover')).toHaveTextContent('Change in Istanbul: 1 h 15 min');
    const [first, second] = within(out).getAllByTestId('flight-leg');
    expect(first).toHaveTextContent('TK 268');
    expect(within(first!).getByTestId('flight-type')).toHaveTextContent('Regular');
    expect(within(first!).getByTestId('seat-badge')).toHaveTextContent('Seats available');
    expect(within(second!).getByTestId('seat-badge')).toHaveTextContent('9 seats left');
    expect(within(first!).queryByTestId('next-day')).toBeNull();

    const ret = screen.getByTestId('segment-back');
    expect(ret).toHaveTextContent('Direct');
    const only = within(ret).getByTestId('flight-leg');
    expect(only).toHaveTextContent('H4HiSkyH4 7003');
    expect(within(only).getByTestId('flight-type')).toHaveTextContent('Charter');
    expect(within(only).getByTestId('seat-badge')).toHaveTextContent('On request');
    expect(within(only).getByTestId('next-day')).toHaveTextContent('+1arrives on 02.12.2026');
    expect(only).toHaveTextContent('23:10');
    expect(only).toHaveTextContent('01.12.2026');
    expect(only).toHaveTextContent('KIV Chișinău');
    expect(only).toHaveTextContent('AYT Antalya');
  });

  it('leaves the seats out when asked (an order’s seats are its own)', () => {
    renderPortal(<FlightItinerary segments={[back]} seats={false} />);
    expect(screen.queryByTestId('seat-badge')).toBeNull();
  });

  it('shows the baggage once for equal legs and the rules in the reader’s language', () => {
    renderPortal(
      <>
        <FlightBaggage
          legs={[leg({ baggage: standardBaggage }), leg({ flight_number: 'H4 7003', baggage: standardBaggage })]}
        />
        <FareRules rules={charterRules} flightType="charter" />
      </>,
      { locale: 'ro' },
    );
    const baggage = screen.getByTestId('flight-baggage');
    expect(within(baggage).getAllByRole('listitem')).toHaveLength(2);
    expect(baggage).toHaveTextContent('Sugari: bagaj de cală 10 kg, fără bagaj de mână');
    expect(screen.getByTestId('fare-rules')).toHaveTextContent(
      'Zbor charter: orele de plecare și de sosire se pot schimba.',
    );
  });

  it('breaks the full price down per passenger type', () => {
    renderPortal(
      <FarePriceBreakdown
        price={{
          total: 850.5,
          currency: 'EUR',
          per_passenger: [
            { type: 'adult', count: 2, unit: 400, total: 800 },
            { type: 'infant', count: 1, unit: 50.5, total: 50.5 },
          ],
        }}
      />,
      { locale: 'ru' },
    );
    const breakdown = screen.getByTestId('fare-price-breakdown');
    expect(breakdown).toHaveTextContent('2 взрослых2 × 400 €800 €');
    expect(breakdown).toHaveTextContent('1 младенец1 × 50,50 €50,50 €');
    expect(breakdown).toHaveTextContent('Итого за всех пассажиров850,50 €');
  });
});
