import { expect, test, type Locator, type Page } from './fixtures';
import { expectCards, labelled, pageIdle, signIn, said, portalDayIn } from './helpers';
import { PORTAL_URL } from './ports';
import { firstLoadJs } from '../../scripts/bench/first-load-js.mjs';
import ru from '../../messages/ru';

// The ticket desk's orders (docs/product.md §12 "Screens"). Independent: every order and property
// here is created by the test itself (a unique PNR and name), flights in the future, issued today;
// the seeded data is only read.

const t = ru.atsDesk;
const CSRF = { 'x-csrf': '1' };
const ATS = 'ats@demo.travel';
const DIRECTOR = 'director@demo.travel';
const AGENT = 'agent@demo.travel';

/** A control inside a block, by the start of its label (required ones carry a star). */
const control = (scope: Locator | Page, text: string) =>
  scope.locator('input, select, textarea').and(scope.getByLabel(labelled(text)));

/** A date `days` from today as the masked input takes it (digits only) and as the wire carries it. */
function day(days: number) {
  const iso = portalDayIn(days);
  return { typed: `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`, iso };
}

/** A PNR nobody else has: 6 Latin letters from the clock and a random tail. */
function uniquePnr() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-6);
  return Array.from(digits, (digit) => String.fromCharCode(65 + Number(digit))).join('');
}

/** The form's options as the ATS manager's session reads them. */
async function formOptions(page: Page) {
  const answer = await page.request.get('/api/ats/orders/form-options', { headers: CSRF });
  expect(answer.ok()).toBe(true);
  return (
    (await answer.json()) as {
      data: { carriers: { id: string }[]; places: { id: string }[]; sellers: { id: string; name: string }[] };
    }
  ).data;
}

/** The desk's view's own code: its section's test id as the built chunk writes it (components/ats/orders/desk-ticket-orders.tsx). */
const DESK_CODE = '"data-testid":"ats-desk"';

/** Opens `path` and returns every script the page loaded, its URL and its text, once it is idle. */
async function loadedScripts(page: Page, path: string) {
  // From the network every time, so a script the browser has already run is counted too.
  await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Set<string>();
  const collect = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', collect);
  await page.goto(path);
  await expect(
    page
      .getByTestId('ats-order-row')
      .or(page.getByTestId('flight-order-row'))
      .or(page.getByTestId('flight-orders-empty'))
      .first(),
  ).toBeVisible();
  await pageIdle(page);
  page.off('response', collect);
  return Promise.all([...urls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })));
}

async function typeDate(input: Locator, typed: string) {
  await input.fill('');
  await input.pressSequentially(typed);
}

