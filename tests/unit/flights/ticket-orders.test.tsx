/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketOrderFilterForm } from '@/components/flights/orders/ticket-order-filter-form';
import { TicketOrdersPage } from '@/components/flights/orders/ticket-orders-page';
import { TicketOrderEdit } from '@/components/flights/orders/ticket-order-edit';
import { TicketOrderView } from '@/components/flights/orders/ticket-order-sheet';
import { TicketDeadline } from '@/components/flights/orders/ticket-deadline';
import { TicketStatusBadge } from '@/components/flights/orders/ticket-status-badge';
import { readOpenTicketOrder, ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import { readTicketOrdersQuery } from '@/lib/read-query';
import { ServerPage } from '../fixtures/history-navigation';
import type { TicketOrder } from '@/lib/schemas/flights';
import { lockedRegularOrder, ticketOrder } from '../fixtures/ticket-orders';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));
// Forms with popovers render several times per test: room on a busy machine (a limit against hangs).
jest.setTimeout(30_000);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const NOW = Date.parse('2026-11-27T07:45:00+02:00');
const summary = ({
  id,
  number,
  status,
  created_at,
  owner,
  flight_type,
  trip,
  route,
  departure,
  return_departure,
  airlines,
  flight_numbers,
  passenger_names,
  total,
  paid,
  due,
  currency,
  payment_deadline,
  deadline,
}: TicketOrder) => ({
  id,
  number,
  status,
  created_at,
  owner,
  flight_type,
  trip,
  route,
  departure,
  return_departure,
  airlines,
  flight_numbers,
  passenger_names,
  total,
  paid,
  due,
  currency,
  payment_deadline,
  deadline,
});
const page = (orders: TicketOrder[]) => ({
  data: orders.map(summary),
  meta: { total: orders.length, page: 1, size: 20 },
});

