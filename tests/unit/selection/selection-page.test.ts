import { checkSameOrigin } from '@/lib/bff/csrf';
import { closedPage, notFoundPage, selectionPage, tooManyPage } from '@/components/selection/pages';
import type { SelectionPageContext } from '@/components/selection/document';
import { publicOfferOf, type PublicSharedSelection } from '@/lib/schemas/shared-selections';
import { answerFormOf } from '@/lib/selection/answer';
import { documentHtml } from '@/lib/selection/document-html';
import { selectionLocale, selectionText } from '@/lib/selection/locale';
import { themeById } from '@/themes';
import { savedOffer } from '../fixtures/saved-offers';

// The client's page of a selection (docs/product.md "Client selections"): what a card shows and
// never shows, the preview tags, the language it speaks, the answer form.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz-_abcd';
const contacts = {
  title: 'Nistru Voyage',
  address: 'str. Ismail 1, Chișinău',
  phone: '+373 22 210 100',
  email: 'hi@nistru.md',
};

/** A saved offer as the backend holds it: the agent's price 1 777, the operator's 1 234, a net price and a commission. */
const agencyOffer = () => ({
  ...savedOffer({ price: 1777, original: 1234 }),
  net_price: 1099,
  commission: { percent: 10, amount: 123.4 },
});

function selection(overrides: Partial<PublicSharedSelection> = {}): PublicSharedSelection {
  return {
    agency: { theme: 'nistru', contacts },
    note: 'Hello Ana,\nthese two are the best <b>for you</b>.',
    valid_until: '2026-12-07T08:00:00.000Z',
    offers: [
      publicOfferOf(agencyOffer(), 1, { status: 'available' }),
      publicOfferOf(agencyOffer(), 2, {
        status: 'changed',
        price: { amount: 1888, currency: 'EUR' },
        since: '2026-11-28',
      }),
      publicOfferOf({ ...agencyOffer(), search_result: { ...agencyOffer().search_result, tickets: {} } }, 3, {
        status: 'gone',
      }),
    ],
    ...overrides,
  };
}

async function context(locale: 'en' | 'ru' | 'ro' | 'ua' = 'en'): Promise<SelectionPageContext> {
  return {
    text: await selectionText(locale),
    theme: themeById('nistru'),
    origin: 'https://b2b.nistruvoyage.md',
    path: `/selection/${TOKEN}`,
    nonce: 'n0nce',
  };
}

const cardOf = (page: string, position: number) => {
  const start = page.indexOf(`id="offer-${position}"`);
  const end = page.indexOf('</li>', page.indexOf('</article>', start));
  return page.slice(start, end);
};