test('the ATS manager creates a manual order, finds it by PNR, edits its fare and adds a property', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ATS);
  const options = await formOptions(page);
  const [from, to] = [options.places[0]!.id, options.places[1]!.id];
  const pnr = uniquePnr();

  await page.goto('/ats/orders');
  await page.getByRole('link', { name: t.list.create }).click();
  await expect(page).toHaveURL(/\/ats\/orders\/create$/);
  const form = page.getByTestId('ats-order-form');
  await expect(form).toBeVisible();

  // A wrong PNR first: its field says why, nothing is sent.
  await control(form, t.form.pnr).fill('AB');
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(form.getByText(ru.ats.pnr)).toBeVisible();

  await control(form, t.form.pnr).fill(pnr);
  await control(form, t.form.carrier).selectOption(options.carriers[0]!.id);
  await control(form, t.form.seller).selectOption(options.sellers[0]!.id);
  const flight = form.getByTestId('ats-order-flight').first();
  await control(flight, t.form.flightNumber).fill(`${options.carriers[0]!.id} 7101`);
  await control(flight, t.form.from).selectOption(from);
  await control(flight, t.form.to).selectOption(to);
  await typeDate(control(flight, t.form.departureDate), day(40).typed);
  await control(flight, t.form.departureTime).fill('10:15');
  await typeDate(control(flight, t.form.arrivalDate), day(40).typed);
  await control(flight, t.form.arrivalTime).fill('12:40');
  const passenger = form.getByTestId('tourist').first();
  await control(passenger, ru.tourist.surname).fill('DESKTEST');
  await control(passenger, ru.tourist.name).fill('ION');
  await typeDate(control(passenger, ru.tourist.birthDate), '14031985');
  await control(passenger, ru.tourist.gender).selectOption('M');
  await control(passenger, ru.tourist.passportNumber).fill('AB1234567');
  await typeDate(control(passenger, ru.tourist.passportExpiry), day(1500).typed);
  await control(passenger, ru.tourist.citizenship).selectOption('MD');
  await control(form, t.form.ticketNumber).fill(`555-${String(Date.now()).slice(-10)}`);
  await control(form, ru.tourist.contact.buyerName).fill('Ion Desktest');
  await control(form, ru.tourist.contact.buyerPhone).pressSequentially('69555111');
  await control(form, ru.tourist.contact.buyerEmail).fill('ion.desktest@example.com');
  await control(form, t.form.fare).fill('200');
  await control(form, t.form.taxes).fill('35.5');
  await control(form, t.form.fee).fill('10');
  // The total follows as typed: fare + taxes + fee.
  await expect(form.getByTestId('ats-order-total')).toHaveText(/245,50\s€/);
  await form.getByRole('button', { name: t.form.save }).click();

  // Saved: the backend's message, the list with the order open.
  await expect(page).toHaveURL(/\/ats\/orders\?order=\d+$/);
  await expect(page.getByText(said(ru.atsDesk.form.created)).first()).toBeVisible();
  const sheet = page.getByTestId('ats-order-sheet');
  await expect(sheet.getByTestId('ats-sales-pnr')).toHaveText(pnr);
  await expect(sheet.getByTestId('ats-sales-total')).toHaveText(/245,50\s€/);
  const id = Number(new URL(page.url()).searchParams.get('order'));
  await sheet.getByRole('button', { name: ru.flightList.sheet.close }).click();

  // Found in the list by its PNR.
  const filters = page.getByRole('search', { name: t.filters.label });
  if (!(await control(filters, t.filters.pnr).isVisible())) await filters.locator('summary').click();
  await control(filters, t.filters.pnr).fill(pnr);
  await filters.getByRole('button', { name: t.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`pnr=${pnr}`));
  const rows = page.getByTestId('ats-order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-order-id', String(id));
  await expect(rows.first().getByTestId('ats-order-total')).toHaveText(/245,50\s€/);

  // Edited: a new fare changes the total everywhere.
  await rows.first().getByTestId('ats-order-edit').click();
  await expect(page).toHaveURL(new RegExp(`/ats/orders/${id}/edit$`));
  const edit = page.getByTestId('ats-order-form');
  await expect(control(edit, t.form.pnr)).toHaveValue(pnr);
  await control(edit, t.form.fare).fill('300');
  await expect(edit.getByTestId('ats-order-total')).toHaveText(/345,50\s€/);
  await edit.getByRole('button', { name: t.form.save }).click();
  await expect(page).toHaveURL(new RegExp(`/ats/orders\\?order=${id}$`));
  await expect(page.getByText(said(ru.atsDesk.form.updated)).first()).toBeVisible();
  await expect(page.getByTestId('ats-order-sheet').getByTestId('ats-sales-total')).toHaveText(/345,50\s€/);
  await expect(page.getByTestId('ats-order-sheet').getByTestId('ats-sales-fare')).toHaveText(/300\s€/);

  // A property: added in the dialog, then listed.
  await page.getByTestId('ats-order-sheet').getByRole('button', { name: ru.flightList.sheet.close }).click();
  const name = `Desk ${pnr}`;
  await page.getByRole('button', { name: t.list.properties }).click();
  const dialog = page.getByTestId('ats-properties');
  await expect(dialog.getByTestId('ats-properties-form')).toBeVisible();
  const before = await dialog.getByTestId('ats-property').count();
  await dialog.getByRole('button', { name: t.properties.add }).click();
  const added = dialog.locator(`#ats-property-${before}-name`);
  await expect(added).toHaveAccessibleName(labelled(t.properties.nameOf.replace('{number}', String(before + 1))));
  await added.fill('x'.repeat(41));
  await dialog.getByRole('button', { name: t.properties.save }).click();
  await expect(dialog.getByText(ru.ats.propertyLength)).toBeVisible();
  await added.fill(name);
  await dialog.getByRole('button', { name: t.properties.save }).click();
  await expect(page.getByText(said(t.properties.saved)).first()).toBeVisible();
  const answer = await page.request.get('/api/ats/orders-properties', { headers: CSRF });
  const saved = ((await answer.json()) as { data: { name: string; active: boolean }[] }).data;
  expect(saved).toContainEqual(expect.objectContaining({ name, active: true }));
});

