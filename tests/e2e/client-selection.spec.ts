import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './fixtures';
import { ownUser, signIn } from './helpers';
import { API, seedBasket } from './seed-basket';
import { PORTAL_URL, themeUrl } from './ports';
import { formatPrice } from '../../lib/format/price';
import { sharedSelectionListSchema, sharedSelectionRefSchema } from '../../lib/schemas/shared-selections';
import { notificationsListSchema } from '../../lib/schemas/notifications';
import en from '../../messages/en';
import ro from '../../messages/ro';

// The client's page of a selection (docs/product.md "Client selections"): an agent of its own
// (ownUser) saves two offers, sets a price on one and makes a link through the API; the client
// opens it on a phone without a session and without JavaScript, then answers with JavaScript on;
// the agent sees the open and the answer. Playwright's own test, not ./fixtures' axe watcher: a
// page without script never settles for it; axe is run here on the page with script.

const s = en.selection;
const CONTACTS = {
  title: 'E2E Voyage',
  address: 'str. Test 1, Chișinău',
  phone: '+373 22 000 111',
  email: 'e2e@demo.travel',
};

/** The agent's link to the two offers, the first at a price of the agent's above the operator's. */
async function agentLink(page: Page) {
  const saved = await seedBasket(page, 2);
  expect(saved).toHaveLength(2);
  const raised = Math.round(saved[0]!.search_result.price.amount) + 150;
  const patched = await page.request.patch(`/api/search/offers/${saved[0]!.uuid}`, { ...API, data: { price: raised } });
  expect(patched.ok(), await patched.text()).toBe(true);
  const created = await page.request.post('/api/shared-selections', {
    ...API,
    data: { offers: saved.map((offer) => offer.uuid), contacts: CONTACTS, validity_days: 7, note: 'Hello,\nyour two.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = sharedSelectionRefSchema.parse(await created.json()).data;
  return { token, saved, raised };
}

async function agentsLink(page: Page, token: string) {
  const list = sharedSelectionListSchema.parse(await (await page.request.get('/api/shared-selections', API)).json());
  const item = list.data.find((link) => link.token === token);
  expect(item).toBeDefined();
  return item!;
}

/** A client's phone: no session, 390 px, English. */
const phone = (browser: Browser, javaScriptEnabled: boolean) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled, locale: 'en-US' });

test('the client opens the agent’s link on a phone without script, sees both offers at the agent’s prices, and answers', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await ownUser('agent'));
  const { token, saved, raised } = await agentLink(page);
  const link = await agentsLink(page, token);
  const url = `${PORTAL_URL}/selection/${token}`;

  const scriptless = await phone(browser, false);
  const client = await scriptless.newPage();
  const response = await client.goto(url);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(client.locator('html')).toHaveAttribute('lang', 'en');
  await expect(client.locator('script')).toHaveCount(0);
  for (const [index, offer] of saved.entries()) {
    const card = client.locator(`#offer-${index + 1}`);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(offer.search_result.accommodation.hotel.name);
    const price = link.offers[index]!.price;
    await expect(card.locator('[data-price]')).toHaveText(formatPrice(price.amount, price.currency, 'en'));
    await expect(card.locator('dt')).toContainText([s.offer.dates, s.offer.room, s.offer.placement, s.offer.meal]);
  }
  expect(link.offers[0]!.price.amount).toBe(raised);
  // The operator's price of the first offer, below the agent's, is nowhere.
  await expect(client.locator('main')).not.toContainText(
    formatPrice(saved[0]!.search_result.price.amount, 'EUR', 'en'),
  );
  await expect(client.locator('header img')).toHaveAttribute('src', `${PORTAL_URL}/themes/default/logo.svg`);
  await expect(client.locator('main')).toContainText(CONTACTS.title);
  await expect(client.getByRole('link', { name: CONTACTS.phone })).toHaveAttribute('href', 'tel:+37322000111');
  const meta = (selector: string) => client.locator(`meta[${selector}]`);
  await expect(meta('property="og:title"')).toHaveAttribute(
    'content',
    `${CONTACTS.title}: ${saved[0]!.search_result.accommodation.hotel.name}`,
  );
  await expect(meta('property="og:image"')).toHaveAttribute('content', `${PORTAL_URL}/themes/default/logo.svg`);
  await expect(meta('property="og:url"')).toHaveAttribute('content', url);
  await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary');
  await expect(meta('name="robots"')).toHaveAttribute('content', 'noindex, nofollow');
  // One column of cards on the phone, nothing wider than the screen.
  const boxes = await Promise.all([1, 2].map((n) => client.locator(`#offer-${n}`).boundingBox()));
  expect(boxes[0]!.x).toBe(boxes[1]!.x);
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await scriptless.close();

  const scripted = await phone(browser, true);
  const answering = await scripted.newPage();
  await answering.goto(url);
  expect(await axeViolations(answering)).toEqual([]);
  let card = answering.locator('#offer-2');
  await card.getByLabel(s.answer.name).fill('Ana Client');
  // A phone short of its mask: the page again, with the error and what was typed.
  await card.getByLabel(s.answer.phone, { exact: true }).fill('691');
  await card.getByRole('button', { name: s.answer.submit }).click();
  await expect(answering).toHaveURL(new RegExp(`/selection/${token}/answer$`));
  card = answering.locator('#offer-2');
  await expect(card.getByRole('alert').first()).toHaveText(s.answer.errors);
  await expect(card.getByLabel(s.answer.name)).toHaveValue('Ana Client');
  await card.getByLabel(s.answer.phone, { exact: true }).fill('69123456');
  await card.getByRole('button', { name: s.answer.submit }).click();
  await expect(answering).toHaveURL(new RegExp(`/selection/${token}\\?answered=2#offer-2$`));
  await expect(answering.locator('#offer-2').getByRole('status')).toHaveText(s.answer.thanks);
  await expect(answering.locator('#offer-1 form')).toHaveCount(1);
  expect(await axeViolations(answering)).toEqual([]);
  await scripted.close();

  const after = await agentsLink(page, token);
  // Two opens, without script and with it: the refused answer's page and the thank-you are not opens.
  expect(after.opens.count).toBe(2);
  expect(after.answers).toEqual([expect.objectContaining({ position: 2, name: 'Ana Client', phone: '+37369123456' })]);
  expect(after.offers.find((offer) => offer.position === 2)?.answered).toBe(true);
  const notices = notificationsListSchema.parse(
    await (await page.request.get('/api/notifications?category=client_answers', API)).json(),
  );
  expect(notices.data.length).toBeGreaterThanOrEqual(1);
  expect(notices.data[0]!.category).toBe('client_answers');

  // The agent's list shows the open and the answer on the link's row.
  await page.goto('/client-links');
  const row = page.getByTestId('client-link-row').filter({ hasText: link.offers[1]!.hotel }).first();
  await expect(row.getByTestId('client-link-opens')).toHaveAttribute('data-count', String(after.opens.count));
  await expect(row.getByTestId('client-link-answer')).toContainText('Ana Client');
  await expect(row.getByTestId('client-link-offer').nth(1)).toHaveAttribute('data-answered', 'true');
});

