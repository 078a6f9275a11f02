#!/usr/bin/env node
// `npm run bench`: the performance benchmark (docs/performance.md), every figure from one run. Builds the
// production app for the benchmark (with its bare page, PORTAL_BENCH_ROUTES=1, and its rewrite,
// BENCH_REWRITE_URL), starts the demo backend with DEMO_LATENCY_MS=20 on a fresh database and the
// standalone portal, measures first-load JS as shipped on every route (route-budget.mjs), server rendering, the BFF, Lighthouse,
// the pages on a slow-4G connection (slow-network.mjs) and memory, then
// the reports' API on a backend of its own (reports-api.mjs), and writes bench/report.md and bench/report.json.
//
// Settings (environment):
//   BENCH_QUICK=1          short everything (3 s loads, 1 Lighthouse run, 3 × 2 000 requests for memory)
//   BENCH_DURATION_S       seconds of each autocannon measurement (10; quick 3), after a warm-up
//   BENCH_MEMORY_REQUESTS  requests per memory step (20 000; quick 2 000)
//   BENCH_LH_RUNS          Lighthouse runs per page, the median is reported (3; quick 1)
//   BENCH_SKIP_BUILD=1     reuse the current build, made by this script (its rewrite decides the backend's port)
//   BENCH_PORTAL_PORTS, BENCH_BACKEND_PORTS  port ranges such as 3200-3299 (any free port if unset)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backendToken, portalSession } from './agent.mjs';
import { freePort, portRange } from './free-port.mjs';
import { chromiumVersion, lighthouseScores } from './lighthouse.mjs';
import { cannon, interleaved } from './load.mjs';
import { measureMemory } from './memory.mjs';
import { markdownReport } from './report.mjs';
import { runReportsBenchmark } from './reports-api.mjs';
import { splitShared, walkRoutes } from './route-budget.mjs';
import { measureSlowNetwork } from './slow-network.mjs';
import { BFF_CALL, ROUTES, SHELL_ROUTE } from './routes.mjs';
import { machine, root, startBackend, startPlainProxy, startPortal } from './servers.mjs';

const quick = process.env.BENCH_QUICK === '1';
const settings = {
  quick,
  durationS: Number(process.env.BENCH_DURATION_S ?? (quick ? 3 : 10)),
  warmupS: quick ? 1 : 3,
  memoryRequests: Number(process.env.BENCH_MEMORY_REQUESTS ?? (quick ? 2_000 : 20_000)),
  lighthouseRuns: Number(process.env.BENCH_LH_RUNS ?? (quick ? 1 : 3)),
  sequentialCount: quick ? 100 : 500,
  sequentialRounds: quick ? 2 : 10,
  backendLatencyMs: 20,
};
const REWRITE_PREFIX = '/api/__bench-rewrite';
const log = (...parts) => console.log(`[bench] ${parts.join(' ')}`);

/** The backend origin the build's rewrite points at (BENCH_REWRITE_URL when it was built). */
function builtRewriteTarget() {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'routes-manifest.json'), 'utf8'));
  const rewrite = (manifest.rewrites?.beforeFiles ?? []).find((rule) => rule.source.startsWith(REWRITE_PREFIX));
  if (!rewrite) throw new Error('this build has no benchmark rewrite: run without BENCH_SKIP_BUILD');
  return new URL(rewrite.destination).origin;
}

async function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return Number(new URL(builtRewriteTarget()).port);
  const port = await freePort(portRange(process.env.BENCH_BACKEND_PORTS));
  log(`npm run build (PORTAL_BENCH_ROUTES=1 BENCH_REWRITE_URL=http://127.0.0.1:${port})`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORTAL_BENCH_ROUTES: '1', BENCH_REWRITE_URL: `http://127.0.0.1:${port}` } });
  if (built.status !== 0) throw new Error('npm run build failed');
  return port;
}

