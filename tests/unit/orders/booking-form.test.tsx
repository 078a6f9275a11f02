/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BookingForm } from '@/components/orders/booking-form';
import { OfferGone } from '@/components/orders/offer-gone';
import { PriceBreakdown } from '@/components/orders/price-breakdown';
import { bookingData, bornForAge, daysFromToday, price } from '../fixtures/booking';
import { renderPortal, stubFetch } from '../fixtures/render';
import { formatCalendarDate as isoToDisplay, portalToday } from '@/lib/format/date';
import { bookingFormStart } from '@/lib/shared/tourist-rules';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

beforeEach(() => mockPush.mockReset());
// jsdom has no layout: focusFirstInvalid scrolls the first invalid field into view.
// What the form fetches when it is first focused (the rules, the confirmation, the price lines, the 409's notice)
// is in by then in the browser; here it is loaded before the tests, so no test waits on it.
beforeAll(async () => {
  Element.prototype.scrollIntoView = jest.fn();
  await Promise.all([
    import('@/lib/shared/tourist-rules'),
    import('@/components/ui/confirm-dialog'),
    import('@/components/orders/price-breakdown'),
    import('@/components/orders/price-changed'),
  ]);
});

const data = bookingData();
// As the page works it out on the server.
const props = {
  sid: 'sid-1',
  data,
  start: bookingFormStart(data.party, portalToday()),
  breakdown: <PriceBreakdown price={data.price} />,
  gone: <OfferGone fullWidth />,
};
const EXPIRY = daysFromToday(3000);

