#!/usr/bin/env node
// Demo backend POST v2/search latency (docs/performance.md, "Tour search"): starts a backend on a
// temporary database and a free port (or uses --url), signs in as the demo agent, runs varied
// queries after a warm-up and prints each query's latency and `meta.scanned`, p50/p95 over all
// and the machine. `--json` prints the same as JSON; `runSearchBenchmark()` is the reusable part.
//
//   node scripts/bench/search-backend.mjs [--runs 5] [--json] [--url http://127.0.0.1:4000]
//
// Every run of a query is a fresh computation: a price cap no tour reaches (1e7 + run) gives each
// run its own search id, so the backend's result cache cannot answer it. The "cached" column is
// the same request repeated, which is what paging and re-sorting cost.
import { pathToFileURL } from 'node:url';
import { machine, startBackend } from './servers.mjs';

const TURKEY = 1, EGYPT = 2, GREECE = 3, BULGARIA = 4, UAE = 5, TUNISIA = 6, SPAIN = 7, MONTENEGRO = 8, CYPRUS = 9;
const KIV = 1, IAS = 2, OTP = 3, KBP = 4;

export async function api(url, token, route, body) {
  const response = await fetch(`${url}/api/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-localization': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export const plusDays = (iso, days) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The measured queries: departures, countries, date ranges, nights, parties, filters, sorts, views. */
async function buildQueries(url, token) {
  const meals = Object.fromEntries((await api(url, token, 'v2/search/meals')).data.map((m) => [m.name, m.id]));
  const categories = Object.fromEntries((await api(url, token, 'v2/search/hotel_categories')).data.map((c) => [c.stars, c.id]));
  const locationsOf = async (templateId) => (await api(url, token, `v2/search/package_templates/${templateId}/locations`)).data;
  const templatesOf = async (countryId) => (await api(url, token, `v2/search/countries/${countryId}/package_templates`)).data;
  const kemer = (await locationsOf(1)).find((l) => l.name === 'Kemer').id;
  const crete = (await templatesOf(GREECE)).find((t) => t.name === 'Crete').id;
  const hintsCache = new Map();
  const start = async (city, country, skip) => {
    const key = `${city}|${country}`;
    if (!hintsCache.has(key)) hintsCache.set(key, (await api(url, token, `v2/search/calendar_hints?departure_city_id=${city}&country_id=${country}`)).data);
    const hints = hintsCache.get(key);
    if (hints.length === 0) throw new Error(`no tours from city ${city} to country ${country}`);
    return hints[Math.min(skip, hints.length - 1)];
  };
  const q = async (label, { city = KIV, country, skip = 3, days = 14, nights = [7, 10], adults = 2, ages = [], ...extra }) => {
    const date_from = await start(city, country, skip);
    return {
      label,
      body: {
        departure_city_id: city,
        country_id: country,
        date_from,
        date_to: plusDays(date_from, days - 1),
        nights_from: nights[0],
        nights_to: nights[1],
        adults,
        children_ages: ages,
        ...extra,
      },
    };
  };
  const queries = [
    await q('KIV→Turkey 2ad 7-10n 14d', { country: TURKEY }),
    await q('KIV→Turkey 2ad 7-14n 31d (widest)', { country: TURKEY, days: 31, nights: [7, 14] }),
    await q('KIV→Turkey 2ad+1 (5) 3-21n 31d', { country: TURKEY, days: 31, nights: [3, 21], ages: [5] }),
    await q('KIV→Turkey Kemer only 7-14n 31d', { country: TURKEY, days: 31, nights: [7, 14], location_ids: [kemer] }),
    await q('KIV→Turkey Antalya coast, UAH', { country: TURKEY, package_template_ids: [1], currency: 'UAH' }),
    await q('KIV→Turkey page 3, sort name', { country: TURKEY, page: 3, sort: 'name' }),
    await q('KIV→Egypt 2ad+1 (5) 7-14n 31d', { country: EGYPT, days: 31, nights: [7, 14], ages: [5] }),
    await q('KIV→Egypt 2ad+3 (1,6,10) AI', { country: EGYPT, ages: [1, 6, 10], meal_ids: [meals.AI] }),
    await q('IAS→Bulgaria 2ad 7n AI 10d', { city: IAS, country: BULGARIA, days: 10, nights: [7, 7], meal_ids: [meals.AI] }),
    await q('OTP→Greece 2ad+2 (3,9) 5-9n 21d 4-5*', { city: OTP, country: GREECE, days: 21, nights: [5, 9], ages: [3, 9], category_ids: [categories[4], categories[5]] }),
    await q('KBP→Turkey 3ad 7-14n 31d sort category', { city: KBP, country: TURKEY, days: 31, nights: [7, 14], adults: 3, sort: 'category' }),
    await q('KIV→UAE 2ad 4-7n 14d USD', { country: UAE, nights: [4, 7], currency: 'USD' }),
    await q('KIV→Tunisia 1ad 7-10n 20d', { country: TUNISIA, days: 20, adults: 1 }),
    await q('KIV→Spain 2ad+1 (1) sort name', { country: SPAIN, ages: [1], sort: 'name' }),
    await q('KIV→Montenegro 2ad+1 (13)', { country: MONTENEGRO, ages: [13] }),
    await q('KIV→Cyprus 2ad price 800-1500', { country: CYPRUS, price_from: 800, price_to: 1500 }),
    await q('OTP→Egypt 4ad 7-10n 14d', { city: OTP, country: EGYPT, adults: 4 }),
    await q('KBP→Bulgaria 2ad 10-14n 21d', { city: KBP, country: BULGARIA, days: 21, nights: [10, 14] }),
    await q('OTP→Cyprus BB+HB 7-10n', { city: OTP, country: CYPRUS, meal_ids: [meals.BB, meals.HB] }),
    await q('IAS→Greece 1ad+1 (8) 7-10n', { city: IAS, country: GREECE, adults: 1, ages: [8] }),
    await q('KIV→Greece Crete 5* 7-14n 31d', { country: GREECE, package_template_ids: [crete], category_ids: [categories[5]], days: 31, nights: [7, 14] }),
    await q('KBP→Egypt 2ad 7-10n 31d USD', { city: KBP, country: EGYPT, days: 31, currency: 'USD' }),
  ];
  const firstHotel = (await api(url, token, 'v2/search', queries[0].body)).data.results[0].hotel.id;
  queries.push({ ...(await q('KIV→Turkey one hotel, all offers', { country: TURKEY, days: 31, nights: [7, 14], offers_of_hotel: firstHotel })) });
  queries.push({ ...(await q('KIV→Turkey price calendar of a hotel', { country: TURKEY, view: 'calendar', hotel_ids: [firstHotel] })) });
  return queries;
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
export const round1 = (value) => Math.round(value * 10) / 10;

export async function timed(url, token, body, route = 'v2/search') {
  const started = performance.now();
  const json = await api(url, token, route, body);
  return { ms: performance.now() - started, json };
}

/** The demo agent's access token. */
export async function signIn(base) {
  const login = await fetch(`${base}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'agent@demo.travel', password: 'demo12345' }),
  });
  return (await login.json()).access_token;
}

