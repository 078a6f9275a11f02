/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AtsDeskFilterForm } from '@/components/ats/orders/ats-desk-filter-form';
import { DeskTicketOrders } from '@/components/ats/orders/desk-ticket-orders';
import { DeskTicketOrderForm } from '@/components/ats/orders/desk-ticket-order-form';
import { AtsPropertiesDialog } from '@/components/ats/orders/ats-properties-dialog';
import { deskTicketOrderFormValues } from '@/lib/flights/desk-ticket-order-form';
import { readAtsDeskQuery } from '@/lib/read-query';
import { readOpenTicketOrder } from '@/lib/flights/ticket-orders-query';
import { ServerPage } from '../fixtures/history-navigation';
import { ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import {
  deskTicketOrderSummarySchema,
  type DeskTicketOrderInput,
  type DeskTicketOrderSummary,
} from '@/lib/schemas/ats';
import { ticketOrder } from '../fixtures/ticket-orders';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));
jest.setTimeout(30_000);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const NOW = Date.parse('2026-11-27T07:45:00+02:00');

function summary(over: Partial<DeskTicketOrderSummary> = {}): DeskTicketOrderSummary {
  // The summary schema keeps only a list row's fields of the full order.
  return deskTicketOrderSummarySchema.parse({
    ...ticketOrder(),
    source: 'manual',
    pnr: 'QWE123',
    carrier: 'H4',
    issue_date: '2026-11-20',
    transaction_type: 'sale',
    fare: 600,
    taxes: 30,
    fee: 10,
    commission: 12,
    created_by: null,
    balance: 440,
    seller_linked: true,
    properties: [],
    ...over,
  });
}
const page = (orders: DeskTicketOrderSummary[]) => ({
  data: orders,
  meta: { total: orders.length, page: 1, size: 20 },
});
const options = {
  routes: [{ id: 'KIV-AYT', name: 'Chișinău → Antalya' }],
  airlines: [{ id: 'H4', name: 'HiSky' }],
  sellers: [{ id: '3', name: 'Ana Agent' }],
  sources: [
    { id: 'portal', name: 'Portal' },
    { id: 'manual', name: 'Manual' },
  ],
  transaction_types: [{ id: 'sale', name: 'Sale' }],
  properties: [{ id: '1', name: 'VIP' }],
};

