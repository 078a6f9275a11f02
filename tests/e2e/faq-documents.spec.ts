import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { expectCards, signIn } from './helpers';
import { PORTAL_URL } from './ports';
import { seedDocuments } from '../../demo-backend/src/db/content/documents';
import { documentGroupsSchema, faqSchema, type AgencyDocument, type FaqTopic } from '../../lib/schemas/content';
import { contentSearch } from '../../lib/shared/content-search';
import ru from '../../messages/ru';
import ro from '../../messages/ro';
import ua from '../../messages/ua';

// The FAQ and the agency's documents (docs/product.md §10 "The operator's content"): an agent
// opens an answer from its link, searches, and downloads a file whose text is read back; the same
// in ro and ua. Reads only (a download renders a PDF the backend keeps, the same for every run).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const CATALOGUES = { ru, ro, ua } as const;
type Lang = keyof typeof CATALOGUES;

async function setLocale(context: BrowserContext, locale: Lang) {
  await context.addCookies([{ name: 'locale', value: locale, url: PORTAL_URL }]);
}

/** The FAQ as the signed-in user's language has it (the BFF sends the locale on). */
async function faq(page: Page, q = ''): Promise<FaqTopic[]> {
  const answer = await page.request.get(`/api/v1/faq${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
    headers: { 'x-csrf': '1' },
  });
  expect(answer.ok()).toBe(true);
  return faqSchema.parse(await answer.json()).data;
}

async function documents(page: Page): Promise<AgencyDocument[]> {
  const answer = await page.request.get('/api/v1/documents', { headers: { 'x-csrf': '1' } });
  expect(answer.ok()).toBe(true);
  return documentGroupsSchema.parse(await answer.json()).data.flatMap((group) => group.documents);
}

/** A word of at least five letters from the text (to search for), lower-cased. */
function wordOf(text: string): string {
  const word = text.split(/[^\p{L}]+/u).find((part) => part.length >= 5);
  expect(word, `a searchable word in "${text}"`).toBeTruthy();
  return word!.toLowerCase();
}

/** The text of the PDF the seed renders for this file (the agency contract is the agency's own). */
function seededTitle(fileName: string): string {
  const seeded = seedDocuments(() => '').find((doc) => doc.file_name === fileName);
  expect(seeded?.content, fileName).toBeTruthy();
  return seeded!.content!.title;
}

/** Downloads the file through its row's button; checks the name, the PDF header, the listed size and the text. */
async function downloadAndRead(page: Page, doc: AgencyDocument, downloadLabel: string) {
  const row = page.locator(`[data-document="${doc.id}"]`);
  const button = row.getByRole('button', { name: downloadLabel.replace('{title}', doc.title) });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(doc.file_name);
  const where = (await file.path())!;
  const bytes = await readFile(where);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBe(doc.size);
  const text = execFileSync('pdftotext', ['-layout', where, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(seededTitle(doc.file_name).replace(/\s+/g, ' '));
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(row.getByRole('alert')).toHaveCount(0);
}

test('an agent copies the link to a FAQ answer; opened from it, the answer is open and in view', async ({
  page,
  context,
}) => {
  await signIn(page);
  const topics = await faq(page);
  expect(topics.length).toBeGreaterThan(1);
  // An answer far down the page, so being in view means the page scrolled to it.
  const lastTopic = topics[topics.length - 1]!;
  const entry = lastTopic.entries[lastTopic.entries.length - 1]!;

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.faq.title })).toBeVisible();
  await expect(page.getByTestId('faq-entry')).toHaveCount(topics.reduce((sum, topic) => sum + topic.entries.length, 0));
  const details = page.locator(`details[id="${entry.slug}"]`);
  await expect(details).not.toHaveAttribute('open');

  // The disclosure from the keyboard: Enter opens it, Space closes it, Enter again.
  const summary = details.locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open');
  await expect(details.getByTestId('faq-answer')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open');

  const copy = details.getByRole('button', { name: ru.faq.copyLink });
  await expect(copy).toHaveAttribute('data-tooltip', ru.faq.copyLink);
  await copy.click();
  await expect(copy).toHaveAttribute('data-tooltip', ru.alerts.success.linkCopied);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/faq#${entry.slug}`);

  // A colleague opens the link: that answer, and only it, is open, and in view.
  const other = await context.newPage();
  await other.bringToFront();
  await other.goto(link);
  const target = other.locator(`details[id="${entry.slug}"]`);
  await expect(target).toHaveAttribute('open');
  await expect(target.locator('summary')).toBeInViewport();
  await expect(target.locator('summary')).toBeFocused();
  await expect(target.getByTestId('faq-answer')).toBeVisible();
  await expect(other.locator('details[open]')).toHaveCount(1);
  await expect(other.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await other.close();
});

