import { expect, test, type Locator, type Page } from './fixtures';
import { expectCards, labelled, signIn, submitLogin, said, portalDayIn } from './helpers';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';
import ro from '../../messages/ro';

// The staff screen (docs/product.md §10 "The staff screen", "The dismissal wizard"). Independent:
// the journey runs in the second agency (Partner Tours), whose staff no other spec reads, on an
// employee it creates with a unique address; the office manager's check only reads.

const CSRF = { 'x-csrf': '1', origin: PORTAL_URL };
const PASSWORD = 'Staff-pass1';
const DIRECTOR = 'director@partner.travel';
const t = ru.employees;

const yearsBefore = (iso: string, years: number) => `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

interface Fare {
  id: string;
  segments: { legs: { seats_left: number }[] }[];
  price: { total: number };
}

/** The signed-in employee books a one-way ticket for one adult through the BFF: an open ticket order of theirs. */
async function bookTicketOrder(page: Page): Promise<string> {
  const places = await page.request.get('/api/air_tickets_search/places', { headers: CSRF });
  expect(places.ok()).toBe(true);
  const { routes } = ((await places.json()) as { data: { routes: Record<string, string[]> } }).data;
  let fare: Fare | undefined;
  for (const to of routes.KIV ?? []) {
    const query = {
      from: 'KIV',
      to,
      trip: 'one_way',
      date: portalDayIn(30),
      flex: 3,
      adults: 1,
      children: 0,
      infants: 0,
      size: 50,
    };
    const answer = await page.request.post('/api/air_tickets_search', { headers: CSRF, data: query });
    expect(answer.ok()).toBe(true);
    const { itineraries } = ((await answer.json()) as { data: { itineraries: { fares: Fare[] }[] } }).data;
    fare = itineraries
      .flatMap((i) => i.fares)
      .find((f) => f.segments.every((s) => s.legs.every((leg) => leg.seats_left >= 1)));
    if (fare) break;
  }
  expect(fare, 'a fare from KIV with a seat').toBeDefined();
  const held = await page.request.post('/api/orders/air_tickets/hash', {
    headers: CSRF,
    data: { fare_id: fare!.id, passengers: { adults: 1, children: 0, infants: 0 } },
  });
  expect(held.status()).toBe(201);
  const { hash } = ((await held.json()) as { data: { hash: string } }).data;
  const passenger = {
    kind: 'adult',
    surname: 'Staffer',
    name: 'Ion',
    birth_date: yearsBefore(portalDayIn(0), 35),
    gender: 'M',
    passport_number: 'AB7654321',
    passport_expiry: portalDayIn(1500),
    citizenship: 'MD',
  };
  const booked = await page.request.post(`/api/orders/air_tickets/book/${hash}`, {
    headers: CSRF,
    data: {
      passengers: [passenger],
      buyer: { name: 'Ion Staffer', phone: '+37369555111', email: 'ion.staffer@example.com' },
      expected_total: fare!.price.total,
    },
  });
  expect(booked.status()).toBe(201);
  return ((await booked.json()) as { data: { number: string } }).data.number;
}

/** A control of the dialog by the start of its label (the filters behind it have a role and an office too). */
const field = (scope: Locator, text: string) =>
  scope.locator('input, select, textarea').and(scope.getByLabel(labelled(text)));

/** Opens a row's action and confirms it; the alert says what happened. */
async function confirmAction(page: Page, action: 'block' | 'unblock' | 'hire', name: string) {
  await page.getByRole('button', { name: t.rowActions[action].replace('{name}', name) }).click();
  const dialog = page.getByTestId('employee-confirm');
  await expect(dialog).toContainText(t.confirm[action].message.replace('{name}', name));
  await dialog.getByRole('button', { name: t.confirm[action].confirm, exact: true }).click();
  await expect(page.getByText(t.confirm[action].done.replace('{name}', name))).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('a director hires an employee, blocks them (their session ends), unblocks them, dismisses them handing their ticket order to a colleague, and hires them back', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`;
  const name = `Test Staffer ${stamp.slice(-6)}`;
  const email = `staffer.${stamp}@partner.travel`;
  await signIn(page, DIRECTOR, '/employees');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // Hire: the form, its required marks, the shared success text, the new row.
  await page.getByRole('button', { name: t.add }).click();
  const form = page.getByTestId('employee-form-dialog');
  await form.getByRole('button', { name: t.form.create }).click();
  await expect(form.getByText(ru.validation.required).first()).toBeVisible();
  await field(form, t.form.name).fill(name);
  await field(form, t.form.email).fill(email);
  await field(form, t.form.role).selectOption('agent');
  await field(form, t.form.password).fill(PASSWORD);
  await form.getByRole('button', { name: t.form.create }).click();
  await expect(page.getByText(said(t.form.created))).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('employee-row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row.locator('.status-badge')).toHaveText(t.statuses.active);

  // The new employee signs in elsewhere and books a ticket order.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(`${PORTAL_URL}/auth/login`);
  await submitLogin(theirs, email, PASSWORD);
  await expect(theirs).not.toHaveURL(/\/auth\//);
  const ticketOrder = await bookTicketOrder(theirs);

  // Block: their open session is refused on its next request.
  await confirmAction(page, 'block', name);
  await expect(row.locator('.status-badge')).toHaveText(t.statuses.blocked);
  await theirs.goto(`${PORTAL_URL}/orders`);
  await expect(theirs).toHaveURL(/\/auth\/login/);
  await other.close();

  await confirmAction(page, 'unblock', name);
  await expect(row.locator('.status-badge')).toHaveText(t.statuses.active);

  // Dismiss: the wizard lists the ticket order, wants a colleague, confirms, hands it over.
  await page.getByRole('button', { name: t.rowActions.dismiss.replace('{name}', name) }).click();
  const wizard = page.getByTestId('dismiss-wizard');
  await expect(wizard.getByTestId('dismiss-orders')).toContainText(ticketOrder);
  await wizard.getByRole('button', { name: t.dismiss.next }).click();
  await wizard.getByRole('button', { name: t.dismiss.next }).click();
  await expect(wizard.getByText(t.dismiss.heirRequired)).toBeVisible();
  await wizard.getByLabel(new RegExp(`^${t.dismiss.heir}`)).selectOption({ label: 'Dan Ionescu' });
  await wizard.getByRole('button', { name: t.dismiss.next }).click();
  await expect(wizard.getByTestId('dismiss-summary')).toContainText('Dan Ionescu');
  await wizard.getByRole('button', { name: t.dismiss.confirm, exact: true }).click();
  await expect(page.getByText(t.dismiss.done.replace('{name}', name))).toBeVisible();
  await expect(wizard).toHaveCount(0);
  await expect(row.locator('.status-badge')).toHaveText(t.statuses.dismissed);

  // The order is the colleague's now, in the flight list; the leaver stays on the list, filtered.
  const order = await page.request.get(`/api/ats/orders?number=${ticketOrder}`, { headers: CSRF });
  expect(((await order.json()) as { data: { owner: { name: string } }[] }).data.map((o) => o.owner.name)).toEqual([
    'Dan Ionescu',
  ]);
  await page.goto(`/employees?status=dismissed&q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('employee-row')).toHaveCount(1);
  // Hired back: the dismissed-only list no longer holds them.
  await confirmAction(page, 'hire', name);
  await expect(page.getByTestId('employees-empty')).toBeVisible();
});

test('an office manager sees and is offered only their office', async ({ page }) => {
  await signIn(page, 'office@demo.travel', '/employees');
  const rows = page.getByTestId('employee-row');
  await expect(rows.first()).toBeVisible();
  const offices = await rows.locator(`td[data-label="${t.office}"]`).allTextContents();
  expect(new Set(offices)).toEqual(new Set(['Bălți']));
  await expect(page.locator('#employee-filter-office')).toHaveCount(0);
  // The other office by URL is not theirs: the 404 page.
  expect((await page.goto('/employees/1'))?.status()).toBe(404);
  expect((await page.goto('/employees/2'))?.status()).toBe(200);
  await page.getByRole('button', { name: t.add }).click();
  const form = page.getByTestId('employee-form-dialog');
  await expect(field(form, t.form.office).locator('option')).toHaveText([t.form.choose, 'Bălți']);
  // The roles whose rights are all theirs (docs/product.md "Permissions"): agent and office manager.
  await expect(field(form, t.form.role).locator('option')).toHaveCount(3);
  await expect(field(form, t.form.role).locator('option[value="office_manager"]')).toHaveCount(1);
  await expect(field(form, t.form.role).locator('option[value="agency_manager"]')).toHaveCount(0);
});

test('ro on a phone: the filters in the URL, the staff as cards', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager@demo.travel');
  await context.addCookies([{ name: 'locale', value: 'ro', url: PORTAL_URL }]);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: ro.employees.title })).toBeVisible();
  await page.getByTestId('employee-filters').locator('summary').click();
  await page.getByLabel(ro.employees.status, { exact: true }).selectOption('blocked');
  await page.getByLabel(ro.employees.office, { exact: true }).selectOption({ label: 'Bălți' });
  await page.getByRole('button', { name: ro.employees.filters.apply }).click();
  await expect(page).toHaveURL(/\/employees\/2\?status=blocked$/);
  const rows = page.getByTestId('employee-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('sergiu.cojocaru@demo.travel');
  await expect(rows.first()).toContainText(ro.employees.statuses.blocked);
  await expectCards(page.getByTestId('employees-table'), '/employees');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  // The link reopens the same view.
  await page.reload();
  await expect(rows).toHaveCount(1);
});
