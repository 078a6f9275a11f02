/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SavedOffersDialog } from '@/components/basket/saved-offers-dialog';
import { contactEditsStorageKey } from '@/lib/hooks/use-offer-contacts';
import type { SavedOffer } from '@/lib/schemas/saved-offers';
import { savedOffer } from '../fixtures/saved-offers';
import { renderPortal, stubFetch, user, type Route } from '../fixtures/render';

const first = savedOffer({ uuid: '0b6f4a52-5d8e-4a43-9a3b-1c2d3e4f5a60', price: 1500, original: 1234 });
const second = savedOffer({ uuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', original: 990, tickets: {} });
const third = savedOffer({ uuid: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', original: 700 });
const serverContacts = {
  title: 'Demo Travel',
  address: '1 Stefan cel Mare Blvd, Chișinău',
  phone: '+373 22 000 000',
  email: 'office@demo.travel',
};
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const made = { data: { token: TOKEN, url_path: `/selection/${TOKEN}`, valid_until: '2026-12-10T10:00:00.000Z' } };

function stubBasket(offers: SavedOffer[], create: Route = () => ({ status: 201, json: made })) {
  return stubFetch({
    'GET /api/search/offers': () => ({ json: { data: offers } }),
    'GET /api/search/offers/contacts': () => ({ json: { data: serverContacts } }),
    'POST /api/shared-selections': create,
  });
}

async function openStep() {
  await screen.findAllByTestId('basket-offer');
  const open = screen.getByRole('button', { name: 'Link for the client' });
  await waitFor(() => expect(open).toBeEnabled());
  fireEvent.click(open);
  return screen.findByRole('dialog', { name: 'Link for the client' });
}

const posts = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === 'POST /api/shared-selections');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

describe('the link for the client', () => {
  it('is disabled without offers', async () => {
    stubBasket([]);
    renderPortal(<SavedOffersDialog onClose={jest.fn()} />);
    await screen.findByTestId('basket-empty');
    expect(screen.getByRole('button', { name: 'Link for the client' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'My client links' })).toHaveAttribute('href', '/client-links');
  });

  it('checks every offer and 7 days by default, and sends the chosen offers in the dialog order with the edited contacts', async () => {
    window.localStorage.setItem(contactEditsStorageKey(user.email), JSON.stringify({ phone: '+373 69 111 222' }));
    const { calls } = stubBasket([first, second, third]);
    renderPortal(<SavedOffersDialog onClose={jest.fn()} />);
    const step = await openStep();
    const boxes = within(step).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    boxes.forEach((box) => expect(box).toBeChecked());
    expect(within(step).getByRole('spinbutton', { name: 'Valid for, days' })).toHaveValue(7);
    // Unticked and ticked again: the order sent is still the dialog's.
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[0]!);
    fireEvent.change(within(step).getByRole('spinbutton'), { target: { value: '10' } });
    fireEvent.change(within(step).getByRole('textbox', { name: /Note to the client/ }), {
      target: { value: 'Call me' },
    });
    expect(step).toHaveTextContent('7 / 500');
    fireEvent.click(within(step).getByRole('button', { name: 'Create link' }));
    const url = await within(step).findByRole('textbox', { name: 'Link' });
    expect(url).toHaveValue(`http://localhost/selection/${TOKEN}`);
    expect(url).toHaveAttribute('readonly');
    expect(step).toHaveTextContent('Valid until 10.12.2026');
    expect(posts(calls)).toEqual([
      {
        key: 'POST /api/shared-selections',
        body: {
          offers: [first.uuid, third.uuid],
          contacts: { ...serverContacts, phone: '+373 69 111 222' },
          validity_days: 10,
          note: 'Call me',
        },
      },
    ]);
  });

  it('refuses a validity outside 1–30 days and no offer at all, in the user’s language, without a call', async () => {
    const { calls } = stubBasket([first]);
    renderPortal(<SavedOffersDialog onClose={jest.fn()} />);
    const step = await openStep();
    const days = within(step).getByRole('spinbutton');
    for (const value of ['31', '0', '']) {
      fireEvent.change(days, { target: { value } });
      fireEvent.click(within(step).getByRole('button', { name: 'Create link' }));
      expect(await within(step).findByText('Enter a whole number of days from 1 to 30')).toBeInTheDocument();
    }
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(within(step).getByRole('checkbox'));
    fireEvent.click(within(step).getByRole('button', { name: 'Create link' }));
    expect(await within(step).findByText('Choose at least one offer')).toBeInTheDocument();
    await waitFor(() => expect(within(step).queryByText(/whole number of days/)).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);
  });

  it('shows a 422 on its field and keeps what was typed', async () => {
    stubBasket([first], () => ({
      status: 422,
      json: { error: 'Invalid data', message: 'Check the fields', errors: { note: ['The note is too long'] } },
    }));
    renderPortal(<SavedOffersDialog onClose={jest.fn()} />);
    const step = await openStep();
    const note = within(step).getByRole('textbox', { name: /Note to the client/ });
    fireEvent.change(note, { target: { value: 'Hello' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Create link' }));
    expect(await within(step).findByText('The note is too long')).toBeInTheDocument();
    expect(note).toHaveValue('Hello');
  });

  it('copies the link and says "Link copied successfully"; Share only where the browser has it', async () => {
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubBasket([first]);
    const { alerts } = renderPortal(<SavedOffersDialog onClose={jest.fn()} />);
    const step = await openStep();
    fireEvent.click(within(step).getByRole('button', { name: 'Create link' }));
    fireEvent.click(await within(step).findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`http://localhost/selection/${TOKEN}`));
    await waitFor(() =>
      expect(alerts.getSnapshot().map((a) => [a.type, a.message])).toEqual([['success', 'Link copied successfully']]),
    );
    expect(within(step).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shares through the Web Share API, a cancelled share being no error', async () => {
    const share = jest.fn().mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'AbortError' }));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    stubBasket([first]);
    const { alerts } = renderPortal(<SavedOffersDialog onClose={jest.fn()} />);
    const step = await openStep();
    fireEvent.click(within(step).getByRole('button', { name: 'Create link' }));
    fireEvent.click(await within(step).findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Demo Travel',
        text: 'Tour offers from Demo Travel',
        url: `http://localhost/selection/${TOKEN}`,
      }),
    );
    await Promise.resolve();
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
