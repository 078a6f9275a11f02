#!/usr/bin/env node
// Demo backend air_tickets_search latency (docs/performance.md, "Flight search"): starts a backend
// on a temporary database and a free port (or uses --url), signs in as the demo agent, runs 24
// varied queries (routes from the four departure cities and back, one-way and return, flexible
// dates, parties, every filter, the sorts, GET and POST) after a warm-up and prints each query's
// latency and what it found, p50/p95 over all and the machine. The flight search keeps no result
// cache, so every run is a fresh computation. `--json` prints the same as JSON.
//
//   node scripts/bench/flight-search-backend.mjs [--runs 5] [--json] [--url http://127.0.0.1:4000]
import { pathToFileURL } from 'node:url';
import { machine, startBackend } from './servers.mjs';
import { argsOf, percentile, plusDays, round1, signIn, timed } from './search-backend.mjs';

/** The 50 ms p95 goal of docs/performance.md. */
export const FLIGHT_SEARCH_P95_GOAL_MS = 50;

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The measured queries; `get: true` sends the same query as GET parameters. */
function buildQueries() {
  const day = (n) => plusDays(localToday(), n);
  const q = (label, body, get = false) => ({ label, body: { adults: 2, size: 20, ...body }, get });
  return [
    q('KIV→AYT one-way ±3', { from: 'KIV', to: 'AYT', date: day(14), flex: 3 }),
    q('KIV→AYT return ±3', { from: 'KIV', to: 'AYT', trip: 'return', date: day(21), return_date: day(28), flex: 3 }),
    q('KIV→AYT return ±3, GET', { from: 'KIV', to: 'AYT', trip: 'return', date: day(21), return_date: day(28), flex: 3 }, true),
    q('KIV→HRG return ±3, 2ad+1ch+1inf', { from: 'KIV', to: 'HRG', trip: 'return', date: day(30), return_date: day(40), flex: 3, children: 1, infants: 1 }),
    q('KIV→SSH return ±2, sort duration', { from: 'KIV', to: 'SSH', trip: 'return', date: day(45), return_date: day(52), flex: 2, sort: 'duration' }),
    q('KIV→HER one-way ±3, sort departure', { from: 'KIV', to: 'HER', date: day(60), flex: 3, sort: 'departure' }),
    q('KIV→BOJ return ±1, regular only', { from: 'KIV', to: 'BOJ', trip: 'return', date: day(20), return_date: day(27), flex: 1, flight_type: 'regular' }),
    q('KIV→DXB one-way ±3, charter only', { from: 'KIV', to: 'DXB', date: day(35), flex: 3, flight_type: 'charter' }),
    q('IAS→AYT return ±3, baggage', { from: 'IAS', to: 'AYT', trip: 'return', date: day(25), return_date: day(32), flex: 3, baggage: true }),
    q('IAS→HRG one-way, 1ad', { from: 'IAS', to: 'HRG', date: day(18), flex: 3, adults: 1 }),
    q('IAS→BOJ return ±3, morning out', { from: 'IAS', to: 'BOJ', trip: 'return', date: day(40), return_date: day(47), flex: 3, departure_from: '05:00', departure_to: '11:00' }),
    q('OTP→SSH return ±3, 4ad', { from: 'OTP', to: 'SSH', trip: 'return', date: day(50), return_date: day(57), flex: 3, adults: 4 }),
    q('OTP→HER one-way ±3, arrival window', { from: 'OTP', to: 'HER', date: day(33), flex: 3, arrival_from: '06:00', arrival_to: '23:00' }),
    q('OTP→AYT return ±3, direct', { from: 'OTP', to: 'AYT', trip: 'return', date: day(70), return_date: day(80), flex: 3, direct: true }),
    q('KBP→AYT return ±3, sort departure', { from: 'KBP', to: 'AYT', trip: 'return', date: day(22), return_date: day(29), flex: 3, sort: 'departure' }),
    q('KBP→HRG one-way ±3, 2ad+2ch', { from: 'KBP', to: 'HRG', date: day(44), flex: 3, children: 2 }),
    q('KBP→BOJ return ±2, afternoon return', { from: 'KBP', to: 'BOJ', trip: 'return', date: day(55), return_date: day(62), flex: 2, return_departure_from: '12:00', return_departure_to: '23:59' }),
    q('AYT→KIV one-way home ±3', { from: 'AYT', to: 'KIV', date: day(16), flex: 3 }),
    q('HRG→IAS one-way home, GET', { from: 'HRG', to: 'IAS', date: day(26), flex: 2 }, true),
    q('KIV→AYT airline filter, return ±3', { from: 'KIV', to: 'AYT', trip: 'return', date: day(90), return_date: day(97), flex: 3, airlines: ['H4'] }),
    q('OTP→SSH page 2, size 10', { from: 'OTP', to: 'SSH', trip: 'return', date: day(50), return_date: day(57), flex: 3, page: 2, size: 10 }),
    q('KIV→SSH return ±3, 9 seats', { from: 'KIV', to: 'SSH', trip: 'return', date: day(100), return_date: day(110), flex: 3, adults: 5, children: 4 }),
    q('OTP→BOJ return ±3, all filters', {
      from: 'OTP', to: 'BOJ', trip: 'return', date: day(38), return_date: day(45), flex: 3, baggage: true, direct: true, departure_from: '00:00', departure_to: '23:59',
    }),
    q('KBP→SSH return ±3, sort duration, 1ad+1inf', { from: 'KBP', to: 'SSH', trip: 'return', date: day(120), return_date: day(130), flex: 3, sort: 'duration', adults: 1, infants: 1 }),
  ];
}

