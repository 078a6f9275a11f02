#!/usr/bin/env node
// A/B of what a browser's page view costs the portal, between two builds, for changes to what a page
// asks for after it has loaded (prefetching, lazy parts, polling):
//   node scripts/bench/ab-pageview.mjs <standalone dir A> <standalone dir B> [rounds=5]
// Copy `.next/standalone` of the build before the change somewhere (cp -a), build the change, and
// pass both folders. One demo backend (DEMO_LATENCY_MS=20) serves both portals, signed in as the
// demo agent with the seeded popup read. Each round, in ABBA order:
// - a desktop page view (1280×900, a fresh browser context: nothing cached) of the login page, tour
//   search, the journal and the notifications list, 3 s past `load`: the requests the page made, of
//   them Next's prefetches, and the portal's CPU time over the view (/proc);
// - the side menu's navigations search → journal → FAQ → search: click to the page's content drawn.
// Prints the medians. A tool, not a figure of the report.
import { abOrder, median, signedInPortal } from './ab.mjs';
import { launchBrowser } from '../load/browser.mjs';
import { readPopups } from './agent.mjs';
import { cpuMs } from './load.mjs';
import { startBackend } from './servers.mjs';

const [dirA, dirB, rounds = '5'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/bench/ab-pageview.mjs <standalone dir A> <standalone dir B> [rounds]');
  process.exit(1);
}
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const VIEWS = ['/auth/login', '/search/tour', '/orders', '/notifications/all'];
/** From the search page through the side menu: where to, and what shows the page is there. */
const HOPS = [
  ['/orders', '[data-testid="orders-table"]'],
  ['/faq', 'main h1'],
  ['/search/tour', '[data-testid="search-form"]'],
];

const backend = await startBackend({ env: { DEMO_LATENCY_MS: '20', DEMO_ACCESS_TTL_S: '86400' } });
const builds = { A: await signedInPortal(dirA, backend.url), B: await signedInPortal(dirB, backend.url) };
const browser = await launchBrowser();
/** `${what} ${build}` → one value per round. */
const results = new Map();
const record = (key, value) => results.set(key, [...(results.get(key) ?? []), value]);

async function context(build, signedIn) {
  const created = await browser.newContext(DESKTOP);
  if (signedIn) {
    const cookies = build.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: build.url };
    });
    await created.addCookies(cookies);
  }
  return created;
}

async function pageView(build, name, route) {
  const browserContext = await context(build, !route.startsWith('/auth/'));
  try {
    const page = await browserContext.newPage();
    let requests = 0;
    let prefetches = 0;
    page.on('request', (request) => {
      requests++;
      if (request.headers()['next-router-prefetch']) prefetches++;
    });
    const cpuBefore = cpuMs(build.pid);
    await page.goto(`${build.url}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    record(`${route} ${name}: portal CPU ms`, cpuMs(build.pid) - cpuBefore);
    record(`${route} ${name}: requests`, requests);
    record(`${route} ${name}: prefetches`, prefetches);
  } finally {
    await browserContext.close();
  }
}

async function navigations(build, name) {
  const browserContext = await context(build, true);
  try {
    const page = await browserContext.newPage();
    await page.goto(`${build.url}/search/tour`, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    for (const [to, drawn] of HOPS) {
      const started = Date.now();
      await page.locator(`#side-menu a[href="${to}"]`).click();
      await page.waitForURL(`${build.url}${to}`);
      await page.locator(drawn).first().waitFor();
      record(`menu → ${to} ${name}: ms`, Date.now() - started);
      await page.waitForTimeout(2500);
    }
  } finally {
    await browserContext.close();
  }
}

try {
  // One backend and one agent: the popups read through A are read for B as well.
  await readPopups(builds.A.url, builds.A.cookie);
  for (let round = 0; round < Number(rounds); round++) {
    for (const name of abOrder(round)) {
      for (const route of VIEWS) await pageView(builds[name], name, route);
      await navigations(builds[name], name);
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
  for (const [key, values] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${key}: median ${median(values)} (${values.join(', ')})`);
  }
} finally {
  await browser.close();
  for (const build of Object.values(builds)) await build.stop();
  await backend.stop();
}
