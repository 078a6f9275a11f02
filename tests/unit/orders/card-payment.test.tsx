/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CardPaymentResult } from '@/components/orders/card-payment/card-payment-result';
import { CardPaymentStart } from '@/components/orders/card-payment/card-payment-start';
import type { CardPaymentResult as Result } from '@/lib/backend/orders';
import { renderPortal, stubFetch } from '../fixtures/render';

function result(status: Result['payment']['status'], due: number, orderStatus: Result['status']): Result {
  return {
    payment: {
      id: 'q7Zr0mVb4kTn2YwXa9LcEg',
      created_at: '2026-05-04T10:00:00Z',
      amount: 500,
      currency: 'EUR',
      method: 'card',
      status,
      reference: status === 'succeeded' ? 'AUTH 654321' : null,
    },
    balance: { net: 1500, paid: 1500 - due, due, refund: 0, currency: 'EUR' },
    status: orderStatus,
  };
}

describe('the card payment result', () => {
  it('shows a success with its reference, the new balance and status, and no second payment', () => {
    renderPortal(<CardPaymentResult orderId={41} orderNumber="MD-104233" result={result('succeeded', 0, 'paid')} />);
    expect(screen.getByTestId('card-payment-result')).toHaveAttribute('data-outcome', 'succeeded');
    expect(screen.getByRole('status')).toHaveTextContent('Payment of 500 € succeeded');
    expect(screen.getByRole('status')).toHaveTextContent('Reference: AUTH 654321');
    expect(screen.getByTestId('card-payment-due')).toHaveTextContent('0 €');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/orders?order=41');
    expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it.each([
    ['declined', 'The bank declined the payment of 500 €'],
    ['timed_out', 'The payment of 500 € timed out'],
  ] as const)('shows a %s attempt as an error and offers to pay again while money is due', (status, text) => {
    renderPortal(<CardPaymentResult orderId={41} orderNumber="MD-104233" result={result(status, 500, 'confirmed')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Reference');
    expect(screen.getByTestId('card-payment-due')).toHaveTextContent('500 €');
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/orders/card-payment/41');
  });
});

describe('starting a card payment', () => {
  const order = { id: 41, number: 'MD-104233', status: 'confirmed' as const, due: 500, payable: true };

  it('asks the backend for an attempt with this page as the return URL', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /api/orders/41/card_payment': () => ({
        json: {
          data: {
            payment_id: 'q7Zr0mVb4kTn2YwXa9LcEg',
            amount: 500,
            currency: 'EUR',
            provider: 'maib',
            gateway_url: 'http://localhost:4700/gateway/q7Zr0mVb4kTn2YwXa9LcEg',
          },
        },
      }),
    });
    renderPortal(
      <CardPaymentStart order={order} returnUrl="http://localhost:3700/orders/card-payment/41" gateway="MAIB" />,
    );
    expect(screen.getByTestId('card-payment-due')).toHaveTextContent('500 €');
    expect(screen.getByTestId('card-payment-gateway')).toHaveTextContent('MAIB');
    fireEvent.click(screen.getByRole('button', { name: 'Pay 500\u00a0€' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['GET /api/orders/41/card_payment']));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.searchParams.get('return_url')).toBe('http://localhost:3700/orders/card-payment/41');
  });

  it('refuses to start on a host the portal does not know, with a clear message', () => {
    const { calls } = stubFetch({});
    renderPortal(<CardPaymentStart order={order} returnUrl={null} gateway="MAIB" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment is not available at this address');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('does not offer to pay when nothing is due', () => {
    stubFetch({});
    renderPortal(
      <CardPaymentStart
        order={{ ...order, due: 0, status: 'paid', payable: false }}
        returnUrl="http://localhost:3700/orders/card-payment/41"
        gateway="MAIB"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to pay by card for this order now.');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('refuses with a clear message when the agency has no enabled gateway for the currency', () => {
    const { calls } = stubFetch({});
    renderPortal(
      <CardPaymentStart order={order} returnUrl="http://localhost:3700/orders/card-payment/41" gateway={null} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Card payment is not available');
    expect(screen.getByRole('alert')).toHaveTextContent('no enabled payment gateway for the order');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
