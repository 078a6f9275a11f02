import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatPrice } from '@/lib/format/price';
import { OFFERS_PDF_NAME, SAVED_OFFERS_CURRENCY, type SavedOffer } from '@/lib/schemas/saved-offers';
import en from '@/messages/en';
import ru from '@/messages/ru';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { PRINT_CONTACTS } from './support/offers-pdf-fixture';

/**
 * POST /api/search/offers/print through the real BFF against the real demo backend. The BFF runs
 * in a child process (support/offers-pdf-runner.mts): @react-pdf/renderer cannot load in jest.
 * Asynchronous on purpose: the demo backend answers from this process while the runner waits.
 */
const run = promisify(execFile);
const ROOT = process.cwd();
/** A reviewer's look at the first page; kept after the run (artifacts/ is git-ignored). */
const ARTIFACTS = path.join(ROOT, 'artifacts', 'offers-pdf');

interface Printed {
  status: number;
  headers: Record<string, string>;
  body?: { error: string; message: string; errors?: Record<string, string[]>; redirect?: string };
}
interface RunResult {
  basket: SavedOffer[];
  ru: Printed;
  en: Printed;
  invalid: Printed;
  anonymous: Printed;
}

let backend: DemoBackend;
let out: string;
let result: RunResult;
const text: Record<'ru' | 'en', string> = { ru: '', en: '' };

/** pdftotext writes the no-break spaces of "1 074 €" as plain spaces. */
const price = (offer: SavedOffer, locale: string) =>
  formatPrice(offer.price, SAVED_OFFERS_CURRENCY, locale).replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  backend = await startDemoBackend();
  out = mkdtempSync(path.join(tmpdir(), 'offers-pdf-'));
  await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tests/integration/support/offers-pdf-runner.mts'), backend.url, out],
    {
      cwd: ROOT,
      timeout: 90_000,
    },
  );
  result = JSON.parse(readFileSync(path.join(out, 'result.json'), 'utf8')) as RunResult;
  for (const locale of ['ru', 'en'] as const) {
    text[locale] = execFileSync('pdftotext', ['-layout', path.join(out, `${locale}.pdf`), '-']).toString('utf8');
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const locale of ['ru', 'en'] as const) {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(out, `${locale}.pdf`),
      path.join(ARTIFACTS, `offers-${locale}`),
    ]);
  }
}, 120_000);

afterAll(async () => {
  await backend?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('POST /api/search/offers/print: the branded saved-offers PDF', () => {
  it('answers a PDF download named offer_{date}_{time}.pdf with the API headers', () => {
    for (const printed of [result.ru, result.en]) {
      expect(printed.status).toBe(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
      const name = /^attachment; filename="([^"]+)"$/.exec(printed.headers['content-disposition'] ?? '')?.[1];
      expect(name).toMatch(OFFERS_PDF_NAME);
      expect(printed.headers['cache-control']).toBe('no-store');
      expect(printed.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(readFileSync(path.join(out, 'ru.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints every saved offer with its hotel and the agency’s price, the raised one included', () => {
    expect(result.basket).toHaveLength(3);
    const raised = result.basket[0]!;
    expect(raised.price).toBe(raised.search_result.price.amount + 150);
    for (const offer of result.basket) {
      expect(text.ru).toContain(offer.search_result.accommodation.hotel.name);
      expect(text.ru).toContain(price(offer, 'ru'));
      expect(text.en).toContain(price(offer, 'en'));
    }
  });

  it('carries the theme’s name and the contacts from the body, Cyrillic and Romanian letters exact', () => {
    for (const locale of ['ru', 'en'] as const) {
      expect(text[locale]).toContain('Nistru Voyage');
      for (const value of Object.values(PRINT_CONTACTS)) expect(text[locale]).toContain(value);
    }
    for (const word of ['Călătorii', 'în', 'țară', 'și', 'Ștefan', 'Sfânt', 'Chișinău', 'Агентство', '«Нистру»'])
      expect(text.ru).toContain(word);
    for (const letter of ['ș', 'ț', 'ă', 'â', 'î', 'Ș']) expect(text.ru).toContain(letter);
  });

  it('is written in the user’s language: the Russian headings, then English ones with Latin "y" intact', () => {
    expect(text.ru).toContain(ru.basket.pdf.heading);
    expect(text.ru).toContain(ru.basket.pdf.contacts.toUpperCase());
    expect(text.ru).toMatch(/Страница 1 из \d/);
    expect(text.en).toContain(en.basket.pdf.heading);
    expect(text.en).toMatch(/Page 1 of \d/);
    // Rendered after the Russian one in the same process: DejaVu shares the y/у glyph.
    expect(text.en).toContain('Nistru Voyage');
    expect(text.en).toContain('Availability and the final price');
    expect(text.en).not.toContain('Voуage');
  });

  it('refuses bad contacts with 422 and field texts in the user’s language', () => {
    expect(result.invalid.status).toBe(422);
    expect(result.invalid.headers['content-type']).toMatch(/^application\/json/);
    expect(result.invalid.body).toEqual({
      error: 'Eroare de validare',
      message: 'Verificați contactele agenției pentru PDF.',
      errors: { title: ['Verificați acest câmp'], email: ['Cel mult 120 de caractere'] },
    });
  });

  it('refuses a caller without a session with 401 and the way to the login page', () => {
    expect(result.anonymous.status).toBe(401);
    expect(result.anonymous.body?.redirect).toBe('/auth/login');
  });
});
