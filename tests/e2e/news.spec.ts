import { expect, test, type Page } from './fixtures';
import { login, ownUser } from './helpers';
import { PORTAL_URL } from './ports';
import ro from '../../messages/ro';
import ru from '../../messages/ru';
import ua from '../../messages/ua';

// The news (docs/product.md §2, §4, §10) against the demo backend's seed: 30+ items, some pinned,
// all unread for a user until read. Each test signs in as a manager of its own (ownUser), for whom
// every item is unread and whose read marks no other test sees.
const n = ru.news;

interface ListBody {
  data: { id: number; title: string; category: string; was_read: boolean; pinned: boolean }[];
  meta: { total: number };
  unread: number;
}

/** The list as the BFF answers it in the page's language (the locale cookie). */
async function newsList(page: Page, query = ''): Promise<ListBody> {
  const response = await page.request.get(`/api/v1/publications?page[number]=1&page[size]=10${query}`, {
    headers: { 'x-csrf': '1' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListBody;
}

const items = (page: Page) => page.getByTestId('news-list').getByRole('article');
const item = (page: Page, id: number) => page.getByTestId(`publication-${id}`);
const markedRead = (page: Page, id: number) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/publications/${id}/read`));

test('a manager lands on the news, opens items, sees them read and marks all as read', async ({ page }) => {
  await login(page, await ownUser('agency_manager'));
  await expect(page).toHaveURL(`${PORTAL_URL}/publications`);
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.publications.title })).toBeVisible();
  const seed = await newsList(page);
  expect(seed.meta.total).toBeGreaterThan(10);
  // Ten a page, pinned first, every one unread, with the journal's pager below.
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first().getByTestId('pinned-mark')).toBeVisible();
  await expect(page.getByTestId('unread-marker')).toHaveCount(10);
  await expect(page.getByTestId('news-unread')).toHaveText(new RegExp(`^${seed.unread} `));
  await expect(page.getByRole('navigation', { name: n.pagination.label })).toBeVisible();
  await expect(items(page).first().locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);

  // An item opened from the list is read; Back shows it read (the list's cache follows the mark).
  const [first, second] = seed.data;
  const opened = markedRead(page, first!.id);
  await item(page, first!.id).getByRole('link', { name: first!.title }).click();
  await expect(page).toHaveURL(`${PORTAL_URL}/publications/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  expect((await opened).ok()).toBe(true);
  await page.goBack();
  await expect(item(page, first!.id)).toHaveAttribute('data-read', 'true');
  await expect(item(page, first!.id).getByTestId('unread-marker')).toHaveCount(0);
  await expect(page.getByTestId('news-unread')).toHaveText(new RegExp(`^${seed.unread - 1} `));

  // An item opened by its URL (a link a colleague sent): rendered on the server, then read.
  const byUrl = markedRead(page, second!.id);
  await page.goto(`/publications/${second!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(second!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect((await byUrl).ok()).toBe(true);
  await page.getByRole('link', { name: n.back }).click();
  await expect(page).toHaveURL(`${PORTAL_URL}/publications`);
  await expect(item(page, second!.id)).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('unread-marker')).toHaveCount(8);
  expect((await newsList(page)).unread).toBe(seed.unread - 2);

  // Mark all as read: the markers and the button go, and a reload agrees.
  await page.getByRole('button', { name: n.markAllRead }).click();
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);
  await expect(page.getByTestId('news-unread')).toHaveText(n.noUnread);
  await expect(page.getByRole('button', { name: n.markAllRead })).toHaveCount(0);
  await page.reload();
  await expect(items(page)).toHaveCount(10);
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);
  expect((await newsList(page)).unread).toBe(0);
});

test('the category filter and the search live in the URL and survive a reload', async ({ page }) => {
  await login(page, await ownUser('agency_manager'), { next: '/publications' });
  await page.getByTestId('news-category-visas').click();
  await expect(page).toHaveURL(`${PORTAL_URL}/publications?category=visas`);
  await expect(page.getByTestId('news-category-visas')).toHaveAttribute('aria-current', 'page');
  const visas = await newsList(page, '&category=visas');
  expect(visas.data.length).toBeGreaterThan(0);
  await expect(items(page)).toHaveCount(visas.data.length);
  for (const badge of await items(page).getByTestId('category-badge').all())
    await expect(badge).toHaveAttribute('data-category', 'visas');

  // A word of the first visa item's title, typed without its capitals.
  const word = visas.data[0]!.title.split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();
  await page.getByRole('searchbox', { name: n.search.label }).fill(word);
  await page.getByRole('button', { name: n.search.submit }).click();
  await expect(page).toHaveURL(`${PORTAL_URL}/publications?category=visas&q=${encodeURIComponent(word)}`);
  await expect(item(page, visas.data[0]!.id).locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  const found = await items(page).count();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: n.search.label })).toHaveValue(word);
  await expect(page.getByTestId('news-category-visas')).toHaveAttribute('aria-current', 'page');
  await expect(items(page)).toHaveCount(found);
  await expect(item(page, visas.data[0]!.id).locator('mark').first()).toHaveText(new RegExp(word, 'i'));

  await page.getByRole('searchbox', { name: n.search.label }).fill('qqqzzz xxyyq');
  await page.getByRole('button', { name: n.search.submit }).click();
  await expect(page.getByTestId('news-empty')).toHaveText(ru.common.noOptions);
  await page.reload();
  await expect(page.getByTestId('news-empty')).toHaveText(ru.common.noOptions);
});

for (const [locale, messages] of [
  ['ro', ro],
  ['ua', ua],
] as const) {
  test(`the news in ${locale} shows that language's titles, in the list and on an item's page`, async ({
    page,
    context,
  }) => {
    await login(page, await ownUser('agency_manager'), { next: '/publications' });
    const russian = await newsList(page);
    await context.addCookies([{ name: 'locale', value: locale, url: PORTAL_URL }]);
    const list = await newsList(page);
    expect(list.data.map((news) => news.id)).toEqual(russian.data.map((news) => news.id));
    expect(list.data[0]!.title).not.toBe(russian.data[0]!.title);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: messages.pages.publications.title })).toBeVisible();
    await expect(page.getByTestId('news-list').getByRole('heading', { level: 2 })).toHaveText(
      list.data.map((news) => news.title),
    );
    await expect(page.getByRole('button', { name: messages.news.markAllRead })).toBeVisible();

    const [first] = list.data;
    await page.goto(`/publications/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.news.back })).toBeVisible();
  });
}

test('the news and an item fit a phone (390 px) and a desktop (1280 px) without scrolling sideways', async ({
  page,
}) => {
  await login(page, await ownUser('agency_manager'), { next: '/publications' });
  // The two pinned items on top: one with an image, one with a table in its text.
  const [first, second] = (await newsList(page)).data;
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/publications', `/publications/${first!.id}`, `/publications/${second!.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    }
    // The search and its button stay on one line, the button in view.
    await page.goto('/publications');
    const button = await page.getByRole('button', { name: n.search.submit }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(size.width);
  }
});