test('an answer without a phone or messenger shows the message beside the field and keeps the name; another agency’s host does not know the link; a revoked one shows the agency’s contacts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await ownUser('agent'));
  const { token } = await agentLink(page);
  const url = `${PORTAL_URL}/selection/${token}`;

  const scripted = await phone(browser, true);
  const client = await scripted.newPage();
  await client.goto(url);
  const card = client.locator('#offer-1');
  await card.getByLabel(s.answer.name).fill('Ion Typed');
  const answered = client.waitForResponse((r) => r.request().method() === 'POST');
  await card.getByRole('button', { name: s.answer.submit }).click();
  expect((await answered).status()).toBe(422);
  await expect(client.locator('#a1-phone-error')).toHaveText(en.validation.required);
  await expect(client.locator('#offer-1').getByLabel(s.answer.name)).toHaveValue('Ion Typed');
  await expect(client.locator('#a1-phone')).toHaveAttribute('aria-invalid', 'true');

  // Two columns on a desktop, nothing wider than the window.
  await client.setViewportSize({ width: 1280, height: 800 });
  const [first, second] = await Promise.all([1, 2].map((n) => client.locator(`#offer-${n}`).boundingBox()));
  expect(second!.x).toBeGreaterThan(first!.x);
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // Another site's form posting to the answer is refused, and nothing reaches the agent.
  const crossSite = await client.request.post(`${url}/answer`, {
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    form: { position: '1', name: 'Mallory', phone_country: 'md', phone: '69123456' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect((await agentsLink(page, token)).answers).toEqual([]);

  const foreign = await client.goto(`${themeUrl('carpati')}/selection/${token}`);
  expect(foreign?.status()).toBe(404);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(s.notFound.title);

  const revoked = await page.request.post(`/api/shared-selections/${token}/revoke`, { ...API, data: {} });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  const closed = await client.goto(`${url}?lang=ro`);
  expect(closed?.status()).toBe(410);
  await expect(client.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(ro.selection.closed.revokedTitle);
  await expect(client.getByRole('link', { name: CONTACTS.email })).toHaveAttribute('href', `mailto:${CONTACTS.email}`);
  expect(await axeViolations(client)).toEqual([]);
  await scripted.close();
});
