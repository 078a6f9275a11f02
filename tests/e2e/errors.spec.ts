import { expect, test, type Page } from './fixtures';
import { login } from './helpers';
import ru from '../../messages/ru';

/** The error page of one code: illustration with its alt text, message, Retry and Return to Home. */
async function expectErrorPage(page: Page, code: '403' | '404') {
  const view = page.getByTestId('error-page');
  await expect(view).toHaveAttribute('data-code', code);
  const image = view.getByRole('img', { name: ru.errors.images[code] });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', new RegExp(`/errors/${code}\\.svg`));
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(view.getByText(ru.errors[code])).toBeVisible();
  await expect(view.getByRole('button', { name: ru.errors.retry })).toBeVisible();
  await expect(view.getByRole('link', { name: ru.errors.home })).toHaveAttribute('href', '/');
}

test.describe('error pages', () => {
  test('an agent opening /employees gets the 403 page; Retry reloads it, Home leads home', async ({ page }) => {
    await login(page, 'agent@demo.travel');
    const response = await page.goto('/employees');
    expect(response?.status()).toBe(403);
    await expectErrorPage(page, '403');
    await expect(page.getByTestId('employees-table')).toHaveCount(0);

    // The agent's unread popup notification may cover the page; closing it would mark it read
    // for notifications.spec, so the buttons get their click event directly.
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: ru.errors.retry }).dispatchEvent('click');
    await reload;
    await expectErrorPage(page, '403');

    await page.getByRole('link', { name: ru.errors.home }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('a manager sees the staff table', async ({ page }) => {
    await login(page, 'manager@demo.travel');
    const response = await page.goto('/employees');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ru.employees.title })).toBeVisible();
    const table = page.getByTestId('employees-table');
    for (const header of [ru.employees.name, ru.employees.position, ru.employees.email, ru.employees.role, ru.employees.status]) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const agent = table.getByRole('row').filter({ hasText: 'agent@demo.travel' });
    await expect(agent).toContainText('Ana Ciobanu');
    await expect(agent).toContainText(ru.employees.roles.agent);
    await expect(agent).toContainText(ru.employees.statuses.active);
    await expect(table.getByRole('row')).toHaveCount(7);
  });

  test('an unknown path shows the 404 page with its image', async ({ page }) => {
    await login(page, 'agent@demo.travel');
    const response = await page.goto('/no-such-place/at-all');
    expect(response?.status()).toBe(404);
    await expectErrorPage(page, '404');
  });
});
