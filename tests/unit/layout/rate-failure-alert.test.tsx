/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PortalProviders } from '@/components/providers/portal-providers';
import en from '@/messages/en';
import { user } from '../fixtures/user';

// A failed exchange-rate load is said in an error alert with a title and a message (docs/product.md §8):
// the portal shell hands the alert to the providers, which show it once the page runs.

function renderProviders(alert: Parameters<typeof PortalProviders>[0]['alert']) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Chisinau">
      <PortalProviders user={user} alertsClass="fixed" alert={alert}>
        <h1>Orders</h1>
      </PortalProviders>
    </NextIntlClientProvider>,
  );
}

describe('the server-side alert of a page', () => {
  it('shows the failed rate load as an error alert with its title and message, once', async () => {
    const { rerender } = renderProviders({
      type: 'error',
      title: en.shell.rateFailed,
      message: en.shell.rateUnavailable,
    });
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(await within(region).findByText('Exchange rate unavailable')).toBeInTheDocument();
    expect(region).toHaveTextContent('The exchange rate could not be loaded. Reload the page to try again.');
    rerender(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Chisinau">
        <PortalProviders
          user={user}
          alertsClass="fixed"
          alert={{ type: 'error', title: en.shell.rateFailed, message: en.shell.rateUnavailable }}
        >
          <h1>Orders</h1>
        </PortalProviders>
      </NextIntlClientProvider>,
    );
    expect(within(region).getAllByText('Exchange rate unavailable')).toHaveLength(1);
  });

  it('shows none without one', () => {
    renderProviders(null);
    expect(screen.getByRole('region', { name: 'Messages' })).toBeEmptyDOMElement();
  });
});
