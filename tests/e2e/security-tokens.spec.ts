import { expect, test, type APIResponse, type BrowserContext, type Response } from '@playwright/test';
import { unsealSession, sessionCookieName } from '@/lib/session';
import { E2E_SESSION_SECRET } from '../../scripts/e2e-secret.mjs';
import { DEMO_PASSWORD, login } from './helpers';
import { PORTAL_URL } from './ports';

/**
 * No token anywhere a script can read (docs/testing.md, "Security"): signed in as each demo role, every page
 * the menu links to and the main pages are loaded in the browser, each is fetched again as an RSC
 * payload, and every same-origin answer on the way (HTML, RSC, the API JSON the pages fetch) is
 * searched for the session's access and refresh tokens and for anything shaped like a JWT.
 */
const ROLES = ['agent', 'manager', 'director', 'office', 'subpartition', 'ats'];
/**
 * Any JWT: `eyJ` (a base64url JSON header), a dot, the payload, a dot. Not `eyJ` alone, which a
 * page's random CSP nonce holds now and then ("pJ9+IB4bux8MHeyJygKDvw==" failed a CI run).
 */
const JWT_SHAPE = /eyJ[\w-]{8,}\.[\w-]{8,}\./;
const MAIN_PAGES = ['/', '/notifications', '/profile', '/search/tour', '/orders', '/publications'];

/** The tokens sealed in this browser's session cookie, opened with the e2e server's secret. */
async function sessionTokens(context: BrowserContext): Promise<string[]> {
  const name = sessionCookieName(false);
  const cookie = (await context.cookies()).find((c) => c.name === name);
  expect(cookie?.httpOnly).toBe(true);
  const data = await unsealSession(cookie?.value, { password: E2E_SESSION_SECRET, secure: false, ttlSeconds: 3600 });
  if (!data) throw new Error('the session cookie does not open with the e2e secret');
  return [data.accessToken, data.refreshToken];
}

/** Every `link` in the navigation tree. */
function menuLinks(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: { link?: unknown; children?: unknown }) => [
    ...(typeof item.link === 'string' && item.link.startsWith('/') ? [item.link] : []),
    ...menuLinks(item.children),
  ]);
}

for (const role of ROLES) {
  test(`${role}: no token in any page, RSC payload or API answer`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const bodies: { url: string; text: string }[] = [];
    const pending: Promise<void>[] = [];
    const keep = (url: string, read: Promise<string>) =>
      pending.push(read.then((text) => void bodies.push({ url, text })).catch(() => undefined));
    // Everything the browser receives from the portal: documents, RSC, JSON (scripts are static files).
    page.on('response', (response: Response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.url().startsWith(PORTAL_URL) && /html|json|x-component|text\/plain/.test(type)) {
        keep(`${response.request().method()} ${response.url()}`, response.text());
      }
    });

    await login(page, `${role}@demo.travel`);
    // The login answer itself (the form's one is gone by the time the browser has navigated on):
    // signing in again in the same browser replaces the session, whose tokens are then the ones sought.
    const again = await page.request.post('/api/jwt/login', {
      headers: { 'x-csrf': '1' },
      data: { login: `${role}@demo.travel`, password: DEMO_PASSWORD },
    });
    expect(again.status()).toBe(200);
    const direct = (url: string, answer: APIResponse) => keep(`${url} (direct)`, answer.text());
    direct('POST /api/jwt/login', again);
    const [accessToken, refreshToken] = await sessionTokens(context);
    expect(accessToken?.length).toBeGreaterThan(20);
    expect(refreshToken?.length).toBeGreaterThan(20);

    const navigation = await page.request.get('/api/v1/core/navigation', { headers: { 'x-csrf': '1' } });
    expect(navigation.status()).toBe(200);
    direct('GET /api/v1/core/navigation', navigation);
    const links = menuLinks(((await navigation.json()) as { data: unknown }).data);
    expect(links.length).toBeGreaterThan(3);
    const pages = [...new Set([...MAIN_PAGES, ...links])];

    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The payload a client-side navigation or prefetch fetches.
      direct(
        `RSC ${path}`,
        await page.request.get(`${path}${path.includes('?') ? '&' : '?'}_rsc=sec1`, { headers: { RSC: '1' } }),
      );
      direct(`prefetch ${path}`, await page.request.get(path, { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }));
      // Script-readable storage: cookies without HttpOnly, local and session storage.
      const readable = await page.evaluate(() =>
        [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n'),
      );
      bodies.push({ url: `storage on ${path}`, text: readable });
    }
    direct('GET /api/jwt/user', await page.request.get('/api/jwt/user', { headers: { 'x-csrf': '1' } }));
    await Promise.all(pending);

    // The crawl saw real content: every page, its RSC payload and the API calls.
    expect(bodies.filter((b) => b.url.startsWith('RSC ')).length).toBe(pages.length);
    expect(bodies.filter((b) => b.url.includes('/api/')).length).toBeGreaterThanOrEqual(3);
    const leaks = bodies
      .filter(({ text }) => text.includes(accessToken!) || text.includes(refreshToken!) || JWT_SHAPE.test(text))
      .map(({ url }) => url);
    console.info(`${role}: ${pages.length} pages, ${bodies.length} answers searched, ${leaks.length} with a token`);
    expect(leaks).toEqual([]);
  });
}
