/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FlightBookingForm } from '@/components/flights/booking/flight-booking-form';
import { HoldExpired } from '@/components/flights/booking/hold-expired';
import { formatCalendarDate } from '@/lib/format/date';
import { documentValidUntil, type HeldFare } from '@/lib/schemas/flights';
import { daysFromToday } from '../fixtures/booking';
import { leg, regularRules } from '../fixtures/flights';
import { renderPortal, stubFetch } from '../fixtures/render';
import { ticketOrder } from '../fixtures/ticket-orders';

// The flight booking form (docs/product.md §11 "The booking page"): passengers by age group, the
// buyer, the freeze check, and what each answer of the booking call leaves on screen.

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn() }) }));
beforeEach(() => mockPush.mockReset());
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const OUT = daysFromToday(30);
const BACK = daysFromToday(37);

function heldFare(type: 'charter' | 'regular' = 'regular'): HeldFare {
  const out = leg({
    type,
    departure: { date: OUT, time: '08:10' },
    arrival: { date: OUT, time: '10:25' },
    day_offset: 0,
  });
  const back = leg({
    type,
    flight_number: 'H4 7003',
    from: out.to,
    to: out.from,
    departure: { date: BACK, time: '11:30' },
    arrival: { date: BACK, time: '13:45' },
    day_offset: 0,
  });
  return {
    hash: 'hold-1',
    expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
    fare: {
      id: 'F1_S',
      name: 'Standard',
      flight_type: type,
      baggage_included: true,
      segments: [
        { direction: 'out', legs: [out], stops: 0, duration_min: 135 },
        { direction: 'back', legs: [back], stops: 0, duration_min: 135 },
      ],
      rules: regularRules,
      price: {
        total: 520,
        currency: 'EUR',
        per_passenger: [
          { type: 'adult', count: 2, unit: 250, total: 500 },
          { type: 'infant', count: 1, unit: 20, total: 20 },
        ],
      },
    },
    passengers: { adults: 2, children: 0, infants: 1 },
    age_on: BACK,
    document_valid_until: documentValidUntil(BACK),
  };
}

const bookKey = 'POST /api/orders/air_tickets/book/hold-1';
/** `years` full years (and a month) before the last flight. */
const bornBefore = (years: number) => `${Number(BACK.slice(0, 4)) - years}${BACK.slice(4, 8)}01`;
const EXPIRY = daysFromToday(3000);