/** The query as GET parameters (lib/schemas/flight-constants.ts flightQueryToParams writes the same). */
function paramsOf(body) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === false) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : value === true ? '1' : String(value));
  }
  return params.toString();
}

const run = (base, token, query) => (query.get ? timed(base, token, undefined, `air_tickets_search?${paramsOf(query.body)}`) : timed(base, token, query.body, 'air_tickets_search'));

/** Runs the benchmark against `url` (or a backend it starts) and returns the figures. */
export async function runFlightSearchBenchmark({ url, runs = 5, warmup = 3 } = {}) {
  const backend = url ? null : await startBackend();
  const base = url ?? backend.url;
  try {
    const token = await signIn(base);
    const queries = buildQueries();
    for (let w = 0; w < warmup; w++) for (const query of queries) await run(base, token, query);
    const rows = [];
    for (const query of queries) {
      const times = [];
      let found = null;
      let fares = null;
      for (let r = 0; r < runs; r++) {
        const { ms, json } = await run(base, token, query);
        times.push(ms);
        found = json.data.meta.total;
        fares = json.data.itineraries.reduce((sum, i) => sum + i.fares.length, 0);
      }
      rows.push({ label: query.label, runs_ms: times.map(round1), p50_ms: round1(percentile(times, 50)), itineraries: found, fares_on_page: fares });
    }
    const all = rows.flatMap((row) => row.runs_ms);
    return {
      machine: machine(),
      runs,
      queries: rows,
      summary: { samples: all.length, p50_ms: round1(percentile(all, 50)), p95_ms: round1(percentile(all, 95)), max_ms: round1(Math.max(...all)), goal_p95_ms: FLIGHT_SEARCH_P95_GOAL_MS },
    };
  } finally {
    await backend?.stop();
  }
}

function printTable(result) {
  const { machine, queries, summary, runs } = result;
  console.log(`Demo backend air_tickets_search — ${machine.cpu}, ${machine.cores} cores, node ${machine.node}, ${machine.platform}`);
  console.log(`${queries.length} queries × ${runs} runs each (after warm-up); "found" = itineraries, "fares" = fares on the answered page\n`);
  const width = Math.max(...queries.map((q) => q.label.length));
  console.log(`${'query'.padEnd(width)}  ${'p50 ms'.padStart(7)}  ${'max ms'.padStart(7)}  ${'found'.padStart(6)}  ${'fares'.padStart(6)}`);
  for (const q of queries) {
    console.log(`${q.label.padEnd(width)}  ${String(q.p50_ms).padStart(7)}  ${String(Math.max(...q.runs_ms)).padStart(7)}  ${String(q.itineraries).padStart(6)}  ${String(q.fares_on_page).padStart(6)}`);
  }
  const verdict = summary.p95_ms <= summary.goal_p95_ms ? 'within' : 'OVER';
  console.log(`\nall ${summary.samples} runs: p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms (${verdict} the ${summary.goal_p95_ms} ms goal), max ${summary.max_ms} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = argsOf(process.argv.slice(2));
  runFlightSearchBenchmark({ url: args.url, runs: args.runs }).then(
    (result) => {
      if (args.json) console.log(JSON.stringify(result, null, 2));
      else printTable(result);
      if (result.summary.p95_ms > result.summary.goal_p95_ms) process.exitCode = 1;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
