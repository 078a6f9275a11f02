/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useDeleteSavedOffers } from '@/lib/hooks/use-saved-offers';
import { useUser } from '@/lib/hooks/use-user';
import { OfferRow } from '@/components/search/offer/offer-row';
import { SavedOffersProvider } from '@/components/search/offer/saved-offers';
import { offer } from '../fixtures/search';
import { renderPortal, stubFetch, user } from '../fixtures/render';
import { savedOffer } from '../fixtures/saved-offers';

function BasketCount() {
  return <output data-testid="count">{useUser().user.offers}</output>;
}

function renderRow(o = offer(), locale: 'en' | 'ru' | 'ua' | 'ro' = 'en') {
  return renderPortal(
    <>
      <BasketCount />
      <ul>
        <OfferRow offer={o} />
      </ul>
    </>,
    { locale },
  );
}

describe('an offer row', () => {
  it('shows the stay as DD.MM.YYYY with nights, room, placement and meal code with its words', () => {
    renderRow();
    const row = screen.getByTestId('offer-row');
    expect(row).toHaveAttribute('data-sid', 'sid-1');
    expect(row).toHaveTextContent('12.06.2026 – 19.06.2026');
    expect(row).toHaveTextContent('7 nights');
    expect(row).toHaveTextContent('Standard sea view');
    expect(row).toHaveTextContent('2 adults');
    // The meal code's full name is its tooltip (no title attribute: docs/product.md §9).
    const meal = within(row).getByTestId('meal-code');
    expect(meal).toHaveTextContent('AI');
    expect(meal).toHaveAttribute('data-tooltip', 'All inclusive');
    expect(meal).not.toHaveAttribute('title');
    expect(row).toHaveTextContent('All inclusive');
  });

  it('shows the price in the offer currency as the user language writes it', () => {
    const { unmount } = renderRow(offer({ amount: 1234 }), 'en');
    expect(screen.getByTestId('offer-row')).toHaveTextContent('1,234 €');
    unmount();
    renderRow(offer({ amount: 1234.5 }), 'ua');
    // ua formats as uk: space-grouped, decimal comma, the currency after the amount.
    expect(screen.getByTestId('offer-row').textContent).toMatch(/1\s234,50\s(€|EUR)/);
  });

  it('shows both flights with number, times, airports, airline, fare type and seat badges', () => {
    renderRow();
    const outbound = screen.getByTestId('flight-outbound');
    expect(outbound).toHaveTextContent('RU 7501');
    expect(outbound).toHaveTextContent('08:15 → 10:40');
    // The codes are read, the airports' names are their tooltips and, for screen readers, hidden text.
    expect(outbound).toHaveTextContent('KIV (Chișinău)–AYT (Antalya)');
    expect(within(outbound).getByText('KIV', { exact: false }).closest('abbr')).toHaveAttribute(
      'data-tooltip',
      'Chișinău',
    );
    expect(outbound).toHaveTextContent('Air Moldova');
    expect(outbound).toHaveTextContent('Charter');
    expect(within(outbound).getByTestId('seat-badge')).toHaveTextContent('3 seats left');

    const back = screen.getByTestId('flight-return');
    expect(back).toHaveTextContent('RU 7502');
    expect(back).toHaveTextContent('23:30 → 01:10');
    expect(back).toHaveTextContent('arrives 20.06.2026');
    expect(back).toHaveTextContent('Regular fare: non-refundable');
    expect(within(back).getByTestId('seat-badge')).toHaveTextContent('On request');
  });

  it('says seats are available when more than five are left, and hotel only without tickets', () => {
    const { unmount } = renderRow(offer({ tickets: { from: offerLeg(30), to: offerLeg(6) } }));
    expect(screen.getAllByTestId('seat-badge').map((b) => b.textContent)).toEqual([
      'Seats available',
      'Seats available',
    ]);
    unmount();
    renderRow(offer({ tickets: {} }));
    expect(screen.getByTestId('offer-row')).toHaveTextContent('Hotel only, no flights');
  });

  it('shows the stop-sale badge only for a stop-sale offer', () => {
    const { unmount } = renderRow(offer({ stopSale: false }));
    expect(screen.queryByTestId('stop-sale')).not.toBeInTheDocument();
    unmount();
    renderRow(offer({ stopSale: true }), 'ru');
    expect(screen.getByTestId('stop-sale')).toHaveTextContent('Стоп-продажа');
  });

  it('links Book to the booking screen of the sid, with the price the search showed', () => {
    renderRow();
    expect(screen.getByTestId('book-offer')).toHaveAttribute('href', '/orders/book/sid-1?price=1234&currency=EUR');
  });

  it('saves to the basket: the count goes up at once, the button says Saved, a success alert shows', async () => {
    let release: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => (release = resolve));
    const { calls, fetchMock } = stubFetch({
      'POST /api/search/offers': () => ({ json: { data: { uuid: '0b6f5c1e-4a55-4c8e-9f1a-2b3c4d5e6f70' } } }),
      'GET /api/jwt/user': () => ({ json: { ...user, offers: 3 } }),
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async (...args) => {
      await saved;
      return answer(...args);
    });
    const { alerts } = renderRow();
    expect(screen.getByTestId('count')).toHaveTextContent('2');

    fireEvent.click(screen.getByTestId('save-offer'));
    // Before the backend answers.
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    expect(screen.getByTestId('save-offer')).toHaveAttribute('aria-busy', 'true');

    await act(async () => release());
    expect(calls[0]).toEqual({ key: 'POST /api/search/offers', body: { sid: 'sid-1' } });
    await waitFor(() => expect(screen.getByTestId('save-offer')).toHaveTextContent('Saved'));
    expect(screen.getByTestId('save-offer')).toBeDisabled();
    // The toast names the offer that was saved and where to, not a generic "Record added".
    const [toast] = alerts.getSnapshot();
    expect(toast).toMatchObject({ type: 'success' });
    expect(toast?.message).toMatch(
      /^Offer "Sunrise Beach" \(\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}\) saved to the basket$/,
    );
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/jwt/user'));
    expect(screen.getByTestId('count')).toHaveTextContent('3');
  });

  it('shows a failed save as an error alert and puts the count back', async () => {
    stubFetch({
      'POST /api/search/offers': () => ({
        status: 422,
        json: { error: 'Offer expired', message: 'The offer is no longer available.' },
      }),
      'GET /api/jwt/user': () => ({ json: user }),
    });
    const { alerts } = renderRow();
    fireEvent.click(screen.getByTestId('save-offer'));
    await waitFor(() =>
      expect(alerts.getSnapshot()).toEqual([expect.objectContaining({ type: 'error', title: 'Offer expired' })]),
    );
    expect(screen.getByTestId('save-offer')).toHaveTextContent('Save to basket');
    expect(screen.getByTestId('count')).toHaveTextContent('2');
  });
});

