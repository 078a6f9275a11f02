import { expect, expectAccessible, test } from './fixtures';
import { expectCards, ownUser, signIn, untilInteractive } from './helpers';
import { seedBasket } from './seed-basket';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';

// The agent's side of a client selection (docs/product.md "Client selections"): a link made in the
// saved-offers dialog, copied, then on the agent's list, and revoked there. An agent of its own
// (ownUser), whose basket and links no other test touches.

const share = ru.basket.share;
const links = ru.clientLinks;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the agent makes a link of two saved offers, copies it, sees it on the list and revokes it', async ({
  page,
}, testInfo) => {
  await signIn(page, await ownUser('agent'));
  const saved = await seedBasket(page, 2);
  expect(saved).toHaveLength(2);
  await page.reload();

  await untilInteractive(page);
  await page.getByTestId('basket-button').click();
  const basket = page.getByTestId('basket-dialog');
  await expect(basket.getByTestId('basket-offer')).toHaveCount(2);
  await basket.getByRole('button', { name: share.open }).click();
  const step = page.getByTestId('client-link-dialog');
  await expect(step.getByRole('checkbox')).toHaveCount(2);
  await expect(step.getByLabel(share.days)).toHaveValue('7');
  await step.getByLabel(share.days).fill('10');
  await step.getByLabel(share.note).fill('Оба отеля у моря');
  await expectAccessible(page, 'the link step');
  await step.getByRole('button', { name: share.create }).click();

  const url = step.getByTestId('client-link-url');
  await expect(url).toHaveValue(new RegExp(`^${PORTAL_URL}/selection/[A-Za-z0-9_-]{32}$`));
  const address = await url.inputValue();
  await step.getByRole('button', { name: share.copy, exact: true }).click();
  await expect(page.getByText(ru.alerts.success.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  await step.getByRole('link', { name: share.myLinks }).click();
  await expect(page).toHaveURL(/\/client-links$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByTestId('client-link-row').first();
  await expect(row).toHaveAttribute('data-token', address.split('/').pop()!);
  await expect(row.getByTestId('client-link-status')).toHaveText(links.status.active);
  await expect(row.getByTestId('client-link-offer')).toHaveCount(2);
  await expect(row.getByTestId('client-link-opens')).toHaveAttribute('data-count', '0');
  await expect(row.getByTestId('client-link-note')).toContainText('Оба отеля у моря');
  await expectAccessible(page, 'the client links');

  // The list's table (docs/architecture.md §2): within a 1280 px desktop, a card per row on a phone.
  const table = page.getByTestId('client-links-table');
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(
    await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('client-links-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectCards(table, '/client-links');
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('client-links-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: links.actions.revoke }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: links.confirm.confirm }).click();
  await expect(row.getByTestId('client-link-status')).toHaveText(links.status.revoked);
  await page.reload();
  await expect(page.getByTestId('client-link-row').first().getByTestId('client-link-status')).toHaveText(
    links.status.revoked,
  );
});
