import { randomInt } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { expectCards, field, labelled, signIn, portalDayIn } from './helpers';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';

// The ticket desk's money (docs/product.md §12 "Screens"): the ATS manager enters an order of their
// own (a unique PNR, issued today, flying next month) for a seller without a valid link, links the
// seller with a unique account (valid from today, so only today's orders change: no seeded order
// another spec reads), meets the overlap rule, records a payment against the order, settles and
// reconciles it, and sees the order's balance fall by it in the payments and in the flight list.
// The director then reads both lists without any action.

const m = ru.atsLists;
const ATS = 'ats@demo.travel';
const DIRECTOR = 'director@demo.travel';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const unique = (length: number) => Array.from({ length }, () => ALNUM[randomInt(ALNUM.length)]).join('');
const letters = (length: number) => Array.from({ length }, () => ALNUM[randomInt(26)]).join('');
const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
const headers = { 'x-csrf': '1', origin: PORTAL_URL };
const euro = (amount: number) => new RegExp(`${amount}\\s€`);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** An order issued today for `sellerId`: fare 300 + taxes 50 + fee 10 = 360 €. */
async function createOrder(page: Page, sellerId: number, pnr: string): Promise<{ id: number; number: string }> {
  const answer = await page.request.post('/api/ats/orders/create', {
    headers,
    data: {
      pnr,
      carrier: 'TK',
      issue_date: portalDayIn(),
      transaction_type: 'sale',
      flight_type: 'regular',
      status: 'ticketed',
      seller_id: sellerId,
      flights: [
        {
          direction: 'out',
          flight_number: 'TK 270',
          from: 'KIV',
          to: 'IST',
          departure_date: portalDayIn(30),
          departure_time: '06:40',
          arrival_date: portalDayIn(30),
          arrival_time: '08:25',
        },
      ],
      passengers: [
        {
          kind: 'adult',
          surname: `Money${letters(6).toLowerCase()}`,
          name: 'Dorin',
          birth_date: '1985-03-14',
          gender: 'M',
          passport_number: `AB${digits(7)}`,
          passport_expiry: portalDayIn(900),
          citizenship: 'MD',
          ticket_number: `235-${digits(10)}`,
        },
      ],
      buyer: { name: 'Dorin Test', phone: '+37369111222', email: 'dorin.test@example.com' },
      fare: 300,
      taxes: 50,
      fee: 10,
      commission: 0,
      properties: [],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number; number: string } }).data;
}

/** How many of the seller's orders with this PNR are flagged (no valid link on the issue day). */
async function flagged(page: Page, sellerId: number, pnr: string): Promise<number> {
  return (await getJson<{ meta: { total: number } }>(page, `/api/ats/orders?linked=0&seller=${sellerId}&pnr=${pnr}`))
    .meta.total;
}

