#!/usr/bin/env node
// Demo backend report and list latency (docs/performance.md, "Reports and the ticket desk"): starts
// a backend on a fresh database (the full year seed: 100 000 ticket orders, 300 charter blocks,
// docs/product.md §13) on a free port (or uses --url), signs in as the agency director and the ATS
// manager, calls every report and ticket-desk list `--runs` times each (200) with filters varied
// call by call after a warm-up, and prints p50/p95 per call beside the 100 ms budget and the
// machine. `--json` prints the same as JSON; `runReportsBenchmark()` is the reusable part
// (`npm run bench` adds it to bench/report.md). Exits 1 when a call's p95 is over the budget.
//
//   node scripts/bench/reports-api.mjs [--runs 200] [--json] [--url http://127.0.0.1:4000]
import { pathToFileURL } from 'node:url';
import { machine, startBackend } from './servers.mjs';
import { argsOf, percentile, plusDays, round1 } from './search-backend.mjs';

/** Every report and list call's p95 budget (docs/performance.md). */
export const REPORTS_P95_BUDGET_MS = 100;

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function signIn(base, login) {
  const response = await fetch(`${base}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'demo12345' }) });
  if (!response.ok) throw new Error(`login ${login}: ${response.status}`);
  return (await response.json()).access_token;
}

async function get(base, token, path) {
  const started = performance.now();
  const response = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}`, 'x-localization': 'ru' } });
  const json = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { ms, json };
}

/** `variants(i)` gives the i-th run's path: the filters change from call to call. */
function buildCalls(today, ids) {
  const day = (n) => plusDays(today, n);
  const pick = (list, i) => list[i % list.length];
  const month = (i) => `date_from=${day(-30 - (i % 11) * 30)}&date_to=${day(-(i % 11) * 30)}`;
  const year = (i) => `date_from=${day(-364 - (i % 3))}&date_to=${day(-(i % 3))}`;
  const charterPeriod = (i) => pick([`date_from=${day(-245)}&date_to=${day(120)}`, `date_from=${day(-90)}&date_to=${day(0)}`, `date_from=${day(0)}&date_to=${day(100)}`, `date_from=${day(-30)}&date_to=${day(60)}`], i);
  const orderFilters = [
    '',
    'status=flown',
    'route=KIV-IST',
    `seller=${ids.seller}`,
    `issued_from=${day(-60)}&issued_to=${day(-30)}`,
    'sort=-issue_date',
    'page[number]=50',
    'surname=Ciob',
    'pnr=AB',
    'transaction_type=refund&sort=-total',
    'airline=H4&flight_type=charter',
    'linked=0',
  ];
  const paymentFilters = ['', 'status=settled', `paid_from=${day(-90)}&paid_to=${day(-60)}`, 'method=cash', 'sort=-amount_eur', 'page[number]=20', 'currency=MDL', 'payer=Corporate'];
  const sales = (period, group) => (i) => `ats/reports/sales?${period(i)}&group=${group}&page[size]=25${pick(['', '&sort=-total', '&transaction_type=sale,exchange', '&carrier=H4', `&seller=${ids.seller}`], i)}`;
  return [
    { label: 'ats/orders (filters)', as: 'ats', path: (i) => `ats/orders?page[size]=25&${pick(orderFilters, i)}` },
    { label: 'ats/orders/filters', as: 'ats', path: () => 'ats/orders/filters' },
    { label: 'ats/user-links', as: 'ats', path: (i) => `ats/user-links?${pick(['', 'state=valid', 'system=amadeus', 'q=desk', 'sort=-valid_from'], i)}` },
    { label: 'ats/user-links/additional', as: 'ats', path: () => 'ats/user-links/additional' },
    { label: 'ats/orders-payments (filters)', as: 'ats', path: (i) => `ats/orders-payments?page[size]=25&${pick(paymentFilters, i)}` },
    { label: 'ats/orders-properties', as: 'ats', path: () => 'ats/orders-properties' },
    ...['day', 'airline', 'route', 'seller'].map((group) => ({ label: `ats/reports/sales month by ${group}`, as: 'ats', path: sales(month, group) })),
    ...['day', 'airline', 'route', 'seller'].map((group) => ({ label: `ats/reports/sales year by ${group}`, as: 'ats', path: sales(year, group) })),
    { label: 'ats/reports/sales-filters', as: 'ats', path: () => 'ats/reports/sales-filters' },
    {
      label: 'charter flights',
      as: 'director',
      path: (i) => `reports/charter-control-financial?${charterPeriod(i)}${pick(['', '&sort=-load_factor', '&state=open', '&airline=H4', '&sort=-balance&page[number]=2', '&route=KIV-AYT'], i)}`,
    },
    { label: 'charter airlines-totals', as: 'director', path: (i) => `reports/charter-control-financial/airlines-totals?${charterPeriod(i)}` },
    { label: 'charter {id}/details', as: 'director', path: (i) => `reports/charter-control-financial/${pick(ids.blocks, i)}/details` },
    { label: 'charter filters', as: 'director', path: () => 'reports/charter-control-financial/filters' },
    { label: 'charter filters-flights', as: 'director', path: (i) => `reports/charter-control-financial/filters-flights?${charterPeriod(i)}${pick(['', '&airline=H4', '&route=KIV-AYT'], i)}` },
  ];
}

