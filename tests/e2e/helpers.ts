import { expect, type Page } from '@playwright/test';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';

export const DEMO_PASSWORD = 'demo12345';

/** A form control by the start of its label (required fields add a star after it). */
export const field = (page: Page, text: string) =>
  page.locator('input').and(page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));

/** Signs in through the login form (Russian UI) on the given host and waits to leave /auth. */
export async function login(page: Page, email: string, base = PORTAL_URL) {
  await page.goto(`${base}/auth/login`);
  await field(page, ru.auth.login.login).fill(email);
  await field(page, ru.auth.login.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ru.auth.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
}