describe('the client’s page of a selection', () => {
  it('shows each offer: hotel, stars, place, dates, nights, room, placement, meal, flights, includes, the agent’s price', async () => {
    const page = await documentHtml(selectionPage(await context(), selection(), { token: TOKEN, answered: null }));
    const card = cardOf(page, 1);
    expect(card).toContain('Sunrise Beach');
    expect(card).toContain('aria-label="4 stars"');
    expect(card).toContain('Kemer, Turkey');
    expect(card).toContain('12.06.2026 – 19.06.2026, 7 nights');
    expect(card).toContain('Standard sea view');
    expect(card).toContain('2 adults');
    expect(card).toContain('All inclusive');
    expect(card).toContain('RU 7501, 12.06.2026 08:15 → 10:40, Chișinău (KIV) → Antalya (AYT), Air Moldova');
    expect(card).toContain('RU 7502, 19.06.2026 23:30 → 20.06.2026 01:10');
    expect(card).toContain('<li>Medical insurance</li>');
    expect(card).toContain('1,777\u00a0€');
    expect(card).toContain('alt="Sunrise Beach"');
    expect(card).not.toContain('loading="lazy"');
    expect(cardOf(page, 2)).toContain('loading="lazy"');
    expect(card).toContain('action="/selection/AbCdEfGhIjKlMnOpQrStUvWxYz-_abcd/answer"');
  });

  it('never shows the net price, the commission or the operator’s original price', async () => {
    const page = await documentHtml(selectionPage(await context(), selection(), { token: TOKEN, answered: null }));
    for (const figure of ['1099', '1,099', '1 099', '1234', '1,234', '123.4', '123,4', 'commission', 'net'])
      expect(page).not.toContain(figure);
  });

  it('shows a changed price as the current one with its date, and a gone offer without the form', async () => {
    const page = await documentHtml(selectionPage(await context(), selection(), { token: TOKEN, answered: null }));
    const changed = cardOf(page, 2);
    expect(changed).toContain('1,888\u00a0€');
    expect(changed).not.toContain('1,777');
    expect(changed).toContain('Price changed since 28.11.2026');
    const gone = cardOf(page, 3);
    expect(gone).toContain('This offer is no longer available');
    expect(gone).not.toContain('<form');
    expect(gone).toContain('Hotel only, no flights');
    expect(gone).not.toContain('<li>Flights</li>');
  });

  it('escapes the agent’s note and keeps its line breaks, and shows the validity and the agency’s contacts', async () => {
    const page = await documentHtml(selectionPage(await context(), selection(), { token: TOKEN, answered: null }));
    expect(page).toContain('Hello Ana,\nthese two are the best &lt;b&gt;for you&lt;/b&gt;.');
    expect(page).toContain('class="note"');
    expect(page).toContain('Valid until 07.12.2026');
    expect(page).toContain('<a href="tel:+37322210100">+373 22 210 100</a>');
    expect(page).toContain('<a href="mailto:hi@nistru.md">hi@nistru.md</a>');
    expect(page).toContain('str. Ismail 1, Chișinău');
  });

  it('has the preview tags with absolute URLs, noindex, the nonce’d stylesheet and no script', async () => {
    const page = await documentHtml(selectionPage(await context(), selection(), { token: TOKEN, answered: null }));
    expect(page.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).toContain('<meta property="og:title" content="Nistru Voyage: Sunrise Beach"/>');
    expect(page).toContain('<meta property="og:image" content="https://b2b.nistruvoyage.md/themes/nistru/logo.svg"/>');
    expect(page).toContain(`<meta property="og:url" content="https://b2b.nistruvoyage.md/selection/${TOKEN}"/>`);
    expect(page).toMatch(
      /<meta property="og:description" content="Sunrise Beach, Kemer, Turkey · 12.06.2026 – 19.06.2026, 7 nights · 1,777\u00a0€"\/>/,
    );
    expect(page).toContain('<meta name="twitter:card" content="summary"/>');
    expect(page).toContain('<meta name="viewport"');
    expect(page).toContain('<style nonce="n0nce">');
    expect(page).toContain('--brand:#0f766e');
    expect(page).not.toContain('<script');
    expect(page).toContain('<title>Offers from Nistru Voyage</title>');
  });

  it('speaks the client’s language, with the switcher as plain links', async () => {
    const page = await documentHtml(selectionPage(await context('ua'), selection(), { token: TOKEN, answered: null }));
    expect(page.startsWith('<!DOCTYPE html><html lang="uk">')).toBe(true);
    expect(page).toContain('7 ночей');
    expect(page).toContain('Ціна змінилася з 28.11.2026');
    expect(page).toContain(`href="/selection/${TOKEN}?lang=ro"`);
    expect(page).toMatch(/lang=ua"[^>]*aria-current="true"/);
  });

  it('shows the thank-you on the answered card instead of its form', async () => {
    const page = await documentHtml(selectionPage(await context(), selection(), { token: TOKEN, answered: 1 }));
    expect(cardOf(page, 1)).toContain(
      '<p class="thanks" role="status">Thank you! Your travel agent will call you back.</p>',
    );
    expect(cardOf(page, 1)).not.toContain('<form');
    expect(cardOf(page, 2)).toContain('<form');
  });

  it('keeps what was typed and shows each error beside its field', async () => {
    const body = new FormData();
    body.set('position', '2');
    body.set('name', 'Ana "Maria"');
    body.set('phone_country', 'ro');
    body.set('phone', '123');
    const form = answerFormOf(body);
    expect(form.request).toEqual({ position: 2, name: 'Ana "Maria"', phone: '+40123', messenger: '' });
    const page = await documentHtml(
      selectionPage(await context(), selection(), {
        token: TOKEN,
        answered: null,
        form: { ...form.state, errors: { phone: ['Enter the full phone number for the chosen country'] } },
      }),
    );
    const card = cardOf(page, 2);
    expect(card).toContain('value="Ana &quot;Maria&quot;"');
    expect(card).toContain('<option value="ro" selected="">');
    expect(card).toContain(
      '<p class="error" id="a2-phone-error">Enter the full phone number for the chosen country</p>',
    );
    expect(card).toMatch(/id="a2-phone"[^>]*aria-invalid="true"[^>]*aria-describedby="a2-phone-hint a2-phone-error"/);
    expect(cardOf(page, 1)).not.toContain('class="error"');
  });

  it('shows a closed link with the agency’s contacts, and an unknown one as not found', async () => {
    const closed = await documentHtml(
      closedPage(await context('ro'), { reason: 'revoked', agency: { theme: 'nistru', contacts } }),
    );
    expect(closed).toContain('Această selecție nu mai este disponibilă');
    expect(closed).toContain('tel:+37322210100');
    const missing = await documentHtml(notFoundPage(await context('ru')));
    expect(missing).toContain('Подборка не найдена');
    expect(missing).not.toContain('og:title');
  });

  it('tells how long to wait after too many requests, as the backend said, in the client’s language', async () => {
    expect(await documentHtml(tooManyPage(await context('en'), 90))).toContain('Try again in 2 minutes.');
    expect(await documentHtml(tooManyPage(await context('ru'), 45))).toContain('Попробуйте через 45 секунд.');
    expect(await documentHtml(tooManyPage(await context('ua'), 120))).toContain('Спробуйте через 2 хвилини.');
    // A backend that sent no Retry-After.
    expect(await documentHtml(tooManyPage(await context('ro')))).toContain('Încercați din nou peste câteva minute.');
  });
});

describe('the page’s language', () => {
  it('takes ?lang= over the cookie, the cookie over Accept-Language, and ru last', () => {
    expect(selectionLocale({ lang: 'ro', cookie: 'en', acceptLanguage: 'uk' })).toEqual({ locale: 'ro', chosen: true });
    expect(selectionLocale({ lang: 'xx', cookie: 'en', acceptLanguage: 'uk' })).toEqual({
      locale: 'en',
      chosen: false,
    });
    expect(selectionLocale({ lang: null, cookie: undefined, acceptLanguage: 'uk-UA,uk;q=0.9' })).toEqual({
      locale: 'ua',
      chosen: false,
    });
    expect(selectionLocale({ lang: null, cookie: undefined, acceptLanguage: 'de' })).toEqual({
      locale: 'ru',
      chosen: false,
    });
  });
});

describe('the answer’s post', () => {
  const post = (headers: Record<string, string>) => ({
    url: 'http://0.0.0.0:3000/selection/x/answer',
    headers: new Headers({ host: 'b2b.nistruvoyage.md', ...headers }),
  });

  it('is taken from the page’s own origin without x-csrf (a plain form), and refused from another site', () => {
    expect(checkSameOrigin(post({ origin: 'http://b2b.nistruvoyage.md', 'sec-fetch-site': 'same-origin' })).ok).toBe(
      true,
    );
    expect(checkSameOrigin(post({ origin: 'https://b2b.nistruvoyage.md', 'x-forwarded-proto': 'https' })).ok).toBe(
      true,
    );
    expect(checkSameOrigin(post({ origin: 'https://evil.example' })).ok).toBe(false);
    expect(checkSameOrigin(post({ 'sec-fetch-site': 'cross-site' })).ok).toBe(false);
    expect(checkSameOrigin(post({ 'sec-fetch-site': 'same-site' })).ok).toBe(false);
  });
});
