/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { ForbiddenSwitch } from '@/components/layout/forbidden-switch';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { ApiRequestError, apiRequest } from '@/lib/hooks/fetcher';
import en from '@/messages/en';
import { renderPortal, stubFetch } from '../fixtures/render';

// docs/product.md §8: a 403 answer to a call made in the browser shows the 403 page in place of
// the page's content, not an alert, unless the call handles 403 itself; another address is not
// forbidden.

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => jest.requireActual('../fixtures/history-navigation').useRouter(),
  usePathname: () => window.location.pathname,
}));

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const refused = () => ({ status: 403, json: { error: 'Forbidden', message: 'Access denied' } });

async function refusal(call: Promise<unknown>): Promise<ApiRequestError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

function page() {
  return renderPortal(
    <ForbiddenSwitch>
      <p>the page</p>
    </ForbiddenSwitch>,
  );
}

it('a read that does not handle 403 shows the 403 page in place of the page, and no alert', async () => {
  window.history.replaceState(null, '', '/ats/orders');
  const { alerts } = page();
  expect(screen.getByText('the page')).toBeInTheDocument();

  stubFetch({ 'GET /api/ats/orders/5': refused });
  const error = await act(() => refusal(apiRequest('/api/ats/orders/5')));
  expect(error).toMatchObject({ status: 403, shownAsPage: true });
  expect(screen.queryByText('the page')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: en.errors.forbiddenTitle })).toBeInTheDocument();
  expect(screen.getByText(en.errors['403'])).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.errors.home })).toHaveAttribute('href', '/');

  // Whoever shows the failure shows nothing more: the page already says it.
  let shown: number | null | undefined;
  function ShowsFailure() {
    const { showApiError } = useAlerts();
    shown = showApiError(error);
    return null;
  }
  const { alerts: stack } = renderPortal(<ShowsFailure />);
  expect(shown).toBeNull();
  expect(stack.getSnapshot()).toEqual([]);
  expect(alerts.getSnapshot()).toEqual([]);
});

it("a form's alert goes with the page it stood in: the 403 page replaces the whole content", async () => {
  window.history.replaceState(null, '', '/orders/7');
  const shown = new ApiRequestError({ status: 500, error: 'Save failed', message: 'Try again later' });
  renderPortal(
    <ForbiddenSwitch>
      <ApiErrorAlert error={shown} />
    </ForbiddenSwitch>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Try again later');
  stubFetch({ 'GET /api/orders/7': refused });
  await act(() => refusal(apiRequest('/api/orders/7')));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: en.errors.forbiddenTitle })).toBeInTheDocument();
});

it('a read that handles 403 itself keeps the page, and its failure is an alert as any other', async () => {
  window.history.replaceState(null, '', '/ats/user-links');
  page();
  stubFetch({ 'GET /api/ats/user-links': refused });
  const error = await act(() => refusal(apiRequest('/api/ats/user-links', { handle: [403] })));
  expect(error).toMatchObject({ status: 403, shownAsPage: false });
  expect(screen.getByText('the page')).toBeInTheDocument();
  renderPortal(<ApiErrorAlert error={error} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
});

it("a write's 403 is its caller's: the page stays, with the backend's reason where the write was made", async () => {
  window.history.replaceState(null, '', '/employees');
  page();
  stubFetch({ 'POST /api/v1/employees/create': refused });
  const error = await act(() => refusal(apiRequest('/api/v1/employees/create', { method: 'POST', json: {} })));
  expect(error).toMatchObject({ status: 403, shownAsPage: false });
  expect(screen.getByText('the page')).toBeInTheDocument();
  renderPortal(<ApiErrorAlert error={error} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
});

it('the 403 page stands in for the page it was refused on only', async () => {
  window.history.replaceState(null, '', '/orders');
  const first = page();
  stubFetch({ 'GET /api/orders/5': refused });
  await act(() => refusal(apiRequest('/api/orders/5')));
  expect(screen.queryByText('the page')).not.toBeInTheDocument();
  first.unmount();
  // Another address: its page is shown.
  window.history.replaceState(null, '', '/search/flight');
  page();
  expect(screen.getByText('the page')).toBeInTheDocument();
});
