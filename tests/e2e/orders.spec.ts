import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from './fixtures';
import { field, labelled, orderWithPayments, said, signIn } from './helpers';
import { BACKEND_PORT, BACKEND_URL, PORTAL_URL } from './ports';
import ru from '../../messages/ru';

// Booking end to end, against the demo backend: search → book two adults and a child → the order
// in the journal → filters → card payment (decline, then success) → the voucher PDF → cancellation;
// a price change between search and booking; the locked fields of a confirmed regular-flight order.
// The specs share one database: the market is reset after the price change, and the new order
// ends cancelled (the operator's answer), like the seed's cancelled orders.

const o = ru.orders;
const tr = ru.tourist;
const CHILD_AGE = 7;
// Unique per run (Latin letters only): the journal filter must find this order and no other.
const SURNAME = `Testbook${Array.from(String(Date.now()).slice(-6), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

/** The demo operator's hooks (outside /api, straight to the backend). */
async function demo(path: string, body?: unknown): Promise<Response> {
  return fetch(`${BACKEND_URL}/__demo/${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;

/** A birth date `age` full years (and two months) before the ISO day `on`. */
function bornBefore(on: string, age: number): string {
  const day = new Date(`${on}T00:00:00Z`);
  return ddmmyyyy(
    new Date(Date.UTC(day.getUTCFullYear() - age, day.getUTCMonth() - 2, Math.min(day.getUTCDate(), 28))),
  );
}

/** A control inside a block (a tourist's fieldset), by the start of its label. */
const control = (scope: Locator, text: string) =>
  scope.locator('input, select, textarea').and(scope.getByLabel(labelled(text)));

/** A price as the page shows it ("1 234,56 €") → 1234.56. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,.-]/g, '').replace(',', '.'));

async function fillTourist(
  tourist: Locator,
  t: { surname: string; name: string; birth: string; gender: 'M' | 'F'; passport: string },
) {
  await control(tourist, tr.surname).fill(t.surname);
  await control(tourist, tr.name).fill(t.name);
  // Digits only: the mask adds the dots.
  await control(tourist, tr.birthDate).pressSequentially(t.birth.replace(/\./g, ''));
  await expect(control(tourist, tr.birthDate)).toHaveValue(t.birth);
  await control(tourist, tr.gender).selectOption(t.gender);
  await control(tourist, tr.passportNumber).fill(t.passport);
  await control(tourist, tr.passportExpiry).fill(ddmmyyyy(new Date(Date.now() + 5 * 365 * 86_400_000)));
  await control(tourist, tr.citizenship).selectOption('MD');
}

/** Signs in and searches for two adults and a child of CHILD_AGE; the first hotel of the results. */
async function searchFamily(page: Page): Promise<Locator> {
  await signIn(page);
  await field(page, ru.searchForm.adults).selectOption('2');
  await field(page, ru.searchForm.children).selectOption('1');
  await field(page, ru.searchForm.childAge.replace('{number}', '1')).fill(String(CHILD_AGE));
  await page.getByTestId('search-submit').click();
  return page.getByTestId('search-results').getByTestId('hotel-result').first();
}

/** The status badge in the open order's panel. */
const panelStatus = (page: Page) => page.getByTestId('order-view').locator('dd').nth(1);

test.describe('orders', () => {
  test.describe.configure({ timeout: 120_000 });

  test.afterAll(async () => {
    await demo('market/reset');
  });

  test('search → book two adults and a child → journal → pay → voucher → cancel', async ({ page }) => {
    const hotel = await searchFamily(page);
    await expect(hotel).toBeVisible();
    const hotelId = Number(await hotel.getAttribute('data-hotel-id'));
    await hotel.getByTestId('offer-row').first().getByTestId('book-offer').click();
    await expect(page).toHaveURL(/\/orders\/book\//);

    const offer = page.getByTestId('booking-offer');
    const checkIn = await offer.locator('time').first().getAttribute('datetime');
    expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tourists = page.getByTestId('tourist');
    await expect(tourists).toHaveCount(3);

    // A Cyrillic name is refused in the user's language, next to the field.
    const lead = tourists.nth(0);
    await control(lead, tr.surname).fill('Иванов');
    await control(lead, tr.surname).blur();
    await expect(lead.getByText(tr.errors.latin)).toBeVisible();

    await fillTourist(lead, { surname: SURNAME, name: 'Ion', birth: '10.05.1985', gender: 'M', passport: 'ab123456' });
    await expect(lead.getByText(tr.errors.latin)).toHaveCount(0);
    // Passport numbers print as in the passport: capitals.
    await expect(control(lead, tr.passportNumber)).toHaveValue('AB123456');
    await fillTourist(tourists.nth(1), {
      surname: SURNAME,
      name: 'Maria',
      birth: '21.11.1987',
      gender: 'F',
      passport: 'AB654321',
    });
    await fillTourist(tourists.nth(2), {
      surname: SURNAME,
      name: 'Elena',
      birth: bornBefore(checkIn!, CHILD_AGE),
      gender: 'F',
      passport: 'AB777777',
    });

    // The phone's mask: digits only, as many as Moldova's (8), and a short number is refused.
    const phone = field(page, tr.contact.phone);
    await phone.pressSequentially('6912');
    await phone.blur();
    await expect(page.getByText(ru.validation.phone)).toBeVisible();
    await phone.fill('');
    await phone.pressSequentially('69x1234567890');
    await expect(phone).toHaveValue('69123456');
    await expect(page.getByText(ru.validation.phone)).toHaveCount(0);
    await field(page, tr.contact.email).fill('ion.test@example.com');

    // An optional service: the price is recalculated with it.
    const total = page.getByTestId('price-total');
    const before = amount(await total.textContent());
    const optional = page.getByTestId('service').and(page.locator(':not(:checked):not(:disabled)')).first();
    await optional.check();
    await expect.poll(async () => amount(await total.textContent())).toBeGreaterThan(before);
    const withService = amount(await total.textContent());

    // The operator raises the hotel's prices after the search: Book tells old → new.
    expect((await demo('prices', { hotel_id: hotelId, percent: 10 })).ok).toBe(true);
    await page.getByRole('button', { name: ru.booking.book, exact: true }).click();
    await page.getByTestId('booking-confirm').getByRole('button', { name: ru.booking.confirm.yes }).click();
    const changed = page.getByTestId('price-changed');
    await expect(changed).toContainText(ru.booking.priceChanged.title);
    await expect.poll(async () => amount(await total.textContent())).toBeGreaterThan(withService);
    const newTotal = amount(await total.textContent());
    // "Was {old}, now {current}": both amounts, in that order.
    const told = ((await changed.textContent()) ?? '').match(/\d[\d\s\u00a0\u202f]*,\d{2}/g)?.map(amount);
    expect(told?.slice(0, 2)).toEqual([withService, newTotal]);
    await changed.getByRole('button').click();

    // The order opens in the journal's side sheet, at the new price, the journal's first row behind
    // it; the confirmation names it.
    await expect(page).toHaveURL(/\/orders\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const view = page.getByTestId('order-view');
    await expect(view).toBeVisible();
    const first = page.getByTestId('order-row').first();
    await expect(first).toHaveAttribute('data-order-id', String(orderId));
    const number = ((await first.locator(`a[href*="order=${orderId}"]`).first().textContent()) ?? '').trim();
    expect(number).not.toBe('');
    await expect(page.getByRole('region', { name: ru.alerts.region })).toContainText(
      said(ru.booking.booked.replace('{number}', number)),
    );
    await expect(view.getByTestId('order-tourist')).toHaveCount(3);
    // Booked seats are the order's own: no "seats left" badges from the search.
    await expect(view.getByTestId('flight-outbound')).toBeVisible();
    await expect(view.getByTestId('seat-badge')).toHaveCount(0);
    await expect(view.getByTestId('order-tourist').first()).toContainText(`${SURNAME} Ion`);
    expect(amount(await view.getByTestId('price-total').textContent())).toBe(newTotal);
    await demo('market/reset');

    // The operator confirms (now, rather than after DEMO_CONFIRM_DELAY_S; 409 if that already happened).
    expect([200, 409]).toContain((await demo(`orders/${orderId}/confirm`)).status);

    // The journal: filter by the lead tourist's surname, then by status.
    await page.goto('/orders');
    const filters = page.getByTestId('journal-filters');
    await field(page, o.filters.surname).fill(SURNAME);
    await filters.getByRole('button', { name: o.filters.apply }).click();
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-order-id', String(orderId));
    await expect(rows.first()).toContainText(o.status.confirmed);

    const chooseStatus = async (status: string) => {
      await filters
        .getByRole('group', { name: o.filters.status })
        .getByRole('checkbox', { name: status, exact: true })
        .check();
      await filters.getByRole('button', { name: o.filters.apply }).click();
    };
    await chooseStatus(o.status.cancelled);
    await expect(page.getByTestId('orders-empty')).toBeVisible();
    await expect(page).toHaveURL(/surname=/);
    await chooseStatus(o.status.confirmed);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-order-id', String(orderId));

    // Pay by card: the bank declines first; nothing changes.
    await page.goto(`/orders?order=${orderId}`);
    await page.getByRole('link', { name: o.view.pay }).click();
    await expect(page).toHaveURL(`${PORTAL_URL}/orders/card-payment/${orderId}`);
    const due = amount(await page.getByTestId('card-payment-due').textContent());
    expect(due).toBeGreaterThan(0);
    await page.getByRole('button', { name: new RegExp(o.cardPayment.pay.replace('{amount}', '')) }).click();
    // The demo bank's page, on the backend's own origin, under a random payment id (nothing to count up to).
    await expect(page).toHaveURL(new RegExp(`:${BACKEND_PORT}/gateway/[A-Za-z0-9_-]{22}$`));
    await page.getByRole('button', { name: 'Decline' }).click();
    const result = page.getByTestId('card-payment-result');
    await expect(result).toHaveAttribute('data-outcome', 'declined');
    await expect(result).toContainText(o.status.confirmed);
    expect(amount(await page.getByTestId('card-payment-due').textContent())).toBe(due);

    // Then it pays: paid, nothing due; reloading the result pays nothing more.
    await page.getByRole('link', { name: o.cardPayment.payAgain }).click();
    await page.getByRole('button', { name: new RegExp(o.cardPayment.pay.replace('{amount}', '')) }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(result).toHaveAttribute('data-outcome', 'succeeded');
    await expect(result).toContainText(o.status.paid);
    expect(amount(await page.getByTestId('card-payment-due').textContent())).toBe(0);
    await page.reload();
    await expect(result).toHaveAttribute('data-outcome', 'succeeded');
    await page.getByRole('link', { name: o.cardPayment.backToOrder }).click();
    await expect(panelStatus(page)).toContainText(o.status.paid);
    const payments = view.getByTestId('order-payments');
    await expect(payments.getByText(o.payments.statuses.succeeded, { exact: true })).toHaveCount(1);
    await expect(payments.getByText(o.payments.statuses.declined, { exact: true })).toHaveCount(1);

    // The voucher: a real PDF with the tourists' names in capitals.
    const download = page.waitForEvent('download');
    await view.getByTestId('document-voucher').getByRole('button').click();
    const file = await (await download).path();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const name of ['ION', 'MARIA', 'ELENA']) expect(text).toContain(`${SURNAME.toUpperCase()} ${name}`);

    // Cancellation: the conditions first, a reason required, then the status changes.
    await view.getByRole('button', { name: o.view.cancel }).click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog.getByTestId('cancel-penalty')).toBeVisible();
    await expect(dialog.getByTestId('cancel-conditions')).not.toBeEmpty();
    await dialog.getByRole('button', { name: o.cancel.submit }).click();
    await expect(dialog.getByText(o.cancel.reasonRequired)).toBeVisible();
    await dialog.getByLabel(labelled(o.cancel.reason)).fill('The tourists changed their plans');
    await dialog.getByRole('button', { name: o.cancel.submit }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panelStatus(page)).toContainText(o.status.cancellation_requested);
    await expect(view.getByTestId('order-cancellation')).toContainText('The tourists changed their plans');
    // The operator processes it (now, or it did after DEMO_CANCEL_DELAY_S): the order ends cancelled.
    expect([200, 409]).toContain((await demo(`orders/${orderId}/cancel`)).status);
    await page.reload();
    await expect(panelStatus(page)).toContainText(o.status.cancelled);
  });

  test('the price found in the results is the total the client pays on the booking page; Book is not styled as destructive', async ({
    page,
  }) => {
    const hotel = await searchFamily(page);
    await expect(hotel.getByTestId('price-includes')).toContainText(ru.searchResults.hotel.priceIncludes);
    // docs/product.md §10 "Prices": the price an agent quotes, as the results show it ("1 234,56 €").
    const row = hotel.getByTestId('offer-row').first();
    const quoted = (await row.getByText(/^\d[\d\u00a0\u202f,]*\u00a0€$/).textContent())!;
    await row.getByTestId('book-offer').click();
    await expect(page).toHaveURL(/\/orders\/book\//);

    // The same amount, to the cent and in the same style, is the total the client pays.
    const total = page.getByTestId('price-total');
    await expect(total).toHaveText(quoted);
    await expect(page.locator('tr', { has: total })).toContainText(ru.priceBreakdown.total);
    await expect(page.getByTestId('search-price-changed')).toHaveCount(0);
    const groups = page.getByTestId('price-breakdown').locator('tbody[data-group] th[scope="colgroup"]');
    const names = ru.priceBreakdown.groups;
    await expect(groups).toHaveText([
      names.hotel,
      names.flights,
      names.transfer_insurance,
      names.taxes_fees,
      names.commission,
      names.payable,
    ]);
    // Commissions are what the agency earns: positive amounts.
    for (const key of ['commission', 'partner_commission', 'gross_commission']) {
      expect(amount(await page.locator(`[data-line="${key}"] td`).textContent())).toBeGreaterThan(0);
    }

    // The confirmation's Book button has the theme's primary look, as the form's Book has, not the danger one.
    const tourists = page.getByTestId('tourist');
    const checkIn = await page.getByTestId('booking-offer').locator('time').first().getAttribute('datetime');
    await fillTourist(tourists.nth(0), {
      surname: SURNAME,
      name: 'Ion',
      birth: '10.05.1985',
      gender: 'M',
      passport: 'AB123450',
    });
    await fillTourist(tourists.nth(1), {
      surname: SURNAME,
      name: 'Maria',
      birth: '21.11.1987',
      gender: 'F',
      passport: 'AB654320',
    });
    await fillTourist(tourists.nth(2), {
      surname: SURNAME,
      name: 'Elena',
      birth: bornBefore(checkIn!, CHILD_AGE),
      gender: 'F',
      passport: 'AB777770',
    });
    await field(page, tr.contact.phone).pressSequentially('69123456');
    await field(page, tr.contact.email).fill('ion.test@example.com');
    const book = page.getByRole('button', { name: ru.booking.book, exact: true });
    await book.click();
    const dialog = page.getByTestId('booking-confirm');
    await expect(dialog).toContainText(quoted);
    const confirm = dialog.getByRole('button', { name: ru.booking.confirm.yes });
    await expect(confirm).toHaveClass(/\bbtn-primary\b/);
    await expect(confirm).not.toHaveClass(/\bbtn-danger\b/);
    const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(confirm)).toBe(await background(book));
    // Nothing is booked: back to the form.
    await dialog.getByRole('button', { name: ru.booking.confirm.no }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a confirmed regular-flight ticket locks the dates and passport names', async ({ page }) => {
    await signIn(page);
    // The seed's first order is the confirmed regular-flight one (demo-backend/src/db/seed-orders.ts).
    await page.goto('/orders?order=1');
    const view = page.getByTestId('order-view');
    await expect(view).toBeVisible();
    await view.getByRole('button', { name: o.view.edit }).click();
    const edit = page.getByTestId('agency-edit');
    await expect(edit.getByText(ru.orderEdit.lockedDates)).toBeVisible();
    await expect(field(page, ru.orderEdit.checkIn)).toHaveAttribute('readonly', '');
    const tourist = edit.getByTestId('tourist').first();
    await expect(tourist.getByText(tr.lockedPassport)).toBeVisible();
    for (const label of [tr.surname, tr.name, tr.birthDate])
      await expect(control(tourist, label)).toHaveAttribute('readonly', '');
    // What stays editable: the passport number and the contact.
    await expect(control(tourist, tr.passportNumber)).toBeEditable();
    await expect(field(page, tr.contact.email)).toBeEditable();
  });

  test('the bonus journal lists the paid orders’ bonuses with totals; a period without any says so', async ({
    page,
  }) => {
    await signIn(page, 'agent@demo.travel', '/orders/bonuses');
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.bonuses.title })).toBeVisible();
    // The seed pays some of Demo Travel's orders, and each paid order has its bonus.
    await expect(page.getByTestId('bonus-row').first()).toBeVisible();
    const totals = page.getByTestId('bonus-totals');
    await expect(totals).toContainText(ru.bonuses.totals.accrued);
    expect(amount(await totals.locator('dd').first().textContent())).toBeGreaterThan(0);
    await page.goto('/orders/bonuses?created_from=2001-01-01&created_to=2001-01-31');
    await expect(page.getByTestId('bonuses-empty')).toHaveText(ru.bonuses.empty);
    await expect(page.getByTestId('bonus-row')).toHaveCount(0);
  });

  test('an order has a page of its own, linked from its sheet; an unknown order is the 404 page', async ({ page }) => {
    await signIn(page, 'agent@demo.travel', '/orders');
    const id = await orderWithPayments(page);
    await page.goto(`/orders?order=${id}`);
    const panel = page.getByTestId('order-panel');
    await expect(panel.getByTestId('order-view')).toBeVisible();
    const number = ((await panel.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    await panel.getByRole('link', { name: ru.common.openAsPage }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(number);
    await expect(page.getByTestId('order-view')).toBeVisible();
    // The way back in the page (the side menu has a link of the same name).
    await expect(page.getByRole('main').getByRole('link', { name: ru.pages.orders.title })).toHaveAttribute(
      'href',
      '/orders',
    );
    const unknown = await page.goto('/orders/999999999');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '404');
  });

  test.describe('on a phone', () => {
    const PHONE = { width: 375, height: 812 };
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('the journal shows each order as a card with its number, status, hotel and amounts, and nothing overflows', async ({
      page,
    }) => {
      await signIn(page, 'agent@demo.travel', '/orders');
      const card = page.getByTestId('order-row').first();
      await expect(card).toBeVisible();
      // A card, not a squeezed table row: the row lays out its cells in a grid of its own.
      expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
      const number = card.getByRole('link', { name: /^MD-/ });
      await expect(number).toBeVisible();
      await expect(card.getByTestId('order-status')).toBeVisible();
      await expect(card.getByText(o.journal.total)).toBeVisible();
      await expect(card.getByText(`${o.journal.columns.created}:`)).toBeVisible();
      // The column headers are for screen readers here: no sort link to tab to.
      const sortLinks = page.getByTestId('orders-table').locator('thead a');
      expect(await sortLinks.count()).toBeGreaterThan(0);
      for (const link of await sortLinks.all()) await expect(link).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The card's number opens the order, as on a desktop.
      await number.click();
      await expect(page.getByTestId('order-view')).toBeVisible();
    });
  });
});
