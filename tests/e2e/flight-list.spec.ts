import { execFileSync } from 'node:child_process';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { expectCards, pageIdle, signIn, portalDayIn } from './helpers';
import { BACKEND_URL, PORTAL_URL } from './ports';
import {
  fareHoldResponseSchema,
  flightPlacesResponseSchema,
  flightSearchResponseSchema,
  ticketOrderResponseSchema,
  ticketOrdersListSchema,
  type Fare,
  type FlightType,
  type PassengerInput,
  type TicketOrder,
} from '../../lib/schemas/flights';
import { formatDateTime } from '../../lib/format/date';
import { t as backendText } from '../../demo-backend/src/i18n';
import ru from '../../messages/ru';
import ro from '../../messages/ro';
import ua from '../../messages/ua';

// The flight list `/ats/orders` (docs/product.md §11 "The flight list"): the filters in the URL, an
// order's deadline, the e-ticket read back, the locked fields, a charter cancellation, a phone and
// ro/ua. It books its own orders through the BFF (and moves them with the demo hooks), so it runs
// in the shared-state project; the seeded orders it only reads.

const CATALOGUES = { ro, ua } as const;
const CSRF = { 'x-csrf': '1', origin: PORTAL_URL };

/** Latin letters unique to this run: the surname filter finds this run's order and no other. */
const runTag = (prefix: string) =>
  `${prefix}${Array.from(String(Date.now()).slice(-6), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

const yearsBefore = (iso: string, years: number, days: number) => {
  const day = new Date(`${Number(iso.slice(0, 4)) - years}${iso.slice(4)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
};

/** The demo operator's hooks (outside /api, straight to the backend, from loopback). */
async function demo(path: string) {
  const answer = await fetch(`${BACKEND_URL}/__demo/${path}`, { method: 'POST' });
  expect(answer.ok, path).toBe(true);
}

/**
 * Books a fare of this flight type for two adults and an infant through the BFF, as the booking
 * page does: search, hold (the hash), book. Answers the new order.
 */