describe('the deadline column', () => {
  it('names what is due next and counts down to it, in the user language', () => {
    const deadline = { kind: 'payment' as const, at: '2026-11-27T10:00:00+02:00' };
    const { unmount } = renderPortal(<TicketDeadline deadline={deadline} now={NOW} />);
    expect(screen.getByTestId('ticket-deadline')).toHaveAttribute('data-urgency', 'urgent');
    expect(screen.getByText('Payment due')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-countdown')).toHaveTextContent('in 2 h 15 min');
    expect(screen.getByTestId('ticket-countdown')).toHaveAttribute('datetime', deadline.at);
    unmount();
    renderPortal(<TicketDeadline deadline={{ kind: 'check_in', at: '2026-11-29T10:00:00+02:00' }} now={NOW} />, {
      locale: 'ua',
    });
    expect(screen.getByText('Кінець реєстрації')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-countdown')).toHaveTextContent('через 2 д 2 год');
  });

  it('says when nothing is due and when the moment has passed', () => {
    const { unmount } = renderPortal(<TicketDeadline deadline={null} now={NOW} />);
    expect(screen.getByText('Nothing due')).toBeInTheDocument();
    unmount();
    renderPortal(<TicketDeadline deadline={{ kind: 'ticketing', at: '2026-11-27T07:00:00+02:00' }} now={NOW} />);
    expect(screen.getByTestId('ticket-countdown')).toHaveTextContent('due now');
  });
});

describe('the flight list', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ats/orders'));

  function renderList(initial = page([ticketOrder(), lockedRegularOrder()])) {
    const initialKey = ticketOrdersKey(readTicketOrdersQuery(new URLSearchParams(window.location.search)));
    return renderPortal(
      <ServerPage
        page={(params) => {
          const query = readTicketOrdersQuery(params);
          return (
            <TicketOrdersPage
              query={query}
              openOrder={readOpenTicketOrder(params)}
              initialKey={initialKey}
              initial={initial}
              filters={
                <TicketOrderFilterForm
                  query={query}
                  options={{
                    routes: [{ id: 'KIV-AYT', name: 'Chișinău → Antalya' }],
                    airlines: [{ id: 'H4', name: 'HiSky' }],
                  }}
                />
              }
              initialOrder={null}
              renderedAt={NOW}
              heading={<h1 id="page-title">Flight list</h1>}
            />
          );
        }}
      />,
    );
  }

  it('shows each order with its route, flights, passengers, deadline and amounts', () => {
    // The browser's clock, which the list's deadlines follow once hydrated.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(NOW);
    stubFetch({});
    renderList();
    const rows = screen.getAllByTestId('flight-order-row');
    expect(rows).toHaveLength(2);
    const row = within(rows[0]!);
    expect(row.getByRole('link', { name: 'AT-200005' })).toHaveAttribute('href', '/ats/orders?order=5');
    expect(row.getByTestId('ticket-status')).toHaveTextContent('On hold');
    expect(row.getByTestId('flight-type')).toHaveTextContent('Charter');
    expect(row.getByText('Chișinău (KIV) → Antalya (AYT)')).toBeInTheDocument();
    expect(row.getByText(/H4 7002, H4 7003/)).toBeInTheDocument();
    expect(row.getByText('IVANOV IVAN')).toBeInTheDocument();
    expect(row.getByText('IVANOVA MARIA')).toBeInTheDocument();
    expect(row.getByTestId('ticket-countdown')).toHaveTextContent('in 4 h 15 min');
    expect(row.getByText('640 €')).toBeInTheDocument();
    expect(row.getByTestId('flight-order-due')).toHaveTextContent('440 €');
    // Every labelled cell names its column on a phone's card.
    expect(rows[0]!.querySelectorAll('td[data-label]').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    clock.mockRestore();
  });

  it('filters by surname, route and status through the URL and the BFF', async () => {
    const { calls } = stubFetch({ 'GET /api/ats/orders': () => ({ json: page([]) }) });
    renderList();
    fireEvent.change(screen.getByLabelText('Passenger surname'), { target: { value: 'Ivan' } });
    fireEvent.change(screen.getByLabelText('Route'), { target: { value: 'KIV-AYT' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Ticketed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('flight-orders-empty')).toHaveTextContent('No ticket orders match the filters.');
    expect(window.location.search).toBe('?surname=Ivan&route=KIV-AYT&status=ticketed');
    const url = new URL(String((global.fetch as jest.Mock).mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/ats/orders');
    expect(url.searchParams.get('surname')).toBe('Ivan');
    expect(url.searchParams.get('route')).toBe('KIV-AYT');
    expect(url.searchParams.get('status')).toBe('ticketed');
    expect(calls).toHaveLength(1);
  });

  it("is a GET form to the list with the URL's values, a typed DD.MM.YYYY date read into the short URL", () => {
    window.history.replaceState(null, '', '/ats/orders?route=KIV-AYT&flight_from=2026-12-01&sort=departure');
    stubFetch({ 'GET /api/ats/orders': () => ({ json: page([]) }) });
    renderList();
    const form = screen.getByRole('search', { name: 'Flight list filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/ats/orders');
    expect(form).toHaveFormValues({ route: 'KIV-AYT', flight_from: '01.12.2026', flight_to: '', sort: 'departure' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '15.12.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?route=KIV-AYT&flight_from=2026-12-01&flight_to=2026-12-15&sort=departure');
  });

  it("sorts by a column header and pages with the journal's pager, both in the URL", async () => {
    const many = { ...page([ticketOrder(), lockedRegularOrder()]), meta: { total: 45, page: 1, size: 20 } };
    const { calls } = stubFetch({ 'GET /api/ats/orders': () => ({ json: many }) });
    renderList(many);
    const header = screen.getByRole('columnheader', { name: /Flight/ });
    expect(within(header).getByRole('link')).toHaveAttribute('href', '/ats/orders?sort=departure');
    fireEvent.click(within(header).getByRole('link'));
    expect(window.location.search).toBe('?sort=departure');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Flight/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    const next = within(screen.getByRole('navigation', { name: 'Flight list pages' })).getByRole('link', {
      name: /Next page/,
    });
    expect(next).toHaveAttribute('href', '/ats/orders?sort=departure&page=2');
    fireEvent.click(next);
    expect(window.location.search).toBe('?sort=departure&page=2');
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/ats/orders')).toBe(true));
    const last = new URL(String((global.fetch as jest.Mock).mock.calls.at(-1)[0]), 'http://x');
    expect(last.searchParams.get('page[number]')).toBe('2');
    expect(last.searchParams.get('sort')).toBe('departure');
  });

  it('opens an order in a sheet over the list; closing it keeps the filters', async () => {
    window.history.replaceState(null, '', '/ats/orders?flight_type=charter');
    stubFetch({ 'GET /api/ats/orders/5': () => ({ json: { data: ticketOrder() } }) });
    renderList();
    fireEvent.click(screen.getByRole('link', { name: 'AT-200005' }));
    expect(window.location.search).toBe('?flight_type=charter&order=5');
    const sheet = await screen.findByTestId('flight-order-sheet');
    expect(within(sheet).getByRole('heading', { name: 'Ticket order AT-200005' })).toBeInTheDocument();
    expect(within(sheet).getAllByTestId('flight-leg')).toHaveLength(2);
    expect(within(sheet).getByRole('link', { name: 'Open as a page' })).toHaveAttribute('href', '/ats/orders/5');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(window.location.search).toBe('?flight_type=charter');
  });
});

describe('an order in the sheet', () => {
  it('a confirmed regular ticket shows the names and birth dates locked with the reason, and no cancellation', () => {
    stubFetch({});
    renderPortal(<TicketOrderView order={lockedRegularOrder()} now={NOW} onEdit={jest.fn()} />);
    expect(screen.getByTestId('flight-order-locks')).toHaveTextContent(
      'Cannot be changed after the ticket is confirmed.',
    );
    const passengers = screen.getAllByTestId('flight-order-passenger');
    for (const passenger of passengers)
      expect(within(passenger).getAllByRole('img', { name: 'Locked' })).toHaveLength(2);
    expect(within(passengers[0]!).getByText('555-0000000060')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).not.toBeInTheDocument();
    expect(screen.getByTestId('flight-order-no-cancel')).toHaveTextContent('Regular fares are non-refundable');
    expect(screen.getByRole('button', { name: 'E-ticket (PDF)' })).toBeEnabled();
  });

  it('an order not ticketed yet has no lock, and its documents say why they are not there', () => {
    stubFetch({});
    renderPortal(<TicketOrderView order={ticketOrder()} now={NOW} onEdit={jest.fn()} />);
    expect(screen.queryByTestId('flight-order-locks')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('img', { name: 'Locked' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'E-ticket (PDF)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'E-ticket (PDF)' })).toHaveAccessibleDescription(
      'The e-tickets are not issued yet.',
    );
  });

  it('cancels a charter before ticketing after showing the rule, the penalty and the refund', async () => {
    const cancelled = ticketOrder({
      status: 'cancelled',
      due: 0,
      deadline: null,
      cancellation: { cancelled_at: '2026-11-27T08:00:00+02:00', penalty: 150, refund: 50 },
      actions: { edit: false, cancel: false },
    });
    const { calls } = stubFetch({
      'POST /api/ats/orders/5/cancel': () => ({ json: { data: cancelled } }),
      'GET /api/ats/orders': () => ({ json: page([cancelled]) }),
    });
    renderPortal(<TicketOrderView order={ticketOrder()} now={NOW} onEdit={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByTestId('flight-order-cancel-dialog');
    expect(dialog).toHaveTextContent(
      'A charter ticket may be cancelled before the e-tickets are issued for a penalty of 150 €.',
    );
    expect(within(dialog).getByTestId('flight-order-cancel-terms')).toHaveTextContent('Penalty 150 €; refund 50 €.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('POST /api/ats/orders/5/cancel'));
    await waitFor(() => expect(screen.queryByTestId('flight-order-cancel-dialog')).not.toBeInTheDocument());
  });

  it('an unpaid hold is cancelled for nothing', async () => {
    stubFetch({});
    renderPortal(<TicketOrderView order={ticketOrder({ paid: 0, due: 640 })} now={NOW} onEdit={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByTestId('flight-order-cancel-dialog');
    expect(dialog).toHaveTextContent('Nothing is paid yet: cancelling costs nothing.');
    expect(within(dialog).getByTestId('flight-order-cancel-terms')).toHaveTextContent('Penalty 0 €; refund 0 €.');
  });
});

describe('a refunded order', () => {
  it('reads Refunded in the interface language, in a neutral badge', () => {
    const { unmount } = renderPortal(<TicketStatusBadge status="refunded" />);
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Refunded');
    expect(screen.getByTestId('ticket-status')).toHaveAttribute('data-tone', 'neutral');
    unmount();
    renderPortal(<TicketStatusBadge status="refunded" />, { locale: 'ru' });
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Возвращён');
  });
});

describe("the sheet's documents", () => {
  let paths: string[];
  beforeEach(() => {
    paths = [];
    URL.createObjectURL = jest.fn(() => 'blob:document');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      paths.push(String(input));
      return {
        ok: true,
        status: 200,
        headers: new Headers(),
        blob: async () => new Blob(['%PDF-1.4']),
        text: async () => '',
      } as unknown as Response;
    }) as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it("offers the e-ticket and the itinerary receipt in the language picked, the interface's by default", async () => {
    renderPortal(<TicketOrderView order={lockedRegularOrder()} now={NOW} onEdit={jest.fn()} />, { locale: 'en' });
    const language = screen.getByLabelText("Documents' language");
    expect(language).toHaveValue('en');
    fireEvent.click(screen.getByRole('button', { name: 'E-ticket (PDF)' }));
    await waitFor(() => expect(paths).toEqual(['/api/ats/orders/6/documents/eticket?lang=en']));
    fireEvent.change(language, { target: { value: 'ro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Itinerary receipt (PDF)' }));
    await waitFor(() =>
      expect(paths).toEqual([
        '/api/ats/orders/6/documents/eticket?lang=en',
        '/api/ats/orders/6/documents/receipt?lang=ro',
      ]),
    );
  });
});

describe("the passengers' edit", () => {
  it('keeps surname, name, birth date and the dates read-only on a confirmed regular ticket, and saves the rest without them', async () => {
    const order = lockedRegularOrder();
    const { calls } = stubFetch({
      'PATCH /api/ats/orders/6': () => ({ json: { data: order } }),
      'GET /api/ats/orders': () => ({ json: page([order]) }),
    });
    const onDone = jest.fn();
    renderPortal(<TicketOrderEdit order={order} onDone={onDone} />);
    const first = within(screen.getAllByTestId('tourist')[0]!);
    // A flight's travellers are passengers, not tourists.
    expect(screen.getAllByTestId('tourist')[0]).toHaveTextContent(/^Passenger 1/);
    expect(screen.queryByText(/Tourist/)).not.toBeInTheDocument();
    expect(first.getByLabelText(/^Surname/)).toHaveAttribute('readonly');
    expect(first.getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(first.getByLabelText(/^Date of birth/)).toHaveAttribute('readonly');
    expect(first.getByLabelText(/^Passport number/)).not.toHaveAttribute('readonly');
    const dates = screen.getByLabelText('Travel dates');
    expect(dates).toHaveAttribute('readonly');
    expect(dates).toHaveAccessibleDescription('Cannot be changed after the ticket is confirmed.');

    fireEvent.change(first.getByLabelText(/^Passport number/), { target: { value: 'CD9999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const patch = calls.find((call) => call.key === 'PATCH /api/ats/orders/6')!.body as {
      passengers: Record<string, unknown>[];
    };
    expect(patch.passengers[0]).toEqual({
      id: 11,
      gender: 'M',
      passport_number: 'CD9999999',
      passport_expiry: '2030-01-01',
      citizenship: 'MD',
    });
    expect(patch.passengers[0]).not.toHaveProperty('surname');
  });

  it("puts the backend's refusal of a field on that passenger's field", async () => {
    const order = ticketOrder();
    stubFetch({
      'PATCH /api/ats/orders/5': () => ({
        status: 422,
        json: {
          error: 'Invalid data',
          message: 'Check the fields',
          errors: { 'passengers.1.passport_expiry': ['The passport must be valid six months after the last flight'] },
        },
      }),
    });
    renderPortal(<TicketOrderEdit order={order} onDone={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = within(screen.getAllByTestId('tourist')[1]!);
    expect(await second.findByText('The passport must be valid six months after the last flight')).toBeInTheDocument();
  });
});
