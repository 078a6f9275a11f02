/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { DeskTicketOrderSheet } from '@/components/ats/orders/desk-ticket-order-sheet';
import type { DeskTicketOrder } from '@/lib/schemas/ats';
import { ticketOrder } from '../fixtures/ticket-orders';
import { renderPortal } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));
jest.setTimeout(30_000);

// The desk's order sheet (docs/product.md §12 "Screens"): a manual order names its seller and,
// separately, who entered it, with the times as typed.

const NOW = Date.parse('2026-11-27T07:45:00+02:00');
const deskOrder = (over: Partial<DeskTicketOrder> = {}): DeskTicketOrder => ({
  ...ticketOrder({
    status: 'ticketed',
    owner: { id: 1, name: 'Ana Ciobanu' },
    created_at: '2026-11-20T09:30:00Z',
    ticketing_at: null,
  }),
  source: 'manual',
  pnr: 'QX7P2M',
  carrier: 'TK',
  issue_date: '2026-11-19',
  transaction_type: 'sale',
  fare: 312.5,
  taxes: 88.4,
  fee: 15,
  commission: 9.38,
  balance: 415.9,
  seller_linked: true,
  properties: [],
  created_by: { id: 6, name: 'Andrii Shevchenko' },
  payments: [],
  ...over,
});

describe('the desk order sheet', () => {
  it('says who entered a manual order and when, names the seller as the seller, and shows no ticketing time nobody typed', async () => {
    const order = deskOrder();
    renderPortal(<DeskTicketOrderSheet id={order.id} initial={order} onClose={jest.fn()} now={NOW} canManage />);
    expect(await screen.findByTestId('flight-order-created')).toHaveTextContent(
      /^Entered by Andrii Shevchenko at .*20.*11.*2026/,
    );
    expect(screen.getByTestId('flight-order-created')).not.toHaveTextContent('Ana Ciobanu');
    expect(screen.getByTestId('ats-sales-seller')).toHaveTextContent('Ana Ciobanu');
    expect(screen.getByTestId('ats-sales-issue-date')).toHaveTextContent('19.11.2026');
    expect(screen.queryByText('E-tickets')).not.toBeInTheDocument();
  });

  it('keeps the booking line of a portal booking, which its seller booked', async () => {
    const order = deskOrder({ source: 'portal', created_by: null });
    renderPortal(<DeskTicketOrderSheet id={order.id} initial={order} onClose={jest.fn()} now={NOW} canManage />);
    expect(await screen.findByTestId('flight-order-created')).toHaveTextContent(/Booked .* by Ana Ciobanu/);
  });
});
