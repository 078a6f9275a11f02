import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { login, orderWithPayments, pageIdle } from './helpers';
import ru from '../../messages/ru';

// Every screen an agent works in, at a desktop and a phone size: a full-page screenshot of each is
// kept in the test's output folder and attached to the report for a reviewer (docs/testing.md),
// and each screen must show its main heading and not scroll sideways. Read-only visits: nothing
// is saved, booked, marked read or deleted (the `independent` project of playwright.config.ts).

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1366, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** The screen's heading is shown, the page is no wider than the window, and the screenshot is kept. */
async function screen(page: Page, testInfo: TestInfo, name: string, heading: Locator) {
  await test.step(name, async () => {
    await expect(heading).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: an agent's screens, from the login to the notifications, each whole and headed`, async ({
    page,
  }, testInfo) => {
    // Ten screens, each checked by axe in the background (tests/e2e/fixtures.ts).
    test.setTimeout(240_000);
    await page.setViewportSize(viewport.size);
    const shot = (name: string, heading: Locator) => screen(page, testInfo, `${viewport.name}-${name}`, heading);

    await page.goto('/auth/login');
    await shot('01-login', h1(page, ru.auth.login.title));

    // The manager: no popup or critical notice waits for them, so signing in reads and marks nothing.
    await login(page, 'manager@demo.travel', { next: '/search/tour' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Search once the page's code runs: a click before would submit the bare HTML form.
    await page.waitForLoadState('networkidle');
    await pageIdle(page);
    await page.getByTestId('search-submit').click();
    const hotel = page.getByTestId('search-results').getByTestId('hotel-result').first();
    // A search on two busy cores, with axe checking the page meanwhile, can take a while.
    await expect(hotel.getByTestId('offer-row').first()).toBeVisible({ timeout: 30_000 });
    await shot('02-search-results', h1(page, ru.pages.searchTour.title));

    const hotelName = (await hotel.getByRole('heading', { level: 3 }).textContent())!.trim();
    await hotel.getByTestId('price-calendar-open').click();
    const calendar = page.getByTestId('price-calendar');
    await expect(calendar.getByTestId('calendar-cell').first()).toBeVisible();
    await shot(
      '03-price-calendar',
      calendar.getByRole('heading', {
        name: ru.searchResults.calendar.title.replace('{hotel}', hotelName),
        exact: true,
      }),
    );
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    await hotel.getByTestId('offer-row').first().getByTestId('book-offer').click();
    await expect(page).toHaveURL(/\/orders\/book\//);
    await shot('04-booking', h1(page, ru.pages.booking.title));

    await page.getByTestId('basket-button').click();
    const basket = page.getByTestId('basket-dialog');
    await expect(basket).toBeVisible();
    await expect(basket.getByTestId('basket-loading')).toHaveCount(0);
    await shot('05-saved-offers', basket.getByRole('heading', { name: ru.basket.title, exact: true }));
    await page.keyboard.press('Escape');
    await expect(basket).toHaveCount(0);

    await page.goto('/orders');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await shot('06-journal', h1(page, ru.pages.orders.title));

    // An order with payments, opened by its link (the journal's own URL for it).
    await page.goto(`/orders?order=${await orderWithPayments(page)}`);
    const panel = page.getByTestId('order-panel');
    await expect(panel.getByTestId('order-view')).toBeVisible();
    await shot(
      '07-order',
      panel.getByRole('heading', { level: 2, name: new RegExp(ru.orders.view.title.replace('{number}', '.+')) }),
    );
    // The sheet scrolls by itself, so the page's screenshot shows its top only: its tourists and
    // its payments scrolled into view are kept as well.
    for (const part of ['order-tourists', 'order-payments']) {
      await panel.getByTestId(part).scrollIntoViewIfNeeded();
      const file = testInfo.outputPath(`${viewport.name}-07-${part}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`${viewport.name}-07-${part}`, { path: file, contentType: 'image/png' });
    }
    await panel.getByRole('button', { name: ru.orders.view.close }).click();
    await expect(panel).toHaveCount(0);

    await page.goto('/orders/bonuses');
    await expect(page.getByTestId('bonus-row').first()).toBeVisible();
    await shot('08-bonuses', h1(page, ru.pages.bonuses.title));

    await page.goto('/notifications/all');
    await shot('09-notifications', h1(page, ru.notifications.title));

    const missing = await page.goto('/no-such-screen');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await shot('10-not-found', h1(page, ru.errors.notFoundTitle));
  });

  test(`${viewport.name}: the 403 page in the chrome, whole and headed`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport.size);
    // The ATS manager may not see the agency's staff (and has no popup to cover the page).
    await login(page, 'ats@demo.travel');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const response = await page.goto('/employees');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('banner')).toBeVisible();
    await screen(page, testInfo, `${viewport.name}-11-forbidden`, h1(page, ru.errors.forbiddenTitle));
  });
}
