import { expect, test, type BrowserContext, type Locator, type Page, type TestInfo } from './fixtures';
import { field, ownUser, signIn } from './helpers';
import { PORTAL_URL } from './ports';
import ro from '../../messages/ro';
import ru from '../../messages/ru';
import ua from '../../messages/ua';

// The tour search against the demo backend's seeded catalogue, as the agent uses it:
// the form on `/` filled with its defaults (first departure, first country, the first week with
// tours, nights 7-10, two adults), results grouped by hotel, and what can be done from them.

const DATE = /^\d{2}\.\d{2}\.\d{4}$/;
const f = ru.searchForm;
const r = ru.searchResults;

async function setLocale(context: BrowserContext, locale: string) {
  await context.addCookies([{ name: 'locale', value: locale, url: PORTAL_URL }]);
}

/** The basket count in the top bar (the badge is absent at 0). */
async function basketCount(page: Page): Promise<number> {
  const badge = page.getByTestId('basket-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

async function search(page: Page): Promise<Locator> {
  await page.getByTestId('search-submit').click();
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('hotel-result').first()).toBeVisible();
  return results;
}

async function hotelNames(page: Page): Promise<string[]> {
  return page.getByTestId('hotel-result').locator('h3').allTextContents();
}

test.describe('tour search', () => {
  test('a search from the form shows hotels with offers, flights and seats, and gets a URL', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(`${PORTAL_URL}/`);
    const form = page.getByTestId('search-form');
    await expect(form).toBeVisible();
    // The defaults: a departure, a country, a check-in range, nights, two adults.
    await expect(field(page, f.departure)).not.toHaveValue('');
    await expect(field(page, f.dateFrom)).toHaveValue(DATE);
    await expect(field(page, f.dateTo)).toHaveValue(DATE);
    await expect(field(page, f.adults)).toHaveValue('2');

    // One child of 5: the age field appears and goes into the search.
    await field(page, f.children).selectOption('1');
    await field(page, f.childAge.replace('{number}', '1')).fill('5');
    const results = await search(page);

    await expect(page).toHaveURL(/[?&]children=5(&|$)/);
    await expect(page).toHaveURL(/[?&]departure=\d+/);
    await expect(results.getByTestId('results-found')).toBeVisible();
    const hotel = results.getByTestId('hotel-result').first();
    const offer = hotel.getByTestId('offer-row').first();
    await expect(offer).toHaveAttribute('data-sid', /.+/);
    // Dates DD.MM.YYYY, a price in EUR, both flights with a seat badge.
    await expect(offer.getByText(/\d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
    await expect(offer.getByText(/€/).first()).toBeVisible();
    await expect(offer.getByTestId('flight-outbound')).toBeVisible();
    await expect(offer.getByTestId('flight-return')).toBeVisible();
    await expect(offer.getByTestId('seat-badge').first()).toHaveAttribute('data-level', /available|few|request/);
    await expect(offer.getByTestId('fare-type').first()).toBeVisible();
  });

  test('results sort by name and by category, and page on', async ({ page }) => {
    await signIn(page);
    await search(page);

    await page.getByTestId('sort-select').selectOption('name');
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect
      .poll(async () => {
        const names = await hotelNames(page);
        return names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, 'ru') <= 0);
      })
      .toBe(true);

    await page.getByTestId('sort-select').selectOption('category');
    await expect(page).toHaveURL(/[?&]sort=category/);
    const stars = async () =>
      page
        .getByTestId('hotel-result')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-stars'))));
    await expect
      .poll(async () => {
        const list = await stars();
        return list.length > 1 && list.every((value, i) => i === 0 || list[i - 1]! >= value);
      })
      .toBe(true);

    const firstPage = await hotelNames(page);
    await page.getByTestId('page-next').click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(async () => (await hotelNames(page))[0]).not.toBe(firstPage[0]);
  });

  test('the price calendar of a hotel and its hotel card', async ({ page }) => {
    await signIn(page);
    const hotel = (await search(page)).getByTestId('hotel-result').first();
    const name = (await hotel.locator('h3').textContent())!.trim();

    await hotel.getByTestId('price-calendar-open').click();
    const calendar = page.getByTestId('price-calendar');
    await expect(calendar).toBeVisible();
    await expect(calendar.getByText(name)).toBeVisible();
    // The prices load once the dialog is open: wait for the grid, then count.
    const cells = calendar.getByTestId('calendar-cell');
    await expect(cells.nth(1)).toBeVisible();
    await expect(calendar.locator('[data-testid="calendar-cell"][data-cheapest="true"]')).toHaveCount(1);
    // Another cell than the cheapest: its offer opens with save and book.
    const other = calendar.locator('[data-testid="calendar-cell"]:not([data-cheapest]):not([aria-disabled])').first();
    await other.click();
    const chosen = calendar.getByTestId('calendar-offer');
    await expect(chosen).toBeVisible();
    await expect(chosen.getByTestId('book-offer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    await hotel.getByTestId('hotel-card-open').click();
    const card = page.getByTestId('hotel-card');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name })).toBeVisible();
    const photo = card.getByTestId('photo-gallery').locator('img').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await card.getByTestId('hotel-amenities').locator('li').count()).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

  test('saving two offers raises the basket count at once, and it stays after a reload', async ({ page }) => {
    // An agent of its own: an empty basket that no other test saves into.
    await signIn(page, await ownUser());
    const results = await search(page);
    const before = await basketCount(page);

    const offers = results.getByTestId('offer-row');
    await offers.nth(0).getByTestId('save-offer').click();
    await expect.poll(() => basketCount(page)).toBe(before + 1);
    await expect(offers.nth(0).getByTestId('save-offer')).toHaveText(new RegExp(r.offer.saved));
    await offers.nth(1).getByTestId('save-offer').click();
    await expect.poll(() => basketCount(page)).toBe(before + 2);

    await page.reload();
    await expect.poll(() => basketCount(page)).toBe(before + 2);
  });

  test('Book opens the booking page with the chosen offer', async ({ page }) => {
    await signIn(page);
    const hotel = (await search(page)).getByTestId('hotel-result').first();
    const name = (await hotel.locator('h3').textContent())!.trim();
    const offer = hotel.getByTestId('offer-row').first();
    const sid = await offer.getAttribute('data-sid');

    await offer.getByTestId('book-offer').click();
    // With the price the search showed: unchanged since, so the page says nothing about it.
    await expect(page).toHaveURL(
      new RegExp(`^${PORTAL_URL}/orders/book/${sid}\\?price=\\d+(\\.\\d+)?&currency=(EUR|USD|UAH)$`),
    );
    const booking = page.getByTestId('booking-offer');
    await expect(booking).toBeVisible();
    await expect(page.getByTestId('search-price-changed')).toHaveCount(0);
    await expect(booking.getByText(name).first()).toBeVisible();
    await expect(booking.getByText(/\d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  });

  test('a shared search URL reopens the same search in a new page', async ({ page, context }) => {
    await signIn(page);
    await field(page, f.adults).selectOption('3');
    await search(page);
    await page.getByTestId('sort-select').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    const url = page.url();

    const other = await context.newPage();
    await other.goto(url);
    await expect(field(other, f.adults)).toHaveValue('3');
    await expect(other.getByTestId('sort-select')).toHaveValue('name');
    await expect(other.getByTestId('hotel-result').first()).toBeVisible();
    // The first page re-sorts in place and keeps the previous order on screen until the sorted
    // answer is in (read at once, it was sometimes still the old first hotel), so it is polled.
    const shared = (await hotelNames(other))[0];
    await expect.poll(async () => (await hotelNames(page))[0]).toBe(shared);
  });

  test('the form remembers the last search on the next visit', async ({ page }) => {
    await signIn(page);
    await field(page, f.adults).selectOption('4');
    await search(page);
    await page.goto('/search/tour');
    await expect(field(page, f.adults)).toHaveValue('4');
  });

  test('a search nothing matches says so', async ({ page }) => {
    await signIn(page);
    await field(page, f.priceTo).fill('1');
    await page.getByTestId('search-submit').click();
    await expect(page.getByTestId('results-empty')).toContainText(r.empty);
  });

  for (const [locale, messages] of [
    ['ro', ro],
    ['ua', ua],
  ] as const) {
    test(`the search speaks ${locale}`, async ({ page, context }) => {
      // An agent of its own, whose basket is empty: an offer another test saved would read "Saved".
      await signIn(page, await ownUser());
      await setLocale(context, locale);
      await page.goto('/');
      await expect(field(page, messages.searchForm.departure)).toBeVisible();
      const results = await search(page);
      await expect(results.getByTestId('sort-select')).toBeVisible();
      await expect(results.getByText(messages.searchResults.sort.label).first()).toBeVisible();
      await expect(results.getByTestId('save-offer').first()).toHaveText(messages.searchResults.offer.save);
      await field(page, messages.searchForm.priceTo).fill('1');
      await page.getByTestId('search-submit').click();
      await expect(page.getByTestId('results-empty')).toContainText(messages.searchResults.empty);
    });
  }
});

// The side menu's column, the scroll to the results and the price calendar at both sizes.
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function keep(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test.describe('long pages and the phone search', () => {
  for (const size of SIZES) {
    test(`${size.name}: the side menu's white column reaches the foot of a long page`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      await signIn(page);
      await search(page);
      const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(docHeight).toBeGreaterThan(size.height);
      const menu = page.getByTestId('side-menu');
      if (size.name === 'desktop') {
        await expect(menu).toBeVisible();
        // The column's box (it carries the white) ends where the page ends.
        const bottom = await menu.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
        expect(bottom).toBeGreaterThanOrEqual(docHeight - 2);
        expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
        // Scrolled to the foot, the menu's tree is still in view.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(menu.locator('a').first()).toBeInViewport();
      } else {
        await expect(menu).toBeHidden();
      }
      await keep(page, testInfo, `side-menu-long-page-${size.name}`);
    });

    test(`${size.name}: after Search the results are in view`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      await signIn(page);
      await page.getByTestId('search-submit').click();
      const results = page.getByTestId('search-results');
      await expect(results).toBeAttached();
      await expect
        .poll(() => results.evaluate((el) => el.getBoundingClientRect().top), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(0);
      await expect
        .poll(() => results.evaluate((el) => el.getBoundingClientRect().top), { timeout: 10_000 })
        .toBeLessThan(size.height);
      await expect(results.getByTestId('hotel-result').first()).toBeVisible();
      await keep(page, testInfo, `search-results-in-view-${size.name}`);
    });

    test(`${size.name}: the price calendar shows the searched columns`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      await signIn(page);
      const hotel = (await search(page)).getByTestId('hotel-result').first();
      await hotel.getByTestId('price-calendar-open').click();
      const calendar = page.getByTestId('price-calendar');
      await expect(calendar).toBeVisible();
      const searched = calendar.locator('[data-testid="calendar-cell"][data-in-query]').first();
      await expect(searched).toBeAttached();
      // Within the page's width and not under the sticky check-in column.
      await expect
        .poll(async () => {
          const box = (await searched.boundingBox())!;
          const head = (await calendar.locator('th').first().boundingBox())!;
          return box.x >= head.x + head.width - 1 && box.x + box.width <= size.width;
        })
        .toBe(true);
      await expect(searched).toBeInViewport();
      await keep(page, testInfo, `price-calendar-${size.name}`);
    });
  }
});
