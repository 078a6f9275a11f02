import { test } from '@playwright/test';
import { signIn } from './helpers';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 1500)));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 800), e.stack?.slice(0, 1500)));
  await signIn(page, 'director@demo.travel');
  await page.goto('/ats/orders');
  const href = await page.getByTestId('ats-order-row').first().getByRole('link').first().getAttribute('href');
  console.log('HREF', href);
  const id = /order=(\d+)/.exec(href!)?.[1];
  const r = await page.goto(`/ats/orders/${id}`);
  console.log('STATUS', r?.status());
  await page.waitForTimeout(4000);
  console.log('H1', await page.locator('h1').first().textContent());
});
