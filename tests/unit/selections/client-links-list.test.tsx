/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClientLinksList } from '@/components/client-links/client-links-list';
import { clientLinksKey } from '@/lib/client-links/query';
import type { SharedSelectionItem } from '@/lib/schemas/shared-selections';
import { renderPortal, serverHtml, stubFetch, type Route } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));

const ANSWERED = 'AnsweredAnsweredAnsweredAnswer01';
const QUIET = 'QuietQuietQuietQuietQuietQuiet02';

const link = (token: string, over: Partial<SharedSelectionItem> = {}): SharedSelectionItem => ({
  token,
  url_path: `/selection/${token}`,
  created_at: '2026-11-20T08:30:00.000Z',
  valid_until: '2026-11-30T08:30:00.000Z',
  revoked_at: null,
  status: 'active',
  note: '',
  opens: { count: 0, last_at: null },
  offers_count: 2,
  offers: [
    {
      position: 1,
      hotel: 'Sunrise Beach',
      check_in: '2027-06-12',
      nights: 7,
      price: { amount: 1500, currency: 'EUR' },
      answered: false,
    },
    {
      position: 2,
      hotel: 'Blue Lagoon',
      check_in: '2027-06-14',
      nights: 10,
      price: { amount: 990, currency: 'EUR' },
      answered: false,
    },
  ],
  answers: [],
  ...over,
});

const answered = link(ANSWERED, {
  note: 'Prices for two adults',
  opens: { count: 3, last_at: '2026-11-21T09:15:00.000Z' },
  offers: link(ANSWERED).offers.map((offer) => ({ ...offer, answered: offer.position === 2 })),
  answers: [
    {
      position: 2,
      hotel: 'Blue Lagoon',
      name: 'Ion Popescu',
      phone: '+373 69 123 456',
      messenger: '@ion',
      created_at: '2026-11-21T09:20:00.000Z',
    },
  ],
});
const quiet = link(QUIET, { status: 'expired', valid_until: '2026-11-25T08:30:00.000Z' });
const page = (data: SharedSelectionItem[]) => ({ data, meta: { total: data.length, page: 1, size: 10 } });
const query = { page: 1 };

function renderList(data: SharedSelectionItem[], routes: Record<string, Route> = {}) {
  const stub = stubFetch(routes);
  const rendered = renderPortal(
    <ClientLinksList query={query} initialKey={clientLinksKey(query)} initial={page(data)} />,
  );
  return { ...stub, ...rendered };
}

const row = (token: string) => screen.getAllByTestId('client-link-row').find((r) => r.dataset.token === token)!;

beforeEach(() => window.history.replaceState(null, '', '/client-links'));