/** Runs the benchmark against `url` (or a backend it starts) and returns the figures. */
export async function runReportsBenchmark({ url, runs = 200, warmup = 20 } = {}) {
  const startedAt = performance.now();
  const backend = url ? null : await startBackend();
  const startMs = round1(performance.now() - startedAt);
  const base = url ?? backend.url;
  try {
    const tokens = { ats: await signIn(base, 'ats@demo.travel'), director: await signIn(base, 'director@demo.travel') };
    const today = localToday();
    const filters = (await get(base, tokens.ats, 'ats/reports/sales-filters')).json.data;
    const seller = filters.sellers.find((s) => s.name === 'Valeriu Cebotari')?.id ?? filters.sellers[0].id;
    const flights = (await get(base, tokens.director, `reports/charter-control-financial?date_from=${plusDays(today, -245)}&date_to=${plusDays(today, 120)}&page[size]=100`)).json;
    const ids = { seller, blocks: flights.data.map((f) => f.id) };
    const orders = (await get(base, tokens.ats, 'ats/orders?page[size]=1')).json.meta.total;
    const calls = buildCalls(today, ids);
    for (let w = 0; w < warmup; w++) for (const call of calls) await get(base, tokens[call.as], call.path(w));
    const rows = [];
    // Round-robin over the calls, so a slow moment of the machine is spread over all of them.
    const times = calls.map(() => []);
    for (let r = 0; r < runs; r++) {
      for (const [index, call] of calls.entries()) times[index].push((await get(base, tokens[call.as], call.path(r))).ms);
    }
    calls.forEach((call, index) => {
      const t = times[index];
      rows.push({ label: call.label, runs: t.length, p50_ms: round1(percentile(t, 50)), p95_ms: round1(percentile(t, 95)), max_ms: round1(Math.max(...t)) });
    });
    return {
      machine: machine(),
      runs,
      orders_visible: orders,
      backend_start_ms: backend ? startMs : null,
      budget_p95_ms: REPORTS_P95_BUDGET_MS,
      calls: rows,
      over: rows.filter((row) => row.p95_ms > REPORTS_P95_BUDGET_MS).map((row) => row.label),
    };
  } finally {
    await backend?.stop();
  }
}

export function printReportsTable(result) {
  const { machine: m, calls, runs } = result;
  console.log(`Demo backend reports and ticket-desk lists — ${m.cpu}, ${m.cores} cores, node ${m.node}, ${m.platform}`);
  console.log(`${calls.length} calls × ${runs} runs each (after warm-up), filters varied per run; ${result.orders_visible} ticket orders in the agency` +
    (result.backend_start_ms === null ? '' : `; fresh backend (seed included) answered after ${result.backend_start_ms} ms`) + '\n');
  const width = Math.max(...calls.map((c) => c.label.length));
  console.log(`${'call'.padEnd(width)}  ${'p50 ms'.padStart(7)}  ${'p95 ms'.padStart(7)}  ${'max ms'.padStart(7)}  budget`);
  for (const c of calls) {
    const verdict = c.p95_ms <= result.budget_p95_ms ? `≤ ${result.budget_p95_ms}` : `OVER ${result.budget_p95_ms}`;
    console.log(`${c.label.padEnd(width)}  ${String(c.p50_ms).padStart(7)}  ${String(c.p95_ms).padStart(7)}  ${String(c.max_ms).padStart(7)}  ${verdict}`);
  }
  console.log(result.over.length === 0 ? `\nevery call's p95 within ${result.budget_p95_ms} ms` : `\nover the budget: ${result.over.join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = argsOf(process.argv.slice(2));
  const runs = process.argv.includes('--runs') ? args.runs : 200;
  runReportsBenchmark({ url: args.url, runs }).then(
    (result) => {
      if (args.json) console.log(JSON.stringify(result, null, 2));
      else printReportsTable(result);
      if (result.over.length > 0) process.exitCode = 1;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
