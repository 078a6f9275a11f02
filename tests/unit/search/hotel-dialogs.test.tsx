/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HotelResult } from '@/components/search/results/hotel-result';
import { hotelResult, offer, query } from '../fixtures/search';
import { renderPortal, stubFetch } from '../fixtures/render';

/** GET v2/orders/book/{sid} answers the whole booking form's data; the calendar shows only its offer. */
const bookingData = (bookable: ReturnType<typeof offer>) => ({
  offer: bookable,
  party: { adults: 2, children_ages: [] },
  services: [],
  baggage: null,
  non_refundable: false,
  price: { currency: 'EUR', lines: [], total: 1110, net: 999 },
});

const result = hotelResult(10, 'Sunrise Beach', [offer({ sid: 'a1' })], 6);

const calendar = {
  data: {
    dates: ['2026-06-05', '2026-06-12'],
    nights: [7, 8],
    cells: [
      { check_in: '2026-06-05', nights: 7, price: 990, sid: 'c1' },
      { check_in: '2026-06-05', nights: 8, price: 1100, sid: 'c2' },
      { check_in: '2026-06-12', nights: 8, price: 870, sid: 'c3' },
    ],
    currency: 'EUR',
  },
};

const card = {
  data: {
    id: 10,
    name: 'Sunrise Beach',
    category: '4*',
    stars: 4,
    country: 'Turkey',
    location: 'Antalya coast',
    city: 'Kemer',
    address: '1 Sahil Cd., Kemer',
    coordinates: { lat: 36.6, lng: 30.55 },
    description: 'A quiet family hotel on its own beach.',
    photos: [
      { url: '/hotels/photo-1.svg', caption: 'Beach' },
      { url: '/hotels/photo-2.svg', caption: 'Pool' },
    ],
    amenities: [
      { code: 'wifi', name: 'Free Wi-Fi' },
      { code: 'pool', name: 'Outdoor pool' },
    ],
    beach_distance_m: 1500,
  },
};

function renderHotel() {
  return renderPortal(
    <ul>
      <HotelResult query={query} result={result} currency="EUR" />
    </ul>,
  );
}

describe('the price calendar of a hotel', () => {
  it('asks for this hotel only, draws dates × nights, marks the cheapest and the searched cells', async () => {
    const { calls } = stubFetch({ 'POST /api/v2/search': () => ({ json: calendar }) });
    renderHotel();
    fireEvent.click(screen.getByTestId('price-calendar-open'));

    const dialog = await screen.findByTestId('price-calendar');
    await waitFor(() => expect(within(dialog).getAllByTestId('calendar-cell')).toHaveLength(4));
    expect(calls[0]?.body).toEqual(
      expect.objectContaining({ view: 'calendar', hotel_ids: [10], date_from: query.date_from }),
    );

    const cells = within(dialog).getAllByTestId('calendar-cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['990\u00a0€', '1,100\u00a0€', '–', '870\u00a0€']);
    expect(cells[3]).toHaveAttribute('data-cheapest', 'true');
    expect(cells[3]).toHaveAccessibleName('12.06.2026, 8 nights: 870\u00a0€, Cheapest, Your search');
    expect(cells[0]).not.toHaveAttribute('data-in-query');
  });

  it('moves between cells with the arrow keys, one cell in the tab order', async () => {
    stubFetch({ 'POST /api/v2/search': () => ({ json: calendar }) });
    renderHotel();
    fireEvent.click(screen.getByTestId('price-calendar-open'));
    const dialog = await screen.findByTestId('price-calendar');
    await waitFor(() => expect(within(dialog).getAllByTestId('calendar-cell')).toHaveLength(4));

    const cells = within(dialog).getAllByTestId('calendar-cell');
    // Starts on the cheapest cell.
    expect(cells.map((cell) => cell.tabIndex)).toEqual([-1, -1, -1, 0]);
    act(() => cells[3]!.focus());
    fireEvent.keyDown(cells[3]!, { key: 'ArrowUp' });
    expect(cells[1]).toHaveFocus();
    fireEvent.keyDown(cells[1]!, { key: 'ArrowLeft' });
    expect(cells[0]).toHaveFocus();
    expect(cells[0]).toHaveAttribute('tabindex', '0');
  });

  it('shows the picked cell as a re-priced offer with save and book', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/search': () => ({ json: calendar }),
      'GET /api/v2/orders/book/c2': () => ({ json: { data: bookingData(offer({ sid: 'c2', amount: 1110 })) } }),
    });
    renderHotel();
    fireEvent.click(screen.getByTestId('price-calendar-open'));
    const dialog = await screen.findByTestId('price-calendar');
    await waitFor(() => expect(within(dialog).getAllByTestId('calendar-cell')).toHaveLength(4));

    fireEvent.click(within(dialog).getAllByTestId('calendar-cell')[1]!);

    const chosen = await within(dialog).findByTestId('offer-row');
    expect(chosen).toHaveAttribute('data-sid', 'c2');
    expect(chosen).toHaveTextContent('1,110 €');
    expect(within(chosen).getByTestId('book-offer')).toHaveAttribute('href', '/orders/book/c2?price=1110&currency=EUR');
    expect(within(chosen).getByTestId('save-offer')).toBeEnabled();
    expect(calls.map((c) => c.key)).toContain('GET /api/v2/orders/book/c2');
  });

  it('closes with Esc', async () => {
    stubFetch({ 'POST /api/v2/search': () => ({ json: calendar }) });
    renderHotel();
    fireEvent.click(screen.getByTestId('price-calendar-open'));
    const dialog = await screen.findByTestId('price-calendar');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('price-calendar')).not.toBeInTheDocument());
  });
});