describe('an offer row on the results, which know the basket (docs/product.md §10 "Saved offers")', () => {
  const renderOnResults = (o = offer()) =>
    renderPortal(
      <SavedOffersProvider load>
        <BasketCount />
        <ul>
          <OfferRow offer={o} />
        </ul>
      </SavedOffersProvider>,
    );

  it('reads Saved, after a reload too, for an offer the basket holds, though the search priced it in another currency', async () => {
    // The basket holds the offer re-priced in EUR, under the EUR search's sid.
    stubFetch({ 'GET /api/search/offers': () => ({ json: { data: [savedOffer()] } }) });
    const inUsd = {
      ...offer({ sid: 'sid-of-the-usd-search', amount: 1340 }),
      price: { amount: 1340, currency: 'USD' as const },
    };
    renderOnResults(inUsd);
    await waitFor(() => expect(screen.getByTestId('save-offer')).toHaveTextContent('Saved'));
    expect(screen.getByTestId('save-offer')).toBeDisabled();
  });

  it('reads Save to basket for another offer of the same hotel', async () => {
    const { calls } = stubFetch({ 'GET /api/search/offers': () => ({ json: { data: [savedOffer()] } }) });
    renderOnResults(offer({ sid: 'sid-2', tickets: {} }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/search/offers'));
    await act(async () => undefined);
    expect(screen.getByTestId('save-offer')).toHaveTextContent('Save to basket');
    expect(screen.getByTestId('save-offer')).toBeEnabled();
  });

  it('says so when the basket already holds the offer (saved meanwhile elsewhere), keeps the count and reads Saved', async () => {
    stubFetch({
      // Two other offers (hotel only): the count of 2 on screen stays right.
      'GET /api/search/offers': () => ({
        json: {
          data: [
            savedOffer({ tickets: {} }),
            savedOffer({ uuid: '0b6f4a52-5d8e-4a43-9a3b-1c2d3e4f5a61', tickets: {} }),
          ],
        },
      }),
      'POST /api/search/offers': () => ({
        status: 409,
        json: { error: 'Offer already saved', message: 'This offer is already in the basket.' },
      }),
      'GET /api/jwt/user': () => ({ json: user }),
    });
    const { alerts } = renderOnResults();
    await act(async () => undefined);
    fireEvent.click(screen.getByTestId('save-offer'));
    await waitFor(() => expect(screen.getByTestId('save-offer')).toHaveTextContent('Saved'));
    expect(alerts.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'info', message: 'This offer is already in the basket.' }),
    ]);
    expect(screen.getByTestId('count')).toHaveTextContent('2');
  });
});

describe('an offer row after the saved-offers dialog deletes (docs/product.md §10 "Saved offers")', () => {
  function ClearBasket() {
    const remove = useDeleteSavedOffers();
    return (
      <button type="button" onClick={() => void remove([])}>
        clear
      </button>
    );
  }

  it('reads Save to basket again at once for an offer saved from it, once the basket is cleared', async () => {
    let held = false;
    const { calls } = stubFetch({
      'GET /api/search/offers': () => ({ json: { data: held ? [savedOffer()] : [] } }),
      'POST /api/search/offers': () => {
        held = true;
        return { json: { data: { uuid: savedOffer().uuid } } };
      },
      'DELETE /api/search/offers': () => {
        held = false;
        return { json: { data: { total: 0 } } };
      },
      'GET /api/jwt/user': () => ({ json: { ...user, offers: held ? 1 : 0 } }),
    });
    renderPortal(
      <SavedOffersProvider load>
        <ClearBasket />
        <ul>
          <OfferRow offer={offer()} />
        </ul>
      </SavedOffersProvider>,
    );
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/search/offers'));
    fireEvent.click(screen.getByTestId('save-offer'));
    await waitFor(() => expect(screen.getByTestId('save-offer')).toHaveTextContent('Saved'));
    // The save revalidated the basket, which now holds the offer.
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/search/offers')).toHaveLength(2));
    await act(async () => undefined);

    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(screen.getByTestId('save-offer')).toHaveTextContent('Save to basket'));
    expect(screen.getByTestId('save-offer')).toBeEnabled();
    expect(calls.map((c) => c.key)).toContain('DELETE /api/search/offers');
  });
});

function offerLeg(seats: number) {
  const o = offer();
  return { ...o.tickets.from!, seats };
}
