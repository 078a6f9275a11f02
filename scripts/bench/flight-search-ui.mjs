#!/usr/bin/env node
// In Chromium: the time from pressing Search on /search/flight to the first fare painted
// (docs/performance.md, "Flight search"), with the demo backend on the same machine. Starts the
// demo backend on a fresh database and the built portal on free ports, signs in as the demo agent,
// fills the form once (Chișinău → Antalya and back three and four weeks ahead, ±3 days), then
// times RUNS searches after one warm-up, each opening the page afresh (the remembered search
// fills the form, no results shown) with another party, so each is a new call for the backend.
// Measured as search-ui.mjs measures the tour search (its armMeasurement), on the GET
// /api/air_tickets_search call.
//
//   npm run build && node scripts/bench/flight-search-ui.mjs [--runs 5] [--json]
import { armMeasurement, printReport, round, withAgentPage } from './search-ui.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5;
const asJson = args.includes('--json');
const log = (...parts) => (asJson ? process.stderr : process.stdout).write(`${parts.join(' ')}\n`);

/** Parties of the runs (adults, children, infants): each a different query. */
const PARTIES = [
  [1, 0, 0],
  [2, 0, 0],
  [2, 1, 0],
  [2, 0, 1],
  [3, 0, 0],
  [1, 1, 1],
  [4, 0, 0],
];

const display = (days) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

async function main() {
  const runs = [];
  const chromiumVersion = await withAgentPage(async (page, url) => {
    // The route once; the remembered search refills it on every later visit.
    await page.goto(`${url}/search/flight`);
    await page.locator('#flight-from').fill('KIV');
    await page.locator('#flight-from').press('Tab');
    await page.locator('#flight-to').fill('AYT');
    await page.locator('#flight-to').press('Tab');
    await page.locator('input[name="trip"][value="return"]').check();
    await page.locator('#flight-dates-from').fill(display(21));
    await page.locator('#flight-dates-from').press('Tab');
    await page.locator('#flight-dates-to').fill(display(28));
    await page.locator('#flight-dates-to').press('Tab');
    await page.locator('#flight-flex').selectOption('3');

    for (let run = 0; run <= RUNS; run++) {
      const [adults, children, infants] = PARTIES[run % PARTIES.length];
      if (run > 0) await page.goto(`${url}/search/flight`);
      await page.locator('#flight-adults').selectOption(String(adults));
      await page.locator('#flight-children').selectOption(String(children));
      await page.locator('#flight-infants').selectOption(String(infants));
      await page.evaluate(armMeasurement, { result: 'flight-fare', request: '/api/air_tickets_search' });
      await page.getByTestId('search-submit').click();
      const measured = await page.evaluate(() => window.__searchPaint);
      const found = (await page.getByTestId('flight-results-found').textContent())?.trim() ?? '';
      const party = { adults, children, infants };
      if (run > 0) runs.push({ run, party, ...measured, found });
      log(
        `${run === 0 ? 'warm-up' : `run ${run}`}: ${round(measured.total)} ms to the first fare painted (before the request ${round(measured.beforeRequest ?? NaN)} ms, request ${round(measured.request ?? NaN)} ms, rendering ${round(measured.afterResponse ?? NaN)} ms) — ${adults}/${children}/${infants} — ${found}`,
      );
    }
  });
  printReport(runs, chromiumVersion, { asJson, what: 'Flight search → first fare painted', call: 'the GET air_tickets_search call' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
