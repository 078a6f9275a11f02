/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderBaggage } from '@/components/orders/view/order-baggage';
import { OrderView } from '@/components/orders/view/order-view';
import { DOCUMENT_KINDS, type Order } from '@/lib/schemas/orders';
import { order } from '../fixtures/orders';
import { renderPortal, serverHtml, stubFetch } from '../fixtures/render';

const none = { edit: false, cancel: false, pay: false, charter_confirm: false };

/** The calls about the order itself: the sheet also reads the order's rules in context (its own test below). */
const orderCalls = (calls: { key: string }[]) =>
  calls.map((c) => c.key).filter((key) => key !== 'GET /api/v1/rules/context');

const rule = (id: number, title: string) => ({
  id,
  category_id: 3,
  title,
  body: '<p>Text</p>',
  mandatory: false,
  effective_from: '2026-01-01',
  changed_at: null,
  countries: [],
  flight_type: null,
  acknowledged_at: null,
});

function renderView(value: Order, onEdit = jest.fn()) {
  return { onEdit, ...renderPortal(<OrderView order={value} onEdit={onEdit} />) };
}

describe('the order view', () => {
  it("writes the hand-luggage size with the unit of the reader's language", () => {
    renderPortal(<OrderBaggage baggage={order().baggage!} />, { locale: 'ru' });
    expect(screen.getByTestId('order-baggage')).toHaveTextContent(
      'Взрослые: 20 кг багаж, 6 кг ручная кладь (55×40×20 см)',
    );
  });

  it('shows the order: facts, offer with flights and baggage, tourists, services, price, payments and balance', () => {
    stubFetch({});
    renderView(order());
    const view = screen.getByTestId('order-view');
    expect(view).toHaveTextContent('MD-104233');
    expect(view).toHaveTextContent('02.05.2026');
    expect(view).toHaveTextContent('Ana Agent');
    expect(within(screen.getByTestId('order-offer')).getByText(/Sunrise Beach/)).toBeInTheDocument();
    expect(screen.getByTestId('order-offer')).toHaveTextContent('RU 7501');
    // The search's seats-left badges mean nothing for seats already booked.
    expect(within(screen.getByTestId('order-offer')).getAllByTestId('flight-outbound')).toHaveLength(1);
    expect(screen.queryByTestId('seat-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-baggage')).toHaveTextContent(
      'Adults: 20 kg checked, 6 kg hand luggage (55×40×20 cm)',
    );
    expect(screen.getAllByTestId('order-tourist').map((row) => row.textContent)).toEqual([
      expect.stringContaining('IVANOV IVAN'),
      expect.stringContaining('IVANOVA MARIA'),
    ]);
    expect(screen.getByTestId('order-services')).toHaveTextContent('Group transfer');
    expect(screen.getByTestId('price-breakdown')).toBeInTheDocument();
    const [payment] = screen.getAllByTestId('order-payment');
    expect(payment).toHaveTextContent('1,000 €');
    expect(payment).toHaveTextContent('Card');
    expect(payment).toHaveTextContent('Succeeded');
    expect(payment).toHaveTextContent('AUTH 123456');
    expect(screen.getByTestId('balance-due')).toHaveTextContent('500 €');
  });

  it('lets a keyboard scroll the tourists and payments tables on a narrow screen: each is a named, focusable region', () => {
    stubFetch({});
    renderView(order());
    for (const name of ['Tourists', 'Payments']) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table')).toBeInTheDocument();
    }
  });

  it("labels each tourist's cells for the phone's cards and names the citizenship code in the reader's language (tooltip and read out)", () => {
    stubFetch({});
    renderPortal(<OrderView order={order()} onEdit={jest.fn()} />, { locale: 'ua' });
    const [first] = screen.getAllByTestId('order-tourist');
    const labels = [...first!.querySelectorAll('[data-label]')].map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['Дата народження', 'Паспорт', 'Громадянство']);
    const citizenship = within(first!).getByTestId('tourist-citizenship');
    expect(citizenship).toHaveClass('tooltip');
    expect(citizenship).toHaveAttribute('data-tooltip', 'Молдова');
    expect(citizenship).toHaveTextContent('MD (Молдова)');
    const [payment] = screen.getAllByTestId('order-payment');
    expect([...payment!.querySelectorAll('[data-label]')]).toHaveLength(5);
  });

  it('disables the action buttons in the server’s HTML, until its code can take the click', () => {
    stubFetch({});
    const all = { edit: true, cancel: true, pay: true, charter_confirm: true };
    const value = order({ actions: all, charter_change: { message: 'New departure 06:10', confirmed_at: null } });
    const html = serverHtml(<OrderView order={value} onEdit={jest.fn()} />);
    const labels = ['Edit', 'Request cancellation', 'Confirm the change'];
    expect(
      within(html)
        .getAllByRole('button', { name: (name) => labels.includes(name) })
        .map((button) => [button.textContent, (button as HTMLButtonElement).disabled]),
    ).toEqual(expect.arrayContaining(labels.map((label) => [label, true])));
    // A link needs no code: paying works at once.
    expect(within(html).getByRole('link', { name: 'Pay by card' })).toHaveAttribute('href');
    renderView(value);
    for (const label of labels) expect(screen.getByRole('button', { name: label })).toBeEnabled();
  });

  it('shows no action buttons when the order allows none', () => {
    stubFetch({});
    renderView(order({ actions: none, charter_change: { message: 'New departure 06:10', confirmed_at: null } }));
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
    expect(screen.getByTestId('charter-change')).toHaveTextContent('New departure 06:10');
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).not.toBeInTheDocument();
  });

  it.each([
    ['pay', 'Pay by card'],
    ['edit', 'Edit'],
    ['cancel', 'Request cancellation'],
  ] as const)('shows only %s when only it is allowed', (action, label) => {
    stubFetch({});
    renderView(order({ actions: { ...none, [action]: true } }));
    const actions = screen.getByTestId('order-actions');
    expect(
      within(actions)
        .getAllByRole(action === 'pay' ? 'link' : 'button')
        .map((el) => el.textContent),
    ).toEqual([label]);
    expect(within(actions).queryAllByRole(action === 'pay' ? 'button' : 'link')).toEqual([]);
  });

  it('links Pay by card to the card payment page and calls back for Edit', () => {
    stubFetch({});
    const { onEdit } = renderView(order());
    expect(screen.getByRole('link', { name: 'Pay by card' })).toHaveAttribute('href', '/orders/card-payment/41');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
  });

  it("shows the order's cancellation rules in one line of links to each rule", async () => {
    const { calls } = stubFetch({
      'GET /api/v1/rules/context': (_body, url) => ({
        json: {
          data: {
            topic: 'cancellation',
            country: 'TR',
            flight_type: 'charter',
            rules: [rule(9, 'Tour cancellation penalties'), rule(12, 'How to ask for a cancellation')],
            faq: [],
          },
        },
        ...(url.includes('order=41') && url.includes('topic=cancellation') ? {} : { status: 400 }),
      }),
    });
    renderView(order());
    const line = await screen.findByTestId('order-rules');
    expect(line).toHaveTextContent('Cancellation rules:');
    expect(within(line).getByRole('link', { name: 'Tour cancellation penalties' })).toHaveAttribute('href', '/rules/9');
    expect(within(line).getByRole('link', { name: 'How to ask for a cancellation' })).toHaveAttribute(
      'href',
      '/rules/12',
    );
    expect(calls.filter((c) => c.key === 'GET /api/v1/rules/context')).toHaveLength(1);
  });

  it('leaves the rules line out when the order has no cancellation rules', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/rules/context': () => ({
        json: { data: { topic: 'cancellation', country: 'TR', flight_type: 'charter', rules: [], faq: [] } },
      }),
    });
    renderView(order());
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/v1/rules/context'));
    expect(screen.getByTestId('order-view')).toBeInTheDocument();
    expect(screen.queryByTestId('order-rules')).not.toBeInTheDocument();
  });

  it('confirms a charter change with PATCH and says so', async () => {
    const changed = order({
      charter_change: { message: 'New departure 06:10', confirmed_at: null },
      actions: { ...none, charter_confirm: true },
    });
    const { calls } = stubFetch({
      'PATCH /api/orders/41/charter_confirm': () => ({
        json: {
          data: {
            ...changed,
            charter_change: { message: 'New departure 06:10', confirmed_at: '2026-05-04T08:00:00Z' },
            actions: none,
          },
        },
      }),
    });
    const { alerts } = renderView(changed);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() => expect(orderCalls(calls)).toEqual(['PATCH /api/orders/41/charter_confirm']));
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => a.message)).toContain('Order MD-104233: the flight change is confirmed.'),
    );
  });

  it('has one button per document; unavailable ones are disabled with their reason', () => {
    stubFetch({});
    const documents = DOCUMENT_KINDS.map((kind) =>
      kind === 'voucher'
        ? { kind, available: false, reason: 'Issued after full payment' }
        : kind === 'fly_tickets'
          ? { kind, available: false, reason: null }
          : { kind, available: true, reason: null },
    );
    renderView(order({ documents }));
    for (const kind of DOCUMENT_KINDS) expect(screen.getByTestId(`document-${kind}`)).toBeInTheDocument();
    const voucher = within(screen.getByTestId('document-voucher')).getByRole('button', { name: 'Voucher' });
    expect(voucher).toBeDisabled();
    expect(voucher).toHaveAccessibleDescription('Issued after full payment');
    expect(within(screen.getByTestId('document-fly_tickets')).getByRole('button')).toHaveAccessibleDescription(
      'Not issued yet.',
    );
    expect(within(screen.getByTestId('document-invoice')).getByRole('button', { name: 'Invoice' })).toBeEnabled();
  });

  it('downloads a document with GET print_{kind}', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="invoice-MD-104233.pdf"' }),
      blob: async () => new Blob(['%PDF']),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    renderView(order());
    fireEvent.click(screen.getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/41/print_invoice',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});

describe('the cancellation request', () => {
  const conditions = {
    penalty: 168.45,
    percent: 10,
    conditions: ['Cancelling 30 days before check-in costs 10%.'],
    free_until: '2026-05-12',
    refund: 831.55,
  };

  it('shows the conditions first, requires a reason, then posts it', async () => {
    const { calls } = stubFetch({
      'GET /api/orders/41/cancel_request': () => ({ json: { data: conditions } }),
      'POST /api/orders/41/cancel_request': () => ({
        json: { data: order({ status: 'cancellation_requested', actions: none }) },
      }),
    });
    const { alerts } = renderView(order());
    fireEvent.click(screen.getByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(await within(dialog).findByTestId('cancel-conditions')).toHaveTextContent(
      'Cancelling 30 days before check-in costs 10%.',
    );
    expect(within(dialog).getByTestId('cancel-penalty')).toHaveTextContent('168.45 € (10% of the total)');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('831.55 €');
    expect(within(dialog).getByTestId('cancel-free-until')).toHaveTextContent('12.05.2026');
    expect(orderCalls(calls)).toEqual(['GET /api/orders/41/cancel_request']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByText('Give the reason for the cancellation.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Tourist is ill  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([
        { key: 'POST /api/orders/41/cancel_request', body: { reason: 'Tourist is ill' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('cancel-dialog')).not.toBeInTheDocument());
    expect(alerts.getSnapshot().map((a) => a.message)).toContain(
      'Order MD-104233: the cancellation request was sent to the operator.',
    );
  });

  it('keeps the dialog open with the backend error when the request is refused', async () => {
    stubFetch({
      'GET /api/orders/41/cancel_request': () => ({ json: { data: { ...conditions, free_until: null } } }),
      'POST /api/orders/41/cancel_request': () => ({
        status: 409,
        json: { error: 'Conflict', message: 'The order can no longer be cancelled' },
      }),
    });
    renderView(order());
    fireEvent.click(screen.getByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(await within(dialog).findByTestId('cancel-free-until')).toHaveTextContent('not available');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Changed plans' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order can no longer be cancelled');
  });
});
