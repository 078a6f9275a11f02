#!/usr/bin/env node
// In Chromium: the time from pressing Search to the first hotel of the results painted (docs/performance.md,
// "Tour search"), with the demo backend on the same machine. Starts the demo backend
// on a fresh database and the built portal (scripts/bench/servers.mjs) on free ports,
// signs in as the demo agent, and times RUNS searches after one warm-up, each with another party
// (1-6 adults, then children) so no answer comes from the backend's result cache.
//
//   npm run build && node scripts/bench/search-ui.mjs [--runs 5] [--json]
//
// The servers, the sign-in and the measurement are exported: flight-search-ui.mjs times the
// flight search with them.
//
// How it is measured, in the page: a capture-phase click listener on the Search button takes
// performance.now(); a MutationObserver waits for the first `hotel-result` element; the time is
// taken in a task queued from the next animation frame, i.e. after that frame was painted. The
// POST /api/v2/search Resource Timing entry splits it into the request and the rendering.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../load/browser.mjs';
import { readPopups } from './agent.mjs';
import { machine, root, startBackend, startPortal } from './servers.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5;
const asJson = args.includes('--json');
const log = (...parts) => (asJson ? process.stderr : process.stdout).write(`${parts.join(' ')}\n`);

/** The demo backend on a fresh database and the built portal against it. */
export async function startServers() {
  const backend = await startBackend();
  try {
    const portal = await startPortal({ backendUrl: backend.url });
    return {
      url: portal.url,
      async stop() {
        await portal.stop();
        await backend.stop();
      },
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const round = (value) => Math.round(value * 10) / 10;

/**
 * Arms the page (run with page.evaluate): resolves window.__searchPaint with {total, request}
 * once the next search has painted an element of test id `result`; `request` is the end of the
 * search call's path (its Resource Timing entry splits the time).
 */
export function armMeasurement({ result, request: requestPath }) {
  const button = document.querySelector('[data-testid="search-submit"]');
  window.__searchPaint = new Promise((resolve) => {
    button.addEventListener(
      'click',
      () => {
        const start = performance.now();
        const finish = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const request = performance
                .getEntriesByType('resource')
                .filter((entry) => new URL(entry.name).pathname.endsWith(requestPath) && entry.startTime >= start)
                .at(0);
              resolve({
                total: performance.now() - start,
                beforeRequest: request ? request.startTime - start : null,
                request: request ? request.responseEnd - request.startTime : null,
                afterResponse: request ? performance.now() - request.responseEnd : null,
              });
            }, 0),
          );
        const observer = new MutationObserver(() => {
          if (document.querySelector(`[data-testid="${result}"]`)) {
            observer.disconnect();
            finish();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { capture: true, once: true },
    );
  });
}

/** The parties of the runs: each a different query for the backend. */
const PARTIES = [
  { adults: '1', children: '0' },
  { adults: '2', children: '0' },
  { adults: '3', children: '0' },
  { adults: '4', children: '0' },
  { adults: '2', children: '1' },
  { adults: '1', children: '1' },
  { adults: '5', children: '0' },
];

/** A page signed in as the demo agent (Russian UI), its popup notification read so nothing covers the form. */
export async function agentPage(browser, portalUrl) {
  const auth = JSON.parse(readFileSync(path.join(root, 'messages', 'ru', 'auth.json'), 'utf8'));
  const page = await browser.newPage({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
  await page.goto(`${portalUrl}/auth/login`);
  const labelled = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await page.locator('input').and(page.getByLabel(labelled(auth.login.login))).fill('agent@demo.travel');
  await page.locator('input').and(page.getByLabel(labelled(auth.login.password))).fill('demo12345');
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const cookie = (await page.context().cookies(portalUrl)).map(({ name, value }) => `${name}=${value}`).join('; ');
  await readPopups(portalUrl, cookie);
  return page;
}

/**
 * The servers started, a browser with a page signed in as the demo agent handed to `body(page,
 * portalUrl)`, everything stopped after it; resolves with Chromium's version.
 */
export async function withAgentPage(body) {
  const servers = await startServers();
  const browser = await launchBrowser();
  try {
    await body(await agentPage(browser, servers.url), servers.url);
    return browser.version();
  } finally {
    await browser.close();
    await servers.stop();
  }
}

async function main() {
  const runs = [];
  const chromiumVersion = await withAgentPage(async (page, url) => {
    for (let run = 0; run <= RUNS; run++) {
      const party = PARTIES[run % PARTIES.length];
      // No search in the URL: the form is filled (defaults or the remembered search), no results yet.
      await page.goto(`${url}/search/tour`);
      await page.locator('#search-adults').selectOption(party.adults);
      await page.locator('#search-children').selectOption(party.children);
      if (party.children !== '0') await page.locator('#search-child-age-1').fill('7');
      await page.evaluate(armMeasurement, { result: 'hotel-result', request: '/api/v2/search' });
      await page.getByTestId('search-submit').click();
      const measured = await page.evaluate(() => window.__searchPaint);
      const found = await page.getByTestId('results-found').textContent();
      if (run > 0) runs.push({ run, party, ...measured, found: found?.trim() ?? '' });
      log(`${run === 0 ? 'warm-up' : `run ${run}`}: ${round(measured.total)} ms to the first result painted (before the request ${round(measured.beforeRequest ?? NaN)} ms, request ${round(measured.request ?? NaN)} ms, rendering ${round(measured.afterResponse ?? NaN)} ms) — ${party.adults} adults, ${party.children} children — ${found?.trim()}`);
    }
  });
  printReport(runs, chromiumVersion, { asJson, what: 'Search → first result painted', call: 'the POST v2/search request' });
}

/** The medians of the timed runs and the machine: JSON on stdout with --json, else two lines. */
export function printReport(runs, chromiumVersion, { asJson, what, call }) {
  const report = {
    machine: { ...machine(), chromium: chromiumVersion },
    runs,
    median_ms: round(median(runs.map((run) => run.total))),
    median_request_ms: round(median(runs.map((run) => run.request ?? 0))),
  };
  if (asJson) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    const log = (line) => process.stdout.write(`${line}\n`);
    log(`\n${what}, median of ${runs.length}: ${report.median_ms} ms (of which ${call} ${report.median_request_ms} ms)`);
    log(`Machine: ${report.machine.cpu}, ${report.machine.cores} cores, Node ${report.machine.node}, Chromium ${report.machine.chromium}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