async function bookOrder(page: Page, type: FlightType, surname: string): Promise<TicketOrder> {
  const party = { adults: 2, children: 0, infants: 1 };
  // Regular flights fly on some routes only: the first destination from Chișinău with such a fare.
  const places = flightPlacesResponseSchema.parse(
    await (await page.request.get('/api/air_tickets_search/places', { headers: CSRF })).json(),
  ).data;
  let fare: Fare | undefined;
  for (const to of places.routes.KIV ?? []) {
    const search = await page.request.post('/api/air_tickets_search', {
      headers: CSRF,
      data: { from: 'KIV', to, date: portalDayIn(21), flex: 3, ...party, flight_type: type, size: 50 },
    });
    expect(search.ok()).toBe(true);
    const fares = flightSearchResponseSchema
      .parse(await search.json())
      .data.itineraries.flatMap((itinerary) => itinerary.fares);
    fare = fares.find(
      (f) => f.flight_type === type && f.segments.every((s) => s.legs.every((leg) => leg.seats_left >= 3)),
    );
    if (fare) break;
  }
  expect(fare, `a ${type} fare from KIV with seats`).toBeDefined();
  const hold = await page.request.post('/api/orders/air_tickets/hash', {
    headers: CSRF,
    data: { fare_id: fare!.id, passengers: party },
  });
  expect(hold.status()).toBe(201);
  const held = fareHoldResponseSchema.parse(await hold.json()).data;
  const last = fare!.segments.at(-1)!.legs.at(-1)!.departure.date;
  const person = (kind: PassengerInput['kind'], name: string, years: number, i: number): PassengerInput => ({
    kind,
    surname,
    name,
    birth_date: yearsBefore(last, years, 40),
    gender: i % 2 === 0 ? 'M' : 'F',
    passport_number: `AB${7_654_320 + i}`,
    passport_expiry: yearsBefore(last, -3, 0),
    citizenship: 'MD',
  });
  const booked = await page.request.post(`/api/orders/air_tickets/book/${held.hash}`, {
    headers: CSRF,
    data: {
      passengers: [person('adult', 'Ion', 40, 0), person('adult', 'Maria', 38, 1), person('infant', 'Ana', 1, 2)],
      buyer: { name: `Ion ${surname}`, phone: '+37369555111', email: 'ion@example.com' },
      expected_total: held.price.total,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ticketOrderResponseSchema.parse(await booked.json()).data;
}

async function ticketOrder(page: Page, id: number): Promise<TicketOrder> {
  const answer = await page.request.get(`/api/ats/orders/${id}`, { headers: CSRF });
  expect(answer.ok()).toBe(true);
  return ticketOrderResponseSchema.parse(await answer.json()).data;
}

/** Filters the list by surname through the form and waits for the one row of this run's order. */
async function findBySurname(
  page: Page,
  surname: string,
  label = ru.flightList.filters.surname,
  apply = ru.flightList.filters.apply,
) {
  await page.getByLabel(label).fill(surname);
  await page.getByRole('button', { name: apply }).click();
  await expect(page).toHaveURL(new RegExp(`surname=${surname}`));
  await expect(page.getByTestId('flight-order-row')).toHaveCount(1);
  return page.getByTestId('flight-order-row');
}

test('the list filters by whose orders, status, flight type and route through the URL; a reload shows the same; the scope is remembered', async ({
  page,
}) => {
  await signIn(page, 'agent@demo.travel', '/ats/orders');
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.atsOrders.title })).toBeVisible();
  await expect(page.getByTestId('flight-order-row').first()).toBeVisible();

  // An agent starts on their own orders; "All" is the agency's, and the choice is kept for the next visit.
  const scopes = page.getByRole('navigation', { name: ru.orders.scope.label });
  await expect(scopes.getByRole('link', { name: ru.orders.scope.mine })).toHaveAttribute('aria-current', 'page');
  const me = (await (await page.request.get('/api/jwt/user', { headers: CSRF })).json()) as { id: number };
  await scopes.getByRole('link', { name: ru.orders.scope.all }).click();
  await expect(page).toHaveURL(/\/ats\/orders\?scope=all$/);
  await expect(scopes.getByRole('link', { name: ru.orders.scope.all })).toHaveAttribute('aria-current', 'page');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'flight_list_scope')?.value).toBe(
    `${me.id}.all`,
  );

  // A flight type the agency has ticketed orders of.
  const all = ticketOrdersListSchema.parse(
    await (await page.request.get('/api/ats/orders?status=ticketed&page%5Bsize%5D=100', { headers: CSRF })).json(),
  );
  expect(all.meta.total).toBeGreaterThan(0);
  const type = all.data[0]!.flight_type;

  const filters = page.getByTestId('flight-order-filters');
  await filters
    .getByRole('group', { name: ru.flightList.filters.status })
    .getByRole('checkbox', { name: ru.flightList.status.ticketed })
    .check();
  await filters.getByLabel(ru.flightList.filters.flightType).selectOption(type);
  const route = filters.getByLabel(ru.flightList.filters.route);
  const firstRoute = all.data[0]!.route.from.code + '-' + all.data[0]!.route.to.code;
  await expect(route.locator(`option[value="${firstRoute}"]`)).toHaveCount(1);
  await filters.getByRole('button', { name: ru.flightList.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`/ats/orders\\?status=ticketed&flight_type=${type}&scope=all$`));

  // The rows are what the backend lists for the same query, and each matches it.
  const expected = ticketOrdersListSchema.parse(
    await (
      await page.request.get(`/api/ats/orders?status=ticketed&flight_type=${type}&page%5Bsize%5D=20`, { headers: CSRF })
    ).json(),
  );
  expect(expected.meta.total).toBeGreaterThan(0);
  const rows = page.getByTestId('flight-order-row');
  await expect(rows).toHaveCount(expected.data.length);
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute('data-status', 'ticketed');
    await expect(row.getByTestId('flight-type')).toHaveText(ru.flightList.type[type]);
  }
  await page.reload();
  await expect(rows).toHaveCount(expected.data.length);
  await expect(filters.getByLabel(ru.flightList.filters.flightType)).toHaveValue(type);

  // A route narrows further; Reset clears everything.
  await route.selectOption(firstRoute);
  await filters.getByRole('button', { name: ru.flightList.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`route=${firstRoute}`));
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText(`(${firstRoute.slice(0, 3)}) →`);
  await filters.getByRole('link', { name: ru.flightList.filters.reset }).click();
  await expect(page).toHaveURL(/\/ats\/orders$/);
  // A later visit without the scope in its address shows the one chosen last.
  await page.goto('/ats/orders');
  await expect(scopes.getByRole('link', { name: ru.orders.scope.all })).toHaveAttribute('aria-current', 'page');
});

