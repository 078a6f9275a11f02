#!/usr/bin/env node
// The load and fault suite (docs/testing.md, "Load and faults"), run by `npm test` after the
// production build. Against `node .next/standalone/server.mjs` and the demo backend with 5-second
// access tokens:
//   1. 50 simulated agents for 60 s through one portal process: no failed request, no
//      unexpected logout, every token refreshed once and not before half its life;
//   2. the demo backend killed: pages show the 888 network page, API calls a 502 {error, message};
//      started again on the same port and database: the same sessions work without a new login;
//   3. a backend slower than BFF_TIMEOUT_MS: 504 {error, message} and the error page within the
//      timeout plus a margin;
//   4. the load of 1 once more through two portal processes behind nginx (round-robin);
//   5. two more portal processes sharing a Redis (REDIS_URL) behind nginx: the same expired
//      session sent to both at once costs one refresh at the backend, and failed sign-ins spread
//      over both meet the portal's limit at the same count as on one; with Redis stopped, both
//      still answer (docs/deployment.md, "Several replicas").
// Each check counts as a test; the figures go to stdout and bench/load-report.md, the counts to
// test-results/load.json for scripts/test-all.mjs.
//
//   npm run build && node scripts/load/run.mjs [--agents 50] [--duration 60] [--replicas-only]
//   --replicas-only: the backend and part 5 alone. --replicas-without-redis: part 5 with no
//   Redis, to see its checks fail without the shared lock and limits.
//   Ports: LOAD_BACKEND_PORT, LOAD_PORTAL_PORT (and the next four), LOAD_NGINX_PORT (and the
//   next), LOAD_REDIS_PORT; free ones otherwise.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sealData } from 'iron-session';
import { freePort } from '../bench/free-port.mjs';
import { Agent, Recorder, PAGES } from './agent.mjs';
import { launchBrowser, shownErrorCode } from './browser.mjs';
import { analyseRefreshes, loadFigures, renderReport } from './report.mjs';
import {
  demoBackend,
  LOAD_SESSION_SECRET,
  root,
  startNginx,
  startPortal,
  startRedis,
  startSlowBackend,
} from './servers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const flag = (name) => args.includes(`--${name}`);
const AGENTS = option('agents', 50);
const REPLICAS_ONLY = flag('replicas-only');
const REPLICAS_WITHOUT_REDIS = flag('replicas-without-redis');
const DURATION_S = option('duration', 60);
const ACCESS_TTL_S = 5;
/** Short, so the timeout check takes seconds; the slow backend answers only after four times it. */
const SHORT_TIMEOUT_MS = 2_000;
/** What "within the timeout" allows on top: the page's own rendering on a busy 2-core machine. */
const TIMEOUT_MARGIN_MS = 2_000;
/** Every role the suite signs in as may open every page of agent.mjs PAGES. */
const LOGINS = ['agent@demo.travel', 'ats@demo.travel'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const port = async (name, offset = 0) => (process.env[name] ? Number(process.env[name]) + offset : freePort());

if (!existsSync(path.join(root, '.next', 'standalone', 'server.mjs'))) {
  console.error('load: no standalone build; run `npm run build` first.');
  process.exit(1);
}

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
const log = [];
const running = [];
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;

async function cleanup() {
  for (const server of running.reverse()) await server.stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().then(() => process.exit(1)));

/** Signs `count` agents in through `baseUrl`, ten at a time (the backend hashes each password). */
async function signIn(baseUrl, count, recorder) {
  const agents = Array.from(
    { length: count },
    (_, index) => new Agent({ baseUrl, login: LOGINS[index % LOGINS.length], recorder }),
  );
  for (let index = 0; index < agents.length; index += 10)
    await Promise.all(agents.slice(index, index + 10).map((agent) => agent.signIn()));
  return agents;
}

/** The agents loop for DURATION_S; returns the recorder's figures and the backend's refresh counts. */
async function loadRun(label, baseUrl, backend, processes) {
  const recorder = new Recorder();
  const before = await backend.stats();
  const signInStarted = Date.now();
  const agents = await signIn(baseUrl, AGENTS, recorder);
  check(`${label}: ${AGENTS} agents signed in`, agents.length === AGENTS);
  const started = Date.now();
  await Promise.all(agents.map((agent) => agent.run(started + DURATION_S * 1000)));
  const elapsedS = (Date.now() - started) / 1000;
  const after = await backend.stats();
  const figures = loadFigures(recorder, elapsedS);
  const spanS = (Date.now() - signInStarted) / 1000;
  const refreshes = analyseRefreshes(before, after, { ttlS: ACCESS_TTL_S, spanS });
  console.log(
    `${label}: ${figures.requests} requests in ${elapsedS.toFixed(1)} s, ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
  );

  check(
    `${label}: no failed request (5xx, network error, error page)`,
    recorder.count('failure') === 0,
    `${recorder.count('failure')} failed${recorder.failures.length ? `: ${recorder.failures.slice(0, 5).join(' | ')}` : ''}`,
  );
  check(
    `${label}: no unexpected logout (401, redirect to login)`,
    recorder.count('logout') === 0,
    `${recorder.count('logout')}${recorder.logouts.length ? `: ${recorder.logouts.slice(0, 5).join(' | ')}` : ''}`,
  );
  check(
    `${label}: no new login during the run`,
    after.logins - before.logins === AGENTS,
    `${after.logins - before.logins} logins for ${AGENTS} agents`,
  );
  check(
    `${label}: every session refreshed (${AGENTS} sessions)`,
    refreshes.sessions === AGENTS,
    `${refreshes.sessions} sessions refreshed`,
  );
  check(`${label}: no refresh refused`, refreshes.refusals === 0, `${refreshes.refusals} refused`);
  check(
    `${label}: each session rotated at most ${refreshes.maxExpected} times`,
    refreshes.maxRotations <= refreshes.maxExpected,
    `${refreshes.minRotations}-${refreshes.maxRotations}`,
  );
  check(
    `${label}: no token refreshed before half its life (rotations ≥ ${refreshes.minGapExpectedMs} ms apart)`,
    refreshes.minGapMs === null || refreshes.minGapMs >= refreshes.minGapExpectedMs,
    `shortest gap ${refreshes.minGapMs} ms`,
  );
  if (processes === 1) {
    // One process: its single-flight makes every token's refresh one backend call.
    check(
      `${label}: exactly one refresh call per token (no repeat)`,
      refreshes.graceRepeats === 0 && refreshes.calls === refreshes.rotations,
      `${refreshes.calls} calls, ${refreshes.rotations} rotations, ${refreshes.graceRepeats} repeats`,
    );
  } else {
    // Each process refreshes a token at most once; the backend's grace window answers the other.
    check(
      `${label}: at most one refresh call per token per process (repeats answered in the grace window)`,
      refreshes.worstRepeatRatio <= processes - 1,
      `${refreshes.rotations} rotations, ${refreshes.graceRepeats} grace repeats`,
    );
  }
  return { agents, recorder, figures, refreshes, elapsedS };
}

/** Every agent logs out; a copy of its old cookie must then be refused by every portal process. */
async function logoutAll(label, agents, backend, processUrls) {
  const before = await backend.stats();
  const copies = agents.map((agent) => agent.jar.copy());
  const answers = await Promise.all(
    agents.map((agent) => agent.send('GET', '/api/jwt/logout', { api: true, record: false })),
  );
  const cleared = agents.filter((agent) => !agent.jar.header().includes('agency_session=')).length;
  check(
    `${label}: logout answers 200 and clears the cookie`,
    answers.every((a) => a.status === 200) && cleared === agents.length,
    `${cleared}/${agents.length} cleared`,
  );
  const after = await backend.stats();
  check(
    `${label}: the backend ended every login session`,
    after.logouts - before.logouts === agents.length,
    `${after.logouts - before.logouts} logouts`,
  );
  const refused = [];
  for (const url of processUrls) {
    const stale = new Agent({ baseUrl: url, login: '', recorder: new Recorder() });
    for (const jar of copies.slice(0, 10)) {
      stale.jar = jar.copy();
      refused.push((await stale.send('GET', '/api/jwt/user', { api: true, record: false })).status);
    }
  }
  check(
    `${label}: an old cookie copy is refused (401) by ${processUrls.length === 1 ? 'the portal' : 'each portal process'}`,
    refused.every((status) => status === 401),
    refused.filter((s) => s !== 401).join(', '),
  );
}

/** The backend status a failed server render carries to the browser (lib/errors/page-error.ts backendDigest). */
const digestStatus = (html) => Number(/backend-(\d{3})-/.exec(html)?.[1] ?? NaN);
const isErrorBody = (text) => {
  try {
    const body = JSON.parse(text);
    return (
      typeof body.error === 'string' &&
      body.error.length > 0 &&
      typeof body.message === 'string' &&
      body.message.length > 0
    );
  } catch {
    return false;
  }
};

/** Kills the backend under signed-in agents, checks what they see, starts it again on the same port and database. */
async function outage(agents, backend) {
  const probes = agents.slice(0, 10);
  await backend.kill();
  const down = [];
  for (const agent of probes) {
    const page = await agent.send('GET', PAGES[0], { record: false });
    const api = await agent.send('GET', '/api/jwt/user', { api: true, record: false });
    down.push({ page, api });
  }
  const browser = await launchBrowser();
  const shown = [];
  try {
    for (const agent of probes.slice(0, 2))
      shown.push(await shownErrorCode(browser, agent.baseUrl, agent.jar, PAGES[0]));
  } finally {
    await browser.close();
  }
  check(
    'backend down: pages answer 500 carrying the network error 888',
    down.every((d) => d.page.status === 500 && digestStatus(d.page.text) === 888),
    down
      .map((d) => `${d.page.status}/${digestStatus(d.page.text)}`)
      .slice(0, 3)
      .join(', '),
  );
  check(
    'backend down: the browser shows the 888 network page',
    shown.every((code) => code === '888'),
    shown.join(', '),
  );
  check(
    'backend down: API calls answer 502 {error, message}',
    down.every((d) => d.api.status === 502 && isErrorBody(d.api.text)),
    down.map((d) => `${d.api.status} ${d.api.text.slice(0, 80)}`)[0],
  );
  check(
    'backend down: the session cookie is kept',
    probes.every((agent) => agent.jar.header().includes('agency_session=')),
  );
  // Longer than an access token lives: every session needs a refresh when the backend is back.
  await sleep((ACCESS_TTL_S + 1) * 1000);
  await backend.start();
  const recorder = new Recorder();
  for (const agent of agents) agent.recorder = recorder;
  await Promise.all(
    agents.map(async (agent) => {
      await agent.page(PAGES[0]);
      await agent.api('GET', 'jwt/user');
    }),
  );
  const stats = await backend.stats();
  check(
    'backend back: the same sessions work again (pages and API)',
    recorder.count('failure') === 0 && recorder.count('logout') === 0,
    [...recorder.failures, ...recorder.logouts].slice(0, 3).join(' | '),
  );
  check(
    'backend back: nobody signed in again',
    stats.logins === 0,
    `${stats.logins} logins, ${stats.refreshes} refreshes`,
  );
}

/** A portal with a short BFF_TIMEOUT_MS before a backend that answers after four times it. */
async function timeouts(portalPort, slowPort) {
  const slow = await startSlowBackend({ port: slowPort, delayMs: SHORT_TIMEOUT_MS * 4 });
  running.push(slow);
  const portal = await startPortal({
    port: portalPort,
    backendUrl: slow.url,
    env: { BFF_TIMEOUT_MS: String(SHORT_TIMEOUT_MS), PAGE_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) },
    log,
    label: 'portal-timeout',
  });
  running.push(portal);
  // A signed-in session without a login (the slow backend cannot answer one in time): sealed
  // with the portal's secret, valid for an hour so nothing refreshes.
  const now = Date.now();
  const sealed = await sealData(
    {
      accessToken: 'slow-access',
      refreshToken: 'slow-refresh',
      expiresAt: now + 3_600_000,
      issuedAt: now,
      alias: 'agent',
    },
    { password: LOAD_SESSION_SECRET, ttl: 12 * 3600 },
  );
  const agent = new Agent({ baseUrl: portal.url, login: '', recorder: new Recorder() });
  agent.jar.values.set('agency_session', sealed);
  const bound = SHORT_TIMEOUT_MS + TIMEOUT_MARGIN_MS;
  const api = await agent.send('GET', '/api/jwt/user', { api: true, record: false });
  check(
    `slow backend: the API answers 504 {error, message} within ${bound} ms (timeout ${SHORT_TIMEOUT_MS} ms)`,
    api.status === 504 && isErrorBody(api.text) && api.ms <= bound,
    `${api.status} in ${Math.round(api.ms)} ms: ${api.text.slice(0, 100)}`,
  );
  const page = await agent.send('GET', PAGES[0], { record: false });
  check(
    `slow backend: the page answers 500 carrying the network error 888 within ${bound} ms (PAGE_TIMEOUT_MS ${SHORT_TIMEOUT_MS} ms)`,
    page.status === 500 && digestStatus(page.text) === 888 && page.ms <= bound,
    `${page.status}/${digestStatus(page.text)} in ${Math.round(page.ms)} ms`,
  );
  const browser = await launchBrowser();
  try {
    const code = await shownErrorCode(browser, portal.url, agent.jar, PAGES[0]);
    check('slow backend: the browser shows the 888 network page', code === '888', String(code));
  } finally {
    await browser.close();
  }
  await portal.stop();
  await slow.stop();
  return { api: Math.round(api.ms), page: Math.round(page.ms) };
}

/** Requests per portal process in nginx's access log ("upstream status" lines). */
function shares(accessLog) {
  const counts = {};
  if (!existsSync(accessLog)) return counts;
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const upstream = line.split(' ')[0];
    if (upstream) counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}

/** A sign-in the backend refuses (an unknown login, a new one each time) from `address` as the outer proxy names it. */
async function failedSignIn(baseUrl, address) {
  const response = await fetch(`${baseUrl}/api/jwt/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf': '1',
      origin: baseUrl,
      accept: 'application/json',
      'x-forwarded-for': address,
      cookie: 'locale=en',
    },
    body: JSON.stringify({ login: `nobody-${randomBytes(6).toString('hex')}@load.test`, password: 'not-the-password' }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
}

/** Failed sign-ins through `urls` in turn until the first 429: how many got an answer before it, and that answer. */
async function failuresUntilRefused(urls, address, max = 200) {
  for (let sent = 0; sent < max; sent++) {
    let answer = await failedSignIn(urls[sent % urls.length], address);
    // The backend's budget of password checks per second (503): not a failure; again after a pause.
    for (let retry = 0; answer.status === 503 && retry < 5; retry++) {
      await sleep(1_000);
      answer = await failedSignIn(urls[sent % urls.length], address);
    }
    if (answer.status === 429) return { before: sent, refusal: answer };
    if (answer.status !== 422)
      return { before: sent, refusal: null, unexpected: `${answer.status} ${answer.text.slice(0, 120)}` };
  }
  return { before: max, refusal: null };
}

/**
 * 5. Two portal processes sharing a Redis, behind nginx that appends to X-Forwarded-For; with
 * TRUSTED_PROXY_HOPS=2 the X-Forwarded-For this suite sends stands for a CDN's, so each part
 * below counts as a client address of its own.
 */
async function replicas({ backend, portalPorts, nginxPort, redisPort }) {
  const dir = path.join(work, 'replicas');
  mkdirSync(dir);
  const label = REPLICAS_WITHOUT_REDIS ? 'replicas without Redis' : 'replicas sharing Redis';
  const env = { TRUSTED_PROXY_HOPS: '2' };
  let redis = null;
  if (!REPLICAS_WITHOUT_REDIS) {
    redis = await startRedis({ port: redisPort, dir, log });
    running.push(redis);
    env.REDIS_URL = redis.url;
  }
  const portals = [];
  for (const [index, port] of portalPorts.entries()) {
    const portal = await startPortal({ port, backendUrl: backend.url, env, log, label: `portal-${'de'[index]}` });
    running.push(portal);
    portals.push(portal);
  }
  const nginxDir = path.join(dir, 'nginx');
  mkdirSync(nginxDir);
  const nginx = await startNginx({
    port: nginxPort,
    upstreams: portalPorts.map((port) => `127.0.0.1:${port}`),
    dir: nginxDir,
    log,
  });
  running.push(nginx);

  // (a) A session whose access token has expired, sent to both portals at the same moment.
  const sealed = await expiredSession(backend);
  const before = await backend.stats();
  const agents = portals.map((portal) => {
    const agent = new Agent({ baseUrl: portal.url, login: '', recorder: new Recorder() });
    agent.jar.values.set('agency_session', sealed);
    return agent;
  });
  const answers = await Promise.all(
    agents.map((agent) => agent.send('GET', '/api/jwt/user', { api: true, record: false })),
  );
  const afterRefresh = await backend.stats();
  const refreshCalls = afterRefresh.refreshes - before.refreshes;
  check(
    `${label}: the same expired session sent to both portals at once costs one refresh at the backend`,
    answers.every((answer) => answer.status === 200) && refreshCalls === 1,
    `${answers.map((answer) => answer.status).join(', ')}; ${refreshCalls} refresh calls`,
  );
  // Each portal's new cookie works on the other one, without another refresh.
  const crossed = await Promise.all(
    agents.map((agent, index) => {
      agent.baseUrl = portals[1 - index].url;
      return agent.send('GET', '/api/jwt/user', { api: true, record: false });
    }),
  );
  const afterCrossed = await backend.stats();
  check(
    `${label}: both portals' new cookies work on the other portal without a new refresh`,
    crossed.every((answer) => answer.status === 200) &&
      afterCrossed.refreshes === afterRefresh.refreshes &&
      afterCrossed.refreshRefusals === before.refreshRefusals,
    `${crossed.map((answer) => answer.status).join(', ')}; ${afterCrossed.refreshes - afterRefresh.refreshes} more refresh calls, ${afterCrossed.refreshRefusals - before.refreshRefusals} refused`,
  );

  // The same for a page: proxy.ts refreshes before the render.
  const pageSession = await expiredSession(backend);
  const beforePages = await backend.stats();
  const pages = await Promise.all(
    portals.map((portal) => {
      const agent = new Agent({ baseUrl: portal.url, login: '', recorder: new Recorder() });
      agent.jar.values.set('agency_session', pageSession);
      return agent.send('GET', PAGES[2], { record: false });
    }),
  );
  const pageRefreshes = (await backend.stats()).refreshes - beforePages.refreshes;
  check(
    `${label}: the same expired session opening a page on both portals at once costs one refresh at the backend`,
    pages.every((page) => page.status === 200) && pageRefreshes === 1,
    `${pages.map((page) => page.status).join(', ')}; ${pageRefreshes} refresh calls`,
  );

  // (b) The failed sign-in limit: on one portal alone, then spread over both through nginx, each from its own address.
  const one = await failuresUntilRefused([portals[0].url], '198.51.100.10');
  const loginsBefore = (await backend.stats()).logins;
  const spread = await failuresUntilRefused([nginx.url], '198.51.100.20');
  const loginsAtBackend = (await backend.stats()).logins - loginsBefore;
  const answeredBy = {};
  for (const line of existsSync(nginx.accessLog) ? readFileSync(nginx.accessLog, 'utf8').split('\n') : []) {
    const [upstream, status] = line.split(' ');
    if (upstream && status === '422') answeredBy[upstream] = (answeredBy[upstream] ?? 0) + 1;
  }
  const portalRefusal = (() => {
    try {
      const body = JSON.parse(spread.refusal?.text ?? '');
      return Number(spread.refusal?.retryAfter) >= 1 && typeof body.message === 'string' && body.message.length > 0;
    } catch {
      return false;
    }
  })();
  check(
    `${label}: failed sign-ins spread over both portals meet the limit at the same count as on one portal`,
    one.refusal !== null && one.before > 0 && spread.refusal !== null && spread.before === one.before && portalRefusal,
    `one portal: 429 after ${one.before}${one.unexpected ? ` (${one.unexpected})` : ''}; both: 429 after ${spread.before}${spread.unexpected ? ` (${spread.unexpected})` : ''}`,
  );
  check(
    `${label}: the refusal came from the portal: the backend got only the admitted sign-ins, and both portals took some`,
    loginsAtBackend === spread.before && Object.keys(answeredBy).length === 2,
    `${loginsAtBackend} sign-ins reached the backend; answered by ${JSON.stringify(answeredBy)}`,
  );

  // (c) Redis gone: each portal falls back to its own memory and its own single flight.
  if (redis) {
    await redis.stop();
    const agent = new Agent({ baseUrl: portals[0].url, login: '', recorder: new Recorder() });
    agent.jar.values.set('agency_session', await expiredSession(backend));
    const refreshed = await agent.send('GET', '/api/jwt/user', { api: true, record: false });
    const signIn = await failedSignIn(portals[1].url, '198.51.100.30');
    check(
      `${label}: with Redis stopped both portals still answer (refresh and limits in each process)`,
      refreshed.status === 200 && signIn.status === 422,
      `refresh ${refreshed.status}, failed sign-in ${signIn.status}`,
    );
  }

  for (const server of [nginx, ...portals]) await server.stop();
}

/** A cookie of a fresh login session whose access token has expired: the portal refreshes before using it. */
async function expiredSession(backend) {
  const login = await fetch(`${backend.url}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGINS[0], password: 'demo12345' }),
  });
  const tokens = await login.json();
  const now = Date.now();
  return sealData(
    {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: now - 1_000,
      issuedAt: now - 60_000,
      alias: 'agent',
    },
    { password: LOAD_SESSION_SECRET, ttl: 12 * 3600 },
  );
}

const runs = {};
let timing;
let failed = false;
try {
  const backendPort = await port('LOAD_BACKEND_PORT');
  const [portalA, portalB, portalC] = [
    await port('LOAD_PORTAL_PORT'),
    await port('LOAD_PORTAL_PORT', 1),
    await port('LOAD_PORTAL_PORT', 2),
  ];
  const replicaPorts = [await port('LOAD_PORTAL_PORT', 3), await port('LOAD_PORTAL_PORT', 4)];
  const slowPort = await port('LOAD_BACKEND_PORT', 1);
  const nginxPort = await port('LOAD_NGINX_PORT');
  const replicasNginxPort = await port('LOAD_NGINX_PORT', 1);
  const redisPort = await port('LOAD_REDIS_PORT');
  console.log(`load: ${AGENTS} agents × ${DURATION_S} s, access tokens of ${ACCESS_TTL_S} s; ${machine}`);

  // DEMO_TRUST_PROXY: the portals are the backend's proxies, so the backend's own sign-in limits
  // count the client the portal names (none until it forwards one) rather than every agent as the
  // portal's one address: part 5 measures the portal's limit, not the backend's.
  const backend = demoBackend({
    port: backendPort,
    dbPath: path.join(work, 'demo.sqlite'),
    env: { DEMO_ACCESS_TTL_S: String(ACCESS_TTL_S), DEMO_TRUST_PROXY: '127.0.0.1' },
    log,
  });
  await backend.start();
  running.push(backend);
  if (!REPLICAS_ONLY) await partsOneToFour(backend, { portalA, portalB, portalC, slowPort, nginxPort });
  // 5.
  await replicas({ backend, portalPorts: replicaPorts, nginxPort: replicasNginxPort, redisPort });
} catch (error) {
  failed = true;
  check(
    'the load suite ran to the end',
    false,
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
  console.error(log.slice(-40).join('\n'));
} finally {
  await cleanup();
}

/** 1 to 4: one portal process under load, the outage, the slow backend, two processes behind nginx. */
async function partsOneToFour(backend, { portalA, portalB, portalC, slowPort, nginxPort }) {
  const first = await startPortal({ port: portalA, backendUrl: backend.url, log, label: 'portal-a' });
  running.push(first);

  // 1 and 2: one process, then the outage under the same sessions.
  runs.single = await loadRun('one process', first.url, backend, 1);
  await outage(runs.single.agents, backend);
  await logoutAll('one process', runs.single.agents, backend, [first.url]);

  // 3.
  timing = await timeouts(portalC, slowPort);

  // 4. A second process with the same secret, nginx round-robin over both.
  const second = await startPortal({ port: portalB, backendUrl: backend.url, log, label: 'portal-b' });
  running.push(second);
  const nginxDir = path.join(work, 'nginx');
  mkdirSync(nginxDir);
  const nginx = await startNginx({
    port: nginxPort,
    upstreams: [`127.0.0.1:${portalA}`, `127.0.0.1:${portalB}`],
    dir: nginxDir,
    log,
  });
  running.push(nginx);
  runs.scaled = await loadRun('two processes behind nginx', nginx.url, backend, 2);
  runs.scaled.shares = shares(nginx.accessLog);
  const counts = Object.values(runs.scaled.shares);
  check(
    'two processes behind nginx: both processes answered',
    counts.length === 2 && Math.min(...counts) > 0.3 * Math.max(...counts),
    JSON.stringify(runs.scaled.shares),
  );
  await logoutAll('two processes behind nginx', runs.scaled.agents, backend, [first.url, second.url]);
  // Out of the way of part 5.
  for (const server of [nginx, first, second]) await server.stop();
}

const passed = checks.filter((c) => c.ok).length;
const failedCount = checks.length - passed;
if (REPLICAS_ONLY || REPLICAS_WITHOUT_REDIS) {
  // A partial run: neither the report nor the counts of the whole suite.
  console.log(`load (replicas): ${passed} passed, ${failedCount} failed`);
  process.exit(failedCount > 0 || failed ? 1 : 0);
}
const report = renderReport({
  machine,
  agents: AGENTS,
  durationS: DURATION_S,
  ttlS: ACCESS_TTL_S,
  runs,
  timing,
  timeoutMs: SHORT_TIMEOUT_MS,
  checks,
});
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'load-report.md'), report);
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results', 'load.json'),
  JSON.stringify({ passed, failed: failedCount, checks }, null, 2),
);
console.log(`\n${report}`);
console.log(`load: ${passed} passed, ${failedCount} failed`);
process.exit(failedCount > 0 || failed ? 1 : 0);
