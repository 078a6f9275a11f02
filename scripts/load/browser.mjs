// What a browser shows: a server render that failed reaches the browser as an error digest in the
// RSC payload (lib/errors/page-error.ts), and only the client's error boundary turns it into the
// error page. So the fault checks look at the page in Debian's Chromium, as a user would.
import { chromium } from '@playwright/test';

/** Debian's Chromium unless CHROMIUM_PATH names another (scripts/ensure-tools.sh installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** The code of the error page `path` shows with the cookies of `jar` (data-code: 500, 888 …), or null when none shows. */
export async function shownErrorCode(browser, baseUrl, jar, path) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  try {
    await context.addCookies([...jar.values].map(([name, value]) => ({ name, value, url: baseUrl })));
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    const errorPage = page.getByTestId('error-page');
    await errorPage.waitFor({ timeout: 20_000 }).catch(() => undefined);
    return (await errorPage.count()) > 0 ? await errorPage.getAttribute('data-code') : null;
  } finally {
    await context.close();
  }
}