async function measure({ portal, backend, plainProxy }) {
  const cookie = await portalSession(portal.url);
  const token = await backendToken(backend.url);
  const page = { cookie };
  const bffHeaders = { cookie, 'x-csrf': '1', origin: portal.url };
  const bearer = { authorization: `Bearer ${token}`, 'x-localization': 'ru' };
  const report = { settings, machine: { ...machine(), chromium: chromiumVersion() }, started: new Date().toISOString() };

  // Every route as every role that may open it, beside the bare page (route-budget.mjs, the check's walk).
  log('first-load JS as shipped, every route');
  report.routeBudget = splitShared(await walkRoutes({ portal: portal.url, backend: backend.url }));

  log('server rendering');
  const ssr = (route, headers) =>
    cannon({ url: `${portal.url}${route}`, connections: 20, durationS: settings.durationS, warmupS: settings.warmupS, headers, serverPid: portal.pid });
  report.ssr = {
    search: await ssr(ROUTES.search, page),
    // The signed-in chrome around a placeholder: what every portal page costs before its content.
    shell: await ssr(SHELL_ROUTE, page),
    login: await ssr(ROUTES.login, {}),
    bare: await ssr(ROUTES.bare, {}),
  };

  log('BFF');
  const targets = {
    bff: { url: `${portal.url}/api/${BFF_CALL}`, headers: bffHeaders },
    direct: { url: `${backend.url}/api/${BFF_CALL}`, headers: bearer },
    rewrite: { url: `${portal.url}${REWRITE_PREFIX}/${BFF_CALL}`, headers: bearer },
    plain: { url: `${plainProxy.url}/api/${BFF_CALL}`, headers: bearer },
  };
  // The CPU per call of the process in the middle (the backend runs under tsx's wrapper: not read).
  const serverPids = { bff: portal.pid, rewrite: portal.pid, plain: plainProxy.pid };
  report.bff = { call: `GET ${BFF_CALL}` };
  // The same warm-up for every path: without it the BFF's handler was timed still unoptimised by
  // V8, against a backend the pages had already called thousands of times.
  for (const target of Object.values(targets)) await cannon({ ...target, connections: 20, durationS: settings.warmupS });
  const sequentialSample = await interleaved({ targets, rounds: settings.sequentialRounds, count: settings.sequentialCount });
  for (const [name, { url, headers }] of Object.entries(targets)) {
    report.bff[name] = {
      sequential: sequentialSample[name],
      c1: await cannon({ url, headers, connections: 1, durationS: settings.durationS, warmupS: settings.warmupS }),
      c20: await cannon({ url, headers, connections: 20, durationS: settings.durationS, warmupS: settings.warmupS, serverPid: serverPids[name] }),
    };
  }

  log('Lighthouse');
  // A fresh debugging port for every browser: one that a closing Chromium still holds made the next
  // launch connect to the dying browser (ECONNREFUSED).
  const lighthousePort = () => freePort(portRange(process.env.BENCH_PORTAL_PORTS));
  report.lighthouse = {};
  for (const name of ['login', 'search', 'journal', 'news', 'newsItem', 'rules', 'rule', 'faq', 'documents']) {
    const headers = name === 'login' ? undefined : { Cookie: cookie };
    report.lighthouse[name] = { route: ROUTES[name], ...(await lighthouseScores(`${portal.url}${ROUTES[name]}`, { runs: settings.lighthouseRuns, port: lighthousePort, headers })) };
  }

  log('slow connections');
  report.slowNetwork = await measureSlowNetwork({ portal: portal.url, backend: backend.url, runs: quick ? 1 : 3 });

  return report;
}

async function main() {
  const backendPort = await build();
  const backend = await startBackend({
    port: backendPort,
    // A day-long access token: autocannon replays one cookie, so a refresh mid-run would repeat on every request.
    env: { DEMO_LATENCY_MS: String(settings.backendLatencyMs), DEMO_ACCESS_TTL_S: '86400' },
  });
  let portal;
  let plainProxy;
  try {
    portal = await startPortal({
      backendUrl: backend.url,
      port: await freePort(portRange(process.env.BENCH_PORTAL_PORTS)),
      env: { BFF_TIMING: '1' },
    });
    log(`backend ${backend.url}, portal ${portal.url} (pid ${portal.pid})`);
    plainProxy = await startPlainProxy({ backendUrl: backend.url, port: await freePort(portRange(process.env.BENCH_PORTAL_PORTS)) });
    const report = await measure({ portal, backend, plainProxy });
    log('memory');
    report.memory = await measureMemory({ backend, cookie: await portalSession(portal.url), requests: settings.memoryRequests });
    // The reports and ticket-desk lists on a backend of their own (no added latency, the year seed).
    log('reports API');
    report.reportsApi = await runReportsBenchmark({ runs: quick ? 50 : 200 });
    report.finished = new Date().toISOString();
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(path.join(root, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(root, 'bench', 'report.md'), markdownReport(report));
    log('wrote bench/report.md and bench/report.json');
    process.stdout.write(markdownReport(report));
  } finally {
    await plainProxy?.stop();
    await portal?.stop();
    await backend.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
