import { expect, expectAccessible, test, type Page } from './fixtures';
import { savedOffersSchema, type SavedOffer } from '../../lib/schemas/saved-offers';
import { calendarHintsSchema, searchResponseSchema } from '../../lib/schemas/search';
import { expectCards, ownUser, signIn } from './helpers';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';

// The agent's side of a client selection (docs/product.md "Client selections"): a link made in the
// saved-offers dialog, copied, then on the agent's list, and revoked there. An agent of its own
// (ownUser), whose basket and links no other test touches.

const share = ru.basket.share;
const links = ru.clientLinks;
const API = { headers: { 'x-csrf': '1', origin: PORTAL_URL } };

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Saves the first offer of two hotels of a Turkey search from Chișinău, as the results' Save would. */
async function saveTwoOffers(page: Page): Promise<SavedOffer[]> {
  const hints = calendarHintsSchema.parse(
    await (await page.request.get('/api/v2/search/calendar_hints?departure_city_id=1&country_id=1', API)).json(),
  ).data;
  const search = await page.request.post('/api/v2/search', {
    ...API,
    data: {
      departure_city_id: 1,
      country_id: 1,
      date_from: hints[3],
      date_to: hints[3],
      nights_from: 7,
      nights_to: 7,
      adults: 2,
      currency: 'EUR',
    },
  });
  expect(search.ok()).toBe(true);
  const sids = searchResponseSchema
    .parse(await search.json())
    .data.results.slice(0, 2)
    .map((hotel) => hotel.offers[0]!.sid);
  for (const sid of sids)
    expect((await page.request.post('/api/search/offers', { ...API, data: { sid } })).ok()).toBe(true);
  return savedOffersSchema.parse(await (await page.request.get('/api/search/offers', API)).json()).data;
}

test('the agent makes a link of two saved offers, copies it, sees it on the list and revokes it', async ({
  page,
}, testInfo) => {
  await signIn(page, await ownUser('agent'));
  const saved = await saveTwoOffers(page);
  expect(saved).toHaveLength(2);
  await page.reload();

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
