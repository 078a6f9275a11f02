import { expect, test } from './fixtures';
import { themeById } from '@/themes';
import { loginByForm } from './helpers';
import { themeUrl } from './ports';
import ru from '../../messages/ru';

// Two brands by host (docs/architecture.md §4): each shows its own title, logo, favicon and colours, on the
// login page and inside the portal. Litoral has a light brand colour with dark text.
const brands = ['carpati', 'litoral'].map((id) => themeById(id));

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

for (const theme of brands) {
  test(`${theme.id}.localhost shows ${theme.title}: title, logo, favicon and colours`, async ({ page }, testInfo) => {
    const base = themeUrl(theme.id);
    expect(theme.id).not.toBe('default');

    await page.goto(`${base}/auth/login`);
    await expect(page).toHaveTitle(new RegExp(`^${theme.title} \\| `));
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.id);
    await expect(page.locator(`img[src="${theme.logo}"]`).first()).toBeVisible();
    await expect(page.locator(`link[rel="icon"][href^="${theme.favicon}"]`)).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`login-${theme.id}.png`) });

    await loginByForm(page, 'agent@demo.travel', { base });
    await expect(page).toHaveURL(`${base}/`);

    await expect(page.getByTestId('brand-title')).toHaveText(theme.title);
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCSS('background-color', rgb(theme.colors.primary));
    await expect(banner).toHaveCSS('color', rgb(theme.colors.primaryContrast));
    await expect(page).toHaveTitle(`${theme.title} | ${ru.pages.searchTour.title}`);
    await page.screenshot({ path: testInfo.outputPath(`portal-${theme.id}.png`) });
  });
}

test('an unknown or hostile Host gets the default theme', async ({ request }) => {
  const html = await (await request.get('/auth/login', { headers: { host: 'evil.example' } })).text();
  expect(html).toContain('data-theme="default"');
  expect(html).not.toContain('evil.example');
});
