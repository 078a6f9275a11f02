/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eurEquivalent, TicketPaymentDialog } from '@/components/ats/ticket-payments/ticket-payment-dialog';
import { TicketPaymentFilterForm } from '@/components/ats/ticket-payments/ticket-payment-filter-form';
import { TicketPaymentsPage } from '@/components/ats/ticket-payments/ticket-payments-page';
import { atsListKey, TICKET_PAYMENTS_LIST } from '@/lib/ats/list-query';
import { readTicketPaymentsQuery } from '@/lib/read-query';
import { ServerPage } from '../fixtures/history-navigation';
import type { TicketPayment } from '@/lib/schemas/ats';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));
jest.setTimeout(30_000);

/** Every timer but Date's: a test moves the clock's day, not its timers. */
const NOT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
  // jsdom has none; Headless UI's combobox watches its anchor with one when it closes.
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// The payments' screens (docs/product.md §12 "Screens").

const order = { id: 7, number: 'T-000007', total: 500, paid: 0, balance: 500 };
const payment = (id: number, status: TicketPayment['status'], manager = true): TicketPayment => ({
  id,
  order,
  amount: 2000,
  currency: 'MDL',
  rate: 0.05,
  rate_date: '2026-11-25',
  amount_eur: 100,
  method: 'bank_transfer',
  paid_on: '2026-11-25',
  payer: 'Maria Client',
  reference: 'BT-991',
  status,
  created_at: '2026-11-25T09:00:00Z',
  created_by: { id: 4, name: 'Ats Manager' },
  actions: manager
    ? { edit: status === 'new', next: status === 'new' ? 'settled' : status === 'settled' ? 'reconciled' : null }
    : { edit: false, next: null },
});

function renderList(payments: TicketPayment[], canManage: boolean) {
  const initialKey = atsListKey(
    TICKET_PAYMENTS_LIST,
    readTicketPaymentsQuery(new URLSearchParams(window.location.search)),
  );
  return renderPortal(
    <ServerPage
      page={(params) => {
        const query = readTicketPaymentsQuery(params);
        return (
          <TicketPaymentsPage
            query={query}
            initialKey={initialKey}
            initial={{ data: payments, meta: { total: payments.length, page: 1, size: 20 } }}
            canManage={canManage}
            heading={<h1 id="page-title">Payments</h1>}
            filters={<TicketPaymentFilterForm query={query} />}
          />
        );
      }}
    />,
  );
}