test('an order booked for two adults and an infant: its payment deadline counts down; paid and ticketed, its e-ticket names every passenger and its names are read-only', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const surname = runTag('Fl');
  const booked = await bookOrder(page, 'regular', surname);
  expect(booked.status).toBe('hold');
  expect(booked.deadline?.kind).toBe('payment');

  await page.goto('/ats/orders');
  const row = await findBySurname(page, surname);
  await expect(row.getByRole('link', { name: booked.number })).toBeVisible();
  await expect(row.getByTestId('ticket-status')).toHaveText(ru.flightList.status.hold);
  for (const name of booked.passenger_names)
    await expect(row.getByTestId('flight-order-passengers')).toContainText(name);
  const deadline = row.getByTestId('ticket-deadline');
  await expect(deadline).toHaveAttribute('data-kind', 'payment');
  await expect(deadline).toContainText(ru.flightList.deadline.payment);
  await expect(deadline.getByTestId('ticket-countdown')).toHaveAttribute('datetime', booked.payment_deadline!);
  await expect(deadline.getByTestId('ticket-countdown')).toHaveText(/^через \d+ (мин|ч)/);

  // Paid: the e-tickets are due next, and a paid regular fare cannot be cancelled.
  await demo(`ticket-orders/${booked.id}/pay`);
  await page.reload();
  await expect(deadline).toHaveAttribute('data-kind', 'ticketing');
  await expect(deadline).toContainText(ru.flightList.deadline.ticketing);
  await row.getByRole('link', { name: booked.number }).click();
  const sheet = page.getByTestId('flight-order-sheet');
  await expect(
    sheet.getByRole('heading', { name: ru.flightList.sheet.title.replace('{number}', booked.number) }),
  ).toBeVisible();
  await expect(sheet.getByTestId('flight-order-no-cancel')).toHaveText(ru.flightList.sheet.noCancelRegular);
  // The sheet writes the moments out: when the e-tickets come, when check-in closes.
  const paid = await ticketOrder(page, booked.id);
  await expect(sheet).toContainText(formatDateTime(paid.ticketing_at!));
  await expect(sheet).toContainText(formatDateTime(paid.check_in_closes_at));
  await expect(sheet.getByRole('button', { name: ru.flightList.sheet.cancel })).toHaveCount(0);
  await sheet.getByRole('button', { name: ru.flightList.sheet.close }).click();

  // Ticketed: check-in closing is next; the names, birth dates and dates are locked.
  await demo(`ticket-orders/${booked.id}/ticket`);
  await page.goto(`/ats/orders?surname=${surname}&order=${booked.id}`);
  await expect(row.getByTestId('ticket-status')).toHaveText(ru.flightList.status.ticketed);
  await expect(sheet.getByTestId('flight-order-locks')).toBeVisible();
  const order = await ticketOrder(page, booked.id);
  await expect(sheet.getByTestId('flight-order-locks')).toHaveText(order.locks.reason!);
  await expect(sheet.getByTestId('flight-order-passenger')).toHaveCount(3);
  await expect(
    sheet.getByTestId('flight-order-passenger').first().getByRole('img', { name: ru.flightList.sheet.lockedMark }),
  ).toHaveCount(2);
  for (const passenger of order.passengers) await expect(sheet).toContainText(passenger.ticket_number!);

  // The e-ticket, downloaded through the BFF, holds every passenger's name.
  const download = page.waitForEvent('download');
  await sheet.getByRole('button', { name: ru.flightList.sheet.documentKinds.eticket }).click();
  const file = await download;
  const where = (await file.path())!;
  // A long name may wrap in its cell: the words in reading order, white space folded.
  const text = execFileSync('pdftotext', [where, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const name of order.passenger_names) expect(text).toContain(name);
  // In the interface's language until the agent picks another for the documents.
  expect(text).toContain(backendText('ru', 'tickets.pdf.eticket'));
  expect(text).not.toContain(backendText('ro', 'tickets.pdf.eticket'));
  await testInfo.attach('eticket.pdf', { path: where, contentType: 'application/pdf' });
  await sheet.getByLabel(ru.flightList.sheet.documentsLanguage).selectOption('ro');
  const romanian = page.waitForEvent('download');
  await sheet.getByRole('button', { name: ru.flightList.sheet.documentKinds.eticket }).click();
  const romanianText = execFileSync('pdftotext', [(await (await romanian).path())!, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  expect(romanianText).toContain(backendText('ro', 'tickets.pdf.eticket'));
  for (const name of order.passenger_names) expect(romanianText).toContain(name);

  // The edit: surname, name and birth date read-only, the dates read-only with the reason.
  await sheet.getByRole('button', { name: ru.flightList.sheet.edit }).click();
  const blocks = sheet.getByTestId('tourist');
  await expect(blocks).toHaveCount(3);
  for (const block of await blocks.all()) {
    await expect(block.getByRole('textbox', { name: new RegExp(`^${ru.tourist.surname}`) })).not.toBeEditable();
    await expect(block.getByRole('textbox', { name: new RegExp(`^${ru.tourist.name}`) })).not.toBeEditable();
    await expect(block.getByRole('textbox', { name: new RegExp(`^${ru.tourist.birthDate}`) })).not.toBeEditable();
    await expect(block.getByRole('textbox', { name: new RegExp(`^${ru.tourist.passportNumber}`) })).toBeEditable();
  }
  const dates = sheet.getByLabel(ru.flightList.edit.dates);
  await expect(dates).not.toBeEditable();
  await expect(dates).toHaveAccessibleDescription(order.locks.reason!);
});

test('a paid charter is cancelled before ticketing for the penalty its rules show, and the list says so', async ({
  page,
}) => {
  await signIn(page);
  const surname = runTag('Ch');
  const booked = await bookOrder(page, 'charter', surname);
  await demo(`ticket-orders/${booked.id}/pay`);
  const penalty = Math.min(booked.total, booked.rules.cancellation!.penalty);
  const money = (amount: number) =>
    new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);

  await page.goto('/ats/orders');
  const row = await findBySurname(page, surname);
  await row.getByRole('link', { name: booked.number }).click();
  const sheet = page.getByTestId('flight-order-sheet');
  await sheet.getByRole('button', { name: ru.flightList.sheet.cancel }).click();
  const dialog = page.getByTestId('flight-order-cancel-dialog');
  await expect(dialog).toBeVisible();
  const terms = dialog.getByTestId('flight-order-cancel-terms');
  await expect(terms).toContainText(money(penalty));
  await expect(terms).toContainText(money(booked.total - penalty));
  await dialog.getByRole('button', { name: ru.flightList.cancel.confirm }).click();
  await expect(dialog).toHaveCount(0);

  await expect(sheet.getByTestId('ticket-status')).toHaveText(ru.flightList.status.cancelled);
  await expect(sheet.getByTestId('flight-order-cancellation')).toContainText(money(penalty));
  await expect(sheet.getByRole('button', { name: ru.flightList.sheet.cancel })).toHaveCount(0);
  await sheet.getByRole('button', { name: ru.flightList.sheet.close }).click();
  // The list behind it was revalidated: cancelled, nothing due.
  await expect(row.getByTestId('ticket-status')).toHaveText(ru.flightList.status.cancelled);
  const after = await ticketOrder(page, booked.id);
  expect(after.status).toBe('cancelled');
  expect(after.cancellation?.penalty).toBe(penalty);
  expect(after.due).toBe(0);
  await expect(row.getByTestId('flight-order-due')).toContainText(money(0));
});

test('on a phone (390×844) the orders are cards with labelled values, the sheet fits, nothing scrolls sideways; first load within budget', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'agent@demo.travel', '/ats/orders');
  const table = page.getByTestId('flight-orders-table');
  await expect(table.locator('tbody > tr').first()).toBeVisible();
  await expectCards(table, 'the flight list');
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  // The filters start folded, so the orders are on the first screen.
  await expect(page.getByLabel(ru.flightList.filters.surname)).toBeHidden();
  await page.getByTestId('flight-order-filters').locator('summary').click();
  await expect(page.getByLabel(ru.flightList.filters.surname)).toBeVisible();

  await page.getByTestId('flight-order-row').first().getByRole('link').click();
  const sheet = page.getByTestId('flight-order-sheet');
  await expect(sheet.getByTestId('flight-order-view')).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await pageIdle(page);
  await testInfo.attach('flight-list-390.png', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

for (const locale of ['ro', 'ua'] as const) {
  test(`${locale}: the list, its filters, the deadlines and an order's sheet in ${locale}`, async ({
    page,
    context,
  }) => {
    const m = CATALOGUES[locale];
    await signIn(page);
    await setLocale(context, locale);
    await page.goto('/ats/orders?status=hold');
    await expect(page.getByRole('heading', { level: 1, name: m.pages.atsOrders.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(m.pages.atsOrders.title));
    await expect(
      page.getByTestId('flight-order-filters').getByRole('button', { name: m.flightList.filters.apply }),
    ).toBeVisible();
    const row = page.getByTestId('flight-order-row').first();
    await expect(row.getByTestId('ticket-status')).toHaveText(m.flightList.status.hold);
    const deadline = row.getByTestId('ticket-deadline');
    const kind = (await deadline.getAttribute('data-kind')) as 'payment' | 'ticketing';
    await expect(deadline).toContainText(m.flightList.deadline[kind]);
    await expect(deadline.getByTestId('ticket-countdown')).toContainText(
      m.flightList.deadline.in.replace(' {time}', '').replace('{time} ', ''),
    );
    await row.getByRole('link').click();
    const sheet = page.getByTestId('flight-order-sheet');
    await expect(
      sheet.getByRole('heading', { name: new RegExp(m.flightList.sheet.title.replace('{number}', '')) }),
    ).toBeVisible();
    await expect(sheet.getByRole('heading', { name: m.flightList.sheet.passengers })).toBeVisible();
    await expect(sheet.getByRole('button', { name: m.flightList.sheet.documentKinds.eticket })).toBeDisabled();
  });
}

async function setLocale(context: BrowserContext, locale: keyof typeof CATALOGUES) {
  await context.addCookies([{ name: 'locale', value: locale, url: PORTAL_URL }]);
}