test('an agent searches the FAQ: the query is in the URL, the found answers open with the matches marked; no match says so', async ({
  page,
}) => {
  await signIn(page);
  const [firstTopic] = await faq(page);
  const word = wordOf(firstTopic!.entries[0]!.question);
  const expected = (await faq(page, word)).flatMap((topic) => topic.entries);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/faq');
  await page.getByRole('searchbox', { name: ru.faq.searchLabel }).fill(word);
  await page.getByRole('button', { name: ru.faq.search }).click();
  await expect(page).toHaveURL(new RegExp(`/faq\\?q=${encodeURIComponent(word)}$`));
  const entries = page.getByTestId('faq-entry');
  await expect(entries).toHaveCount(expected.length);
  await expect(page.locator('details[data-testid="faq-entry"]:not([open])')).toHaveCount(0);
  const marks = page.locator('[data-testid="faq-entry"] mark');
  await expect(marks.first()).toBeVisible();
  // Each mark is a word the search found: the word or another form of it.
  const search = contentSearch(word, 'ru');
  for (const mark of await marks.all()) expect(search.marked((await mark.textContent())!)).toHaveLength(1);

  // The URL is the search: reloading it shows the same.
  await page.reload();
  await expect(entries).toHaveCount(expected.length);
  await expect(page.getByRole('searchbox', { name: ru.faq.searchLabel })).toHaveValue(word);

  await page.getByRole('searchbox', { name: ru.faq.searchLabel }).fill('qqzzxxq');
  await page.getByRole('searchbox', { name: ru.faq.searchLabel }).press('Enter');
  await expect(page).toHaveURL(/\/faq\?q=qqzzxxq$/);
  await expect(page.getByTestId('faq-empty')).toHaveText(ru.common.noOptions);
  await expect(entries).toHaveCount(0);

  await page.getByRole('link', { name: ru.faq.clear }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('searchbox', { name: ru.faq.searchLabel })).toHaveValue('');
  await expect(entries.first()).toBeVisible();

  // By word stems: "младенец" finds the answer that says "младенцы", and marks that word.
  await page.goto(`/faq?q=${encodeURIComponent('младенец')}`);
  const age = entries.filter({ hasText: 'Как считается возраст ребёнка?' });
  await expect(age.locator('mark')).toHaveText(['младенцы']);
});

test('an agent downloads a document: the file under its name, a real PDF of the listed size, its text read back', async ({
  page,
}) => {
  await signIn(page);
  const docs = await documents(page);
  expect(docs.length).toBeGreaterThanOrEqual(12);
  const priceList = docs.find((doc) => doc.kind === 'price_list')!;

  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.documents.title })).toBeVisible();
  await expect(page.getByTestId('document-row')).toHaveCount(docs.length);
  const row = page.locator(`[data-document="${priceList.id}"]`);
  await expect(row).toContainText(priceList.title);
  await expect(row).toContainText(priceList.description);
  await downloadAndRead(page, priceList, ru.documents.downloadNamed);
  await expect(row.getByRole('status')).toHaveText(ru.documents.saved.replace('{name}', priceList.file_name));
});

test('printed, the documents page says printing is unavailable and the FAQ prints its answers without the menu', async ({
  page,
}) => {
  await signIn(page);
  await page.emulateMedia({ media: 'print' });
  await page.goto('/documents');
  await expect(page.getByTestId('print-unavailable')).toHaveText(ru.common.printUnavailable);
  await expect(page.getByTestId('document-row').first()).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.documents.title })).toBeVisible();

  await page.goto('/faq');
  await expect(page.getByTestId('faq-entry').first()).toBeVisible();
  await expect(page.getByTestId('print-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/documents');
  await expect(page.getByTestId('print-unavailable')).toBeHidden();
  await expect(page.getByTestId('document-row').first()).toBeVisible();
});

test('on a phone (390×844) the documents are a card each with labelled values, and neither page scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'agent@demo.travel', '/documents');
  const table = page.getByTestId('document-row').first().locator('xpath=ancestor::table');
  await expect(table).toBeVisible();
  await expectCards(table, 'the documents');
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.goto('/faq');
  await expect(page.getByTestId('faq-entry').first()).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
});

for (const locale of ['ro', 'ua'] as const) {
  test(`${locale}: the FAQ opens from a link and searches, the documents list and download, in ${locale}`, async ({
    page,
    context,
  }) => {
    const m = CATALOGUES[locale];
    // Signed in through the Russian form, then reading in the chosen language.
    await signIn(page);
    await setLocale(context, locale);
    const topics = await faq(page);
    const entry = topics[1]!.entries[0]!;

    await page.goto(`/faq#${entry.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: m.pages.faq.title })).toBeVisible();
    const details = page.locator(`details[id="${entry.slug}"]`);
    await expect(details).toHaveAttribute('open');
    await expect(details.locator('summary')).toHaveText(entry.question);
    await expect(details.locator('summary')).toBeInViewport();

    const word = wordOf(entry.question);
    await page.getByRole('searchbox', { name: m.faq.searchLabel }).fill(word);
    await page.getByRole('button', { name: m.faq.search }).click();
    await expect(page).toHaveURL(new RegExp(`/faq\\?q=${encodeURIComponent(word)}$`));
    await expect(page.locator(`details[id="${entry.slug}"] summary mark`).first()).toBeVisible();
    await expect(page.getByTestId('faq-entry')).toHaveCount(
      (await faq(page, word)).flatMap((topic) => topic.entries).length,
    );
    await page.goto('/faq?q=qqzzxxq');
    await expect(page.getByTestId('faq-empty')).toHaveText(m.common.noOptions);

    const docs = await documents(page);
    const memo = docs.find((doc) => doc.kind === 'memo')!;
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: m.pages.documents.title })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: m.documents.columns.size }).first()).toBeVisible();
    await expect(page.locator(`[data-document="${memo.id}"]`)).toContainText(memo.title);
    await downloadAndRead(page, memo, m.documents.downloadNamed);
  });
}
