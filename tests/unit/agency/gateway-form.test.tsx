/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayForm } from '@/components/gateways/gateway-form';
import { gatewayFormFieldsSchema, type Gateway } from '@/lib/schemas/gateways';
import { renderPortal, stubFetch } from '../fixtures/render';

// The payment gateway form (docs/product.md §10 "Payment gateways"): the secret is write-only.

const maib: Gateway = {
  id: 1,
  provider: 'maib',
  merchant_id: 'DEMO-MAIB-0042',
  currencies: ['MDL', 'EUR'],
  enabled: true,
  secret_set_at: '2026-10-17T09:00:00Z',
};
const valid = {
  provider: 'stripe',
  merchant_id: 'acct_demo_7',
  currencies: ['EUR'],
  enabled: true,
  secret: '',
} as const;

describe('the gateway form schema', () => {
  it('leaves an empty secret out, so the stored one stays', () => {
    expect(gatewayFormFieldsSchema.parse(valid)).toEqual({
      provider: 'stripe',
      merchant_id: 'acct_demo_7',
      currencies: ['EUR'],
      enabled: true,
      secret: undefined,
    });
    expect(gatewayFormFieldsSchema.parse({ ...valid, secret: 'sk_live_12345678' }).secret).toBe('sk_live_12345678');
  });

  it.each([
    ['no provider', { provider: '' }, 'provider', 'validation.required'],
    ['a merchant id with spaces', { merchant_id: 'acct demo' }, 'merchant_id', 'validation.merchantId'],
    ['a two-character merchant id', { merchant_id: 'ab' }, 'merchant_id', 'validation.merchantId'],
    ['no currency', { currencies: [] }, 'currencies', 'validation.required'],
    ['an unknown currency', { currencies: ['GBP'] }, 'currencies', undefined],
    ['a short secret', { secret: 'short' }, 'secret', 'validation.secret'],
  ])('refuses %s', (_name, change, field, message) => {
    const result = gatewayFormFieldsSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });
});

describe('the gateway form', () => {
  beforeEach(() => window.history.replaceState(null, '', '/payment-gateways/1/edit'));

  it('marks the required fields and creates a gateway with its secret, then says so', async () => {
    const { calls } = stubFetch({
      'POST /api/payment/gateways': (body) => ({
        status: 201,
        json: {
          data: { ...maib, ...(body as object), id: 9, secret_set_at: '2026-11-26T10:00:00Z' },
          message: 'Record added successfully',
        },
      }),
    });
    const { alerts } = renderPortal(<GatewayForm canSetSecret />);
    for (const label of ['Provider', 'Merchant ID'])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: /Currencies/ })).toHaveTextContent('*');
    // A new gateway's secret field is a password field, empty.
    const secret = screen.getByLabelText('Secret key');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');

    fireEvent.change(screen.getByLabelText(/^Provider/), { target: { value: 'stripe' } });
    fireEvent.change(screen.getByLabelText(/^Merchant ID/), { target: { value: 'acct_demo_7' } });
    fireEvent.click(screen.getByLabelText('EUR'));
    fireEvent.change(secret, { target: { value: 'sk_live_12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['POST /api/payment/gateways']));
    expect(calls[0]!.body).toEqual({
      provider: 'stripe',
      merchant_id: 'acct_demo_7',
      currencies: ['EUR'],
      enabled: true,
      secret: 'sk_live_12345678',
    });
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => a.message)).toContain('Payment gateway Stripe (acct_demo_7) added.'),
    );
    expect(window.location.pathname).toBe('/payment-gateways');
  });

  it('edits with the secret field empty, shows when it was set and sends no secret unless one is typed', async () => {
    const { calls } = stubFetch({
      'PATCH /api/payment/gateways/1/update': (body) => ({
        json: { data: { ...maib, ...(body as object) }, message: 'Record updated successfully' },
      }),
    });
    const { alerts } = renderPortal(<GatewayForm gateway={maib} canSetSecret />);
    expect(screen.getByLabelText('Secret key')).toHaveValue('');
    expect(screen.getByText('Set on 17.10.2026. Type a new one only to replace it.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('EUR'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      provider: 'maib',
      merchant_id: 'DEMO-MAIB-0042',
      currencies: ['MDL'],
      enabled: true,
    });
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => a.message)).toContain('Payment gateway MAIB (DEMO-MAIB-0042) saved.'),
    );
  });

  it('says the stored secret goes when the provider or merchant id changes, to a manager and to the director', () => {
    stubFetch({});
    const { unmount } = renderPortal(<GatewayForm gateway={maib} canSetSecret={false} />);
    const state = screen.getByTestId('gateway-secret-state');
    fireEvent.change(screen.getByLabelText(/^Merchant ID/), { target: { value: 'DEMO-MAIB-0099' } });
    expect(state).toHaveTextContent(
      'A new provider or merchant ID removes the stored secret key: after saving it is not set.',
    );
    expect(state).not.toHaveTextContent('Set on 17.10.2026');
    fireEvent.change(screen.getByLabelText(/^Merchant ID/), { target: { value: 'DEMO-MAIB-0042' } });
    expect(state).toHaveTextContent('Set on 17.10.2026');
    unmount();
    renderPortal(<GatewayForm gateway={maib} canSetSecret />);
    fireEvent.change(screen.getByLabelText(/^Provider/), { target: { value: 'paynet' } });
    expect(
      screen.getByText('A new provider or merchant ID removes the stored secret key: after saving it is not set.'),
    ).toBeInTheDocument();
  });

  it('does not offer the secret to a manager, who may not set it', () => {
    stubFetch({});
    renderPortal(<GatewayForm gateway={maib} canSetSecret={false} />);
    expect(screen.queryByLabelText('Secret key')).not.toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    const state = screen.getByTestId('gateway-secret-state');
    expect(state).toHaveTextContent('Set on 17.10.2026');
    expect(state).not.toHaveTextContent('Type a new one');
    expect(state).toHaveTextContent("Only the agency's director sets the secret key.");
  });

  it('puts the backend’s 422 on its field and keeps everything typed', async () => {
    stubFetch({
      'PATCH /api/payment/gateways/1/update': () => ({
        status: 422,
        json: {
          error: 'Validation error',
          message: 'Check the fields.',
          errors: { merchant_id: ['3 to 64 Latin letters, digits, "-" or "_".'] },
        },
      }),
    });
    const { alerts } = renderPortal(<GatewayForm gateway={maib} canSetSecret />);
    fireEvent.change(screen.getByLabelText(/^Merchant ID/), { target: { value: 'DEMO-MAIB-0043' } });
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'a-new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const merchant = screen.getByLabelText(/^Merchant ID/);
    await waitFor(() => expect(merchant).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('3 to 64 Latin letters, digits, "-" or "_".')).toBeInTheDocument();
    expect(merchant).toHaveValue('DEMO-MAIB-0043');
    expect(screen.getByLabelText('Secret key')).toHaveValue('a-new-secret-1');
    expect(alerts.getSnapshot()).toEqual([]);
    expect(window.location.pathname).not.toBe('/payment-gateways');
  });

  it('shows a refusal that is not about a field as an alert in the form', async () => {
    stubFetch({
      'PATCH /api/payment/gateways/1/update': () => ({
        status: 403,
        json: { error: 'Access denied', message: 'You do not have permission for this action.' },
      }),
    });
    renderPortal(<GatewayForm gateway={maib} canSetSecret />);
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'a-new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/You do not have permission/)).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveValue('a-new-secret-1');
  });
});
