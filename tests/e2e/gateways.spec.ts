import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { expectCards, field, signIn, said } from './helpers';
import { PORTAL_URL } from './ports';
import { gatewaySchema } from '../../lib/schemas/gateways';
import ru from '../../messages/ru';
import ro from '../../messages/ro';

// Payment gateways (docs/product.md §10 "Payment gateways"): the director of the second agency,
// Partner Tours, creates, edits and deletes a gateway of its own (nothing another spec reads); its
// secret never comes back, neither in the page nor in an answer. A manager of Demo Travel only
// opens a seeded gateway's form, on a phone in Romanian: no secret field is offered.

const g = ru.gateways;
const PARTNER_DIRECTOR = 'director@partner.travel';

const api = (page: Page, path: string) => page.request.get(path, { headers: { 'x-csrf': '1' } });

/** The page's HTML as the server sends it, and as the browser holds it now. */
async function htmls(page: Page, path: string): Promise<string[]> {
  const served = await (await page.request.get(path)).text();
  return [served, await page.content()];
}

test('a director creates a gateway with a secret, edits it without the secret coming back, and deletes it', async ({
  page,
}) => {
  const merchant = `e2e_${randomUUID().slice(0, 8)}`;
  const secret = `sk_e2e_${randomUUID()}`;
  await signIn(page, PARTNER_DIRECTOR, '/payment-gateways');
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.paymentGateways.title })).toBeVisible();

  // Create: the required fields marked, a 422 of the form's own on an empty save, then the gateway.
  await page.getByRole('link', { name: g.list.create }).click();
  await expect(page).toHaveURL(/\/payment-gateways\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.paymentGatewayCreate.title })).toBeVisible();
  await expect(field(page, g.form.provider)).toHaveAttribute('aria-required', 'true');
  await page.getByRole('button', { name: g.form.save }).click();
  await expect(field(page, g.form.merchant)).toHaveAttribute('aria-invalid', 'true');
  await field(page, g.form.provider).selectOption('stripe');
  await field(page, g.form.merchant).fill(merchant);
  await page.getByLabel('USD', { exact: true }).check();
  const secretField = page.getByLabel(g.form.secret, { exact: true });
  await expect(secretField).toHaveAttribute('type', 'password');
  await secretField.fill(secret);
  await page.getByRole('button', { name: g.form.save }).click();
  await expect(page.getByText(said(g.form.created))).toBeVisible();
  await expect(page).toHaveURL(/\/payment-gateways$/);

  const row = page.getByTestId('gateway-row').filter({ hasText: merchant });
  await expect(row).toContainText('Stripe');
  await expect(row).toContainText('USD');
  await expect(row.getByTestId('gateway-secret')).toContainText(g.list.secretSet.replace(' {date}', ''));
  const id = Number(await row.getAttribute('data-gateway-id'));
  for (const html of await htmls(page, '/payment-gateways')) expect(html).not.toContain(secret);
  for (const path of ['/api/payment/gateways', `/api/payment/gateways/${id}`]) {
    const answer = await api(page, path);
    expect(answer.ok()).toBe(true);
    expect(await answer.text()).not.toContain(secret);
  }
  expect(gatewaySchema.parse((await (await api(page, `/api/payment/gateways/${id}`)).json()).data)).toMatchObject({
    merchant_id: merchant,
    enabled: true,
  });

  // Edit: the secret field empty with when it was set; switched off and given EUR, the secret kept.
  await row.getByRole('link', { name: g.list.editOf.replace('{name}', 'Stripe') }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-gateways/${id}/edit$`));
  await expect(page.getByLabel(g.form.secret, { exact: true })).toHaveValue('');
  await expect(page.getByText(g.form.secretSetOn.split(' {date}')[0]!)).toBeVisible();
  for (const html of await htmls(page, `/payment-gateways/${id}/edit`)) expect(html).not.toContain(secret);
  await page.getByLabel('EUR', { exact: true }).check();
  await page.getByLabel(g.form.enabled).uncheck();
  await page.getByRole('button', { name: g.form.save }).click();
  await expect(page.getByText(said(g.form.updated))).toBeVisible();
  await expect(row).toContainText('EUR, USD');
  await expect(row).toContainText(g.list.disabled);
  const edited = await api(page, `/api/payment/gateways/${id}`);
  expect(await edited.text()).not.toContain(secret);
  expect(gatewaySchema.parse((await edited.json()).data).secret_set_at).not.toBeNull();

  // Delete, after a confirmation.
  await row.getByRole('button', { name: g.list.deleteOf.replace('{name}', 'Stripe') }).click();
  const dialog = page.getByTestId('gateway-delete-dialog');
  await expect(dialog).toContainText(merchant);
  await dialog.getByRole('button', { name: g.list.confirm }).click();
  await expect(page.getByText(said(g.list.deleted))).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await api(page, `/api/payment/gateways/${id}`)).status()).toBe(404);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('ro: a manager sees the gateways as cards and may edit one, but is offered no secret field', async ({
    page,
    context,
  }) => {
    await signIn(page, 'manager@demo.travel');
    await context.addCookies([{ name: 'locale', value: 'ro', url: PORTAL_URL }]);
    await page.goto('/payment-gateways');
    await expect(page.getByRole('heading', { level: 1, name: ro.pages.paymentGateways.title })).toBeVisible();
    const table = page.getByTestId('gateways-table');
    await expectCards(table, '/payment-gateways');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    const maib = page.getByTestId('gateway-row').filter({ hasText: 'DEMO-MAIB-0042' });
    await expect(maib.getByTestId('gateway-secret')).toContainText(ro.gateways.list.secretSet.replace(' {date}', ''));

    await maib.getByRole('link', { name: ro.gateways.list.editOf.replace('{name}', 'MAIB') }).click();
    await expect(page.getByRole('heading', { level: 1, name: ro.pages.paymentGatewayEdit.title })).toBeVisible();
    await expect(field(page, ro.gateways.form.merchant)).toHaveValue('DEMO-MAIB-0042');
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await expect(page.getByTestId('gateway-secret-state')).toContainText(ro.gateways.form.secretDirector);
    // The backend refuses a manager's secret anyway (403), and nothing changes.
    const refused = await page.request.patch(`/api/payment/gateways/${await gatewayId(page)}/update`, {
      headers: { 'x-csrf': '1' },
      data: {
        provider: 'maib',
        merchant_id: 'DEMO-MAIB-0042',
        currencies: ['MDL', 'EUR'],
        enabled: true,
        secret: 'manager-secret-1',
      },
    });
    expect(refused.status()).toBe(403);
  });
});

/** The id of the gateway whose edit page is open. */
async function gatewayId(page: Page): Promise<number> {
  return Number(/\/payment-gateways\/(\d+)\/edit/.exec(page.url())![1]);
}
