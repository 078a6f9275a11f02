#!/usr/bin/env node
// A/B of server rendering between two builds, for deciding whether a change pays:
//   node scripts/bench/ab-ssr.mjs <standalone dir A> <standalone dir B> [route=/faq] [rounds=4] [seconds=6]
// Copy `.next/standalone` of the build before the change somewhere (cp -a), build the change, and
// pass both folders. One demo backend (DEMO_LATENCY_MS=20) serves both portals; the route is loaded
// by autocannon at 20 connections on A and B in turn (ABBA order, after a warm-up of each), and
// each run's portal CPU per request is read from /proc. On a shared machine single runs move by
// ±15 %; the medians of alternating runs are what to compare. A tool, not a figure of the report.
import path from 'node:path';
import { cannon } from './load.mjs';
import { startBackend, startPortal } from './servers.mjs';

const [dirA, dirB, route = '/faq', rounds = '4', seconds = '6'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/bench/ab-ssr.mjs <standalone dir A> <standalone dir B> [route] [rounds] [seconds]');
  process.exit(1);
}
const AGENT = JSON.stringify({ login: 'agent@demo.travel', password: 'demo12345' });

const backend = await startBackend({ env: { DEMO_LATENCY_MS: '20', DEMO_ACCESS_TTL_S: '86400' } });

/** The standalone server of `dir` against the backend, signed in as the demo agent. */
async function portal(dir) {
  const server = await startPortal({ backendUrl: backend.url, standalone: path.resolve(dir) });
  const login = await fetch(`${server.url}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1', origin: server.url }, body: AGENT });
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { ...server, headers: { cookie } };
}

const builds = { A: await portal(dirA), B: await portal(dirB) };
const cpu = { A: [], B: [] };
try {
  for (const build of Object.values(builds)) await cannon({ url: `${build.url}${route}`, connections: 20, durationS: 3, headers: build.headers });
  for (let round = 0; round < Number(rounds); round++) {
    for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
      const build = builds[name];
      const run = await cannon({ url: `${build.url}${route}`, connections: 20, durationS: Number(seconds), headers: build.headers, serverPid: build.pid });
      if (run.non2xx || run.errors) throw new Error(`${name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      cpu[name].push(run.server_cpu_ms_per_request);
      console.log(`${name} ${run.server_cpu_ms_per_request} ms CPU per request, ${run.rps} req/s, p99 ${run.p99_ms} ms`);
    }
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const [a, b] = [median(cpu.A), median(cpu.B)];
  console.log(`median CPU per request: A ${a} ms, B ${b} ms (B/A ${(b / a).toFixed(3)})`);
} finally {
  for (const build of Object.values(builds)) await build.stop();
  await backend.stop();
}
