/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SavedOffersDialog } from '@/components/basket/saved-offers-dialog';
import { OFFER_SEPARATOR } from '@/lib/basket/offer-text';
import { contactEditsStorageKey } from '@/lib/hooks/use-offer-contacts';
import { useUser } from '@/lib/hooks/use-user';
import type { SavedOffer } from '@/lib/schemas/saved-offers';
import { savedOffer } from '../fixtures/saved-offers';
import { renderPortal, stubFetch, user, type Route } from '../fixtures/render';

const withFlights = savedOffer({ uuid: '0b6f4a52-5d8e-4a43-9a3b-1c2d3e4f5a60', price: 1500, original: 1234 });
const hotelOnly = savedOffer({ uuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', original: 990, tickets: {} });
const serverContacts = {
  title: 'Demo Travel',
  address: '1 Stefan cel Mare Blvd, Chișinău',
  phone: '+373 22 000 000',
  email: 'office@demo.travel',
};

function BasketCount() {
  return <output data-testid="count">{useUser().user.offers}</output>;
}

function stubBasket(offers: SavedOffer[], extra: Record<string, Route> = {}) {
  let list = offers;
  return stubFetch({
    'GET /api/search/offers': () => ({ json: { data: list } }),
    'GET /api/search/offers/contacts': () => ({ json: { data: serverContacts } }),
    'PATCH /api/search/offers/0b6f4a52-5d8e-4a43-9a3b-1c2d3e4f5a60': (body) => ({
      json: { data: { ...withFlights, price: (body as { price: number }).price } },
    }),
    'DELETE /api/search/offers': (body) => {
      const uuids = body as string[];
      list = uuids.length ? list.filter((o) => !uuids.includes(o.uuid)) : [];
      return { json: { data: { total: list.length } } };
    },
    ...extra,
  });
}

function renderDialog() {
  return renderPortal(
    <>
      <BasketCount />
      <SavedOffersDialog onClose={jest.fn()} />
    </>,
  );
}

const offerCards = () => screen.findAllByTestId('basket-offer');

beforeEach(() => window.localStorage.clear());

describe('the saved-offers dialog', () => {
  it('numbers the offers and shows price, stars, dates, nights, stay and the flights or "hotel only"', async () => {
    stubBasket([withFlights, hotelOnly]);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Saved offers' })).toBeInTheDocument();
    const [first, second] = await offerCards();
    expect(within(first!).getByTestId('basket-offer-index')).toHaveTextContent('1');
    expect(within(second!).getByTestId('basket-offer-index')).toHaveTextContent('2');
    expect(within(first!).getByLabelText('Price of offer 1, EUR')).toHaveValue('1500');
    expect(within(second!).getByLabelText('Price of offer 2, EUR')).toHaveValue('990');
    expect(within(first!).getByRole('img', { name: '4 stars' })).toHaveTextContent('★★★★');
    expect(first).toHaveTextContent('Sunrise Beach');
    expect(first).toHaveTextContent('Kemer, Turkey');
    expect(first).toHaveTextContent('12.06.2026 – 19.06.2026');
    expect(first).toHaveTextContent('7 nights');
    expect(first).toHaveTextContent('Standard sea view');
    expect(first).toHaveTextContent('2 adults');
    expect(first).toHaveTextContent('All inclusive');
    expect(first).toHaveTextContent('Outbound');
    expect(first).toHaveTextContent('RU 7501');
    expect(first).toHaveTextContent('Return');
    expect(first).not.toHaveTextContent('Hotel only');
    expect(second).toHaveTextContent('Hotel only, no flights');
    expect(second).not.toHaveTextContent('Outbound');
  });

  it('corrects the top-bar count when the loaded list differs from it', async () => {
    stubBasket([withFlights, hotelOnly, savedOffer({ uuid: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })]);
    renderDialog();
    expect(screen.getByTestId('count')).toHaveTextContent(String(user.offers));
    await offerCards();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
  });

  it('raises a price typed below the original back to it on blur, without saving', async () => {
    const { calls } = stubBasket([hotelOnly]);
    renderDialog();
    const [card] = await offerCards();
    const input = within(card!).getByLabelText('Price of offer 1, EUR');
    fireEvent.change(input, { target: { value: '500' } });
    expect(input).toHaveValue('500');
    fireEvent.blur(input);
    expect(input).toHaveValue('990');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('990');
    await act(async () => {});
    expect(calls.filter((c) => c.key.startsWith('PATCH'))).toEqual([]);
  });

  it('masks the price to six digits and saves a raised price with PATCH', async () => {
    const { calls } = stubBasket([withFlights]);
    renderDialog();
    const [card] = await offerCards();
    const input = within(card!).getByLabelText('Price of offer 1, EUR');
    fireEvent.change(input, { target: { value: '1 7a50' } });
    expect(input).toHaveValue('1750');
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(input).toHaveValue('123456');
    fireEvent.change(input, { target: { value: '1750' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(calls.filter((c) => c.key.startsWith('PATCH'))).toEqual([
        { key: 'PATCH /api/search/offers/0b6f4a52-5d8e-4a43-9a3b-1c2d3e4f5a60', body: { price: 1750 } },
      ]),
    );
    expect(input).toHaveValue('1750');
  });

  it('rolls a price back and shows the error when the save fails', async () => {
    stubBasket([withFlights], {
      'PATCH /api/search/offers/0b6f4a52-5d8e-4a43-9a3b-1c2d3e4f5a60': () => ({
        status: 422,
        json: { error: 'Invalid price', message: 'Too low' },
      }),
    });
    const { alerts } = renderDialog();
    const [card] = await offerCards();
    const input = within(card!).getByLabelText('Price of offer 1, EUR');
    fireEvent.change(input, { target: { value: '1800' } });
    fireEvent.blur(input);
    await waitFor(() => expect(alerts.getSnapshot().map((a) => a.title)).toEqual(['Invalid price']));
    await waitFor(() => expect(input).toHaveValue('1500'));
  });

  it('deletes one offer after confirmation, sending its uuid, and the count follows', async () => {
    const { calls } = stubBasket([withFlights, hotelOnly]);
    renderDialog();
    const [, second] = await offerCards();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    fireEvent.click(within(second!).getByRole('button', { name: 'Delete offer 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete offer 2?' });
    expect(confirm).toHaveTextContent('Sunrise Beach will be removed from the basket.');
    expect(calls.some((c) => c.key === 'DELETE /api/search/offers')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('basket-offer')).toHaveLength(1));
    expect(calls.filter((c) => c.key === 'DELETE /api/search/offers')).toEqual([
      { key: 'DELETE /api/search/offers', body: [hotelOnly.uuid] },
    ]);
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });

  it('keeps the offer when the deletion is cancelled', async () => {
    const { calls } = stubBasket([withFlights]);
    renderDialog();
    const [card] = await offerCards();
    fireEvent.click(within(card!).getByRole('button', { name: 'Delete offer 1' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('basket-offer')).toHaveLength(1);
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
  });

  it('clears all after confirmation with an empty list, then shows the empty message and focuses it', async () => {
    const { calls } = stubBasket([withFlights, hotelOnly]);
    renderDialog();
    await offerCards();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear all saved offers?' });
    expect(confirm).toHaveTextContent('2 offers will be removed');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('basket-empty')).toHaveTextContent('No saved offers yet.');
    expect(calls.filter((c) => c.key === 'DELETE /api/search/offers')).toEqual([
      { key: 'DELETE /api/search/offers', body: [] },
    ]);
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    // Clear all, which asked, is disabled now: focus goes to the message instead.
    await waitFor(() => expect(screen.getByTestId('basket-empty')).toHaveFocus());
  });

  it('shows the empty message for an empty basket, with nothing to copy or clear', async () => {
    stubBasket([]);
    renderDialog();
    expect(await screen.findByTestId('basket-empty')).toHaveTextContent('No saved offers yet.');
    expect(screen.getByTestId('basket-empty')).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('shows a failed load with Retry, and the offers once it answers', async () => {
    let fail = true;
    stubBasket([withFlights], {
      'GET /api/search/offers': () =>
        fail
          ? { status: 500, json: { error: 'Server error', message: 'Try later' } }
          : { json: { data: [withFlights] } },
    });
    renderDialog();
    const error = await screen.findByTestId('basket-offers-error');
    expect(error).toHaveTextContent('Try later');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await offerCards()).toHaveLength(1);
    expect(screen.queryByTestId('basket-offers-error')).not.toBeInTheDocument();
  });

  describe('copy', () => {
    const writeText = jest.fn<Promise<void>, [string]>();
    beforeEach(() => {
      writeText.mockReset().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    });

    it('copies one offer with its number and says "Text copied"', async () => {
      stubBasket([withFlights, hotelOnly]);
      const { alerts } = renderDialog();
      const [, second] = await offerCards();
      fireEvent.click(within(second!).getByRole('button', { name: 'Copy offer 2' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      const text = writeText.mock.calls[0]![0];
      expect(text).toMatch(/^2\. Sunrise Beach 4\*/);
      expect(text).toContain('Flights: Hotel only, no flights');
      expect(text).not.toContain(OFFER_SEPARATOR);
      await waitFor(() =>
        expect(alerts.getSnapshot().map((a) => [a.type, a.message])).toEqual([['success', 'Text copied']]),
      );
    });

    it('copies all offers separated by the dashed line', async () => {
      stubBasket([withFlights, hotelOnly]);
      renderDialog();
      await offerCards();
      fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      const parts = writeText.mock.calls[0]![0].split(`\n${OFFER_SEPARATOR}\n`);
      expect(parts).toHaveLength(2);
      expect(parts[0]).toMatch(/^1\. Sunrise Beach/);
      expect(parts[0]).toContain('Price: 1,500\u00a0€');
      expect(parts[1]).toMatch(/^2\. Sunrise Beach/);
    });

    it('says the copy failed when the browser refuses', async () => {
      writeText.mockRejectedValue(new Error('denied'));
      document.execCommand = jest.fn(() => false);
      stubBasket([withFlights]);
      const { alerts } = renderDialog();
      await offerCards();
      fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
      await waitFor(() =>
        expect(alerts.getSnapshot().map((a) => [a.type, a.message])).toEqual([
          ['error', 'Could not copy the text. Select it and copy by hand.'],
        ]),
      );
    });
  });

  describe('contacts', () => {
    const contactField = (label: string) => within(screen.getByTestId('basket-contacts')).getByLabelText(label);

    it("starts from the agency's contacts, keeps the agent's edits across openings and resets them", async () => {
      stubBasket([withFlights]);
      const first = renderDialog();
      await waitFor(() => expect(contactField('Title')).toHaveValue('Demo Travel'));
      expect(contactField('Phone')).toHaveValue('+373 22 000 000');
      expect(screen.getByRole('button', { name: 'Reset contacts' })).toBeDisabled();
      fireEvent.change(contactField('Title'), { target: { value: 'Ana at Demo Travel' } });
      expect(JSON.parse(window.localStorage.getItem(contactEditsStorageKey(user.email))!)).toEqual({
        title: 'Ana at Demo Travel',
      });
      first.unmount();

      renderDialog();
      await waitFor(() => expect(contactField('Title')).toHaveValue('Ana at Demo Travel'));
      expect(contactField('Email')).toHaveValue('office@demo.travel');
      fireEvent.click(screen.getByRole('button', { name: 'Reset contacts' }));
      expect(contactField('Title')).toHaveValue('Demo Travel');
      expect(window.localStorage.getItem(contactEditsStorageKey(user.email))).toBeNull();
    });

    it('flags an invalid email when it loses focus, and limits the lengths', async () => {
      stubBasket([withFlights]);
      renderDialog();
      const email = await waitFor(() => contactField('Email'));
      fireEvent.change(email, { target: { value: 'not-an-email' } });
      expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
      fireEvent.blur(email);
      expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
      expect(email).toHaveAttribute('aria-invalid', 'true');
      fireEvent.change(email, { target: { value: '' } });
      fireEvent.blur(email);
      expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
      expect(contactField('Title')).toHaveAttribute('maxLength', '120');
    });

    it('sends the shown contacts to the PDF route and reports a failure in the user language', async () => {
      const { calls } = stubBasket([withFlights], {
        'POST /api/search/offers/print': () => ({ status: 500, json: { error: 'PDF', message: 'broken' } }),
      });
      const { alerts } = renderDialog();
      await offerCards();
      await waitFor(() => expect(contactField('Title')).toHaveValue('Demo Travel'));
      fireEvent.change(contactField('Phone'), { target: { value: '+373 69 111 222' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save to PDF' }));
      await waitFor(() =>
        expect(alerts.getSnapshot().map((a) => a.message)).toEqual(['Could not create the PDF. Try again.']),
      );
      expect(calls.filter((c) => c.key === 'POST /api/search/offers/print')).toEqual([
        { key: 'POST /api/search/offers/print', body: { ...serverContacts, phone: '+373 69 111 222' } },
      ]);
      expect(screen.getByRole('button', { name: 'Save to PDF' })).toBeEnabled();
    });
  });
});