test("the director sees the desk's columns and the properties read-only, but no New order or Edit", async ({
  page,
}) => {
  await signIn(page, DIRECTOR, '/ats/orders');
  const table = page.getByTestId('ats-orders-table');
  await expect(table).toBeVisible();
  for (const name of [t.list.columns.issued, t.list.columns.seller])
    await expect(table.getByRole('columnheader', { name })).toHaveCount(1);
  const row = page.getByTestId('ats-order-row').first();
  for (const cell of ['ats-order-pnr', 'ats-order-transaction', 'ats-order-source', 'ats-order-balance'])
    await expect(row.getByTestId(cell)).toBeVisible();
  await expect(page.getByRole('link', { name: t.list.create })).toHaveCount(0);
  await expect(page.getByTestId('ats-order-edit')).toHaveCount(0);
  await page.getByRole('button', { name: t.list.properties }).click();
  const dialog = page.getByTestId('ats-properties');
  await expect(dialog.getByRole('heading', { name: t.properties.title })).toBeVisible();
  await expect(dialog.getByTestId('ats-properties-form')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: t.properties.save })).toHaveCount(0);
});

test('an agent is refused every desk screen but the flight list, which has no create or edit', async ({ page }) => {
  await signIn(page, AGENT);
  for (const path of [
    '/ats/orders/create',
    '/ats/orders/1/edit',
    '/ats/user-links',
    '/ats/orders-payments',
    '/ats/sales-report',
    '/reports/charter-control-financial',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
  }
  // One address, the agent's view: none of the desk's code comes with it (docs/performance.md "One page, two views").
  const scripts = await loadedScripts(page, '/ats/orders');
  expect(scripts.filter(({ text }) => text.includes(DESK_CODE)).map(({ url }) => url)).toEqual([]);
  await expect(page.getByTestId('flight-orders-table').or(page.getByTestId('flight-orders-empty'))).toBeVisible();
  await expect(page.getByTestId('ats-desk')).toHaveCount(0);
  await expect(page.getByTestId('ats-orders-table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.list.create })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`^${t.list.edit}`) })).toHaveCount(0);
  await expect(page.getByTestId('ats-order-pnr')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: t.list.columns.seller })).toHaveCount(0);
});

test("the desk's list fits 1280 px without scrolling sideways, is cards on a phone, and the first-load measure counts its view's chunk", async ({
  page,
}) => {
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await signIn(page, DIRECTOR);
  // One filter form: at 1366 × 900 the first rows are on the first screen.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/ats/orders');
  await expect(page.getByTestId('ats-desk-filters')).toHaveCount(1);
  await expect(page.getByTestId('flight-order-filters')).toHaveCount(0);
  const firstRow = (await page.getByTestId('ats-order-row').first().boundingBox())!;
  expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(900);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ats/orders');
  await expect(page.getByTestId('ats-order-row').first()).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ats/orders');
  const table = page.getByTestId('ats-orders-table');
  await expect(table.locator('tbody > tr').first()).toBeVisible();
  await expectCards(table, "the desk's list");
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.getByTestId('ats-order-row').first().getByRole('link').first().click();
  const sheet = page.getByTestId('ats-order-sheet');
  await expect(sheet.getByTestId('ats-order-sales')).toBeVisible();
  expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(390);

  // The desk's view is a chunk of its own (components/ats/orders/lazy-desk-ticket-orders.tsx), which the
  // page needs to hydrate: the first-load measure that the budget check sums (npm test's budget
  // suite, docs/performance.md) must count it.
  await page.setViewportSize({ width: 1280, height: 800 });
  const view = (await loadedScripts(page, '/ats/orders')).filter(({ text }) => text.includes(DESK_CODE));
  expect(view.length, "the desk's view comes in a chunk of its own").toBe(1);
  const cookie = (await page.context().cookies(PORTAL_URL)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const measured = (await firstLoadJs(`${PORTAL_URL}/ats/orders`, { cookie })) as {
    shipped: number;
    scripts: { src: string }[];
  };
  expect(measured.scripts.map(({ src }) => src)).toContain(new URL(view[0]!.url).pathname);
  test.info().annotations.push({
    type: 'first-load JS',
    description: `/ats/orders (desk): ${(measured.shipped / 1024).toFixed(2)} KiB as shipped (brotli), the view's chunk included`,
  });
});

test('/ats/orders/desk is no address of its own: 404; an order is, /ats/orders/{id}, an unknown one 404', async ({
  page,
}) => {
  await signIn(page, DIRECTOR);
  const response = await page.goto('/ats/orders/desk');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '404');

  // The desk's order on its own page: the sheet's content (its sales fields) under the order's number.
  await page.goto('/ats/orders');
  const first = page.getByTestId('ats-order-row').first();
  const number = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  await first.getByRole('link').first().click();
  await page.getByTestId('ats-order-sheet').getByRole('link', { name: ru.common.openAsPage }).click();
  await expect(page).toHaveURL(/\/ats\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByTestId('ats-order-sales')).toBeVisible();
  const unknown = await page.goto('/ats/orders/999999999');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '404');
});
