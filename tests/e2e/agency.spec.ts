import { expect, test, type Page } from './fixtures';
import { expectCards, login, makeUnread, signIn, said } from './helpers';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';
import ro from '../../messages/ro';
import { formatPrice } from '../../lib/format/price';

// Running the agency, its sections (docs/product.md §2, "Running the agency: the calls"). Independent
// (playwright.config.ts): what it writes is the second agency's (Partner Tours, whose director no
// other spec signs in as) and put back, or the demo director's critical notice, which it leaves read
// as tests/e2e/notifications.spec.ts does; the rest only reads.
const a = ru.agencyAdmin;
const PARTNER_DIRECTOR = 'director@partner.travel';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const tabs = (page: Page) => page.getByRole('navigation', { name: a.sections });
const logoInput = (page: Page) => page.getByLabel(a.profile.logo, { exact: true });
const toast = (page: Page) => page.getByTestId('toast-alert');

/** The Partner Tours profile as the backend has it, through the signed-in page's session. */
async function profileOf(page: Page) {
  const answer = await page.request.get('/api/agencies/profile', { headers: { 'x-csrf': '1' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> & { logo: { id: number } | null } }).data;
}

// Both write Partner Tours' profile: one after the other.
test.describe('the profile of the agency', () => {
  test.describe.configure({ mode: 'serial' });

  test('the director uploads a logo with a preview, the top bar shows it, and deletes it after a confirmation', async ({
    page,
  }) => {
    await signIn(page, PARTNER_DIRECTOR);
    const before = await profileOf(page);
    if (before.logo)
      expect(
        (
          await page.request.delete(`/api/agencies/profile/logo/${before.logo.id}`, {
            headers: { 'x-csrf': '1', origin: PORTAL_URL },
          })
        ).ok(),
      ).toBe(true);
    await page.goto('/agency/profile');
    await expect(tabs(page).getByRole('link', { name: ru.pages.agencyProfile.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('agency-logo')).toHaveCount(0);

    await logoInput(page).setInputFiles({ name: 'partner-logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: a.profile.newLogo })).toBeVisible();
    await expect(page.getByText(a.profile.newLogoNote)).toBeVisible();
    // A preview only: nothing is stored until Save.
    expect((await profileOf(page)).logo).toBeNull();

    await page.getByRole('button', { name: a.profile.save, exact: true }).click();
    await expect(toast(page)).toContainText(said(a.profile.saved));
    const saved = await profileOf(page);
    expect(saved.logo).not.toBeNull();
    const topBarLogo = page.getByRole('banner').getByTestId('agency-logo');
    await expect(topBarLogo).toHaveAttribute('src', `/api/agencies/profile/logo/${saved.logo!.id}`);
    await expect(topBarLogo).toHaveAttribute('alt', 'Partner Tours SRL');
    // The image itself loads (the BFF serves it to the agency's users).
    await expect.poll(() => topBarLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await page.getByRole('button', { name: a.profile.deleteLogo }).click();
    const dialog = page.getByTestId('agency-logo-delete');
    await expect(dialog).toContainText(a.profile.deleteTitle);
    await dialog.getByRole('button', { name: a.profile.delete, exact: true }).click();
    await expect(toast(page).filter({ hasText: said(a.profile.logoDeleted) })).toBeVisible();
    await expect(page.getByText(a.profile.noLogo)).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('agency-logo')).toHaveCount(0);
    expect((await profileOf(page)).logo).toBeNull();
  });

  test("the director saves the profile: the browser refuses a wrong file, the backend's 422 lands on its field, nothing typed is lost", async ({
    page,
  }) => {
    await signIn(page, PARTNER_DIRECTOR);
    const before = await profileOf(page);
    await page.goto('/agency/profile');
    const city = page.getByLabel(new RegExp(`^${a.profile.city}`));
    await expect(city).toHaveValue(String(before.city));

    // Checked in the browser: a PDF is refused at once, with the reason.
    await logoInput(page).setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByText(ru.validation.imageType)).toBeVisible();

    // Named and typed as a PNG, but not one: the backend's 422, on the logo's field.
    await logoInput(page).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(page.getByRole('img', { name: a.profile.newLogo })).toBeAttached();
    await city.fill('Iași, Copou');
    const post = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/agencies/profile'),
    );
    await page.getByRole('button', { name: a.profile.save, exact: true }).click();
    expect((await post).status()).toBe(422);
    await expect(logoInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#agency-logo-error')).not.toBeEmpty();
    await expect(city).toHaveValue('Iași, Copou');
    expect((await profileOf(page)).city).toBe(before.city);

    // Without the bad file the details save.
    await page.getByRole('button', { name: a.profile.discardLogo }).click();
    await page.getByRole('button', { name: a.profile.save, exact: true }).click();
    await expect(toast(page)).toContainText(said(a.profile.saved));
    expect((await profileOf(page)).city).toBe('Iași, Copou');
    await page.reload();
    await expect(city).toHaveValue('Iași, Copou');

    // Put back.
    await city.fill(String(before.city));
    await page.getByRole('button', { name: a.profile.save, exact: true }).click();
    await expect(toast(page).last()).toContainText(said(a.profile.saved));
    await expect.poll(async () => (await profileOf(page)).city).toBe(before.city);
  });
});

test('the director opens the contract (the bank and branch chosen, the signed PDF) and the standing', async ({
  page,
}) => {
  await signIn(page, PARTNER_DIRECTOR, '/agency/contract');
  await expect(tabs(page).getByRole('link')).toHaveText([
    ru.pages.agencyCommission.title,
    ru.pages.agencyProfile.title,
    ru.pages.agencyContract.title,
    ru.pages.agencyStanding.title,
  ]);
  await expect(page.getByTestId('agency-contract-title')).toHaveText('Договор AG-2026-0074 от 04.02.2026');
  await expect(page.locator('#agency-contract-company_name')).toHaveValue('Partner Tours SRL');
  await expect(page.locator('#agency-contract-bank_id')).toHaveValue('3');
  await expect(page.locator('#agency-contract-branch_id')).toHaveValue('301');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: a.contract.download }).click();
  expect((await download).suggestedFilename()).toBe('agency_contract_AG-2026-0074.pdf');

  await tabs(page).getByRole('link', { name: ru.pages.agencyStanding.title }).click();
  await expect(page).toHaveURL(/\/agency\/standing$/);
  // Partner Tours: 9 400 € on the balance and a 5 000 € limit, plenty left: no warning.
  await expect(page.getByTestId('standing-available')).toContainText(formatPrice(14_400, 'EUR', 'ru'));
  await expect(page.getByTestId('standing-low')).toHaveCount(0);
});

test('the standing warns the director when less than 20 % of the credit limit is available', async ({ page }) => {
  // Demo Travel: -8 400 € and a 10 000 € limit, 1 600 € available.
  await signIn(page, 'director@demo.travel', '/agency/standing');
  await expect(page.getByTestId('standing-low')).toContainText(a.standing.low);
  await expect(page.getByTestId('standing-balance')).toContainText(formatPrice(-8_400, 'EUR', 'ru'));
  await expect(page.getByTestId('standing-credit-limit')).toContainText(formatPrice(10_000, 'EUR', 'ru'));
  await expect(page.getByTestId('standing-available')).toContainText(formatPrice(1_600, 'EUR', 'ru'));
  await expect(page.getByTestId('standing-bonuses')).toContainText('€');
});

test('a manager sees no contract or standing tab and gets 403 for them by URL', async ({ page }) => {
  await signIn(page, 'manager@demo.travel', '/agency');
  await expect(page).toHaveURL(/\/agency\/commission$/);
  await expect(tabs(page).getByRole('link')).toHaveText([
    ru.pages.agencyCommission.title,
    ru.pages.agencyProfile.title,
  ]);
  await expect(page.getByTestId('agency-commission-table').locator('tbody > tr')).toHaveCount(6);
  for (const path of ['/agency/contract', '/agency/standing']) {
    expect((await page.goto(path))?.status()).toBe(403);
    await expect(page.getByText(ru.errors['403'])).toBeVisible();
  }
  // The backend refuses the calls too.
  for (const path of ['/api/agencies/contract', '/api/agencies/standing'])
    expect((await page.request.get(path, { headers: { 'x-csrf': '1' } })).status()).toBe(403);
});

test("the director's critical notice links to the agency's profile", async ({ page }) => {
  await makeUnread('director@demo.travel', 'critical');
  await login(page, 'director@demo.travel');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: /Реквизиты агентства/ }).click();
  await expect(page).toHaveURL(/\/agency\/profile$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('agency-profile-form')).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${a.profile.legal_name}`))).toHaveValue('Demo Travel SRL');
});

test('in Romanian on a phone: the tabs scroll inside their strip, the commission is a card per product', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, PARTNER_DIRECTOR);
  await context.addCookies([{ name: 'locale', value: 'ro', url: PORTAL_URL }]);
  await page.goto('/agency/commission');
  await expect(page.getByRole('heading', { level: 1, name: ro.pages.agency.title })).toBeVisible();
  const strip = page.getByRole('navigation', { name: ro.agencyAdmin.sections });
  await expect(strip.getByRole('link', { name: ro.pages.agencyCommission.title, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(strip.getByRole('link')).toHaveCount(4);
  // The page never scrolls sideways; the strip may, inside itself.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(await strip.evaluate((nav) => getComputedStyle(nav).overflowX)).toBe('auto');

  const table = page.getByTestId('agency-commission-table');
  await expectCards(table, 'agency commission');
  await expect(table.locator('tbody > tr').first()).toContainText('%');
  await expect(page.getByText(ro.agencyAdmin.commission.note)).toBeVisible();

  // The last tab, reached with the keyboard, opens its section.
  await strip.getByRole('link', { name: ro.pages.agencyStanding.title, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agency\/standing$/);
  await expect(
    page
      .getByRole('navigation', { name: ro.agencyAdmin.sections })
      .getByRole('link', { name: ro.pages.agencyStanding.title, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('standing-balance')).toContainText(ro.agencyAdmin.standing.balance);
});
