import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { labelled, signIn, portalDayIn } from './helpers';
import { BACKEND_URL, PORTAL_URL } from './ports';
import ru from '../../messages/ru';
import ro from '../../messages/ro';
import ua from '../../messages/ua';

// Booking a flight ticket end to end (docs/product.md §11): a search call and a hash through the
// BFF, then the page: the held fare, the passengers, the buyer, the freeze check, the order in the
// flight list; a 409 re-priced booking with nothing retyped; an expired hold re-priced in one
// click; a 390 px phone; ro and ua. It books ticket orders and moves a fare's price (reset after),
// which the flight list reads: it runs in the shared-state project.

const CATALOGUES = { ru, ro, ua } as const;
type Lang = keyof typeof CATALOGUES;
type Messages = (typeof CATALOGUES)[Lang];
const CSRF = { 'x-csrf': '1', origin: PORTAL_URL };

interface Leg {
  seats_left: number;
  flight_number: string;
  from: { code: string };
  departure: { date: string };
}
interface Fare {
  id: string;
  name: string;
  flight_type: 'charter' | 'regular';
  segments: { legs: Leg[] }[];
  price: { total: number };
}
interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** The demo backend's hooks (outside /api, straight to the backend). */
async function demo(path: string, body?: unknown): Promise<void> {
  const answer = await fetch(`${BACKEND_URL}/__demo/${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok, `/__demo/${path}`).toBe(true);
}

/**
 * A return fare of this type for the party, found by a search through the BFF over the routes from
 * Chișinău 3 weeks ahead (±3 days), with seats for the party on every leg.
 */
async function findFare(page: Page, type: Fare['flight_type'], party: Party): Promise<Fare> {
  const places = await page.request.get('/api/air_tickets_search/places', { headers: CSRF });
  expect(places.ok()).toBe(true);
  const { routes } = ((await places.json()) as { data: { routes: Record<string, string[]> } }).data;
  for (const to of routes.KIV ?? []) {
    const query = {
      from: 'KIV',
      to,
      trip: 'return',
      date: portalDayIn(21),
      return_date: portalDayIn(28),
      flex: 3,
      ...party,
      flight_type: type,
      size: 50,
    };
    const answer = await page.request.post('/api/air_tickets_search', { headers: CSRF, data: query });
    expect(answer.ok(), `search KIV-${to}`).toBe(true);
    const { itineraries } = ((await answer.json()) as { data: { itineraries: { fares: Fare[] }[] } }).data;
    const fare = itineraries
      .flatMap((itinerary) => itinerary.fares)
      .find((f) =>
        f.segments.every((segment) => segment.legs.every((leg) => leg.seats_left >= party.adults + party.children)),
      );
    if (fare) return fare;
  }
  throw new Error(`no ${type} return fare from KIV with seats`);
}

/** POST orders/air_tickets/hash through the BFF, as the search's "choose" does: the hash. */
async function holdFare(page: Page, fare: Fare, party: Party): Promise<string> {
  const answer = await page.request.post('/api/orders/air_tickets/hash', {
    headers: CSRF,
    data: { fare_id: fare.id, passengers: party },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { hash: string } }).data.hash;
}

/** The ISO day `years` full years (and `months` months) before `on`, as typed: DDMMYYYY digits. */
function bornBefore(on: string, years: number, months = 2): { typed: string; shown: string } {
  const day = new Date(`${on}T00:00:00Z`);
  const born = new Date(
    Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth() - months, Math.min(day.getUTCDate(), 28)),
  );
  const shown = `${String(born.getUTCDate()).padStart(2, '0')}.${String(born.getUTCMonth() + 1).padStart(2, '0')}.${born.getUTCFullYear()}`;
  return { typed: shown.replace(/\./g, ''), shown };
}

const lastFlightDate = (fare: Fare) => {
  const legs = fare.segments.flatMap((segment) => segment.legs);
  return legs[legs.length - 1]!.departure.date;
};

/** A control inside a block, by the start of its label. */
const control = (scope: Locator, text: string) =>
  scope.locator('input, select, textarea').and(scope.getByLabel(labelled(text)));

interface Person {
  surname: string;
  name: string;
  years: number;
  gender: 'M' | 'F';
  passport: string;
}

/** Fills the passenger blocks in order and the buyer; answers the birth dates as shown. */
async function fillForm(page: Page, m: Messages, fare: Fare, people: Person[]): Promise<string[]> {
  const blocks = page.getByTestId('tourist');
  await expect(blocks).toHaveCount(people.length);
  const shown: string[] = [];
  const expiry = bornBefore(portalDayIn(0), -5, 0);
  for (const [index, person] of people.entries()) {
    const block = blocks.nth(index);
    const birth = bornBefore(lastFlightDate(fare), person.years);
    await control(block, m.tourist.surname).fill(person.surname);
    await control(block, m.tourist.name).fill(person.name);
    await control(block, m.tourist.birthDate).fill('');
    await control(block, m.tourist.birthDate).pressSequentially(birth.typed);
    await expect(control(block, m.tourist.birthDate)).toHaveValue(birth.shown);
    await control(block, m.tourist.gender).selectOption(person.gender);
    await control(block, m.tourist.passportNumber).fill(person.passport);
    await control(block, m.tourist.passportExpiry).fill('');
    await control(block, m.tourist.passportExpiry).pressSequentially(expiry.typed);
    await control(block, m.tourist.citizenship).selectOption('MD');
    shown.push(birth.shown);
  }
  const main = page.locator('main');
  await control(main, m.tourist.contact.buyerName).fill('Ion Ciobanu');
  await control(main, m.tourist.contact.buyerPhone).pressSequentially('69555111');
  await control(main, m.tourist.contact.buyerEmail).fill('ion.ciobanu@example.com');
  return shown;
}

/** Unique per run, Latin letters only: the order's passengers are told apart from earlier runs'. */
const unique = (stem: string) =>
  `${stem}${Array.from(String(Date.now()).slice(-5), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

/** The booked order through the BFF, as the flight list reads it. */
async function ticketOrder(page: Page, id: number) {
  const answer = await page.request.get(`/api/ats/orders/${id}`, { headers: CSRF });
  expect(answer.ok()).toBe(true);
  return (
    (await answer.json()) as {
      data: {
        id: number;
        number: string;
        status: string;
        total: number;
        passenger_names: string[];
        passengers: { kind: string }[];
      };
    }
  ).data;
}

/** A price as the page shows it ("1 234,56 €") → 1234.56. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,.-]/g, '').replace(',', '.'));

/** A fare of this type found and held for the party, and its booking page opened (after `before`, given the hash). */
async function openHeldFare(
  page: Page,
  type: Fare['flight_type'],
  party: Party,
  before?: (hash: string) => Promise<void>,
) {
  const fare = await findFare(page, type, party);
  const hash = await holdFare(page, fare, party);
  await before?.(hash);
  await page.goto(`/orders/flight/${hash}`);
  return { fare, hash };
}

const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('order'));

async function setLocale(context: BrowserContext, locale: Lang) {
  await context.addCookies([{ name: 'locale', value: locale, url: PORTAL_URL }]);
}

test.afterAll(async () => {
  await demo('air-tickets/reset');
});

test('a regular fare for two adults and an infant: the held fare, the freeze check, booked into the flight list', async ({
  page,
}) => {
  const m = ru;
  await signIn(page);
  const { fare } = await openHeldFare(page, 'regular', { adults: 2, children: 0, infants: 1 });

  await expect(page.getByRole('heading', { level: 1, name: m.pages.flightBooking.title })).toBeVisible();
  await expect(page.locator('#held-fare').getByTestId('flight-type')).toHaveText(m.flights.leg.regular);
  await expect(page.getByTestId('held-fare').getByTestId('segment-back')).toBeVisible();
  await expect(page.getByTestId('fare-rules')).toBeVisible();
  await expect(page.getByTestId('flight-baggage')).toBeVisible();
  await expect(page.getByTestId('hold-left')).toContainText(/\d+:\d\d/);
  await expect(page.getByTestId('fare-total')).toContainText(/\d/);
  const blocks = page.getByTestId('tourist');
  await expect(blocks.nth(2)).toContainText(m.tourist.passengerKinds.infant);

  // An infant who is 2 by the last flight is refused next to the field, before anything is sent.
  const tooOld = bornBefore(lastFlightDate(fare), 2);
  await control(blocks.nth(2), m.tourist.birthDate).pressSequentially(tooOld.typed);
  await control(blocks.nth(2), m.tourist.birthDate).blur();
  await expect(blocks.nth(2).getByText(m.tourist.errors.ticketInfantAge)).toBeVisible();
  await control(blocks.nth(2), m.tourist.birthDate).fill('');

  const surname = unique('Ciobanu');
  const people: Person[] = [
    { surname, name: 'Ion', years: 40, gender: 'M', passport: 'AB1234561' },
    { surname, name: 'Maria', years: 38, gender: 'F', passport: 'AB1234562' },
    { surname, name: 'Elena', years: 1, gender: 'F', passport: 'AB1234563' },
  ];
  const births = await fillForm(page, m, fare, people);

  await page.getByRole('button', { name: m.flightBooking.book, exact: true }).click();
  const dialog = page.getByTestId('freeze-dialog');
  await expect(dialog).toContainText(m.flightBooking.freeze.regular);
  await expect(dialog).toContainText(m.flightBooking.freeze.hint);
  for (const [index, person] of people.entries()) {
    await expect(dialog.getByTestId('freeze-passengers').locator('li').nth(index)).toHaveText(
      `${person.surname.toUpperCase()} ${person.name.toUpperCase()}, ${births[index]}`,
    );
  }
  await expect(dialog.getByTestId('freeze-dates').locator('li')).toHaveCount(2);
  // Booking waits for the agent's tick.
  const confirm = dialog.getByRole('button', { name: m.flightBooking.freeze.yes, exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(m.flightBooking.freeze.confirm).check();
  await confirm.click();

  await expect(page).toHaveURL(/\/ats\/orders\?order=\d+$/);
  const order = await ticketOrder(page, orderIdOf(page));
  expect(order.status).toBe('hold');
  // The new order is the list's first row, its sheet open, and the confirmation names it.
  await expect(page.getByTestId('flight-order-row').first()).toHaveAttribute('data-order-id', String(order.id));
  await expect(page.getByRole('region', { name: m.alerts.region })).toContainText(
    m.flightBooking.booked.replace('{number}', order.number),
  );
  expect(order.passengers.map((p) => p.kind)).toEqual(['adult', 'adult', 'infant']);
  expect(order.passenger_names).toEqual(people.map((p) => `${p.surname.toUpperCase()} ${p.name.toUpperCase()}`));
  // The flight list opens it with its passengers.
  await expect(page.getByTestId('flight-order-view')).toContainText(new RegExp(surname, 'i'));
  await expect(page.getByTestId('flight-order-passenger')).toHaveCount(3);
});

test('a price changed after the hold expired: the new price shown, booked at it with nothing retyped', async ({
  page,
}) => {
  const m = ru;
  await signIn(page);
  const { fare, hash } = await openHeldFare(page, 'charter', { adults: 1, children: 0, infants: 0 });
  const before = await page.getByTestId('fare-total').textContent();
  const surname = unique('Rusu');
  await fillForm(page, m, fare, [{ surname, name: 'Andrei', years: 30, gender: 'M', passport: 'AC7654321' }]);

  // The hold runs out and the fare costs 20 % more meanwhile.
  await demo(`air-tickets/holds/${hash}/expire`);
  await demo('air-tickets/prices', { fare_id: fare.id, percent: 20 });
  await page.getByRole('button', { name: m.flightBooking.book, exact: true }).click();
  const dialog = page.getByTestId('freeze-dialog');
  // A charter: the data to look over, no tick needed.
  await expect(dialog).toContainText(m.flightBooking.freeze.charter);
  await dialog.getByRole('button', { name: m.flightBooking.freeze.yes, exact: true }).click();

  const changed = page.getByTestId('price-changed');
  await expect(changed).toContainText(m.flightBooking.priceChanged.title);
  await expect(page.getByTestId('fare-total')).not.toHaveText(before ?? '');
  // The new hold's hash is in the address; everything typed is still there.
  await expect(page).not.toHaveURL(new RegExp(hash));
  await expect(page).toHaveURL(/\/orders\/flight\/[A-Za-z0-9_-]+$/);
  await expect(control(page.getByTestId('tourist').first(), m.tourist.surname)).toHaveValue(surname);
  await expect(control(page.locator('main'), m.tourist.contact.buyerEmail)).toHaveValue('ion.ciobanu@example.com');
  const newTotal = amount(await page.getByTestId('fare-total').textContent());
  await changed.getByRole('button').click();

  await expect(page).toHaveURL(/\/ats\/orders\?order=\d+$/);
  const order = await ticketOrder(page, orderIdOf(page));
  expect(order.passenger_names).toEqual([`${surname.toUpperCase()} ANDREI`]);
  expect(order.total).toBeGreaterThan(fare.price.total);
  expect(order.total).toBe(newTotal);
  await demo('air-tickets/reset');
});

test('an expired hold names what was held, re-prices in one click, then the form at today’s price', async ({
  page,
}) => {
  const m = ru;
  await signIn(page);
  const { hash, fare } = await openHeldFare(page, 'charter', { adults: 1, children: 0, infants: 0 }, (held) =>
    demo(`air-tickets/holds/${held}/expire`),
  );
  const expired = page.getByTestId('hold-expired-page');
  await expect(expired).toContainText(m.flightBooking.expired.title);
  // What was held is named (its flight, the fare), and the same search is a link away.
  const what = expired.getByTestId('hold-expired-what');
  await expect(what).toContainText(fare.segments[0]!.legs[0]!.flight_number);
  await expect(what).toContainText(fare.name);
  await expect(expired.getByTestId('hold-search-again')).toHaveAttribute(
    'href',
    new RegExp(`^/search/flight\\?.*from=${fare.segments[0]!.legs[0]!.from.code}`),
  );
  await page.getByRole('button', { name: m.flightBooking.hold.reprice }).click();
  await expect(page).not.toHaveURL(new RegExp(hash));
  await expect(page.getByTestId('held-fare')).toBeVisible();
  await expect(page.getByTestId('hold-left')).toBeVisible();
  await expect(page.getByTestId('tourist')).toHaveCount(1);
});

test('on a 390 px phone: the whole booking in one column, nothing wider than the screen', async ({ page }) => {
  const m = ru;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const { fare } = await openHeldFare(page, 'regular', { adults: 1, children: 0, infants: 0 });
  await expect(page.getByTestId('held-fare')).toBeVisible();
  const surname = unique('Lungu');
  await fillForm(page, m, fare, [{ surname, name: 'Victor', years: 50, gender: 'M', passport: 'AD1112223' }]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The blocks are stacked: the price under the passengers, full width.
  const block = await page.getByTestId('tourist').first().boundingBox();
  const price = await page.getByTestId('fare-price').boundingBox();
  expect(price!.y).toBeGreaterThan(block!.y + block!.height);

  await page.getByRole('button', { name: m.flightBooking.book, exact: true }).click();
  const dialog = page.getByTestId('freeze-dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await dialog.getByLabel(m.flightBooking.freeze.confirm).check();
  await dialog.getByRole('button', { name: m.flightBooking.freeze.yes, exact: true }).click();
  await expect(page).toHaveURL(/\/ats\/orders\?order=\d+$/);
  expect((await ticketOrder(page, orderIdOf(page))).passenger_names).toEqual([`${surname.toUpperCase()} VICTOR`]);
});

for (const locale of ['ro', 'ua'] as const) {
  test(`${locale}: the page, its checks and the freeze check in ${locale}`, async ({ page, context }) => {
    const m = CATALOGUES[locale];
    // Signed in through the Russian form, then working in the chosen language.
    await signIn(page);
    await setLocale(context, locale);
    const { fare } = await openHeldFare(page, 'regular', { adults: 1, children: 0, infants: 1 });
    await expect(page.getByRole('heading', { level: 1, name: m.pages.flightBooking.title })).toBeVisible();
    await expect(page.getByTestId('tourist').nth(1)).toContainText(m.tourist.passengerKinds.infant);
    await expect(page.getByTestId('fare-rules')).toContainText(m.flights.rules.title);
    // Book with nothing typed: the errors are in the reader's language.
    await page.getByRole('button', { name: m.flightBooking.book, exact: true }).click();
    await expect(page.getByTestId('tourist').first().getByText(m.validation.required).first()).toBeVisible();
    // A passport that expires a month after the last flight, not six.
    const block = page.getByTestId('tourist').first();
    await control(block, m.tourist.passportExpiry).pressSequentially(bornBefore(lastFlightDate(fare), 0, -1).typed);
    await control(block, m.tourist.passportExpiry).blur();
    await expect(block.getByText(m.tourist.errors.documentValidUntil)).toBeVisible();

    await fillForm(page, m, fare, [
      { surname: unique('Stan'), name: 'Ana', years: 33, gender: 'F', passport: 'AE1112223' },
      { surname: unique('Stan'), name: 'Ion', years: 1, gender: 'M', passport: 'AE1112224' },
    ]);
    await page.getByRole('button', { name: m.flightBooking.book, exact: true }).click();
    const dialog = page.getByTestId('freeze-dialog');
    await expect(dialog.getByRole('heading', { name: m.flightBooking.freeze.title })).toBeVisible();
    await expect(dialog).toContainText(m.flightBooking.freeze.regular);
    await expect(dialog.getByLabel(m.flightBooking.freeze.confirm)).toBeVisible();
    // Not booked: back to the form, which keeps everything.
    await dialog.getByRole('button', { name: m.flightBooking.freeze.no }).click();
    await expect(dialog).toBeHidden();
    await expect(control(block, m.tourist.name)).toHaveValue('Ana');
  });
}

test('an unknown hash is the 404 page', async ({ page }) => {
  await signIn(page);
  expect((await page.goto('/orders/flight/f00d'))?.status()).toBe(404);
});
