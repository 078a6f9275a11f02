import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { signIn } from './helpers';

// The server-rendered HTML of the main pages passes the Nu Html Checker: vnu-jar on
// the machine's Java, run once over every page, errors only (warnings may stay).

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
/** Checked with the pages: its one error proves vnu ran and its report is read. */
const CANARY =
  '<!DOCTYPE html><html lang="en"><head><title>canary</title></head><body><ul><p>not a list item</p></ul></body></html>';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs vnu on the files; its JSON report goes to stderr. */
function validate(files: string[]): VnuMessage[] {
  const run = spawnSync('java', ['-jar', VNU, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

test('the HTML of login, forgot password, search, notifications, journal, news, a news item, the rules, a rule, the FAQ, the documents, booking and 404 has no Nu Html Checker errors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // A real search, so the search page's URL carries a query and the booking page has an offer.
  await page.getByTestId('search-submit').click();
  const book = page.getByTestId('hotel-result').first().getByTestId('book-offer').first();
  await expect(book).toBeVisible();
  const signedIn = page.request;
  const pages: [name: string, client: APIRequestContext, path: string, status: number][] = [
    // `request` has no session: the auth screens are for signed-out users.
    ['login', request, '/auth/login', 200],
    ['forgot-password', request, '/auth/forgot', 200],
    ['search', signedIn, new URL(page.url()).pathname + new URL(page.url()).search, 200],
    ['notifications', signedIn, '/notifications/all', 200],
    ['orders', signedIn, '/orders', 200],
    // The news with a search (its marks) and an item whose text has subheadings.
    ['news', signedIn, `/publications?q=${encodeURIComponent('чартер')}`, 200],
    ['news-item', signedIn, '/publications/1', 200],
    // The rules with a search (its marks, a table's cells) and a rule's page; the FAQ searched; the files.
    ['rules', signedIn, `/rules?q=${encodeURIComponent('штраф')}`, 200],
    ['rule', signedIn, '/rules/1', 200],
    ['faq', signedIn, `/faq?q=${encodeURIComponent('виза')}`, 200],
    ['documents', signedIn, '/documents', 200],
    ['booking', signedIn, (await book.getAttribute('href'))!, 200],
    ['not-found', signedIn, '/no-such-page', 404],
  ];

  const folder = mkdtempSync(path.join(tmpdir(), 'portal-vnu-'));
  try {
    const canary = path.join(folder, 'canary.html');
    writeFileSync(canary, CANARY);
    const files = new Map<string, string>([[`file:${canary}`, 'canary']]);
    for (const [name, client, url, status] of pages) {
      const response = await client.get(url, { maxRedirects: 0 });
      expect(response.status(), `${name} ${url}`).toBe(status);
      const file = path.join(folder, `${name}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, `${name} (${url})`);
    }
    const errors = validate([...files.keys()].map((url) => url.slice('file:'.length)))
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${files.get(message.url ?? '') ?? message.url}, line ${message.lastLine}: ${message.message} [${message.extract?.trim() ?? ''}]`,
      );
    expect(
      errors.filter((error) => error.startsWith('canary')),
      'vnu reports the canary',
    ).toEqual([expect.stringContaining('Element “p” not allowed as child of element “ul”')]);
    expect(errors.filter((error) => !error.startsWith('canary'))).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
