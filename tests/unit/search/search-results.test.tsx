/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SearchResults } from '@/components/search/results/search-results';
import { hotelResult, offer, query, searchResponse } from '../fixtures/search';
import { renderPortal, stubFetch } from '../fixtures/render';

// Next's router follows history.pushState/replaceState into useSearchParams; so does this stand-in.
jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));

const twoHotels = searchResponse(
  [
    hotelResult(10, 'Sunrise Beach', [offer({ sid: 'a1' }), offer({ sid: 'a2', amount: 1300 })], 12),
    hotelResult(11, 'Blue Lagoon', [offer({ sid: 'b1', amount: 1500, hotelId: 11, stopSale: true })]),
  ],
  { total_hotels: 45, total_offers: 230 },
);

/** The results read the basket too, to know which offers it holds (docs/product.md §10 "Saved offers"). */
const emptyBasket = { 'GET /api/search/offers': () => ({ json: { data: [] } }) };
const searches = (calls: { key: string; body: unknown }[]) =>
  calls.filter((call) => call.key === 'POST /api/v2/search');

beforeEach(() => window.history.replaceState(null, '', '/search/tour?country_id=2'));

describe('search results', () => {
  it('posts the query with sort and page, and shows hotels with their offers, totals and price time', async () => {
    const { calls } = stubFetch({ 'POST /api/v2/search': () => ({ json: twoHotels }), ...emptyBasket });
    renderPortal(<SearchResults query={query} />);

    expect(await screen.findAllByTestId('hotel-result')).toHaveLength(2);
    expect(searches(calls)[0]?.body).toEqual(
      expect.objectContaining({ ...query, view: 'hotels', sort: 'price', page: 1 }),
    );
    expect(screen.getByTestId('results-found')).toHaveTextContent('Found: 45 hotels, 230 offers');
    expect(screen.getByText(/Prices confirmed at 01\.05\.2026 12:30/)).toBeInTheDocument();

    const [first, second] = screen.getAllByTestId('hotel-result');
    expect(first).toHaveAttribute('data-hotel-id', '10');
    expect(
      within(first!)
        .getAllByTestId('offer-row')
        .map((row) => row.dataset.sid),
    ).toEqual(['a1', 'a2']);
    expect(within(first!).getByText('from 1,234 €')).toBeInTheDocument();
    // The price says it is the total with everything mandatory, and lists what that is.
    const includes = within(first!).getByTestId('price-includes');
    expect(includes).toHaveTextContent('Total price, everything mandatory included');
    expect(includes).toHaveAttribute(
      'data-tooltip',
      expect.stringContaining('transfer, medical insurance, airport taxes'),
    );
    expect(within(first!).getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(within(first!).getByTestId('show-all-offers')).toHaveTextContent('Show all offers (12)');
    expect(within(second!).getAllByTestId('stop-sale').length).toBeGreaterThan(0);
  });

  it('asks again sorted when the sort control changes, and writes sort into the URL', async () => {
    const { calls } = stubFetch({ 'POST /api/v2/search': () => ({ json: twoHotels }), ...emptyBasket });
    renderPortal(<SearchResults query={query} />);
    await screen.findAllByTestId('hotel-result');

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'name' } });

    await waitFor(() =>
      expect(searches(calls).at(-1)?.body).toEqual(expect.objectContaining({ sort: 'name', page: 1 })),
    );
    expect(window.location.search).toBe('?country_id=2&sort=name');
    expect(screen.getByTestId('sort-select')).toHaveValue('name');
  });

  it('pages through hotels with the next button, keeping the page in the URL', async () => {
    const { calls } = stubFetch({ 'POST /api/v2/search': () => ({ json: twoHotels }), ...emptyBasket });
    renderPortal(<SearchResults query={query} />);
    await screen.findAllByTestId('hotel-result');
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toHaveTextContent('123');

    fireEvent.click(screen.getByTestId('page-next'));

    await waitFor(() =>
      expect(searches(calls).at(-1)?.body).toEqual(expect.objectContaining({ sort: 'price', page: 2 })),
    );
    expect(window.location.search).toBe('?country_id=2&page=2');
  });

  it('opens on the sort and page of a shared link', async () => {
    window.history.replaceState(null, '', '/search/tour?country_id=2&sort=category&page=3');
    const { calls } = stubFetch({ 'POST /api/v2/search': () => ({ json: twoHotels }), ...emptyBasket });
    renderPortal(<SearchResults query={query} />);
    await screen.findAllByTestId('hotel-result');
    expect(searches(calls)[0]?.body).toEqual(expect.objectContaining({ sort: 'category', page: 3 }));
  });

  it.each([
    ['en', 'Sorry, no suitable options found'],
    ['ru', 'К сожалению, подходящих вариантов не найдено'],
    ['ro', 'Ne pare rău, nu au fost găsite variante potrivite'],
    ['ua', 'На жаль, відповідних варіантів не знайдено'],
  ] as const)('says so in %s when nothing is found', async (locale, text) => {
    stubFetch({ 'POST /api/v2/search': () => ({ json: searchResponse([]) }), ...emptyBasket });
    renderPortal(<SearchResults query={query} />, { locale });
    expect(await screen.findByTestId('results-empty')).toHaveTextContent(text);
    expect(screen.queryByTestId('hotel-result')).not.toBeInTheDocument();
  });

  it('shows a failed search as an error with a retry that searches again', async () => {
    let fail = true;
    stubFetch({
      'POST /api/v2/search': () =>
        fail ? { status: 500, json: { error: 'Search failed', message: 'Try later.' } } : { json: twoHotels },
      ...emptyBasket,
    });
    renderPortal(<SearchResults query={query} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('hotel-result')).toHaveLength(2);
  });

  it('renders nothing and asks nothing before a search', () => {
    const { calls } = stubFetch({});
    const { container } = renderPortal(<SearchResults query={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });
});
