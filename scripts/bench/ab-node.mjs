#!/usr/bin/env node
// A/B of the runtime: one build's portal on two Node binaries, for what the portal's Node changes:
//   node scripts/bench/ab-node.mjs <node A> <node B> [rounds=2] [seconds=6]
// `current` names the machine's Node, `container` the container's release (portal-node.mjs), else a
// binary's path. Needs `PORTAL_BENCH_ROUTES=1 npm run build` (the bare page is only in a benchmark
// build). One demo backend (DEMO_LATENCY_MS=20) serves both portals.
// Server rendering: the bare page, the shell (`/faq`) and tour search at 20 connections on A and B
// in turn (ABBA, after a warm-up), CPU per request from /proc. The BFF: the exchange-rate call,
// sequential, straight to the backend and through A and B interleaved (the benchmark's sample).
// A tool, not a figure of the report.
import { backendToken, portalSession } from './agent.mjs';
import { abOrder, median } from './ab.mjs';
import { cannon, interleaved } from './load.mjs';
import { portalNode } from './portal-node.mjs';
import { BFF_CALL, ROUTES, SHELL_ROUTE } from './routes.mjs';
import { startBackend, startPortal } from './servers.mjs';

const [nodeA, nodeB, rounds = '2', seconds = '6'] = process.argv.slice(2);
if (!nodeA || !nodeB) {
  console.error('usage: node scripts/bench/ab-node.mjs <node A|current|container> <node B|current|container> [rounds] [seconds]');
  process.exit(1);
}
const binary = (name) => ({ current: process.execPath, container: portalNode().path })[name] ?? name;
const routes = { bare: ROUTES.bare, shell: SHELL_ROUTE, search: ROUTES.search };

const backend = await startBackend({ env: { DEMO_LATENCY_MS: '20', DEMO_ACCESS_TTL_S: '86400' } });
const portals = {};
try {
  for (const [name, node] of [['A', binary(nodeA)], ['B', binary(nodeB)]]) {
    const server = await startPortal({ backendUrl: backend.url, node });
    portals[name] = { ...server, cookie: await portalSession(server.url) };
    console.log(`${name}: ${node} (pid ${server.pid})`);
  }
  const headers = (name, route) => (route === 'bare' ? {} : { cookie: portals[name].cookie });

  const cpu = {};
  for (const name of ['A', 'B']) for (const [route, path] of Object.entries(routes)) await cannon({ url: `${portals[name].url}${path}`, connections: 20, durationS: 3, headers: headers(name, route) });
  for (let round = 0; round < Number(rounds); round++) {
    for (const name of abOrder(round)) {
      for (const [route, path] of Object.entries(routes)) {
        const run = await cannon({ url: `${portals[name].url}${path}`, connections: 20, durationS: Number(seconds), headers: headers(name, route), serverPid: portals[name].pid });
        if (run.non2xx || run.errors) throw new Error(`${name} ${path}: ${run.non2xx} non-2xx, ${run.errors} errors`);
        (cpu[`${name} ${route}`] ??= []).push(run);
        console.log(`${name} ${route}: ${run.server_cpu_ms_per_request} ms CPU per request, ${run.rps} req/s, p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms`);
      }
    }
  }
  for (const route of Object.keys(routes)) {
    const [a, b] = ['A', 'B'].map((name) => median(cpu[`${name} ${route}`].map((run) => run.server_cpu_ms_per_request)));
    console.log(`${route}: median CPU per request A ${a} ms, B ${b} ms (B/A ${(b / a).toFixed(2)})`);
  }
  for (const name of ['A', 'B']) {
    const rps = (route) => median(cpu[`${name} ${route}`].map((run) => run.rps));
    console.log(`${name}: search / bare throughput ${(rps('search') / rps('bare')).toFixed(2)}×, search p99 ${median(cpu[`${name} search`].map((run) => run.p99_ms))} ms`);
  }

  const token = await backendToken(backend.url);
  const bff = (name) => ({ url: `${portals[name].url}/api/${BFF_CALL}`, headers: { cookie: portals[name].cookie, 'x-csrf': '1', origin: portals[name].url } });
  const targets = { direct: { url: `${backend.url}/api/${BFF_CALL}`, headers: { authorization: `Bearer ${token}`, 'x-localization': 'ru' } }, A: bff('A'), B: bff('B') };
  for (const target of Object.values(targets)) await cannon({ ...target, connections: 20, durationS: 3 });
  const sample = await interleaved({ targets, rounds: 10, count: 500 });
  for (const name of ['A', 'B']) {
    console.log(`BFF ${name}: +${(sample[name].p50_ms - sample.direct.p50_ms).toFixed(2)} ms at the median over the direct call (rounds ${sample[name].rounds_p50_ms.join(' ')})`);
  }
} finally {
  for (const server of Object.values(portals)) await server.stop();
  await backend.stop();
}
