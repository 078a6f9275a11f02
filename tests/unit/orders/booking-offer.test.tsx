/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { BookingOffer } from '@/components/orders/booking-offer';
import { bookingData } from '../fixtures/booking';
import { renderPortal } from '../fixtures/render';

describe('the offer on the booking page', () => {
  it('shows both legs with the baggage allowance and check-in times, and the non-refundable fare before booking', () => {
    renderPortal(<BookingOffer data={bookingData()} />);
    const baggage = screen.getByTestId('baggage');
    expect(within(baggage).getByText('Outbound flight')).toBeInTheDocument();
    expect(within(baggage).getByText('Return flight')).toBeInTheDocument();
    expect(
      within(baggage).getAllByText(
        'Adults and children over 12: Checked baggage 20 kg, hand luggage 6 kg (55×40×20 cm)',
      ),
    ).toHaveLength(2);
    expect(within(baggage).getAllByText(/^Infants: Checked baggage 10 kg/)).toHaveLength(2);
    expect(within(baggage).getAllByText('Check-in opens 3 hours and closes 40 minutes before departure')).toHaveLength(
      2,
    );
    expect(screen.getByText('Non-refundable fare')).toBeInTheDocument();
    expect(screen.getByTestId('booking-offer')).toHaveTextContent('Sunrise Beach');
  });

  it('puts the hand-luggage size in the reader\'s units: "см" in Russian and Ukrainian, not the backend\'s "cm"', () => {
    const { unmount } = renderPortal(<BookingOffer data={bookingData()} />, { locale: 'ru' });
    expect(
      within(screen.getByTestId('baggage')).getAllByText(
        'Взрослые и дети старше 12 лет: Багаж 20 кг, ручная кладь 6 кг (55×40×20 см)',
      ),
    ).toHaveLength(2);
    unmount();
    renderPortal(<BookingOffer data={bookingData()} />, { locale: 'ua' });
    expect(within(screen.getByTestId('baggage')).getAllByText(/ручна поклажа 6 кг \(55×40×20 см\)$/)).toHaveLength(2);
  });

  it('has no baggage block without flights and no notice for a refundable fare', () => {
    renderPortal(<BookingOffer data={bookingData({ baggage: null, non_refundable: false })} />);
    expect(screen.queryByTestId('baggage')).not.toBeInTheDocument();
    expect(screen.queryByText('Non-refundable fare')).not.toBeInTheDocument();
  });

  it('says at the top when the price differs from the one the search showed', () => {
    const { rerender } = renderPortal(
      <BookingOffer data={bookingData()} searchPrice={{ amount: 950, currency: 'EUR' }} />,
    );
    expect(screen.getByTestId('search-price-changed')).toHaveTextContent(
      'The price changed since the search: it was 950 €, it is 1,000 € now.',
    );
    rerender(<BookingOffer data={bookingData()} searchPrice={{ amount: 1000, currency: 'EUR' }} />);
    expect(screen.queryByTestId('search-price-changed')).not.toBeInTheDocument();
  });
});
