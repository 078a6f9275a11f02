#!/usr/bin/env node
// The client's page of a selection on a slow connection (docs/performance.md "The client's page of
// a selection"): the demo agent saves two offers and makes a link; the page is loaded by Chromium
// without a session and with nothing cached, on a 390 px phone, over the slow-4G profile of
// slow-network.mjs. For each load: first contentful paint, the script fetched (the page has none:
// 0 expected) and everything fetched. Medians of `runs`. Goal: first paint under 1.5 s. Beside
// it, in the same run, its baseline: the portal's own public App Router page, the sign-in screen,
// loaded the same way with its script on, as the framework's pages ship.
//
//   node scripts/bench/client-page.mjs [--runs N] [--portal URL --backend URL]
//
// Without --portal/--backend it starts the demo backend on a fresh database and the production
// build's standalone server (`npm run build` first).
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { portalSession } from './agent.mjs';
import { benchServers, machine } from './servers.mjs';
import { SLOW_4G } from './slow-network.mjs';

const FCP_GOAL_MS = 1500;

async function bff(portal, cookie, method, path, body) {
  const headers = { 'x-csrf': '1', origin: portal, cookie, ...(body ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${portal}/api/${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!response.ok) throw new Error(`${method} /api/${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The demo agent's link to two offers of a Turkey search from Chișinău: its path. */
async function makeLink(portal) {
  const cookie = await portalSession(portal);
  await bff(portal, cookie, 'DELETE', 'search/offers', []);
  const { data: dates } = await bff(portal, cookie, 'GET', 'v2/search/calendar_hints?departure_city_id=1&country_id=1');
  const query = { departure_city_id: 1, country_id: 1, date_from: dates[3], date_to: dates[3], nights_from: 7, nights_to: 7, adults: 2, currency: 'EUR' };
  const hotels = (await bff(portal, cookie, 'POST', 'v2/search', query)).data.results.slice(0, 2);
  for (const hotel of hotels) await bff(portal, cookie, 'POST', 'search/offers', { sid: hotel.offers[0].sid });
  const contacts = { title: 'Demo Travel', address: 'str. București 1, Chișinău', phone: '+373 22 210 100', email: 'office@demo.travel' };
  const { data } = await bff(portal, cookie, 'POST', 'shared-selections', { contacts, validity_days: 7, note: '' });
  return data.url_path;
}

/** One cold load of `url` on a phone over slow 4G: {fcp, scriptKiB, totalKiB}. */
async function coldLoad(browser, url, javaScriptEnabled) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  const scripts = new Set();
  let scriptBytes = 0;
  let totalBytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => type === 'Script' && scripts.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    totalBytes += encodedDataLength;
    if (scripts.has(requestId)) scriptBytes += encodedDataLength;
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (response?.status() !== 200) throw new Error(`${url}: ${response?.status()}`);
  // The client's page has no script of its own; the measurement runs in Playwright's utility world.
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  await context.close();
  return { fcp, scriptKiB: scriptBytes / 1024, totalKiB: totalBytes / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The client's page and, as its baseline, the sign-in page, loaded in turns: {runs, page, baseline}. */
export async function measureClientPage({ portal, runs = 5 }) {
  const url = `${portal}${await makeLink(portal)}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const samples = { page: [], baseline: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      samples.page.push(await coldLoad(browser, url, false));
      samples.baseline.push(await coldLoad(browser, `${portal}/auth/login`, true));
    }
  } finally {
    await browser.close();
  }
  const medians = (list) => Object.fromEntries(['fcp', 'scriptKiB', 'totalKiB'].map((key) => [key, median(list.map((sample) => sample[key]))]));
  return { runs, page: medians(samples.page), baseline: medians(samples.baseline) };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs') ?? 5);
  const { portal, stop } = await benchServers(option);
  try {
    const result = await measureClientPage({ portal: portal.url, runs });
    console.log(`machine: ${JSON.stringify(machine())}`);
    console.log(`Slow 4G (150 ms RTT, 1.6 Mbit/s down), 390 px, no session, nothing cached, median of ${result.runs} loads:`);
    console.log(`| page | first contentful paint (ms) | script fetched (KiB) | everything fetched (KiB) | goal: FCP < ${FCP_GOAL_MS} ms |`);
    console.log('|---|---|---|---|---|');
    const row = (name, figures, goal) =>
      console.log(`| ${name} | ${Math.round(figures.fcp)} | ${figures.scriptKiB.toFixed(1)} | ${figures.totalKiB.toFixed(1)} | ${goal} |`);
    row("the client's page, `/selection/{token}`", result.page, result.page.fcp < FCP_GOAL_MS ? 'met' : '**missed**');
    row('baseline: the sign-in page, `/auth/login`, with its script', result.baseline, '');
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
