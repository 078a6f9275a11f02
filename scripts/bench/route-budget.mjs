#!/usr/bin/env node
// `npm run check:budget`: the first-load script budget of every route, as shipped (docs/performance.md
// "First-load script as shipped (brotli), every route"). Walks every app/**/page.tsx, with the
// fixture parameters below for its dynamic segments, as every role the permission table lets open
// it (lib/shared/permissions.ts `ROUTES`, keyed by these patterns, the table proxy.ts checks) and the auth pages without a
// session; sums each page's scripts as the server ships them (first-load-js.mjs) and splits them
// into the shared part (the scripts every signed-in page loads) and the page's own part (the rest).
//
//   node scripts/bench/route-budget.mjs [--report] [--json FILE] [--table FILE] [--portal URL --backend URL]
//   node scripts/bench/route-budget.mjs --routes    (the plan only: routes, roles, fixtures; no server)
//
// Without --portal/--backend it starts the demo backend on a fresh database and the production
// build's standalone server (`npm run build` first), on free ports (BENCH_PORTAL_PORTS and
// BENCH_BACKEND_PORTS ranges, as `npm run bench`). Exits 1 on the first route over either budget,
// naming it; with --report it prints the whole table and exits 0 whatever the figures.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { portalCookie, readPopups } from './agent.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { freePort, portRange } from './free-port.mjs';
import { machine, root, startBackend, startPortal } from './servers.mjs';

const KIB = 1024;
/** The issue's budgets, brotli as shipped: the shared part, and each page's own part. */
export const BUDGET = { shared: 125 * KIB, own: 20 * KIB };
/** One demo login per role (README.md "Demo logins"), in the permission table's order. */
export const ROLE_LOGINS = {
  agent: 'agent@demo.travel',
  agency_manager: 'manager@demo.travel',
  agency_director: 'director@demo.travel',
  office_manager: 'office@demo.travel',
  sub_partition_manager: 'subpartition@demo.travel',
  ats_manager: 'ats@demo.travel',
};
/** The empty page of the benchmark's build (PORTAL_BENCH_ROUTES=1): the baseline, not a route of the portal. */
export const BARE_ROUTE = '/bench-bare';
const NO_SESSION = 'no session';

const plusDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The BFF as the signed-in browser calls it: JSON, or an error naming the call. */
async function bff(ctx, method, call, body) {
  const headers = { cookie: ctx.cookie, 'x-csrf': '1', origin: ctx.portal };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${ctx.portal}/api/${call}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${method} /api/${call} as ${ctx.role}: ${answer.status}`);
  return answer.json();
}

/** A sub-partition the role may open (a sub-partition manager sees only theirs). */
async function firstSubpartition(ctx) {
  const { data } = await bff(ctx, 'GET', 'subpartitions');
  if (!data[0]) throw new Error(`no sub-partition for ${ctx.role}`);
  return data[0].id;
}

/**
 * The URL each dynamic route is measured at: a path, or a function of the role's context (portal,
 * backend, role, cookie) giving one. The demo backend's seed is deterministic (a fresh database:
 * publication 1, rule 1, gateway 1, linked user 1, ATS order 1 are there); what a session makes
 * (a search's offer, a held fare, a reset link) is made here as the browser makes it. `none` marks
 * a page.tsx that renders no page of its own (dynamic or not). A dynamic route missing here fails the walk.
 */
export const FIXTURES = {
  '/agency/[action]': { none: 'any other /agency section: the 404 page (403 outside the role)' },
  '/ats/orders/[id]': '/ats/orders/1',
  '/ats/orders/[id]/edit': '/ats/orders/1/edit',
  '/ats/user-links/[id]/edit': '/ats/user-links/1/edit',
  '/employees/[[...office]]': '/employees',
  '/forbidden': { none: 'the 403 page proxy.ts renders at the address of a page outside the role' },
  '/notifications/[category]/[[...id]]': '/notifications/all',
  '/payment-gateways/[id]/edit': '/payment-gateways/1/edit',
  '/publications/[id]': '/publications/1',
  '/rules/[id]': '/rules/1',
  '/subpartitions/edit/[id]': async (ctx) => `/subpartitions/edit/${await firstSubpartition(ctx)}`,
  '/subpartitions/tourist-list/[id]': async (ctx) => `/subpartitions/tourist-list/${await firstSubpartition(ctx)}`,
  // The search's first offer (Chișinău → Turkey, 7 nights, 2 adults), opened as "Book" opens it.
  '/orders/book/[sid]': async (ctx) => {
    const { data: dates } = await bff(ctx, 'GET', 'v2/search/calendar_hints?departure_city_id=1&country_id=1');
    for (const date of dates.slice(3)) {
      const query = { departure_city_id: 1, country_id: 1, date_from: date, date_to: date, nights_from: 7, nights_to: 7, adults: 2, currency: 'EUR' };
      const offer = (await bff(ctx, 'POST', 'v2/search', query)).data.results[0]?.offers[0];
      if (offer) return `/orders/book/${offer.sid}?price=${offer.price.amount}&currency=${offer.price.currency}`;
    }
    throw new Error('no tour offer from Chișinău to Turkey');
  },
  // The first order of the role's journal on its own page.
  '/orders/[id]': async (ctx) => `/orders/${(await bff(ctx, 'GET', 'orders?page%5Bnumber%5D=1&page%5Bsize%5D=1')).data[0].id}`,
  // The first order of the role's journal with something due: the page with "Pay".
  '/orders/card-payment/[id]': async (ctx) => {
    const { data } = await bff(ctx, 'GET', 'orders?page%5Bnumber%5D=1&page%5Bsize%5D=50');
    const order = data.find((item) => item.due > 0);
    if (!order) throw new Error(`no order with an amount due in ${ctx.role}'s journal`);
    return `/orders/card-payment/${order.id}`;
  },
  // A charter return fare from Chișinău three weeks ahead, held for one adult as "Choose" holds it.
  '/orders/flight/[hash]': async (ctx) => {
    const passengers = { adults: 1, children: 0, infants: 0 };
    const { routes } = (await bff(ctx, 'GET', 'air_tickets_search/places')).data;
    for (const to of routes.KIV ?? []) {
      const query = { from: 'KIV', to, trip: 'return', date: plusDays(21), return_date: plusDays(28), flex: 3, ...passengers, flight_type: 'charter', size: 50 };
      const fare = (await bff(ctx, 'POST', 'air_tickets_search', query)).data.itineraries.flatMap((itinerary) => itinerary.fares)[0];
      if (fare) return `/orders/flight/${(await bff(ctx, 'POST', 'orders/air_tickets/hash', { fare_id: fare.id, passengers })).data.hash}`;
    }
    throw new Error('no charter fare from Chișinău');
  },
  // The link the demo backend "mails" (its outbox) after a forgotten-password request.
  '/auth/reset/[token]': async (ctx) => {
    const email = ROLE_LOGINS.agent;
    const asked = await fetch(`${ctx.backend}/api/forgot_password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    if (!asked.ok) throw new Error(`forgot_password: ${asked.status}`);
    const { data } = await (await fetch(`${ctx.backend}/__demo/outbox?to=${encodeURIComponent(email)}`)).json();
    const token = /\/auth\/reset\/([^/?#]+)/.exec(data[0]?.link ?? '')?.[1];
    if (!token) throw new Error('no reset link in the demo outbox');
    return `/auth/reset/${token}`;
  },
};

/**
 * Every app/**\/page.tsx as a route pattern ('/orders/book/[sid]'), sorted: route groups dropped;
 * `session` false for the (auth) group's pages (opened without a session), true for the others.
 */
export function pageRoutes(appDir = path.join(root, 'app')) {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => {
      const segments = path.dirname(file).split(path.sep).filter((segment) => segment !== '.');
      const pattern = `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join('/')}`;
      return { pattern, file: path.join('app', file), session: !segments.includes('(auth)') };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

const dynamic = (pattern) => pattern.includes('[');

/** lib/shared/permissions.ts, compiled by esbuild (already the BFF bundle's compiler) and imported. */
async function permissionTable() {
  const { outputFiles } = await build({ entryPoints: [path.join(root, 'lib', 'shared', 'permissions.ts')], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** The routes to walk (the baseline left out) with the permission table; throws on a dynamic route without a fixture. */
export async function routePlan() {
  const { mayOpen } = await permissionTable();
  const routes = pageRoutes().filter((route) => route.pattern !== BARE_ROUTE);
  const missing = routes.filter((route) => dynamic(route.pattern) && !(route.pattern in FIXTURES));
  if (missing.length) throw new Error(`no fixture for ${missing.map((route) => route.pattern).join(', ')}: add one to FIXTURES in scripts/bench/route-budget.mjs`);
  const rolesOf = (route) => (route.session ? Object.keys(ROLE_LOGINS).filter((role) => mayOpen(role, route.pattern)) : [NO_SESSION]);
  return { routes, mayOpen, rolesOf };
}

/**
 * Opens every route as every role that may (auth pages without a session): the rows
 * {route, role, url, status: 'measured' | 'redirect' | 'none', scripts, shipped, bytes, location},
 * and `bare`, the baseline page's figures when the build has it.
 */
export async function walkRoutes({ portal, backend, log = () => {} }) {
  const { routes, rolesOf } = await routePlan();
  const cache = new Map();
  const sessions = new Map();
  const session = async (role) => {
    if (!sessions.has(role)) {
      const cookie = await portalCookie(portal, ROLE_LOGINS[role]);
      // The seeded popups would be drawn over the page, with their own code: closed as a user closes them.
      await readPopups(portal, cookie);
      sessions.set(role, cookie);
    }
    return sessions.get(role);
  };
  const rows = [];
  for (const route of routes) {
    const fixture = FIXTURES[route.pattern];
    if (fixture?.none) {
      rows.push({ route: route.pattern, role: '—', status: 'none', note: fixture.none });
      continue;
    }
    const roles = rolesOf(route);
    if (roles.length === 0) throw new Error(`${route.pattern}: no role may open it (lib/shared/permissions.ts)`);
    for (const role of roles) {
      const cookie = role === NO_SESSION ? '' : await session(role);
      const ctx = { portal, backend, role, cookie };
      const url = dynamic(route.pattern) ? (typeof fixture === 'function' ? await fixture(ctx) : fixture) : route.pattern;
      const headers = cookie ? { cookie } : {};
      const answer = await fetch(`${portal}${url}`, { headers, redirect: 'manual' });
      await answer.body?.cancel();
      if (answer.status >= 300 && answer.status < 400) {
        const location = new URL(answer.headers.get('location'), portal).pathname;
        // To the login or through the session's refresh: the session was lost, not the page's own redirect.
        if (location.startsWith('/api/') || location.startsWith('/auth/')) throw new Error(`${url} as ${role}: sent to ${location}, not the page`);
        rows.push({ route: route.pattern, role, url, status: 'redirect', location });
        continue;
      }
      if (answer.status !== 200) throw new Error(`${url} as ${role}: ${answer.status}, where the permission table lets ${role} open it`);
      const measured = await firstLoadJs(`${portal}${url}`, headers, cache);
      rows.push({ route: route.pattern, role, url, status: 'measured', ...measured });
      log(`${route.pattern} as ${role}: ${(measured.shipped / KIB).toFixed(1)} KiB`);
    }
  }
  const bareAnswer = await fetch(`${portal}${BARE_ROUTE}`, { redirect: 'manual' });
  await bareAnswer.body?.cancel();
  const bare = bareAnswer.status === 200 ? { route: BARE_ROUTE, ...(await firstLoadJs(`${portal}${BARE_ROUTE}`, {}, cache)) } : null;
  return { rows, bare };
}

/**
 * The shared set (docs/performance.md): the scripts every signed-in page loads, i.e. in every
 * measured row opened with a session. Each row gets `sharedPart` (its scripts in the set) and
 * `ownPart` (the rest), and the verdicts against BUDGET.
 */
export function splitShared({ rows, bare }) {
  const signedIn = rows.filter((row) => row.status === 'measured' && row.role !== NO_SESSION);
  const sets = signedIn.map((row) => new Set(row.scripts.map((script) => script.src)));
  const shared = new Set(sets[0] ?? []);
  for (const set of sets.slice(1)) for (const src of shared) if (!set.has(src)) shared.delete(src);
  const split = (row) => {
    const sharedPart = row.scripts.filter((script) => shared.has(script.src)).reduce((sum, script) => sum + script.shipped, 0);
    return { ...row, sharedPart, ownPart: row.shipped - sharedPart, overShared: sharedPart > BUDGET.shared, overOwn: row.shipped - sharedPart > BUDGET.own };
  };
  const scripts = signedIn[0]?.scripts.filter((script) => shared.has(script.src)) ?? [];
  return {
    shared: { scripts, shipped: scripts.reduce((sum, script) => sum + script.shipped, 0), bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) },
    rows: rows.map((row) => (row.status === 'measured' ? split(row) : row)),
    bare: bare && split(bare),
    encodings: [...new Set(rows.flatMap((row) => row.scripts?.map((script) => script.encoding) ?? []))],
  };
}

/** The first measured row over either budget, in the walk's order; null when every route is within. */
export function firstOver(result) {
  return result.rows.find((row) => row.status === 'measured' && (row.overShared || row.overOwn)) ?? null;
}

export const overText = (row) =>
  [
    row.overShared ? `shared part ${(row.sharedPart / KIB).toFixed(1)} KiB > ${BUDGET.shared / KIB} KiB` : null,
    row.overOwn ? `own part ${(row.ownPart / KIB).toFixed(1)} KiB > ${BUDGET.own / KIB} KiB` : null,
  ]
    .filter(Boolean)
    .join(', ');

const kib = (bytes) => (bytes / KIB).toFixed(1);

/**
 * The markdown table: one row per route and set of roles that load the same scripts; then the
 * routes over budget and by how much.
 */
export function budgetTable(result) {
  const lines = [
    `Shared part (${result.shared.scripts.length} scripts every signed-in page loads): ${kib(result.shared.shipped)} KiB as shipped ` +
      `(${kib(result.shared.bytes)} KiB decoded); budget ≤ ${BUDGET.shared / KIB} KiB. Each page's own part: budget ≤ ${BUDGET.own / KIB} KiB. ` +
      `Encodings served: ${result.encodings.join(', ')}.`,
    '',
    '| route | opened as | scripts | total KiB | shared KiB | own KiB | budget |',
    '|---|---|---|---|---|---|---|',
  ];
  const groups = [];
  for (const row of result.rows) {
    const key = row.status === 'measured' ? `${row.route} ${row.scripts.map((script) => script.src).join(' ')}` : `${row.route} ${row.status} ${row.location ?? ''}`;
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.roles.push(row.role);
    else groups.push({ key, row, roles: [row.role] });
  }
  for (const { row, roles } of groups) {
    const who = roles.join(', ');
    if (row.status === 'none') lines.push(`| \`${row.route}\` | — | — | — | — | — | no page: ${row.note} |`);
    else if (row.status === 'redirect') lines.push(`| \`${row.route}\` | ${who} | — | — | — | — | redirects to \`${row.location}\` |`);
    else {
      const by = (part, budget) => `+${kib(part - budget)}`;
      const verdict =
        row.overShared || row.overOwn
          ? `**over**: ${[row.overShared ? `shared ${by(row.sharedPart, BUDGET.shared)}` : null, row.overOwn ? `own ${by(row.ownPart, BUDGET.own)}` : null].filter(Boolean).join(', ')}`
          : 'within';
      lines.push(`| \`${row.route}\` | ${who} | ${row.scripts.length} | ${kib(row.shipped)} | ${kib(row.sharedPart)} | ${kib(row.ownPart)} | ${verdict} |`);
    }
  }
  if (result.bare) {
    const { bare } = result;
    lines.push(`| \`${BARE_ROUTE}\` (baseline: a bare Next page of this build) | no session | ${bare.scripts.length} | ${kib(bare.shipped)} | ${kib(bare.sharedPart)} | ${kib(bare.ownPart)} | — |`);
  }
  // The routes over budget, each once with the roles it is over for.
  const overShared = groups.filter(({ row }) => row.overShared);
  const overOwn = groups.filter(({ row }) => row.overOwn);
  lines.push('');
  if (overShared.length === 0 && overOwn.length === 0) lines.push('Every route is within both budgets.');
  if (overShared.length) {
    const routes = [...new Set(overShared.map(({ row }) => row.route))];
    lines.push(
      `Over the shared budget: ${routes.length} routes (${result.shared.shipped > BUDGET.shared ? `the shared part itself, ${kib(result.shared.shipped)} KiB, is ${kib(result.shared.shipped - BUDGET.shared)} KiB over: every signed-in page` : routes.map((route) => `\`${route}\``).join(', ')}).`,
    );
  }
  if (overOwn.length) {
    lines.push(`Over the own budget: ${overOwn.map(({ row, roles }) => `\`${row.route}\` (${roles.join(', ')}) ${kib(row.ownPart)} KiB, ${kib(row.ownPart - BUDGET.own)} over`).join('; ')}.`);
  }
  return `${lines.join('\n')}\n`;
}

/** The demo backend (fresh database) and the built portal, unless both URLs were given. */
async function servers(args) {
  const given = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  if (given('--portal') && given('--backend')) return { portal: given('--portal'), backend: given('--backend'), stop: async () => {} };
  // A day-long access token: one sign-in per role serves the whole walk.
  const backend = await startBackend({ port: await freePort(portRange(process.env.BENCH_BACKEND_PORTS)), env: { DEMO_ACCESS_TTL_S: '86400' } });
  try {
    const portal = await startPortal({ backendUrl: backend.url, port: await freePort(portRange(process.env.BENCH_PORTAL_PORTS)) });
    return {
      portal: portal.url,
      backend: backend.url,
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

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--routes')) {
    // The walk's plan without a server: each route, who opens it, and its fixture.
    const { routes, rolesOf } = await routePlan();
    for (const route of routes) {
      const fixture = FIXTURES[route.pattern];
      const how = fixture?.none ? ` (no page: ${fixture.none})` : !dynamic(route.pattern) ? '' : typeof fixture === 'function' ? ' (fixture made at run time)' : ` (at ${fixture})`;
      console.log(fixture?.none ? `${route.pattern}${how}` : `${route.pattern}${how}: ${rolesOf(route).join(', ')}`);
    }
    return;
  }
  const report = args.includes('--report');
  const json = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
  const running = await servers(args);
  let result;
  try {
    result = splitShared(await walkRoutes({ portal: running.portal, backend: running.backend, log: (line) => console.error(`[budget] ${line}`) }));
  } finally {
    await running.stop();
  }
  if (json) writeFileSync(json, `${JSON.stringify({ machine: machine(), date: new Date().toISOString(), budget: BUDGET, ...result }, null, 2)}\n`);
  const table = args.includes('--table') ? args[args.indexOf('--table') + 1] : undefined;
  if (table) writeFileSync(table, budgetTable(result));
  const over = firstOver(result);
  if (report) {
    process.stdout.write(budgetTable(result));
    return;
  }
  if (over) {
    console.error(`over budget: ${over.route} as ${over.role} (${over.url}): ${overText(over)}. The whole table: npm run check:budget -- --report`);
    process.exit(1);
  }
  console.log(`every route within budget: shared part ${kib(result.shared.shipped)} KiB ≤ ${BUDGET.shared / KIB}, each page's own part ≤ ${BUDGET.own / KIB} KiB (${result.rows.filter((row) => row.status === 'measured').length} pages)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