describe('the client links', () => {
  it('shows each link’s dates, status, offers, opens and answers, the answered ones standing out', () => {
    renderList([answered, quiet]);
    const first = row(ANSWERED);
    expect(first).toHaveAttribute('data-answered', 'true');
    expect(within(first).getByTestId('client-link-status')).toHaveTextContent('Active');
    expect(within(first).getByTestId('client-link-answer-count')).toHaveTextContent('1 answer');
    expect(first).toHaveTextContent('20.11.2026 10:30');
    expect(first).toHaveTextContent('30.11.2026');
    const offers = within(first).getAllByTestId('client-link-offer');
    expect(offers[0]).toHaveTextContent('1. Sunrise Beach12.06.2027, 7 nights, 1,500 €');
    expect(offers[0]).not.toHaveAttribute('data-answered');
    expect(offers[1]).toHaveAttribute('data-answered', 'true');
    expect(offers[1]).toHaveTextContent('The client answered');
    expect(within(first).getByTestId('client-link-opens')).toHaveTextContent('3 times');
    expect(within(first).getByTestId('client-link-opens')).toHaveTextContent('last 21.11.2026 11:15');
    const answer = within(first).getByTestId('client-link-answer');
    expect(answer).toHaveTextContent('Ion Popescu');
    expect(within(answer).getByRole('link', { name: '+373 69 123 456' })).toHaveAttribute('href', 'tel:+37369123456');
    expect(answer).toHaveTextContent('Messenger: @ion');
    expect(answer).toHaveTextContent('Offer 2: Blue Lagoon');
    expect(answer).toHaveTextContent('21.11.2026 11:20');
    expect(within(first).getByTestId('client-link-note')).toHaveTextContent('Prices for two adults');

    const second = row(QUIET);
    expect(second).not.toHaveAttribute('data-answered');
    expect(within(second).getByTestId('client-link-status')).toHaveTextContent('Expired');
    expect(within(second).getByTestId('client-link-opens')).toHaveTextContent('Not opened');
    expect(second).toHaveTextContent('No answers yet');
    // Copy for an active link only; an expired one can still be extended or revoked.
    expect(within(second).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Extend' })).toBeInTheDocument();
  });

  it('reads without JavaScript: the server’s HTML has the rows', () => {
    stubFetch({});
    const html = serverHtml(
      <ClientLinksList query={query} initialKey={clientLinksKey(query)} initial={page([answered])} />,
    );
    expect(html.querySelectorAll('[data-testid="client-link-row"]')).toHaveLength(1);
    expect(html.textContent).toContain('Ion Popescu');
  });

  it('says how to make a link when there is none', () => {
    renderList([]);
    expect(screen.getByTestId('client-links-empty')).toHaveTextContent(
      'No links yet — create one in the saved offers.',
    );
  });

  it('copies an active link as an absolute address', async () => {
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { alerts } = renderList([answered]);
    fireEvent.click(within(row(ANSWERED)).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`http://localhost/selection/${ANSWERED}`));
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => [a.type, a.message])).toEqual([['success', 'Link copied successfully']]),
    );
  });

  it('revokes after confirmation and shows the link revoked', async () => {
    const { calls, alerts } = renderList([answered], {
      [`POST /api/shared-selections/${ANSWERED}/revoke`]: () => ({
        json: { data: { ...answered, status: 'revoked', revoked_at: '2026-11-22T10:00:00.000Z' } },
      }),
    });
    fireEvent.click(within(row(ANSWERED)).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the link?' });
    expect(calls).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(row(ANSWERED)).getByTestId('client-link-status')).toHaveTextContent('Revoked'));
    expect(calls.map((c) => c.key)).toEqual([`POST /api/shared-selections/${ANSWERED}/revoke`]);
    expect(within(row(ANSWERED)).queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
    expect(alerts.getSnapshot().map((a) => a.message)).toContain('The link was revoked');
  });

  it('extends by the chosen days (7 by default, 1–30) and shows the new date', async () => {
    const { calls, alerts } = renderList([quiet], {
      [`POST /api/shared-selections/${QUIET}/extend`]: () => ({
        json: { data: { ...quiet, status: 'active', valid_until: '2026-12-20T08:30:00.000Z' } },
      }),
    });
    fireEvent.click(within(row(QUIET)).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the link' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Valid for, days from now' });
    expect(days).toHaveValue(7);
    fireEvent.change(days, { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 30')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.change(days, { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(within(row(QUIET)).getByTestId('client-link-status')).toHaveTextContent('Active'));
    expect(calls).toEqual([{ key: `POST /api/shared-selections/${QUIET}/extend`, body: { days: 20 } }]);
    expect(row(QUIET)).toHaveTextContent('20.12.2026');
    expect(alerts.getSnapshot().map((a) => a.message)).toContain('The link is valid until 20.12.2026');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend the link' })).not.toBeInTheDocument());
  });

  it('shows the backend’s 409 for a link revoked meanwhile, the days kept', async () => {
    renderList([quiet], {
      [`POST /api/shared-selections/${QUIET}/extend`]: () => ({
        status: 409,
        json: { error: 'The link was revoked', message: 'A revoked link cannot be extended: make a new one.' },
      }),
    });
    fireEvent.click(within(row(QUIET)).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the link' });
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('A revoked link cannot be extended: make a new one.')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton')).toHaveValue(12);
  });
});