test('the ATS manager links an order’s seller, records, settles and reconciles a payment, and the balance follows', async ({
  page,
}) => {
  const pnr = `E${unique(5)}`;
  const office = `E2E${unique(5)}`;
  const sign = `Q${unique(3)}`;
  await signIn(page, ATS);
  // A seller without a link valid today (not the agency manager, whose flagged orders other specs read).
  const options = await getJson<{ data: { sellers: { id: string; name: string; linked: boolean }[] } }>(
    page,
    '/api/ats/orders/form-options',
  );
  const unlinked = options.data.sellers.filter((seller) => !seller.linked);
  const seller = unlinked.find((s) => s.id !== '2') ?? unlinked[0]!;
  expect(seller, 'a seller without a valid link').toBeDefined();
  const sellerId = Number(seller.id);
  const order = await createOrder(page, sellerId, pnr);
  expect(await flagged(page, sellerId, pnr)).toBe(1);
  // The unlinked sellers' panel names them; "Link" opens the form with them chosen.
  await page.goto('/ats/user-links');
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.atsUserLinks.title })).toBeVisible();
  const panel = page.getByTestId('unlinked-sellers');
  const row = panel.getByTestId('unlinked-seller').filter({ hasText: seller.name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: m.unlinked.showOrders })).toHaveAttribute(
    'href',
    `/ats/orders?linked=0&seller=${sellerId}`,
  );
  await row.getByRole('link', { name: m.unlinked.linkOf.replace('{user}', seller.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/ats/user-links/create\\?user=${sellerId}$`));
  await expect(field(page, m.linkForm.user)).toHaveValue(String(sellerId));
  await field(page, m.linkForm.system).selectOption('amadeus');
  await field(page, m.linkForm.officeId).fill(office.toLowerCase());
  await expect(field(page, m.linkForm.officeId)).toHaveValue(office);
  await field(page, m.linkForm.agentSign).fill(sign);
  await page.getByRole('button', { name: m.linkForm.save }).click();
  await expect(page).toHaveURL(/\/ats\/user-links$/);
  await expect.poll(() => flagged(page, sellerId, pnr)).toBe(0);

  // The new link is listed as valid (found by its unique office).
  await page.getByLabel(m.links.filters.q).fill(office);
  await page.getByRole('button', { name: m.links.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`q=${office}`));
  const link = page.getByTestId('user-link-row');
  await expect(link).toHaveCount(1);
  await expect(link.getByTestId('user-link-state')).toHaveText(m.links.state.valid);

  // The same account for someone else in the same period: the backend's overlap rule, on the agent sign, nothing lost.
  await page.getByRole('link', { name: m.links.create }).click();
  await expect(page).toHaveURL(/\/ats\/user-links\/create$/);
  const other = options.data.sellers.find((s) => s.id !== seller.id)!;
  await field(page, m.linkForm.user).selectOption(other.id);
  await field(page, m.linkForm.system).selectOption('amadeus');
  await field(page, m.linkForm.officeId).fill(office);
  await field(page, m.linkForm.agentSign).fill(sign);
  await page.getByRole('button', { name: m.linkForm.save }).click();
  await expect(field(page, m.linkForm.agentSign)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/ats\/user-links\/create$/);
  await expect(field(page, m.linkForm.agentSign)).toHaveValue(sign);
  await expect(field(page, m.linkForm.officeId)).toHaveValue(office);

  // Record a payment: the order picked by its PNR, its balance and the EUR shown.
  await page.goto(`/ats/orders-payments?order=${order.number}`);
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.atsPayments.title })).toBeVisible();
  await expect(page.getByTestId('payments-empty')).toBeVisible();
  await page.getByRole('button', { name: m.payments.record }).click();
  const dialog = page.getByTestId('payment-dialog');
  await dialog.getByRole('combobox', { name: m.paymentForm.order }).fill(pnr);
  await page.getByRole('option', { name: new RegExp(order.number) }).click();
  await expect(dialog.getByTestId('payment-form-balance')).toHaveText(euro(360));
  await dialog.getByLabel(labelled(m.paymentForm.amount)).fill('100');
  await expect(dialog.getByTestId('payment-eur-preview')).toContainText(euro(100));
  await dialog.getByLabel(labelled(m.paymentForm.method)).selectOption('cash');
  await dialog.getByLabel(labelled(m.paymentForm.payer)).fill(`Payer ${pnr}`);
  await dialog.getByRole('button', { name: m.paymentForm.save }).click();
  await expect(dialog).toHaveCount(0);
  const payment = page.getByTestId('payment-row');
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId('payment-status')).toHaveText(m.payments.status.new);
  // A new payment does not count yet.
  await expect(payment.getByTestId('payment-balance')).toHaveText(euro(360));

  // Settle: the order's balance falls by it; then reconcile, final.
  await payment.getByRole('button', { name: m.payments.step.settled.button }).click();
  await page.getByTestId('payment-step-confirm').getByRole('button', { name: m.payments.step.settled.button }).click();
  await expect(payment.getByTestId('payment-status')).toHaveText(m.payments.status.settled);
  await expect(payment.getByTestId('payment-balance')).toHaveText(euro(260));
  await payment.getByRole('button', { name: m.payments.step.reconciled.button }).click();
  await page
    .getByTestId('payment-step-confirm')
    .getByRole('button', { name: m.payments.step.reconciled.button })
    .click();
  await expect(payment.getByTestId('payment-status')).toHaveText(m.payments.status.reconciled);
  await expect(payment.getByRole('button')).toHaveCount(0);
  await expect(payment.getByTestId('payment-balance')).toHaveText(euro(260));

  // The flight list's order sheet shows the same: paid 100, due 260.
  await payment.getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/ats/orders\\?order=${order.id}$`));
  const sheet = page.getByTestId('flight-order-view');
  await expect(sheet).toContainText(euro(260));
  await expect(sheet).toContainText(euro(100));

  // And back: the desk sheet's link opens the payments narrowed to this order.
  await page.getByTestId('ats-order-sheet').getByRole('link', { name: ru.atsDesk.sheet.openPayments }).click();
  await expect(page).toHaveURL(new RegExp(`/ats/orders-payments\\?order_id=${order.id}$`));
  await expect(page.getByTestId('payments-of-order')).toContainText(order.number);
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  await expect(page.getByTestId('payment-row').getByTestId('payment-status')).toHaveText(m.payments.status.reconciled);
});

test('the director reads the links and the payments without any create, edit or status action', async ({ page }) => {
  await signIn(page, DIRECTOR, '/ats/user-links');
  await expect(page.getByTestId('user-link-row').first()).toBeVisible();
  await expect(page.getByTestId('unlinked-sellers')).toBeVisible();
  await expect(page.getByRole('link', { name: m.links.create })).toHaveCount(0);
  await expect(page.getByRole('link', { name: m.links.edit })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: new RegExp(`${m.links.off}|${m.links.on}|${m.links.end}`) }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: m.unlinked.link, exact: true })).toHaveCount(0);
  await page.goto('/ats/user-links/create');
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.atsUserLinkCreate.title })).toHaveCount(0);

  await page.goto('/ats/orders-payments');
  await expect(page.getByTestId('payment-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: m.payments.record })).toHaveCount(0);
  // Only the sortable columns' headers are buttons: no edit or status step in any row.
  await expect(page.getByTestId('payment-row').getByRole('button')).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('both lists are cards', async ({ page }) => {
    await signIn(page, DIRECTOR, '/ats/user-links');
    await expectCards(page.getByTestId('user-links-table'), 'linked users');
    await page.goto('/ats/orders-payments');
    await expectCards(page.getByTestId('payments-table'), 'payments');
  });
});