function type(label: RegExp, value: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const PEOPLE = [
  { surname: 'Ciobanu', name: 'Ion', birth: bornBefore(40) },
  { surname: 'Ciobanu', name: 'Maria', birth: bornBefore(38) },
  { surname: 'Ciobanu', name: 'Elena', birth: `${Number(BACK.slice(0, 4)) - 1}${BACK.slice(4)}` },
];

function fillForm() {
  PEOPLE.forEach((person, index) => {
    const block = screen.getAllByTestId('tourist')[index]!;
    type(/^Surname/, person.surname, block);
    type(/^Name/, person.name, block);
    type(/^Date of birth/, formatCalendarDate(person.birth), block);
    fireEvent.change(within(block).getByLabelText(/^Gender/), { target: { value: 'F' } });
    type(/^Passport number/, `ab12345${index}`, block);
    type(/^Passport valid until/, formatCalendarDate(EXPIRY), block);
    fireEvent.change(within(block).getByLabelText(/^Citizenship/), { target: { value: 'MD' } });
  });
  type(/^Buyer’s name/, 'Ion Ciobanu');
  type(/^Buyer’s phone/, '69555111');
  type(/^Buyer’s email/, 'ion@example.md');
}

async function openFreezeCheck() {
  fireEvent.click(screen.getByRole('button', { name: 'Book' }));
  return screen.findByTestId('freeze-dialog');
}

describe('the flight booking form', () => {
  it("keeps the total and the time left in view on a phone: a bar after the forms, stuck to the screen's foot below the wide layout", async () => {
    stubFetch({});
    renderPortal(<FlightBookingForm held={heldFare()} />);
    const bar = screen.getByRole('group', { name: 'Price and hold time' });
    expect(bar).toHaveClass('sticky', 'bottom-0', 'lg:hidden');
    // After the passengers' and the buyer's fields, so it rides at the foot while they are filled in.
    const lastField = screen.getByLabelText(/^Buyer’s email/);
    expect(lastField.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(bar).getByTestId('booking-summary-total')).toHaveTextContent('Total 520 €');
    expect(await within(bar).findByText(/^The price is held for/)).toBeVisible();
    // One live timer on the page: the full one beside the price.
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it('has a block per held passenger, named by age group, and the price per passenger type', () => {
    stubFetch({});
    renderPortal(<FlightBookingForm held={heldFare()} />);
    const blocks = screen.getAllByTestId('tourist');
    expect(blocks.map((block) => block.querySelector('legend')?.textContent)).toEqual([
      'Passenger 1 · Adult, 12 years or older',
      'Passenger 2 · Adult, 12 years or older',
      'Passenger 3 · Infant under 2, on an adult’s lap',
    ]);
    expect(screen.getByTestId('fare-price')).toHaveTextContent('Adult × 2250 € each500 €');
    expect(screen.getByTestId('fare-total')).toHaveTextContent('520 €');
  });

  it('refuses an infant who is 2 by the last flight, next to the field', async () => {
    stubFetch({});
    renderPortal(<FlightBookingForm held={heldFare()} />);
    const block = screen.getAllByTestId('tourist')[2]!;
    type(/^Date of birth/, formatCalendarDate(bornBefore(3)), block);
    expect(
      await within(block).findByText('An infant must be under 2 on the date of the last flight'),
    ).toBeInTheDocument();
  });

  it('books a regular fare only after the freeze check is ticked, then opens the order in the flight list', async () => {
    const { calls } = stubFetch({ [bookKey]: () => ({ status: 201, json: { data: ticketOrder({ id: 7 }) } }) });
    const { alerts } = renderPortal(<FlightBookingForm held={heldFare('regular')} />);
    fillForm();
    const dialog = await openFreezeCheck();
    expect(dialog).toHaveTextContent(
      "these cannot be changed: each passenger's surname, name and date of birth, and the travel dates",
    );
    expect(within(dialog).getByTestId('freeze-passengers')).toHaveTextContent(
      `CIOBANU ION, ${formatCalendarDate(PEOPLE[0]!.birth)}`,
    );
    expect(within(dialog).getByTestId('freeze-dates')).toHaveTextContent(
      `Outbound: KIV → AYT, ${formatCalendarDate(OUT)} 08:10`,
    );
    expect(within(dialog).getByTestId('freeze-dates')).toHaveTextContent(
      `Return: AYT → KIV, ${formatCalendarDate(BACK)} 11:30`,
    );
    expect(dialog).toHaveTextContent('Ștefan → STEFAN');
    const confirm = within(dialog).getByRole('button', { name: 'Book' });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText('I have checked these against the passports'));
    fireEvent.click(confirm);

    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/ats/orders?order=7'));
    expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual([
      'Ticket order AT-200005 is booked: it is first in the flight list, open.',
    ]);
    expect(calls.find((call) => call.key === bookKey)?.body).toEqual({
      passengers: PEOPLE.map((person, index) =>
        expect.objectContaining({
          kind: index < 2 ? 'adult' : 'infant',
          surname: person.surname,
          name: person.name,
          birth_date: person.birth,
          passport_number: `AB12345${index}`,
        }),
      ),
      buyer: { name: 'Ion Ciobanu', phone: '+37369555111', email: 'ion@example.md' },
      expected_total: 520,
    });
  });

  it('asks no tick for a charter', async () => {
    stubFetch({});
    renderPortal(<FlightBookingForm held={heldFare('charter')} />);
    fillForm();
    const dialog = await openFreezeCheck();
    expect(dialog).toHaveTextContent('Check the passengers and the travel dates before booking.');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  it('on 410 says the seats are gone with the way back to the flight search, and keeps what was typed', async () => {
    stubFetch({ [bookKey]: () => ({ status: 410, json: { error: 'sold_out', message: 'No seats' } }) });
    renderPortal(<FlightBookingForm held={heldFare('charter')} />);
    fillForm();
    fireEvent.click(within(await openFreezeCheck()).getByRole('button', { name: 'Book' }));
    const gone = await screen.findByTestId('seats-gone');
    expect(gone).toHaveTextContent('The seats are gone');
    expect(within(gone).getByRole('link', { name: 'Back to the flight search' })).toHaveAttribute(
      'href',
      '/search/flight',
    );
    expect(within(screen.getAllByTestId('tourist')[1]!).getByLabelText(/^Name/)).toHaveValue('Maria');
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('on 409 with a new hold shows old → new and books the new hash at the new price, nothing retyped', async () => {
    const newKey = 'POST /api/orders/air_tickets/book/hold-2';
    const replace = jest.spyOn(window.history, 'replaceState');
    const price = {
      total: 580,
      currency: 'EUR',
      per_passenger: [
        { type: 'adult', count: 2, unit: 280, total: 560 },
        { type: 'infant', count: 1, unit: 20, total: 20 },
      ],
    };
    const { calls } = stubFetch({
      [bookKey]: () => ({
        status: 409,
        json: {
          error: 'price_changed',
          message: 'Changed',
          data: { price, hash: 'hold-2', expires_at: new Date(Date.now() + 1_200_000).toISOString() },
        },
      }),
      [newKey]: () => ({ status: 201, json: { data: ticketOrder({ id: 8 }) } }),
    });
    renderPortal(<FlightBookingForm held={heldFare('charter')} />);
    fillForm();
    fireEvent.click(within(await openFreezeCheck()).getByRole('button', { name: 'Book' }));
    const notice = await screen.findByTestId('price-changed');
    expect(notice).toHaveTextContent('The price was 520 €, it is 580 € now.');
    expect(screen.getByTestId('fare-total')).toHaveTextContent('580 €');
    expect(replace).toHaveBeenLastCalledWith(null, '', '/orders/flight/hold-2');
    fireEvent.click(within(notice).getByRole('button', { name: 'Book at 580\u00a0€' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/ats/orders?order=8'));
    expect(
      (calls.find((call) => call.key === newKey)?.body as { expected_total: number; passengers: unknown[] })
        .expected_total,
    ).toBe(580);
    expect(
      (calls.find((call) => call.key === newKey)?.body as { passengers: { name: string }[] }).passengers.map(
        (p) => p.name,
      ),
    ).toEqual(['Ion', 'Maria', 'Elena']);
  });

  it('on 409 already_booked links to that order', async () => {
    stubFetch({
      [bookKey]: () => ({ status: 409, json: { error: 'already_booked', message: 'Booked', data: { id: 9 } } }),
    });
    renderPortal(<FlightBookingForm held={heldFare('charter')} />);
    fillForm();
    fireEvent.click(within(await openFreezeCheck()).getByRole('button', { name: 'Book' }));
    const booked = await screen.findByTestId('already-booked');
    expect(within(booked).getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', '/ats/orders?order=9');
  });

  it("puts the backend's 422 on the passenger's and the buyer's fields", async () => {
    stubFetch({
      [bookKey]: () => ({
        status: 422,
        json: {
          error: 'validation',
          message: 'Invalid',
          errors: { 'passengers.1.passport_number': ['Already used'], 'buyer.email': ['Unknown domain'] },
        },
      }),
    });
    renderPortal(<FlightBookingForm held={heldFare('charter')} />);
    fillForm();
    fireEvent.click(within(await openFreezeCheck()).getByRole('button', { name: 'Book' }));
    expect(await within(screen.getAllByTestId('tourist')[1]!).findByText('Already used')).toBeInTheDocument();
    expect(screen.getByText('Unknown domain')).toBeInTheDocument();
  });

  it('counts the hold down, and once it has run out re-prices in one click, the new hash in the address and the form kept', async () => {
    const replace = jest.spyOn(window.history, 'replaceState');
    const price = {
      total: 540,
      currency: 'EUR',
      per_passenger: [
        { type: 'adult', count: 2, unit: 260, total: 520 },
        { type: 'infant', count: 1, unit: 20, total: 20 },
      ],
    };
    const { calls } = stubFetch({
      'POST /api/orders/air_tickets/hash': () => ({
        status: 201,
        json: { data: { hash: 'hold-3', expires_at: new Date(Date.now() + 1_200_000).toISOString(), price } },
      }),
    });
    renderPortal(
      <FlightBookingForm held={{ ...heldFare('charter'), expires_at: new Date(Date.now() - 1000).toISOString() }} />,
    );
    type(/^Surname/, 'Ciobanu', screen.getAllByTestId('tourist')[0]!);
    const expired = await screen.findByTestId('hold-expired');
    expect(expired).toHaveTextContent('The hold has expired');
    // What was held, and the same search again (docs/product.md §11 "Hash and booking").
    expect(within(expired).getByTestId('hold-expired-what')).toHaveTextContent(
      `Flight H4 7002, H4 7003 KIV → AYT, ${formatCalendarDate(OUT)} – ${formatCalendarDate(BACK)}; 2 adults, 1 infant; fare "Standard", 520`,
    );
    expect(within(expired).getByRole('link', { name: 'Search these flights again' })).toHaveAttribute(
      'href',
      `/search/flight?from=KIV&to=AYT&trip=return&date=${OUT}&return_date=${BACK}&adults=2&infants=1`,
    );
    fireEvent.click(within(expired).getByRole('button', { name: 'Check the price again' }));
    expect(await screen.findByTestId('repriced')).toHaveTextContent(
      'The price changed when checked again: it was 520 €, it is 540 € now.',
    );
    expect(await screen.findByTestId('hold-left')).toHaveTextContent(/The price is held for (20:00|19:5\d)/);
    expect(calls.find((call) => call.key === 'POST /api/orders/air_tickets/hash')?.body).toEqual({
      fare_id: 'F1_S',
      passengers: { adults: 2, children: 0, infants: 1 },
    });
    expect(replace).toHaveBeenLastCalledWith(null, '', '/orders/flight/hold-3');
    expect(within(screen.getAllByTestId('tourist')[0]!).getByLabelText(/^Surname/)).toHaveValue('Ciobanu');
  });

  it('opened already expired, names what was held and offers the same search', () => {
    const { fare, passengers } = heldFare('charter');
    renderPortal(<HoldExpired expired={{ fare_id: fare.id, passengers, fare }} />);
    const page = screen.getByTestId('hold-expired-page');
    expect(within(page).getByTestId('hold-expired-what')).toHaveTextContent(
      `Flight H4 7002, H4 7003 KIV → AYT, ${formatCalendarDate(OUT)} – ${formatCalendarDate(BACK)}; 2 adults, 1 infant; fare "Standard", 520`,
    );
    expect(within(page).getByRole('link', { name: 'Search these flights again' })).toHaveAttribute(
      'href',
      `/search/flight?from=KIV&to=AYT&trip=return&date=${OUT}&return_date=${BACK}&adults=2&infants=1`,
    );
  });

  it('opened already expired for a fare no longer sold, offers re-pricing alone', () => {
    const { fare, passengers } = heldFare('charter');
    renderPortal(<HoldExpired expired={{ fare_id: fare.id, passengers }} />);
    expect(screen.queryByTestId('hold-expired-what')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check the price again' })).toBeEnabled();
  });
});