describe('the payments list', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ats/orders-payments'));

  it("shows the amount in its currency with the rate and the EUR, and the order's balance", () => {
    stubFetch({});
    renderList([payment(1, 'new')], true);
    const row = screen.getByTestId('payment-row');
    expect(within(row).getByTestId('payment-amount')).toHaveTextContent('2,000 MDL');
    expect(within(row).getByTestId('payment-amount')).toHaveTextContent('rate 1 MDL = 0.05 EUR of 25.11.2026 · 100 €');
    expect(row).toHaveTextContent('Bank transfer');
    expect(row).toHaveTextContent('BT-991');
    expect(within(row).getByTestId('payment-status')).toHaveTextContent('New');
    expect(within(row).getByTestId('payment-balance')).toHaveTextContent('500 €');
    expect(within(row).getByRole('link', { name: 'T-000007' })).toHaveAttribute('href', '/ats/orders?order=7');
  });

  it('offers the status steps and edits to the ATS manager only', () => {
    stubFetch({});
    const { unmount } = renderList([payment(1, 'new'), payment(2, 'settled'), payment(3, 'reconciled')], true);
    const [fresh, settled, reconciled] = screen.getAllByTestId('payment-row');
    expect(within(fresh!).getByRole('button', { name: 'Settle the payment of order T-000007' })).toBeInTheDocument();
    expect(within(fresh!).getByRole('button', { name: 'Edit the payment of order T-000007' })).toBeInTheDocument();
    expect(
      within(settled!).getByRole('button', { name: 'Reconcile the payment of order T-000007' }),
    ).toBeInTheDocument();
    expect(within(settled!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(reconciled!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    unmount();
    renderList([payment(1, 'new', false), payment(2, 'settled', false)], false);
    expect(screen.getAllByTestId('payment-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Settle|Reconcile|Edit|Record payment/ })).not.toBeInTheDocument();
  });

  it('settles a payment after confirmation and shows the order balance that follows', async () => {
    const settled = { ...payment(1, 'settled'), order: { ...order, paid: 100, balance: 400 } };
    const { calls } = stubFetch({
      'PATCH /api/ats/orders-payments/1': () => ({ json: { data: settled, message: 'Record updated successfully' } }),
      'GET /api/ats/orders-payments': () => ({ json: { data: [settled], meta: { total: 1, page: 1, size: 20 } } }),
    });
    renderList([payment(1, 'new')], true);
    fireEvent.click(screen.getByRole('button', { name: 'Settle the payment of order T-000007' }));
    const dialog = await screen.findByTestId('payment-step-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({ key: 'PATCH /api/ats/orders-payments/1', body: { status: 'settled' } }),
    );
    await waitFor(() => expect(screen.getByTestId('payment-balance')).toHaveTextContent('400 €'));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Settled');
  });

  it("shows the backend's 409 when the step is no longer possible", async () => {
    stubFetch({
      'PATCH /api/ats/orders-payments/1': () => ({
        status: 409,
        json: { error: 'conflict', message: 'The payment is already settled' },
      }),
    });
    const { alerts } = renderList([payment(1, 'new')], true);
    fireEvent.click(screen.getByRole('button', { name: 'Settle the payment of order T-000007' }));
    fireEvent.click(within(await screen.findByTestId('payment-step-confirm')).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(alerts.getSnapshot().map((a) => a.message)).toContain('The payment is already settled'));
  });

  it('narrows to one order from its link and back to all', async () => {
    window.history.replaceState(null, '', '/ats/orders-payments?order_id=7');
    stubFetch({
      'GET /api/ats/orders-payments': () => ({
        json: { data: [payment(1, 'new'), payment(2, 'new')], meta: { total: 2, page: 1, size: 20 } },
      }),
    });
    renderList([payment(1, 'new')], true);
    expect(screen.getByTestId('payments-of-order')).toHaveTextContent('Payments of order T-000007');
    // The filter form keeps the order across a submit; "All orders" is a link without it.
    expect(screen.getByRole('search', { name: "Payments' filters" })).toHaveFormValues({ order_id: '7' });
    const all = screen.getByRole('link', { name: 'All orders' });
    expect(all).toHaveAttribute('href', '/ats/orders-payments');
    fireEvent.click(all);
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('applies a typed date and two statuses as the URL writes them, the sort kept', () => {
    window.history.replaceState(null, '', '/ats/orders-payments?sort=amount_eur');
    stubFetch({
      'GET /api/ats/orders-payments': () => ({ json: { data: [], meta: { total: 0, page: 1, size: 20 } } }),
    });
    renderList([payment(1, 'new')], true);
    fireEvent.change(screen.getByLabelText('Paid from'), { target: { value: '01.11.2026' } });
    const statuses = screen.getByRole('group', { name: 'Status' });
    fireEvent.click(within(statuses).getByRole('checkbox', { name: 'New' }));
    fireEvent.click(within(statuses).getByRole('checkbox', { name: 'Settled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?paid_from=2026-11-01&status=new,settled&sort=amount_eur');
  });
});

const createInfo = (forOrder: boolean) => ({
  data: {
    methods: [],
    currencies: [
      { id: 'EUR', name: 'EUR', rate: 1, rate_date: '2026-11-26' },
      { id: 'USD', name: 'USD', rate: 0.9, rate_date: '2026-11-26' },
      { id: 'MDL', name: 'MDL', rate: 0.05, rate_date: '2026-11-26' },
    ],
    statuses: [],
    order: forOrder
      ? {
          id: 7,
          number: 'T-000007',
          pnr: 'ABC123',
          passenger_names: ['POPESCU ION'],
          total: 500,
          paid: 100,
          balance: 400,
        }
      : null,
  },
});

describe('the payment dialog', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ats/orders-payments'));

  it('finds the order by PNR, shows its balance and the EUR equivalent as the amount is typed', async () => {
    const { calls } = stubFetch({
      'GET /api/ats/orders-payments/create': (_body, url) => ({ json: createInfo(url.includes('order=7')) }),
      'GET /api/ats/orders-payments/additional': () => ({ json: { data: [createInfo(true).data.order] } }),
      'POST /api/ats/orders-payments/create': (body) => ({
        status: 201,
        json: { data: { ...payment(9, 'settled'), ...(body as object) }, message: 'Record added successfully' },
      }),
      'GET /api/ats/orders-payments': () => ({ json: { data: [], meta: { total: 0, page: 1, size: 20 } } }),
    });
    const onClose = jest.fn();
    const { alerts } = renderPortal(<TicketPaymentDialog paymentId={null} orderId={null} onClose={onClose} />);
    const input = screen.getByRole('combobox', { name: /^Order/ });
    fireEvent.change(input, { target: { value: 'ABC' } });
    await screen.findByRole('option', { name: /T-000007 · ABC123 · POPESCU ION/ });
    // Chosen with the keyboard: the combobox is a listbox the arrows walk.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input).toHaveValue('T-000007 · ABC123 · POPESCU ION'));
    await waitFor(() => expect(screen.getByTestId('payment-form-balance')).toHaveTextContent('400 €'));
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '1500,50' } });
    fireEvent.change(screen.getByLabelText(/^Currency/), { target: { value: 'MDL' } });
    await waitFor(() =>
      expect(screen.getByTestId('payment-eur-preview')).toHaveTextContent("≈ 75.03 € at today's rate 1 MDL = 0.05 EUR"),
    );
    fireEvent.change(screen.getByLabelText(/^Method/), { target: { value: 'cash' } });
    fireEvent.change(screen.getByLabelText(/^Payer/), { target: { value: 'Maria Client' } });
    fireEvent.click(screen.getByLabelText(/already there/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/ats/orders-payments/create')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/ats/orders-payments/create')!.body).toEqual({
      order_id: 7,
      amount: 1500.5,
      currency: 'MDL',
      method: 'cash',
      paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      payer: 'Maria Client',
      reference: null,
      status: 'settled',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(alerts.getSnapshot().map((a) => a.message)).toEqual([
      expect.stringMatching(/^Payment of 1,500\.50\sMDL to order T-000007 recorded\.$/),
    ]);
  });

  it("dates a new payment on the portal's today, Moldova's, whatever the device's clock says", async () => {
    // 22:30 UTC on 30 November is 00:30 on 1 December in Chisinau: a device in UTC still says the 30th.
    jest.useFakeTimers({ now: new Date('2026-11-30T22:30:00Z'), doNotFake: [...NOT_DATE] });
    try {
      stubFetch({ 'GET /api/ats/orders-payments/create': () => ({ json: createInfo(false) }) });
      renderPortal(<TicketPaymentDialog paymentId={null} orderId={null} onClose={jest.fn()} />);
      expect(await screen.findByLabelText(/^Paid on/)).toHaveValue('01.12.2026');
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts a 422 on its field and keeps what was typed', async () => {
    const noRate = 'There is no exchange rate on or before this day';
    const { calls } = stubFetch({
      'GET /api/ats/orders-payments/create': () => ({ json: createInfo(true) }),
      'POST /api/ats/orders-payments/create': () => ({
        status: 422,
        json: { error: 'validation', message: 'The given data was invalid.', errors: { paid_on: [noRate] } },
      }),
    });
    const onClose = jest.fn();
    renderPortal(<TicketPaymentDialog paymentId={null} orderId={7} onClose={onClose} />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Order/ })).toHaveValue('T-000007 · ABC123 · POPESCU ION'),
    );
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText(/^Method/), { target: { value: 'card' } });
    fireEvent.change(screen.getByLabelText(/^Payer/), { target: { value: 'Maria Client' } });
    fireEvent.change(screen.getByLabelText(/^Receipt/), { target: { value: 'R-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText(/^Paid on/)).toHaveAccessibleDescription(noRate));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('120');
    expect(screen.getByLabelText(/^Payer/)).toHaveValue('Maria Client');
    expect(screen.getByLabelText(/^Receipt/)).toHaveValue('R-1');
    expect(screen.getByLabelText(/^Method/)).toHaveValue('card');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a missing payer and amount before asking the backend', async () => {
    const { calls } = stubFetch({ 'GET /api/ats/orders-payments/create': () => ({ json: createInfo(true) }) });
    renderPortal(<TicketPaymentDialog paymentId={null} orderId={7} onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Payer/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('edits a new payment with its values, its order fixed', async () => {
    const values = {
      order_id: 7,
      amount: 2000,
      currency: 'MDL' as const,
      method: 'bank_transfer' as const,
      paid_on: '2026-11-25',
      payer: 'Maria Client',
      reference: 'BT-991',
      status: 'new' as const,
    };
    const { calls } = stubFetch({
      'GET /api/ats/orders-payments/3/edit': () => ({ json: { data: { values, payment: payment(3, 'new') } } }),
      'GET /api/ats/orders-payments/create': () => ({ json: createInfo(true) }),
      'POST /api/ats/orders-payments/3/edit': (body) => ({
        json: { data: { ...payment(3, 'new'), ...(body as object) }, message: 'Record updated successfully' },
      }),
      'GET /api/ats/orders-payments': () => ({ json: { data: [], meta: { total: 0, page: 1, size: 20 } } }),
    });
    const onClose = jest.fn();
    renderPortal(<TicketPaymentDialog paymentId={3} orderId={null} onClose={onClose} />);
    expect(await screen.findByRole('heading', { name: 'Edit payment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue('2000'));
    expect(screen.queryByRole('combobox', { name: /^Order/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-form')).toHaveTextContent('Order: T-000007');
    await waitFor(() =>
      expect(screen.getByTestId('payment-eur-preview')).toHaveTextContent("≈ 100 € at today's rate 1 MDL = 0.05 EUR"),
    );
    fireEvent.change(screen.getByLabelText(/^Payer/), { target: { value: 'Maria Client SRL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/ats/orders-payments/3/edit')?.body).toEqual({
        ...values,
        payer: 'Maria Client SRL',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('computes the EUR equivalent to the cent', () => {
    expect(eurEquivalent(1500.5, 0.05)).toBe(75.03);
    expect(eurEquivalent(100, 0.9)).toBe(90);
  });
});

// docs/product.md §10 "Prices": a rate is written in the user's language and says what it is.
describe('a payment rate in the Russian interface', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ats/orders-payments'));

  it('the list writes "1 MDL = 0,051414 EUR" with the decimal comma, not "0.051414"', () => {
    stubFetch({});
    const query = readTicketPaymentsQuery(new URLSearchParams(window.location.search));
    renderPortal(
      <TicketPaymentsPage
        query={query}
        initialKey={atsListKey(TICKET_PAYMENTS_LIST, query)}
        initial={{
          data: [{ ...payment(1, 'new'), rate: 0.051414, amount_eur: 102.83 }],
          meta: { total: 1, page: 1, size: 20 },
        }}
        canManage
        heading={<h1 id="page-title">Платежи</h1>}
        filters={<TicketPaymentFilterForm query={query} />}
      />,
      { locale: 'ru' },
    );
    expect(screen.getByTestId('payment-amount')).toHaveTextContent(
      'курс 1 MDL = 0,051414 EUR на 25.11.2026 · 102,83 €',
    );
  });

  it("heads each column with its own name, the one its cells carry on a phone, and keeps the rate line in the amount's box", () => {
    stubFetch({});
    const query = readTicketPaymentsQuery(new URLSearchParams(window.location.search));
    renderPortal(
      <TicketPaymentsPage
        query={query}
        initialKey={atsListKey(TICKET_PAYMENTS_LIST, query)}
        initial={{ data: [payment(1, 'new')], meta: { total: 1, page: 1, size: 20 } }}
        canManage
        heading={<h1 id="page-title">Платежи</h1>}
        filters={<TicketPaymentFilterForm query={query} />}
      />,
      { locale: 'ru' },
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Заказ', 'Баланс заказа']));
    expect(new Set(headers).size).toBe(headers.length);
    const row = screen.getByTestId('payment-row');
    expect(within(row).getByTestId('payment-order-balance')).toHaveAttribute('data-label', 'Баланс заказа');
    // On a phone the cell is a row of its label and one box: the rate line wraps inside the box.
    const amount = within(row).getByTestId('payment-amount');
    expect(amount.children).toHaveLength(1);
    expect(amount).not.toHaveClass('whitespace-nowrap');
    expect(within(row).getByTestId('payment-rate').parentElement).toBe(amount.firstElementChild);
    // The order number and the reference are identifiers: one line, whole in the tooltip.
    expect(within(row).getByRole('link', { name: 'T-000007' }).querySelector('[data-identifier]')).toHaveAttribute(
      'data-tooltip',
      'T-000007',
    );
    expect(within(row).getByText('BT-991').closest('[data-identifier]')).toHaveAttribute('data-tooltip', 'BT-991');
  });

  it('the dialog\'s EUR preview names the rate "1 MDL = 0,051414 EUR" with the decimal comma', async () => {
    const values = {
      order_id: 7,
      amount: 2000,
      currency: 'MDL' as const,
      method: 'bank_transfer' as const,
      paid_on: '2026-11-25',
      payer: 'Maria Client',
      reference: 'BT-991',
      status: 'new' as const,
    };
    const info = createInfo(true);
    info.data.currencies = info.data.currencies.map((entry) =>
      entry.id === 'MDL' ? { ...entry, rate: 0.051414 } : entry,
    );
    stubFetch({
      'GET /api/ats/orders-payments/3/edit': () => ({ json: { data: { values, payment: payment(3, 'new') } } }),
      'GET /api/ats/orders-payments/create': () => ({ json: info }),
    });
    renderPortal(<TicketPaymentDialog paymentId={3} orderId={null} onClose={jest.fn()} />, { locale: 'ru' });
    await waitFor(() =>
      expect(screen.getByTestId('payment-eur-preview')).toHaveTextContent(
        '≈ 102,83 € по сегодняшнему курсу 1 MDL = 0,051414 EUR',
      ),
    );
  });
});
