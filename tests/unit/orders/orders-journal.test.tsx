/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JournalFilterForm } from '@/components/orders/journal/journal-filter-form';
import { OrdersJournal } from '@/components/orders/journal/orders-journal';
import { ordersListKey, readOpenOrder } from '@/lib/orders/journal-query';
import { readJournalQuery } from '@/lib/read-query';
import { ServerPage } from '../fixtures/history-navigation';
import { ORDERS_PAGE_SIZE } from '@/lib/schemas/orders';
import { order, orderSummary } from '../fixtures/orders';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));
// Slow in jsdom on a busy 2-core machine: more room than jest's 5 s (a limit against hangs, not a measurement).
jest.setTimeout(30_000);

const ivanov = orderSummary({ charter_confirm_required: true });
const popescu = orderSummary({
  id: 42,
  number: 'MD-104240',
  lead_tourist: 'POPESCU ANA',
  tourists_count: 1,
  status: 'paid',
  due: 0,
});
const page = (data = [ivanov, popescu], total = data.length) => ({
  data,
  meta: { total, page: 1, size: ORDERS_PAGE_SIZE },
});
const options = {
  countries: [{ id: 2, name: 'Turkey' }],
  hotels: [{ id: 7, name: 'Sunrise Beach' }],
  owners: [
    { id: 3, name: 'Ana Agent' },
    { id: 5, name: 'Ion Rusu' },
    { id: 8, name: 'Olga Manager' },
  ],
  flightsThere: [{ id: 'RU 7501', name: 'RU 7501' }],
  flightsBack: [{ id: 'RU 7502', name: 'RU 7502' }],
};

