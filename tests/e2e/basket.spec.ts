import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { OFFER_SEPARATOR } from '../../lib/basket/offer-text';
import { priceDraft } from '../../lib/basket/price';
import { OFFERS_PDF_NAME, savedOffersSchema } from '../../lib/schemas/saved-offers';
import { ownUser, signIn, untilInteractive } from './helpers';
import { API, seedBasket } from './seed-basket';
import ru from '../../messages/ru';

// The saved-offers dialog as agency staff use it. Each test signs in as an ATS manager of its own
// (ownUser), whose basket no other test touches, and builds its basket through the API: three
// offers of a Turkey search from Chișinău, saved as the search results' Save button would.

const b = ru.basket;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Opens the dialog from the top bar and waits for its offers (or its empty message). */
async function openBasket(page: Page): Promise<Locator> {
  await untilInteractive(page);
  await page.getByTestId('basket-button').click();
  // Headless UI's dialog root has no box of its own: the panel is what shows.
  await expect(page.getByRole('dialog', { name: b.title })).toBeAttached();
  const dialog = page.getByTestId('basket-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('basket-loading')).toHaveCount(0);
  return dialog;
}

const priceOf = (dialog: Locator, index: number) =>
  dialog.getByLabel(b.offer.priceLabel.replace('{index}', String(index)));
const contact = (dialog: Locator, name: keyof typeof b.contacts) =>
  dialog.getByTestId('basket-contacts').getByLabel(b.contacts[name], { exact: true });
const badge = (page: Page) => page.getByTestId('basket-count');
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe('saved offers', () => {
  test('an offer saved from the results reads Saved after a reload; saving it again from another tab says it is already in the basket', async ({
    page,
    context,
  }) => {
    await signIn(page, await ownUser('ats_manager'));
    await page.getByTestId('search-submit').click();
    const firstSave = (p: Page) =>
      p.getByTestId('search-results').getByTestId('offer-row').first().getByTestId('save-offer');
    await expect(firstSave(page)).toHaveText(ru.searchResults.offer.save);
    // The same results in a second tab, opened before the save.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(firstSave(other)).toHaveText(ru.searchResults.offer.save);

    await firstSave(page).click();
    await expect(firstSave(page)).toHaveText(ru.searchResults.offer.saved);
    await expect(badge(page)).toHaveText('1');
    await page.reload();
    await expect(firstSave(page)).toHaveText(ru.searchResults.offer.saved);
    await expect(firstSave(page)).toBeDisabled();

    await firstSave(other).click();
    await expect(other.getByText(ru.searchResults.offer.alreadySaved)).toBeVisible();
    await expect(firstSave(other)).toHaveText(ru.searchResults.offer.saved);
    await expect(badge(other)).toHaveText('1');
    const saved = savedOffersSchema.parse(await (await page.request.get('/api/search/offers', API)).json()).data;
    expect(saved).toHaveLength(1);
    await other.close();
  });

  test('the top bar opens the dialog with the numbered offers; page scroll is locked until Esc closes it', async ({
    page,
  }) => {
    await signIn(page, await ownUser('ats_manager'));
    const saved = await seedBasket(page, 3);
    await page.reload();
    await expect(badge(page)).toHaveText('3');
    expect(await rootOverflow(page)).not.toBe('hidden');

    const dialog = await openBasket(page);
    const offers = dialog.getByTestId('basket-offer');
    await expect(offers).toHaveCount(3);
    await expect(offers.getByTestId('basket-offer-index')).toHaveText(['1', '2', '3']);
    const first = offers.first();
    const hotel = saved[0]!.search_result.accommodation.hotel;
    await expect(first).toContainText(hotel.name);
    await expect(first.getByRole('img')).toHaveText('★'.repeat(hotel.stars));
    await expect(first).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    await expect(first).toContainText(saved[0]!.search_result.accommodation.meal.full_name);
    await expect(first).toContainText(b.offer.outbound);
    // The saved price starts as the offer's total, cents included, as Russian writes it ("810,02").
    await expect(priceOf(dialog, 1)).toHaveValue(priceDraft(saved[0]!.price, 'ru'));
    expect(await rootOverflow(page)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => rootOverflow(page)).not.toBe('hidden');
  });

  test("contacts start as the agency's, the agent's edits survive a reload, Reset brings the agency's back", async ({
    page,
  }) => {
    await signIn(page, await ownUser('ats_manager'));
    let dialog = await openBasket(page);
    const title = contact(dialog, 'title');
    await expect(title).not.toHaveValue('');
    const agencyTitle = await title.inputValue();

    await title.fill('Ana Popescu, Demo Travel');
    await contact(dialog, 'email').fill('not-an-email');
    await contact(dialog, 'email').blur();
    await expect(dialog.getByText(b.contacts.invalidEmail)).toBeVisible();
    await contact(dialog, 'email').fill('ana@demo.travel');
    await page.reload();

    dialog = await openBasket(page);
    await expect(contact(dialog, 'title')).toHaveValue('Ana Popescu, Demo Travel');
    await expect(contact(dialog, 'email')).toHaveValue('ana@demo.travel');
    await dialog.getByRole('button', { name: b.contacts.reset }).click();
    await expect(contact(dialog, 'title')).toHaveValue(agencyTitle);
    await page.reload();
    dialog = await openBasket(page);
    await expect(contact(dialog, 'title')).toHaveValue(agencyTitle);
  });

  test('a price lowered below the original is raised back to it; a raised price is kept after a reload', async ({
    page,
  }) => {
    await signIn(page, await ownUser('ats_manager'));
    const saved = await seedBasket(page, 3);
    await page.reload();
    let dialog = await openBasket(page);
    const original = (index: number) => saved[index - 1]!.search_result.price.amount;

    await priceOf(dialog, 1).fill('1');
    await priceOf(dialog, 1).press('Tab');
    await expect(priceOf(dialog, 1)).toHaveValue(priceDraft(original(1), 'ru'));

    const raised = Math.ceil(original(2)) + 150;
    // Typed with letters and spaces: the mask keeps the digits only.
    await priceOf(dialog, 2).fill('');
    await priceOf(dialog, 2).pressSequentially(`${raised} €x`);
    await expect(priceOf(dialog, 2)).toHaveValue(String(raised));
    const patched = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/search/offers/'),
    );
    await priceOf(dialog, 2).press('Tab');
    expect((await patched).ok()).toBe(true);

    await page.reload();
    dialog = await openBasket(page);
    await expect(priceOf(dialog, 2)).toHaveValue(String(raised));
    await expect(priceOf(dialog, 1)).toHaveValue(priceDraft(saved[0]!.price, 'ru'));
  });

  test('copies one offer and all of them as text, separated by a dashed line', async ({ page }) => {
    await signIn(page, await ownUser('ats_manager'));
    const saved = await seedBasket(page, 3);
    await page.reload();
    const dialog = await openBasket(page);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await dialog.getByRole('button', { name: b.actions.copyOffer.replace('{index}', '2') }).click();
    await expect(page.getByText(ru.alerts.success.textCopied)).toBeVisible();
    const one = await clipboard();
    expect(one.startsWith(`2. ${saved[1]!.search_result.accommodation.hotel.name}`)).toBe(true);
    expect(one).not.toContain(OFFER_SEPARATOR);

    await dialog.getByRole('button', { name: b.actions.copyAll }).click();
    await expect.poll(clipboard).toContain(OFFER_SEPARATOR);
    const parts = (await clipboard()).split(`\n${OFFER_SEPARATOR}\n`);
    expect(parts.map((part) => part.split('\n')[0])).toEqual(
      saved.map(
        (offer, i) =>
          `${i + 1}. ${offer.search_result.accommodation.hotel.name} ${offer.search_result.accommodation.hotel.category}`,
      ),
    );
  });

  test('saves the offers to a branded PDF with the contacts as typed, in Cyrillic and Romanian letters', async ({
    page,
  }) => {
    await signIn(page, await ownUser('ats_manager'));
    const saved = await seedBasket(page, 3);
    await page.reload();
    const dialog = await openBasket(page);
    await contact(dialog, 'title').fill('Агентство «Нистру» — Călătorii în țară');
    await contact(dialog, 'address').fill('bd. Ștefan cel Mare și Sfânt 1, Chișinău');

    const download = page.waitForEvent('download');
    await dialog.getByTestId('basket-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(OFFERS_PDF_NAME);

    // The file as the agent gets it, and its first page as a PNG for a reviewer (git-ignored).
    const folder = path.resolve('artifacts/offers-pdf');
    mkdirSync(folder, { recursive: true });
    const pdf = path.join(folder, 'e2e-download.pdf');
    await file.saveAs(pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      path.join(folder, 'e2e-download-page-1'),
    ]);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Агентство «Нистру» — Călătorii în țară');
    expect(text).toContain('bd. Ștefan cel Mare și Sfânt 1, Chișinău');
    for (const offer of saved) expect(text).toContain(offer.search_result.accommodation.hotel.name);
    expect(text).toContain(ru.basket.pdf.heading);
  });

  test('deletes one offer and then clears all, each after confirmation; the count follows; the empty message shows', async ({
    page,
  }) => {
    await signIn(page, await ownUser('ats_manager'));
    const saved = await seedBasket(page, 3);
    await page.reload();
    const dialog = await openBasket(page);
    const offers = dialog.getByTestId('basket-offer');

    await dialog.getByRole('button', { name: b.actions.deleteOffer.replace('{index}', '1') }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(b.confirm.deleteTitle.replace('{index}', '1'));
    await confirm.getByRole('button', { name: b.confirm.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(offers).toHaveCount(3);

    await dialog.getByRole('button', { name: b.actions.deleteOffer.replace('{index}', '1') }).click();
    confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: b.confirm.confirm }).click();
    await expect(offers).toHaveCount(2);
    // The list follows at once; the confirmation closes when the backend has answered.
    await expect(confirm).toHaveCount(0);
    await expect(offers.first()).toHaveAttribute('data-uuid', saved[1]!.uuid);
    await expect(offers.getByTestId('basket-offer-index')).toHaveText(['1', '2']);
    await expect(badge(page)).toHaveText('2');

    await dialog.getByRole('button', { name: b.actions.clearAll }).click();
    confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(b.confirm.clearTitle);
    await confirm.getByRole('button', { name: b.confirm.confirm }).click();
    await expect(dialog.getByTestId('basket-empty')).toHaveText(b.empty);
    await expect(badge(page)).toHaveCount(0);
    // Reloaded once the backend has cleared the basket, not while its DELETE is on the way.
    await expect(confirm).toHaveCount(0);

    await page.reload();
    await expect(badge(page)).toHaveCount(0);
    await expect((await openBasket(page)).getByTestId('basket-empty')).toHaveText(b.empty);
  });
  test('offers deleted in the dialog read "Add to basket" again in the results at once: one, then all', async ({
    page,
  }) => {
    await signIn(page, await ownUser('ats_manager'));
    await page.getByTestId('search-submit').click();
    const hotels = page.getByTestId('search-results').getByTestId('hotel-result');
    const saveOf = (hotel: number) => hotels.nth(hotel).getByTestId('offer-row').first().getByTestId('save-offer');
    // Saved from the results, as an agent does: the rows themselves mark them saved.
    for (const hotel of [0, 1]) {
      await expect(saveOf(hotel)).toHaveText(ru.searchResults.offer.save);
      await saveOf(hotel).click();
      await expect(saveOf(hotel)).toHaveText(ru.searchResults.offer.saved);
    }
    await expect(badge(page)).toHaveText('2');

    const dialog = await openBasket(page);
    await expect(dialog.getByTestId('basket-offer')).toHaveCount(2);
    await dialog.getByRole('button', { name: b.actions.deleteOffer.replace('{index}', '1') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: b.confirm.confirm }).click();
    await expect(dialog.getByTestId('basket-offer')).toHaveCount(1);
    await expect(saveOf(0)).toHaveText(ru.searchResults.offer.save);
    await expect(saveOf(1)).toHaveText(ru.searchResults.offer.saved);

    await dialog.getByRole('button', { name: b.actions.clearAll }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: b.confirm.confirm }).click();
    await expect(dialog.getByTestId('basket-empty')).toHaveText(b.empty);
    await expect(saveOf(1)).toHaveText(ru.searchResults.offer.save);
    // The list empties at once (optimistic); the confirmation stays open, busy, until the backend
    // answers, and an Esc meanwhile is the busy confirmation's, which ignores it.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Back in the results, with no reload: both can be saved again.
    for (const hotel of [0, 1]) await expect(saveOf(hotel)).toBeEnabled();
    await saveOf(0).click();
    await expect(saveOf(0)).toHaveText(ru.searchResults.offer.saved);
    await expect(badge(page)).toHaveText('1');
  });
});
