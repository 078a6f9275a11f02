/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProfileCommissionSection } from '@/components/profile/commission-section';
import { SessionsSection } from '@/components/profile/sessions-section';
import type { ProfileCommission, Session } from '@/lib/schemas/profile';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));

// The profile's commission and sessions (docs/product.md §10 "The profile").

const session = (id: string, current: boolean, extra: Partial<Session> = {}): Session => ({
  id,
  device: 'desktop',
  browser: 'Chrome',
  browser_version: '131',
  os: 'Windows',
  os_version: '10',
  ip: '89.28.14.2',
  place: 'Chișinău, Moldova',
  created_at: '2026-11-20T08:00:00Z',
  last_seen_at: '2026-11-26T09:30:00Z',
  current,
  ...extra,
});

/** When the server read the list: two days after the fixtures' last activity. */
const RENDERED_AT = Date.parse('2026-11-28T09:30:00Z');

describe('the sessions', () => {
  it('names a row’s browser and system with their versions, its address, and its last activity as a time ago within a day', () => {
    const fiveMinutesAgo = new Date(RENDERED_AT - 5 * 60_000).toISOString();
    const odd = session('odd', false, {
      device: 'unknown',
      browser: 'Unknown',
      browser_version: null,
      os: 'Unknown',
      os_version: null,
      ip: null,
      place: null,
    });
    renderPortal(
      <SessionsSection
        sessions={[session('here', true, { last_seen_at: fiveMinutesAgo }), odd]}
        renderedAt={RENDERED_AT}
      />,
    );
    const [here, other] = screen.getAllByTestId('session-row');
    expect(here).toHaveTextContent('Chrome 131 · Windows 10');
    expect(here).toHaveTextContent('Computer');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('Chișinău, Moldova89.28.14.2');
    expect(within(here!).getByText('5 minutes ago')).toHaveAttribute('dateTime', fiveMinutesAgo);
    // Older than a day: the date and time on the portal's clock.
    expect(other).toHaveTextContent('Unknown browser · Unknown system');
    expect(other).toHaveTextContent('Unknown device');
    expect(other).toHaveTextContent('26.11.2026 11:30');
    expect(
      within(other!).getByRole('button', { name: 'End the session Unknown browser · Unknown system' }),
    ).toBeInTheDocument();
  });

  it('marks this device, offers no end for it, and ends another after a confirmation', async () => {
    let live = [
      session('here', true),
      session('phone', false, {
        device: 'phone',
        browser: 'Safari',
        browser_version: '18',
        os: 'iOS',
        os_version: '18.1',
        ip: null,
        place: null,
      }),
    ];
    const { calls } = stubFetch({
      'POST /api/v1/profile/terminate/phone': () => (
        (live = live.filter((s) => s.id !== 'phone')),
        { json: { data: { terminated: 1 }, message: 'Sessions ended.' } }
      ),
      'GET /api/v1/profile/sessions': () => ({ json: { data: live, meta: { total: live.length, page: 1, size: 50 } } }),
    });
    const { alerts } = renderPortal(<SessionsSection sessions={live} renderedAt={RENDERED_AT} />);
    const [here, phone] = screen.getAllByTestId('session-row');
    expect(here).toHaveTextContent('This device');
    expect(within(here!).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Safari 18 · iOS 18.1');
    expect(phone).toHaveTextContent('Unknown');
    expect(phone).toHaveTextContent('26.11.2026 11:30');

    fireEvent.click(within(phone!).getByRole('button', { name: 'End the session Safari 18 · iOS 18.1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Safari 18 · iOS 18.1 (Unknown) will be signed out on its next request.');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual([
      'The session Safari 18 · iOS 18.1 (Unknown) is ended.',
    ]);
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it('ends every other session at once after a confirmation', async () => {
    let live = [session('here', true), session('a', false), session('b', false)];
    const { calls } = stubFetch({
      'POST /api/v1/profile/terminate': () => (
        (live = live.filter((s) => s.current)),
        { json: { data: { terminated: 2 }, message: 'Sessions ended.' } }
      ),
      'GET /api/v1/profile/sessions': () => ({ json: { data: live, meta: { total: live.length, page: 1, size: 50 } } }),
    });
    renderPortal(<SessionsSection sessions={live} renderedAt={RENDERED_AT} />);
    fireEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 other sessions will be signed out');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/profile/terminate');
  });
});

const commission = (from: string, to: string, orders: ProfileCommission['orders'] = []): ProfileCommission => ({
  from,
  to,
  currency: 'EUR',
  orders,
  total: orders.reduce((sum, order) => sum + order.commission, 0),
});

describe('the commission', () => {
  beforeEach(() => window.history.replaceState(null, '', '/profile/commission'));

  it("lists the period's orders with their commission and total, and asks for another period through the URL", async () => {
    const initial = commission('01.11.2026', '26.11.2026', [
      {
        id: 7,
        number: 'MD-104233',
        created_at: '2026-11-03 10:00:00',
        total: 1500,
        percent: 10,
        commission: 150,
        note: null,
      },
    ]);
    const { calls } = stubFetch({
      'POST /api/v1/profile/commission': (body) => ({
        json: { data: commission((body as { from: string }).from, (body as { to: string }).to) },
      }),
    });
    renderPortal(<ProfileCommissionSection period={{ from: '01.11.2026', to: '26.11.2026' }} initial={initial} />);
    const table = screen.getByTestId('commission-table');
    expect(within(table).getByRole('rowheader', { name: 'MD-104233' })).toBeInTheDocument();
    expect(table).toHaveTextContent('03.11.2026');
    expect(table).toHaveTextContent('1,500 €');
    expect(table).toHaveTextContent('10 %');
    expect(table).toHaveTextContent('150 €');
    expect(screen.getByTestId('commission-total')).toHaveTextContent('150 €');
    expect(calls).toHaveLength(0);

    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '01102026' } });
    fireEvent.blur(from);
    expect(window.location.search).toBe('?from=01.10.2026&to=26.11.2026');
    expect(await screen.findByTestId('commission-empty')).toHaveTextContent('No orders from 01.10.2026 to 26.11.2026.');
    expect(calls.map((call) => call.body)).toEqual([{ from: '01.10.2026', to: '26.11.2026' }]);
  });

  it('says beside an order’s rate why it is not the agency table’s, and nothing beside one that is', () => {
    const note = 'Hotel increase +2 %: The hotel pays the agency more; credited as a bonus once the order is paid.';
    const initial = commission('01.11.2026', '26.11.2026', [
      {
        id: 7,
        number: 'MD-104233',
        created_at: '2026-11-03 10:00:00',
        total: 1000,
        percent: 14,
        commission: 140,
        note,
      },
      {
        id: 8,
        number: 'MD-104234',
        created_at: '2026-11-04 10:00:00',
        total: 1000,
        percent: 12,
        commission: 120,
        note: null,
      },
    ]);
    stubFetch({});
    renderPortal(<ProfileCommissionSection period={{ from: '01.11.2026', to: '26.11.2026' }} initial={initial} />);
    const [increased, plain] = within(screen.getByTestId('commission-table')).getAllByRole('row').slice(1);
    expect(increased).toHaveTextContent(`14 %${note}`);
    expect(plain).toHaveTextContent('12 %');
    expect(plain).not.toHaveTextContent('Hotel increase');
  });
});