function type(label: RegExp | string, value: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillTourist(index: number, { surname, name, birth }: { surname: string; name: string; birth: string }) {
  const block = screen.getAllByTestId('tourist')[index]!;
  type(/^Surname/, surname, block);
  type(/^Name/, name, block);
  type(/^Date of birth/, isoToDisplay(birth), block);
  fireEvent.change(within(block).getByLabelText(/^Gender/), { target: { value: 'F' } });
  type(/^Passport number/, 'ab1234567', block);
  type(/^Passport valid until/, isoToDisplay(EXPIRY), block);
  fireEvent.change(within(block).getByLabelText(/^Citizenship/), { target: { value: 'MD' } });
}

function fillForm() {
  fillTourist(0, { surname: 'Popescu', name: 'Ana', birth: '1990-05-01' });
  fillTourist(1, { surname: 'Popescu', name: 'Ion', birth: bornForAge(7) });
  type(/^Tourist's phone/, '69123456');
  type(/^Tourist's email/, 'ana@example.md');
}

// The first Book of a run validates the whole form and loads the confirmation dialog on first use
// (components/ui/lazy-confirm-dialog.tsx): over findBy's one second when the machine is busy.
const FIRST_USE_WAIT = { timeout: 10_000 };

async function bookAndConfirm() {
  fireEvent.click(screen.getByRole('button', { name: 'Book' }));
  const dialog = await screen.findByTestId('booking-confirm', {}, FIRST_USE_WAIT);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
  return dialog;
}

const bookKey = 'POST /api/v2/orders/book/sid-1';
const calculateKey = 'POST /api/v2/orders/calculate/sid-1';

describe('the booking form', () => {
  it('has one block per adult and child, with the child age from the search', () => {
    stubFetch({});
    renderPortal(<BookingForm {...props} />);
    const blocks = screen.getAllByTestId('tourist');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveTextContent('Tourist 1 · Adult');
    expect(blocks[1]).toHaveTextContent('Tourist 2 · Child, 7 years at check-in');
    expect(within(blocks[0]!).getByLabelText(/^Surname/)).toHaveAttribute('aria-required', 'true');
    // Moldova, Romania and Ukraine come first in the citizenship list.
    const options = within(blocks[0]!)
      .getByLabelText(/^Citizenship/)
      .querySelectorAll('option');
    expect([...options].slice(1, 4).map((option) => option.getAttribute('value'))).toEqual(['MD', 'RO', 'UA']);
  });

  it('shows the Latin-letters error in the user language, and upper-cases the passport number', async () => {
    stubFetch({});
    renderPortal(<BookingForm {...props} />, { locale: 'ro' });
    const block = screen.getAllByTestId('tourist')[0]!;
    type(/^Nume/, 'Попеску', block);
    expect(await within(block).findByText('Doar litere latine, ca în pașaport')).toBeInTheDocument();
    type(/^Numărul pașaportului/, 'ab123456', block);
    expect(within(block).getByLabelText(/^Numărul pașaportului/)).toHaveValue('AB123456');
  });

  it('clears a typed birth date out of range and says why', async () => {
    stubFetch({});
    renderPortal(<BookingForm {...props} />);
    const block = screen.getAllByTestId('tourist')[0]!;
    type(/^Date of birth/, '01.01.1900', block);
    expect(within(block).getByLabelText(/^Date of birth/)).toHaveValue('');
    expect(await within(block).findByText(/^Date must be later than/)).toBeInTheDocument();
  });

  it("refuses a child's birth date that does not give the searched age", async () => {
    stubFetch({});
    renderPortal(<BookingForm {...props} />);
    const block = screen.getAllByTestId('tourist')[1]!;
    type(/^Date of birth/, isoToDisplay(bornForAge(9)), block);
    expect(
      await within(block).findByText('The age on the check-in date must be the one chosen in the search'),
    ).toBeInTheDocument();
  });

  it('recalculates the price when a service is ticked, keeps the included one, shows the new breakdown', async () => {
    const { calls } = stubFetch({ [calculateKey]: () => ({ json: { data: { price: price(1050) } } }) });
    renderPortal(<BookingForm {...props} />);
    const included = screen.getByLabelText(/Group transfer/);
    expect(included).toBeChecked();
    expect(included).toBeDisabled();
    // An optional extra says so, with what it adds to the total.
    expect(screen.getByLabelText(/Gala dinner/).closest('label') ?? screen.getByText(/Gala dinner/)).toHaveTextContent(
      'Gala dinner optional, +50 €',
    );
    expect(screen.getByTestId('price-total')).toHaveTextContent('1,000 €');

    fireEvent.click(screen.getByLabelText(/Gala dinner/));
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('price-total')).toHaveTextContent('1,050 €'));
    expect(calls.filter((call) => call.key === calculateKey).map((call) => call.body)).toEqual([
      { services: ['transfer-group', 'insurance-medical', 'gala-dinner'] },
    ]);
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  it('keeps only the answer to the last change when the boxes change quickly', async () => {
    const { calls } = stubFetch({
      [calculateKey]: (body) => ({
        json: { data: { price: price((body as { services: string[] }).services.length * 100) } },
      }),
    });
    renderPortal(<BookingForm {...props} />);
    fireEvent.click(screen.getByLabelText(/Gala dinner/));
    fireEvent.click(screen.getByLabelText(/Medical insurance/));
    await waitFor(() => expect(screen.getByTestId('price-total')).toHaveTextContent('200 €'));
    // Debounced: the two ticks made one call, with both changes.
    expect(calls.filter((call) => call.key === calculateKey).map((call) => call.body)).toEqual([
      { services: ['transfer-group', 'gala-dinner'] },
    ]);
  });

  it('says so when the calculation fails', async () => {
    stubFetch({ [calculateKey]: () => ({ status: 500, json: { error: 'Server error', message: 'Try later' } }) });
    renderPortal(<BookingForm {...props} />);
    fireEvent.click(screen.getByLabelText(/Gala dinner/));
    expect(await screen.findByText('The price could not be recalculated')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
  });

  it('books at the total shown after a confirmation that mentions the non-refundable fare, then opens the order', async () => {
    const { calls } = stubFetch({
      [bookKey]: () => ({ status: 201, json: { data: { id: 42, number: 'MD-104300' } } }),
    });
    const { alerts } = renderPortal(<BookingForm {...props} />);
    fillForm();
    const dialog = await bookAndConfirm();
    expect(dialog).toHaveTextContent('The tour is booked for 1,000 €.');
    expect(dialog).toHaveTextContent('The regular-flight fare is non-refundable.');
    // Booking creates, it does not destroy: the confirm button is the theme's primary one, not the red one.
    const confirm = within(dialog).getByRole('button', { name: 'Book' });
    expect(confirm).toHaveClass('btn-primary');
    expect(confirm).not.toHaveClass('btn-danger');

    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/orders?order=42'));
    // The confirmation names the order the journal opens at its top.
    expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual([
      'Order MD-104300 is booked: it is first in the journal, open.',
    ]);
    const body = calls.find((call) => call.key === bookKey)?.body as Record<string, unknown>;
    expect(body).toEqual({
      tourists: [
        expect.objectContaining({
          kind: 'adult',
          surname: 'Popescu',
          name: 'Ana',
          birth_date: '1990-05-01',
          gender: 'F',
          passport_number: 'AB1234567',
          passport_expiry: EXPIRY,
          citizenship: 'MD',
        }),
        expect.objectContaining({ kind: 'child', name: 'Ion', birth_date: bornForAge(7) }),
      ],
      services: ['transfer-group', 'insurance-medical'],
      contact: { phone: '+37369123456', email: 'ana@example.md' },
      note: '',
      expected_total: 1000,
    });
  });

  it('does not send an invalid form: the errors show next to the fields', async () => {
    const { calls } = stubFetch({});
    renderPortal(<BookingForm {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(10));
    expect(screen.queryByTestId('booking-confirm')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('checks a field first when it is left, then as it is typed in: a fixed field loses its error at once', async () => {
    stubFetch({});
    renderPortal(<BookingForm {...props} />);
    const block = screen.getAllByTestId('tourist')[0]!;
    const surname = within(block).getByLabelText(/^Surname/);
    fireEvent.change(surname, { target: { value: 'Попеску' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(block).queryByText('Use Latin letters only, as in the passport')).not.toBeInTheDocument();
    fireEvent.blur(surname);
    expect(await within(block).findByText('Use Latin letters only, as in the passport')).toBeInTheDocument();
    expect(surname).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(surname, { target: { value: 'Popescu' } });
    await waitFor(() =>
      expect(within(block).queryByText('Use Latin letters only, as in the passport')).not.toBeInTheDocument(),
    );
    expect(surname).toHaveValue('Popescu');
  });

  it('focuses the first invalid field in the page order when Book finds errors', async () => {
    stubFetch({});
    renderPortal(<BookingForm {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    const first = within(screen.getAllByTestId('tourist')[0]!).getByLabelText(/^Surname/);
    await waitFor(() => expect(first).toHaveFocus(), FIRST_USE_WAIT);
  });

  it('asks for the full phone of the chosen country', async () => {
    stubFetch({});
    renderPortal(<BookingForm {...props} />);
    type(/^Tourist's phone/, '6912');
    expect(await screen.findByText('Enter the full phone number for the chosen country')).toBeInTheDocument();
  });

  it('on a price change shows old → new and the new breakdown, and books again at the new price with nothing lost', async () => {
    let attempt = 0;
    const { calls } = stubFetch({
      [bookKey]: () =>
        ++attempt === 1
          ? {
              status: 409,
              json: { error: 'price_changed', message: 'The price has changed', data: { price: price(1100.5) } },
            }
          : { status: 201, json: { data: { id: 43, number: 'MD-104301' } } },
    });
    renderPortal(<BookingForm {...props} />);
    fillForm();
    await bookAndConfirm();

    const notice = await screen.findByTestId('price-changed');
    expect(notice).toHaveTextContent('The price was 1,000 €, it is 1,100.50 € now.');
    expect(screen.getByTestId('price-total')).toHaveTextContent('1,100.50 €');
    expect(screen.getAllByTestId('tourist')[0]!.querySelector('input')).toHaveValue('Popescu');
    expect(mockPush).not.toHaveBeenCalled();

    fireEvent.click(within(notice).getByRole('button', { name: 'Book at 1,100.50\u00a0€' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/orders?order=43'));
    const totals = calls
      .filter((call) => call.key === bookKey)
      .map((call) => (call.body as { expected_total: number }).expected_total);
    expect(totals).toEqual([1000, 1100.5]);
  });

  it('says the offer is gone on 410, with the way back to the search', async () => {
    stubFetch({ [bookKey]: () => ({ status: 410, json: { error: 'Gone', message: 'No seats' } }) });
    renderPortal(<BookingForm {...props} />);
    fillForm();
    await bookAndConfirm();
    const gone = await screen.findByTestId('booking-gone');
    expect(gone).toHaveTextContent('This offer is no longer available');
    expect(within(gone).getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/search/tour');
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
  });

  it("puts the backend's 422 errors on their fields", async () => {
    stubFetch({
      [bookKey]: () => ({
        status: 422,
        json: {
          error: 'Invalid data',
          message: 'Check the fields',
          errors: {
            'tourists.1.surname': ['Surname differs from the passport'],
            'contact.email': ['Mailbox does not exist'],
          },
        },
      }),
    });
    renderPortal(<BookingForm {...props} />);
    fillForm();
    await bookAndConfirm();
    const child = screen.getAllByTestId('tourist')[1]!;
    expect(await within(child).findByText('Surname differs from the passport')).toBeInTheDocument();
    expect(within(child).getByLabelText(/^Surname/)).toHaveAttribute('aria-invalid', 'true');
    // The first field the server refused takes the focus; everything typed stays.
    await waitFor(() => expect(within(child).getByLabelText(/^Surname/)).toHaveFocus());
    expect(within(child).getByLabelText(/^Name/)).toHaveValue('Ion');
    expect(screen.getByText('Mailbox does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /Invalid data/ })).not.toBeInTheDocument();
  });

  it('keeps the form and shows an alert when the booking fails on the server', async () => {
    stubFetch({
      [bookKey]: () => ({ status: 500, json: { error: 'Server error', message: 'Booking failed, try again' } }),
    });
    renderPortal(<BookingForm {...props} />);
    fillForm();
    await bookAndConfirm();
    expect(await screen.findByText('Booking failed, try again')).toBeInTheDocument();
    expect(screen.getAllByTestId('tourist')[1]!.querySelector('input')).toHaveValue('Popescu');
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });
});