/** As app/(portal)/orders/page.tsx renders it: the list and the server's filter form for the URL. */
function renderJournal(initial = page(), initialKey?: string) {
  const key = initialKey ?? ordersListKey(readJournalQuery(new URLSearchParams(window.location.search)));
  return renderPortal(
    <ServerPage
      page={(params) => {
        const query = readJournalQuery(params);
        return (
          <OrdersJournal
            query={query}
            openOrder={readOpenOrder(params)}
            initialKey={key}
            initial={initial}
            filters={<JournalFilterForm query={query} options={options} userId={3} />}
            initialOrder={null}
          />
        );
      }}
    />,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/orders'));

describe('the package journal', () => {
  it('shows each order once, as a row with every column (a card on a phone is the same row)', () => {
    stubFetch({});
    renderJournal();
    expect(screen.getAllByTestId('order-row')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'MD-104233' })).toHaveLength(1);
    const row = within(screen.getAllByTestId('order-row')[0]!);
    expect(row.getByRole('link', { name: 'MD-104233' })).toHaveAttribute('href', '/orders?order=41');
    expect(row.getByTestId('order-status')).toHaveTextContent('Confirmed');
    expect(row.getByText(/IVANOV IVAN/)).toBeInTheDocument();
    expect(row.getByText(/3 tourists/)).toBeInTheDocument();
    expect(row.getByText(/Sunrise Beach 4\*/)).toBeInTheDocument();
    expect(row.getByText(/Kemer, Turkey/)).toBeInTheDocument();
    expect(row.getByText(/12\.06\.2026 – 19\.06\.2026/)).toBeInTheDocument();
    expect(row.getByText(/7 nights/)).toBeInTheDocument();
    expect(row.getByText(/02\.05\.2026/)).toBeInTheDocument();
    expect(row.getByText('Ana Agent')).toBeInTheDocument();
    expect(row.getByText('1,684.50 €')).toBeInTheDocument();
    expect(row.getByText('1,500 €')).toBeInTheDocument();
    expect(row.getByText('500 €')).toBeInTheDocument();
    expect(row.getByTestId('charter-marker')).toHaveTextContent('Flight changed');
    expect(within(screen.getAllByTestId('order-row')[1]!).queryByTestId('charter-marker')).not.toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
  });

  it('filters by surname and status through the URL, and says when nothing matches', async () => {
    const { calls } = stubFetch({ 'GET /api/orders': () => ({ json: page([]) }) });
    renderJournal();
    fireEvent.change(screen.getByLabelText('Tourist surname'), { target: { value: 'Ionescu' } });
    const statuses = screen.getByRole('group', { name: 'Status' });
    fireEvent.click(within(statuses).getByRole('checkbox', { name: 'Paid' }));
    fireEvent.click(within(statuses).getByRole('checkbox', { name: 'Cancelled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No matching records found');
    expect(window.location.search).toBe('?surname=Ionescu&status=paid,cancelled');
    const url = new URL(String((global.fetch as jest.Mock).mock.calls[0][0]), 'http://x');
    expect(url.searchParams.get('surname')).toBe('Ionescu');
    expect(url.searchParams.get('status')).toBe('paid,cancelled');
    expect(url.searchParams.get('page[number]')).toBe('1');
    expect(calls).toHaveLength(1);
  });

  it("is a GET form to the journal whose fields carry the URL's names and values (it filters without script)", () => {
    window.history.replaceState(null, '', '/orders?surname=Popescu&status=paid&created_from=2026-05-01&sort=total');
    stubFetch({});
    renderJournal(page([popescu]));
    const form = screen.getByRole('search', { name: 'Order filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/orders');
    expect(form).toHaveFormValues({
      surname: 'Popescu',
      status: ['paid'],
      created_from: '01.05.2026',
      created_to: '',
      sort: 'total',
      country_id: '',
    });
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/orders');
  });

  it('starts with whose orders, as links that keep the filters, and the form keeps the scope shown', () => {
    window.history.replaceState(null, '', '/orders?scope=office&surname=Popescu&sort=total');
    stubFetch({});
    renderJournal(page([popescu]));
    const scopes = screen.getByRole('navigation', { name: 'Whose orders' });
    expect(within(scopes).getByRole('link', { name: 'My office' })).toHaveAttribute('aria-current', 'page');
    expect(within(scopes).getByRole('link', { name: 'Mine' })).toHaveAttribute(
      'href',
      '/orders?scope=mine&surname=Popescu&sort=total',
    );
    expect(within(scopes).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('search', { name: 'Order filters' })).toHaveFormValues({ scope: 'office', sort: 'total' });
    // The scope is not one of the filters the phone's fold counts.
    expect(screen.getByText('Filters (1)')).toBeInTheDocument();
  });

  it('filters by several owners at once in the multi-select (search, select all), kept in the URL', async () => {
    window.history.replaceState(null, '', '/orders?owner_id=3');
    stubFetch({ 'GET /api/orders': () => ({ json: page() }) });
    renderJournal();
    const form = screen.getByRole('search', { name: 'Order filters' });
    expect(form).toHaveFormValues({ owner_id: '3' });
    fireEvent.click(within(form).getByRole('button', { name: 'Owner Ana Agent' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ion Rusu' }));
    expect(form).toHaveFormValues({ owner_id: ['3', '5'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'olga' } });
    expect(screen.queryByRole('checkbox', { name: 'Ion Rusu' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.submit(form);
    await waitFor(() => expect(window.location.search).toBe('?owner_id=3,5,8'));
  });

  it('applies a new country at once, without the hotel chosen before', () => {
    window.history.replaceState(null, '', '/orders?hotel_id=7');
    stubFetch({ 'GET /api/orders': () => ({ json: page() }) });
    renderJournal();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '2' } });
    expect(window.location.search).toBe('?country_id=2');
  });

  it('renders a shared link from its URL and walks back to the unfiltered journal', async () => {
    window.history.replaceState(null, '', '/orders?surname=Popescu');
    stubFetch({ 'GET /api/orders': (_, url) => ({ json: url.includes('surname') ? page([popescu]) : page() }) });
    renderJournal(page([popescu]));
    expect(screen.getByLabelText('Tourist surname')).toHaveValue('Popescu');
    expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    act(() => window.history.pushState(null, '', '/orders'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
  });

  it('sorts by a column header and pages, both in the URL', async () => {
    stubFetch({
      'GET /api/orders': () => ({ json: { ...page(), meta: { total: 45, page: 1, size: ORDERS_PAGE_SIZE } } }),
    });
    renderJournal({ ...page(), meta: { total: 45, page: 1, size: ORDERS_PAGE_SIZE } });
    const header = screen.getByRole('columnheader', { name: /Amounts/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Links, so sorting and paging work without script; a plain click stays on the page.
    expect(within(header).getByRole('link')).toHaveAttribute('href', '/orders?sort=-total');
    fireEvent.click(within(header).getByRole('link'));
    expect(window.location.search).toBe('?sort=-total');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Amounts/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    // The journal's own pager, not the search results' words.
    const pager = screen.getByRole('navigation', { name: 'Journal pages' });
    const next = within(pager).getByRole('link', { name: /Next page/ });
    expect(next).toHaveAttribute('href', '/orders?sort=-total&page=2');
    fireEvent.click(next);
    expect(window.location.search).toBe('?sort=-total&page=2');
  });

  it('shows a failed load with a retry that asks again', async () => {
    window.history.replaceState(null, '', '/orders?surname=X');
    let fail = true;
    stubFetch({
      'GET /api/orders': () =>
        fail ? { status: 500, json: { error: 'Server error', message: 'Try later' } } : { json: page([popescu]) },
    });
    renderJournal(page(), '/api/orders?other');
    const error = await screen.findByTestId('orders-error');
    expect(error).toHaveTextContent('Try later');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('orders-error')).not.toBeInTheDocument());
  });

  it('opens an order over the journal and closing it keeps the filters', async () => {
    window.history.replaceState(null, '', '/orders?surname=Ivanov');
    stubFetch({ 'GET /api/orders/41': () => ({ json: { data: order() } }) });
    renderJournal();
    fireEvent.click(within(screen.getAllByTestId('order-row')[0]!).getByRole('link', { name: 'MD-104233' }));
    expect(window.location.search).toBe('?surname=Ivanov&order=41');
    const panel = await screen.findByTestId('order-view');
    expect(panel).toHaveTextContent('IVANOV IVAN');
    // The order's own page, an address to send a colleague.
    expect(screen.getByRole('link', { name: 'Open as a page' })).toHaveAttribute('href', '/orders/41');
    fireEvent.click(screen.getByRole('button', { name: 'Close the order' }));
    expect(window.location.search).toBe('?surname=Ivanov');
  });
});