describe('the ticket desk view of /ats/orders', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ats/orders'));

  function renderDesk(
    canManage: boolean,
    initial = page([
      summary(),
      summary({
        id: 6,
        number: 'AT-200006',
        pnr: null,
        source: 'portal',
        seller_linked: false,
        transaction_type: 'refund',
        balance: -20,
      }),
    ]),
  ) {
    const initialKey = ticketOrdersKey(readAtsDeskQuery(new URLSearchParams(window.location.search)));
    return renderPortal(
      <ServerPage
        page={(params) => {
          const query = readAtsDeskQuery(params);
          return (
            <DeskTicketOrders
              query={query}
              openOrder={readOpenTicketOrder(params)}
              initialKey={initialKey}
              initial={initial}
              filters={<AtsDeskFilterForm query={query} options={options} />}
              initialOrder={null}
              renderedAt={NOW}
              heading={<h1 id="page-title">Flight list</h1>}
              canManage={canManage}
            />
          );
        }}
      />,
    );
  }

  it('shows the sales columns beside the flight list ones and flags a seller who was not linked', () => {
    stubFetch({});
    renderDesk(false);
    const table = screen.getByTestId('ats-orders-table');
    for (const name of ['Issued', 'Seller', 'Route', 'Passengers'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('ats-order-row');
    const row = within(first!);
    expect(row.getByTestId('ats-order-pnr')).toHaveTextContent('QWE123');
    expect(row.getByTestId('ats-order-source')).toHaveTextContent('Entered by hand');
    expect(row.getByTestId('ats-order-transaction')).toHaveTextContent('Sale');
    expect(row.getByText('20.11.2026')).toBeInTheDocument();
    expect(row.getByTestId('ats-order-total')).toHaveTextContent('640 €');
    expect(row.getByTestId('ats-order-balance')).toHaveTextContent('440 €');
    expect(row.queryByTestId('ats-not-linked')).toBeNull();
    const flagged = within(second!);
    expect(flagged.getByTestId('ats-not-linked')).toHaveTextContent('Not linked');
    expect(flagged.getByTestId('ats-order-transaction')).toHaveTextContent('Refund');
    expect(flagged.getByTestId('ats-order-balance')).toHaveTextContent('-20 €');
  });

  it('gives the director no New order and no Edit', () => {
    stubFetch({});
    renderDesk(false);
    expect(screen.queryByTestId('ats-order-create')).toBeNull();
    expect(screen.queryByTestId('ats-order-edit')).toBeNull();
    expect(screen.queryByRole('link', { name: /New order|Edit/ })).toBeNull();
  });

  it('gives the ATS manager New order and an Edit link per order', () => {
    stubFetch({});
    renderDesk(true);
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/ats/orders/create');
    expect(screen.getByRole('link', { name: 'Edit order AT-200005' })).toHaveAttribute('href', '/ats/orders/5/edit');
    expect(screen.getByRole('link', { name: 'Edit order AT-200006' })).toHaveAttribute('href', '/ats/orders/6/edit');
  });

  it("filters by the desk's fields through the URL and the BFF, keeping the flight list's filters", async () => {
    window.history.replaceState(null, '', '/ats/orders?surname=Ivan');
    stubFetch({ 'GET /api/ats/orders': () => ({ json: page([]) }) });
    renderDesk(false);
    const desk = await screen.findByRole('search', { name: 'Ticket desk filters' });
    fireEvent.change(within(desk).getByLabelText('PNR starts with'), { target: { value: 'qwe' } });
    fireEvent.change(within(desk).getByLabelText("Seller's link"), { target: { value: '0' } });
    fireEvent.change(within(desk).getByLabelText('Property'), { target: { value: '1' } });
    fireEvent.click(within(desk).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('ats-orders-empty')).toBeInTheDocument();
    // The URL keeps the PNR as typed; the page reads it by the desk's schema, which takes it in capitals.
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toEqual({ surname: 'Ivan', pnr: 'qwe', linked: '0', property: '1' });
    const url = new URL(String((global.fetch as jest.Mock).mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/ats/orders');
    expect(url.searchParams.get('pnr')).toBe('QWE');
    expect(url.searchParams.get('linked')).toBe('0');
    expect(url.searchParams.get('property')).toBe('1');
    expect(url.searchParams.get('surname')).toBe('Ivan');
  });

  it("is one form: the flight list's fields and the desk's, one Reset and one Apply, unfolded on a phone when set", () => {
    window.history.replaceState(
      null,
      '',
      '/ats/orders?surname=Ivan&status=ticketed,hold&pnr=QWE&issued_from=2026-01-01',
    );
    stubFetch({ 'GET /api/ats/orders': () => ({ json: page([]) }) });
    renderDesk(false);
    expect(screen.getAllByRole('search')).toHaveLength(1);
    const desk = screen.getByRole('search', { name: 'Ticket desk filters' });
    expect(desk).toHaveFormValues({
      surname: 'Ivan',
      status: ['ticketed', 'hold'],
      pnr: 'QWE',
      issued_from: '01.01.2026',
    });
    expect(within(desk).getAllByRole('link', { name: 'Reset' })).toHaveLength(1);
    expect(within(desk).getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/ats/orders');
    expect(within(desk).getAllByRole('button', { name: 'Apply' })).toHaveLength(1);
    expect(desk.querySelector('details')).toHaveAttribute('open');
  });

  it('starts folded on a phone without filters', () => {
    stubFetch({ 'GET /api/ats/orders': () => ({ json: page([]) }) });
    renderDesk(false);
    expect(screen.getByRole('search', { name: 'Ticket desk filters' }).querySelector('details')).not.toHaveAttribute(
      'open',
    );
  });

  it('reads a hand-edited link forgivingly: bad desk parts are dropped, the issue-date sort kept', () => {
    const query = readAtsDeskQuery(
      new URLSearchParams(
        'pnr=ab!&linked=2&seller=x&source=manual&issued_from=2026-01-01&issued_to=soon&sort=-issue_date',
      ),
    );
    expect(query).toMatchObject({ source: 'manual', issued_from: '2026-01-01', sort: '-issue_date' });
    expect(query).not.toHaveProperty('pnr');
    expect(query).not.toHaveProperty('linked');
    expect(query).not.toHaveProperty('seller');
    expect(query).not.toHaveProperty('issued_to');
  });
});

const formOptions = {
  carriers: [{ id: 'H4', name: 'HiSky (H4)' }],
  places: [
    { id: 'KIV', name: 'Chișinău (KIV)' },
    { id: 'AYT', name: 'Antalya (AYT)' },
  ],
  sellers: [{ id: '3', name: 'Ana Agent', linked: true }],
  statuses: [
    { id: 'ticketed', name: 'Ticketed' },
    { id: 'flown', name: 'Flown' },
  ],
  transaction_types: [{ id: 'sale', name: 'Sale' }],
  flight_types: [{ id: 'regular', name: 'Regular' }],
  properties: [{ id: '1', name: 'VIP' }],
  currency: 'EUR' as const,
};
const values: DeskTicketOrderInput = {
  pnr: 'QWE123',
  carrier: 'H4',
  issue_date: '2026-11-01',
  transaction_type: 'sale',
  flight_type: 'regular',
  status: 'ticketed',
  seller_id: 3,
  flights: [
    {
      direction: 'out',
      flight_number: 'H4 7002',
      from: 'KIV',
      to: 'AYT',
      departure_date: '2027-03-01',
      departure_time: '10:00',
      arrival_date: '2027-03-01',
      arrival_time: '12:00',
    },
  ],
  passengers: [
    {
      kind: 'adult',
      surname: 'IVANOV',
      name: 'IVAN',
      birth_date: '1985-03-14',
      gender: 'M',
      passport_number: 'AB1234567',
      passport_expiry: '2031-01-01',
      citizenship: 'MD',
      ticket_number: '555-1234567890',
    },
  ],
  buyer: { name: 'Ivan Ivanov', phone: '+37369123456', email: 'ivan@example.md' },
  fare: 100,
  taxes: 20,
  fee: 5,
  commission: 3,
  properties: [],
};

describe('the manual ATS order form', () => {
  it('computes the total live from fare, taxes and fee (not the commission)', () => {
    stubFetch({});
    renderPortal(
      <DeskTicketOrderForm options={formOptions} edit={{ id: 9, values: deskTicketOrderFormValues(values) }} />,
    );
    expect(screen.getByTestId('ats-order-total')).toHaveTextContent('125 €');
    fireEvent.change(screen.getByLabelText(/^Fare/), { target: { value: '250.5' } });
    expect(screen.getByTestId('ats-order-total')).toHaveTextContent('275.50 €');
    fireEvent.change(screen.getByLabelText(/^Commission/), { target: { value: '40' } });
    expect(screen.getByTestId('ats-order-total')).toHaveTextContent('275.50 €');
  });

  it('refuses a wrong PNR on its field before any call', async () => {
    const { calls } = stubFetch({});
    renderPortal(
      <DeskTicketOrderForm options={formOptions} edit={{ id: 9, values: deskTicketOrderFormValues(values) }} />,
    );
    fireEvent.change(screen.getByLabelText(/^PNR/), { target: { value: 'AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PNR: 5 to 8 Latin letters or digits')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("puts the backend's 422 on the dotted fields and keeps everything typed", async () => {
    const { calls } = stubFetch({
      'POST /api/ats/orders/9/edit': () => ({
        status: 422,
        json: {
          error: 'validation',
          message: 'The data is invalid',
          errors: {
            'flights.0.to': ['Choose another airport'],
            'passengers.0.ticket_number': ['This ticket number is already on another order'],
          },
        },
      }),
    });
    renderPortal(
      <DeskTicketOrderForm options={formOptions} edit={{ id: 9, values: deskTicketOrderFormValues(values) }} />,
    );
    fireEvent.change(screen.getByLabelText(/^Fare/), { target: { value: '310' } });
    fireEvent.change(screen.getByLabelText(/^Flight number/), { target: { value: 'H4 7010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose another airport')).toBeInTheDocument();
    expect(screen.getByText('This ticket number is already on another order')).toBeInTheDocument();
    expect(screen.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Ticket number/)).toHaveAttribute('aria-invalid', 'true');
    // The call carried the form as the wire names it, and nothing typed was lost.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      fare: 310,
      passengers: [{ surname: 'IVANOV', ticket_number: '555-1234567890' }],
      buyer: { name: 'Ivan Ivanov' },
      flights: [{ flight_number: 'H4 7010', to: 'AYT' }],
    });
    expect(screen.getByLabelText(/^Fare/)).toHaveValue(310);
    expect(screen.getByLabelText(/^Flight number/)).toHaveValue('H4 7010');
    expect(screen.getByLabelText(/^Surname/)).toHaveValue('IVANOV');
    await waitFor(() => expect(screen.getByTestId('ats-order-total')).toHaveTextContent('335 €'));
  });
});

describe('the order properties dialog', () => {
  const properties = {
    data: [
      { id: 1, name: 'VIP', active: true, orders: 4 },
      { id: 2, name: 'Group', active: false, orders: 0 },
    ],
  };

  it('shows the director the properties read-only, with how many orders hold each', async () => {
    stubFetch({ 'GET /api/ats/orders-properties': () => ({ json: properties }) });
    renderPortal(<AtsPropertiesDialog canManage={false} onClose={() => undefined} />);
    const rows = await screen.findAllByTestId('ats-property');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('VIP');
    expect(rows[0]).toHaveTextContent('4');
    expect(rows[1]).toHaveTextContent('Switched off');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("lets the ATS manager rename, switch off and add in one save, the backend's 422 on the name", async () => {
    const { calls } = stubFetch({
      'GET /api/ats/orders-properties': () => ({ json: properties }),
      'PATCH /api/ats/orders-properties': () => ({
        status: 422,
        json: {
          error: 'validation',
          message: 'The data is invalid',
          errors: { 'properties.2.name': ['This name is already taken'] },
        },
      }),
    });
    renderPortal(<AtsPropertiesDialog canManage onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Property 1'), { target: { value: 'VIP client' } });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Active' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Add a property' }));
    fireEvent.change(screen.getByLabelText('Property 3'), { target: { value: 'Group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Property 3')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Property 3')).toHaveValue('Group');
    expect(calls.find((call) => call.key === 'PATCH /api/ats/orders-properties')!.body).toEqual({
      properties: [
        { id: 1, name: 'VIP client', active: false },
        { id: 2, name: 'Group', active: false },
        { name: 'Group', active: true },
      ],
    });
  });
});