describe('the hotel card', () => {
  it('shows photos with captions, place, address, beach distance, description and amenities', async () => {
    const { calls } = stubFetch({ 'GET /api/giata/hotel/10': () => ({ json: card }) });
    renderHotel();
    fireEvent.click(screen.getByTestId('hotel-card-open'));

    const dialog = await screen.findByTestId('hotel-card');
    expect(await within(dialog).findByText('Photo 1 of 2: Beach')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/giata/hotel/10']);
    expect(dialog).toHaveTextContent('Kemer, Antalya coast, Turkey');
    expect(dialog).toHaveTextContent('1 Sahil Cd., Kemer');
    expect(dialog).toHaveTextContent('1.5 km to the beach');
    expect(dialog).toHaveTextContent('A quiet family hotel on its own beach.');
    expect(
      within(within(dialog).getByTestId('hotel-amenities'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓Free Wi-Fi', '✓Outdoor pool']);
    expect(within(dialog).getByRole('img', { name: '4 stars' })).toBeInTheDocument();
  });

  it('goes through the photos with the buttons and the arrow keys', async () => {
    stubFetch({ 'GET /api/giata/hotel/10': () => ({ json: card }) });
    renderHotel();
    fireEvent.click(screen.getByTestId('hotel-card-open'));
    const dialog = await screen.findByTestId('hotel-card');
    await within(dialog).findByText('Photo 1 of 2: Beach');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 2 of 2: Pool')).toBeInTheDocument();
    fireEvent.keyDown(within(dialog).getByTestId('photo-gallery'), { key: 'ArrowRight' });
    expect(within(dialog).getByText('Photo 1 of 2: Beach')).toBeInTheDocument();
    fireEvent.keyDown(within(dialog).getByTestId('photo-gallery'), { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Photo 2 of 2: Pool')).toBeInTheDocument();
  });
});

describe('all offers of a hotel', () => {
  it('loads the hotel list with offers_of_hotel on "show all"', async () => {
    const all = [1, 2, 3, 4, 5, 6].map((n) => offer({ sid: `o${n}`, amount: 1000 + n }));
    const { calls } = stubFetch({
      'POST /api/v2/search': () => ({
        json: { data: { id: 's', offers: all, meta: { total: 6, page: 1, size: 20 } } },
      }),
    });
    renderHotel();
    expect(screen.getAllByTestId('offer-row')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('show-all-offers'));

    await waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(6));
    expect(calls[0]?.body).toEqual(expect.objectContaining({ offers_of_hotel: 10, page: 1 }));
    expect(screen.queryByTestId('show-all-offers')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer offers' }));
    expect(screen.getAllByTestId('offer-row')).toHaveLength(1);
  });
});
