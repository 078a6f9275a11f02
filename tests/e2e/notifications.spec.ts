import { expect, test, type Page } from './fixtures';
import { login, makeUnread, pageIdle } from './helpers';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';

// Notifications (docs/product.md §2-§4) against the demo backend's seed: 11 to 25 notifications per user,
// the newest three unread (five for the agent, one of them a popup; the director's newest is critical).
const n = ru.notifications;

interface UserBody {
  notifications: { unread: number; items: { id: number; category: string; was_read: boolean }[] };
}

async function currentUser(page: Page): Promise<UserBody> {
  const response = await page.request.get('/api/jwt/user', { headers: { 'x-csrf': '1' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as UserBody;
}

/** Counts POST …/read calls the page makes. */
function watchReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/notifications\/\d+\/read$/.test(new URL(request.url()).pathname))
      reads.push(request.url());
  });
  return reads;
}

const items = (page: Page) => page.getByTestId('notification-list').locator('> li');

test('/notifications redirects to all, which pages by 10', async ({ page }) => {
  await login(page, 'manager@demo.travel', { next: '/notifications' });
  await expect(page).toHaveURL(/\/notifications\/all$/);
  await expect(page).toHaveTitle(new RegExp(n.title));
  await expect(page.getByRole('heading', { name: n.title, level: 1 })).toBeVisible();
  await expect(items(page)).toHaveCount(10);
  // The manager's: what is true of their orders today and the general ones (11 to 25), as the backend counts them.
  const list = await page.request.get('/api/notifications?page[number]=1&page[size]=10', {
    headers: { 'x-csrf': '1' },
  });
  expect(list.ok()).toBe(true);
  const { total } = ((await list.json()) as { meta: { total: number } }).meta;
  expect(total).toBeGreaterThan(10);
  const pages = Math.ceil(total / 10);
  await expect(
    page.getByText(n.pagination.status.replace('{page}', '1').replace('{pages}', String(pages))),
  ).toBeVisible();
  // Each item: subject, preview, DD.MM.YYYY HH:mm.
  await expect(items(page).first().locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  const firstPageIds = await items(page)
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-testid')));

  await page.getByRole('link', { name: n.pagination.next }).click();
  await expect(page).toHaveURL(/\/notifications\/all\?page=2$/);
  await expect(
    page.getByText(n.pagination.status.replace('{page}', '2').replace('{pages}', String(pages))),
  ).toBeVisible();
  expect(await items(page).count()).toBeGreaterThan(0);
  const secondPageIds = await items(page)
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-testid')));
  expect(secondPageIds.filter((id) => firstPageIds.includes(id))).toEqual([]);
});

test('opening an unread notification marks it read once and lowers the unread count', async ({ page }) => {
  const reads = watchReads(page);
  await login(page, 'manager@demo.travel', { next: '/notifications/all' });
  const before = await currentUser(page);

  const badge = page.getByTestId('notifications-badge');
  await expect(badge).toHaveText(String(before.notifications.unread));
  const unread = page.locator('[data-testid^="notification-"][data-read="false"]').first();
  const testId = await unread.getAttribute('data-testid');
  const id = Number(testId?.replace('notification-', ''));
  const marked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/notifications/${id}/read`),
  );
  await unread.click();
  await expect(page).toHaveURL(new RegExp(`/notifications/all/${id}$`));
  expect((await marked).ok()).toBe(true);
  await expect(page.getByTestId('read-state')).toHaveText(n.read);
  // The top bar's badge follows at once, without a reload (no badge at zero).
  if (before.notifications.unread > 1) await expect(badge).toHaveText(String(before.notifications.unread - 1));
  else await expect(badge).toHaveCount(0);

  // Back on the list the marker is gone; the user's unread count dropped by one.
  await page.getByRole('link', { name: n.back }).click();
  await expect(page.getByTestId(`notification-${id}`)).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId(`notification-${id}`).getByTestId('unread-marker')).toHaveCount(0);
  expect((await currentUser(page)).notifications.unread).toBe(before.notifications.unread - 1);

  // A fresh server render agrees, and opening it again sends nothing.
  await page.reload();
  await expect(page.getByTestId(`notification-${id}`)).toHaveAttribute('data-read', 'true');
  await page.goto(`/notifications/all/${id}`);
  await expect(page.getByTestId('read-state')).toHaveText(n.read);
  // Hydrated, its effects run (that is where a read would be sent) and nothing left to do.
  await page.waitForLoadState('networkidle');
  await pageIdle(page);
  expect(reads).toEqual([expect.stringContaining(`/api/notifications/${id}/read`)]);
});

test('the category filter shows only that category', async ({ page }) => {
  await login(page, 'subpartition@demo.travel', { next: '/notifications/all' });
  await page.getByRole('link', { name: n.categories.orders, exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\/orders$/);
  await expect(page.getByRole('link', { name: n.categories.orders, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(items(page).first()).toBeVisible();
  for (const item of await items(page).all()) await expect(item).toContainText(n.categories.orders);

  await page.getByRole('link', { name: n.categories.critical, exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\/critical$/);
  await expect(page.getByText(n.empty)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(n.categories.critical));
});

test("the agent's popup shows as a modal on a portal page; closed, it is read and stays away", async ({ page }) => {
  // Specs before this one sign the agent in with the popup closed: make it unread again.
  await makeUnread('agent@demo.travel', 'popup');
  const reads = watchReads(page);
  // The page's clock is Playwright's (it runs at the real pace until told to jump).
  await page.clock.install();
  await login(page, 'agent@demo.travel');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(n.modal.popup);
  const popup = (await currentUser(page)).notifications.items.find((i) => i.category === 'popup');
  expect(popup?.was_read).toBe(false);

  // Persistent: no timer takes it away (every timer due in the next 4 s runs now; an alert goes after 3.5 s).
  await page.clock.runFor(4000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: n.modal.close }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => reads.length).toBe(1);
  await expect
    .poll(async () => (await currentUser(page)).notifications.items.find((i) => i.id === popup?.id)?.was_read)
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: ru.portal.searchTitle })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the director's critical notice is full-screen, ignores Esc and outside clicks, and closes with its button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // Unread again: a spec that signed in as the director before (signIn) closed it.
  await makeUnread('director@demo.travel', 'critical');
  await login(page, 'director@demo.travel');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(n.modal.critical);
  const panel = page.getByTestId('notification-modal-critical');
  const box = await panel.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });

  await page.keyboard.press('Escape');
  await page.mouse.click(2, 2);
  await pageIdle(page);
  await expect(dialog).toBeVisible();

  const marked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/notifications\/\d+\/read$/.test(r.url()),
  );
  await dialog.getByRole('button', { name: n.modal.acknowledge }).click();
  await expect(dialog).toBeHidden();
  expect((await marked).ok()).toBe(true);
  const critical = (await currentUser(page)).notifications.items.find((i) => i.category === 'critical');
  expect(critical?.was_read).toBe(true);

  await page.reload();
  // On a phone the name lives in the drawer, so wait for the top bar and for hydration to settle.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failed call shows an error alert with title and message that goes away after 3.5 s', async ({ page }) => {
  await login(page, 'ats@demo.travel', { next: '/notifications/all' });
  await page.route(/\/api\/notifications\/\d+\/read$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Сервер недоступен', message: 'Попробуйте позже' }),
    }),
  );
  await page.locator('[data-testid^="notification-"][data-read="false"]').first().click();
  const alert = page.getByTestId('toast-alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Сервер недоступен');
  await expect(alert).toContainText('Попробуйте позже');
  const shownAt = Date.now();
  await expect(alert).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);

  // No answer at all (888): the localized "check your internet connection" text.
  await page.unroute(/\/api\/notifications\/\d+\/read$/);
  await page.route(/\/api\/notifications\/\d+\/read$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: n.back }).click();
  await page.locator('[data-testid^="notification-"][data-read="false"]').nth(1).click();
  await expect(page.getByTestId('toast-alert')).toContainText(ru.errors['888']);
});

test("following the critical notice's link closes it: the linked page is not left behind the notice", async ({
  page,
}) => {
  await makeUnread('director@demo.travel', 'critical');
  await login(page, 'director@demo.travel');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const marked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/notifications\/\d+\/read$/.test(r.url()),
  );
  await dialog.locator('a[href="/agency/profile"]').click();
  await expect(page).toHaveURL(/\/agency\/profile$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await marked).ok()).toBe(true);
  // Read, so a fresh page does not bring it back.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a toast shows at the top below the top bar, clear of where a dialog has its buttons', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await makeUnread('agent@demo.travel', 'popup');
  await page.route(/\/api\/notifications\/\d+\/read$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Сервер недоступен', message: 'Попробуйте позже' }),
    }),
  );
  await login(page, 'agent@demo.travel');
  const dialog = page.getByRole('dialog');
  const close = dialog.getByRole('button', { name: n.modal.close });
  await expect(close).toBeVisible();
  const button = (await close.boundingBox())!;
  await close.click();
  const toast = page.getByTestId('toast-alert');
  await expect(toast).toContainText('Сервер недоступен');
  const box = (await toast.boundingBox())!;
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  expect(box.y + box.height).toBeLessThan(button.y);
  await page.unroute(/\/api\/notifications\/\d+\/read$/);
});

test("in English the notifications are English, and an order's notice opens that order of the journal", async ({
  page,
  context,
}) => {
  await login(page, 'manager@demo.travel');
  await context.addCookies([{ name: 'locale', value: 'en', url: PORTAL_URL }]);
  await page.goto('/notifications/orders');
  await expect(items(page).first()).toBeVisible();
  const texts = await items(page).allInnerTexts();
  expect(texts.join(' ')).not.toMatch(/[а-яёіїєґ]/i);
  const first = items(page).first().locator('a');
  const number = (await first.innerText()).match(/MD-\d+/)?.[0];
  expect(number).toBeTruthy();
  await first.click();
  await page.getByRole('article').getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  await expect(page.getByTestId('order-view')).toContainText(number!);
});
