#!/usr/bin/env node
// Pages on a slow connection (docs/performance.md "Slow connections"): the journal, the flight list,
// the sales report, the tour search and the tour booking page, each loaded by Chromium with nothing
// cached over Lighthouse's slow-4G profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
// For each: first contentful paint; when the page's filters work (at first paint when they are a
// plain GET form in the server's HTML, else when React has hydrated them); when the page is fully
// interactive (its marker element hydrated); the script it fetched. Medians of `runs`.
//
//   node scripts/bench/slow-network.mjs [--runs N] [--portal URL --backend URL]
//
// Without --portal/--backend it starts the demo backend on a fresh database and the production
// build's standalone server (`npm run build` first). `npm run bench` runs it too.
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { portalCookie, readPopups } from './agent.mjs';
import { FIXTURES, ROLE_LOGINS } from './route-budget.mjs';
import { benchServers, machine } from './servers.mjs';

/** Lighthouse's slow-4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (bytes per second for CDP). */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The pages measured: who opens them, and the element whose hydration makes the page's controls
 * work (its filter form, the search form, the booking form).
 */
export const SLOW_PAGES = [
  { name: 'journal', route: '/orders', role: 'agent', marker: '[data-testid="journal-filters"]' },
  { name: 'flight list', route: '/ats/orders', role: 'agent', marker: '[data-testid="flight-order-filters"]' },
  { name: 'sales report', route: '/ats/sales-report', role: 'agency_director', marker: '[data-testid="sales-filters"]' },
  { name: 'tour search', route: '/search/tour', role: 'agent', marker: '[data-testid="search-form"]' },
  { name: 'tour booking', route: '/orders/book/[sid]', role: 'agent', marker: '#content form' },
];

// Runs in the page before its scripts: notes when the marker first carries React's fiber (hydrated).
const WATCH_HYDRATION = (marker) => {
  const check = () => {
    const element = document.querySelector(marker);
    if (element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))) {
      window.__hydratedAt = performance.now();
      return;
    }
    setTimeout(check, 10);
  };
  check();
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One cold load of `url` over slow 4G: {fcp, filtersWork, interactive, scriptKiB} (ms, KiB on the wire). */
async function coldLoad(browser, { url, cookie, marker }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { hostname } = new URL(url);
  await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), domain: hostname, path: '/' })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  let scriptBytes = 0;
  const scripts = new Set();
  cdp.on('Network.responseReceived', ({ requestId, type }) => type === 'Script' && scripts.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => scripts.has(requestId) && (scriptBytes += encodedDataLength));
  await page.addInitScript(WATCH_HYDRATION, marker);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 120_000, polling: 50 });
  const figures = await page.evaluate((selector) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const element = document.querySelector(selector);
    // A GET form the server rendered works by itself: submitting it is a plain navigation.
    const plainForm = element?.matches('form[method="get" i]') ?? false;
    return { fcp, plainForm, hydrated: window.__hydratedAt };
  }, marker);
  await context.close();
  return {
    fcp: figures.fcp,
    filtersWork: figures.plainForm ? figures.fcp : figures.hydrated,
    interactive: figures.hydrated,
    scriptKiB: scriptBytes / 1024,
  };
}

/** Every page of SLOW_PAGES, `runs` cold loads each: the medians. */
export async function measureSlowNetwork({ portal, backend, runs = 3 }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const cookies = {};
  const rows = [];
  try {
    for (const { name, route, role, marker } of SLOW_PAGES) {
      cookies[role] ??= await portalCookie(portal, ROLE_LOGINS[role]);
      await readPopups(portal, cookies[role]);
      const ctx = { portal, backend, role, cookie: cookies[role] };
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        // A fresh offer (a booking link holds one) for every load of the booking page.
        const path = typeof FIXTURES[route] === 'function' ? await FIXTURES[route](ctx) : route;
        samples.push(await coldLoad(browser, { url: `${portal}${path}`, cookie: cookies[role], marker }));
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      rows.push({ name, route, role, fcp: pick('fcp'), filtersWork: pick('filtersWork'), interactive: pick('interactive'), afterPaint: pick('interactive') - pick('fcp'), scriptKiB: pick('scriptKiB') });
    }
  } finally {
    await browser.close();
  }
  return { profile: SLOW_4G, runs, rows };
}

/** The table of docs/performance.md "Slow connections". */
export function slowNetworkTable({ rows, runs }) {
  const ms = (value) => (value === undefined ? '—' : `${Math.round(value)}`);
  return [
    `Slow 4G (150 ms RTT, 1.6 Mbit/s down), nothing cached, median of ${runs} loads; times in ms from the navigation's start.`,
    '',
    '| page | route | opened as | first contentful paint | filters work | fully interactive | interactive after paint | script fetched (KiB on the wire) | goal: interactive ≤ 2 000 ms after paint |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | \`${row.route}\` | ${row.role} | ${ms(row.fcp)} | ${ms(row.filtersWork)} | ${ms(row.interactive)} | ${ms(row.afterPaint)} | ${row.scriptKiB.toFixed(1)} | ${row.afterPaint <= 2000 ? 'met' : '**missed**'} |`),
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs') ?? 3);
  const { portal, backend, stop } = await benchServers(option);
  try {
    const result = await measureSlowNetwork({ portal: portal.url, backend: backend.url, runs });
    console.log(`machine: ${JSON.stringify(machine())}`);
    console.log(slowNetworkTable(result));
  } finally {
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