/** Runs the benchmark against `url` (or a backend it starts) and returns the figures. */
export async function runSearchBenchmark({ url, runs = 5, warmup = 3 } = {}) {
  const backend = url ? null : await startBackend();
  const base = url ?? backend.url;
  try {
    const token = await signIn(base);
    const queries = await buildQueries(base, token);
    // Warm-up: JIT and the first-call costs, on cap values the measured runs do not use.
    for (let w = 0; w < warmup; w++) for (const query of queries) await timed(base, token, { ...query.body, price_to: 2e7 + w });
    const rows = [];
    for (const query of queries) {
      const fresh = [];
      let scanned = null;
      let found = null;
      for (let run = 0; run < runs; run++) {
        const { ms, json } = await timed(base, token, { ...query.body, price_to: query.body.price_to ?? 1e7 + run });
        fresh.push(ms);
        scanned = json.data.meta?.scanned ?? null;
        found = json.data.meta?.total_offers ?? json.data.meta?.total ?? json.data.cells?.length ?? null;
      }
      const cached = [];
      for (let run = 0; run < runs; run++) cached.push((await timed(base, token, { ...query.body, price_to: query.body.price_to ?? 1e7 })).ms);
      rows.push({ label: query.label, fresh_ms: fresh.map(round1), p50_ms: round1(percentile(fresh, 50)), cached_p50_ms: round1(percentile(cached, 50)), scanned, found });
    }
    const all = rows.flatMap((row) => row.fresh_ms);
    const allCached = rows.map((row) => row.cached_p50_ms);
    return {
      machine: machine(),
      runs,
      queries: rows,
      summary: {
        samples: all.length,
        p50_ms: round1(percentile(all, 50)),
        p95_ms: round1(percentile(all, 95)),
        max_ms: round1(Math.max(...all)),
        cached_p50_ms: round1(percentile(allCached, 50)),
      },
    };
  } finally {
    await backend?.stop();
  }
}

function printTable(result) {
  const { machine, queries, summary, runs } = result;
  console.log(`Demo backend POST v2/search — ${machine.cpu}, ${machine.cores} cores, node ${machine.node}, ${machine.platform}`);
  console.log(`${queries.length} queries × ${runs} fresh runs each (after warm-up); "found" = offers (or cells)\n`);
  const width = Math.max(...queries.map((q) => q.label.length));
  console.log(`${'query'.padEnd(width)}  ${'p50 ms'.padStart(7)}  ${'max ms'.padStart(7)}  ${'cached'.padStart(7)}  ${'scanned'.padStart(8)}  ${'found'.padStart(7)}`);
  for (const q of queries) {
    const cells = [q.p50_ms, Math.max(...q.fresh_ms), q.cached_p50_ms].map((v) => String(v).padStart(7));
    console.log(`${q.label.padEnd(width)}  ${cells.join('  ')}  ${String(q.scanned ?? '—').padStart(8)}  ${String(q.found ?? '—').padStart(7)}`);
  }
  console.log(`\nall ${summary.samples} fresh runs: p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms, max ${summary.max_ms} ms; cached repeat p50 ${summary.cached_p50_ms} ms`);
}

export function argsOf(argv) {
  const value = (name) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return { json: argv.includes('--json'), url: value('--url'), runs: Number(value('--runs') ?? 5) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = argsOf(process.argv.slice(2));
  runSearchBenchmark({ url: args.url, runs: args.runs }).then(
    (result) => (args.json ? console.log(JSON.stringify(result, null, 2)) : printTable(result)),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
