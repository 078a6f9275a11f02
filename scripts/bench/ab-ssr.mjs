#!/usr/bin/env node
// A/B of server rendering between two builds, for deciding whether a change pays:
//   node scripts/bench/ab-ssr.mjs <standalone dir A> <standalone dir B> [route=/profile/password] [rounds=4] [seconds=6]
// Copy `.next/standalone` of the build before the change somewhere (cp -a), build the change, and
// pass both folders. One demo backend (DEMO_LATENCY_MS=20) serves both portals; the route is loaded
// by autocannon at 20 connections on A and B in turn (ABBA order, after a warm-up of each), and
// each run's portal CPU per request is read from /proc. On a shared machine single runs move by
// ±15 %; the medians of alternating runs are what to compare. A tool, not a figure of the report.
import { abOrder, median, signedInPortal } from './ab.mjs';
import { cannon } from './load.mjs';
import { startBackend } from './servers.mjs';

const [dirA, dirB, route = '/profile/password', rounds = '4', seconds = '6'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/bench/ab-ssr.mjs <standalone dir A> <standalone dir B> [route] [rounds] [seconds]');
  process.exit(1);
}

const backend = await startBackend({ env: { DEMO_LATENCY_MS: '20', DEMO_ACCESS_TTL_S: '86400' } });

/** The standalone server of `dir` against the backend, signed in as the demo agent. */
async function portal(dir) {
  const server = await signedInPortal(dir, backend.url);
  return { ...server, headers: { cookie: server.cookie } };
}

const builds = { A: await portal(dirA), B: await portal(dirB) };
const cpu = { A: [], B: [] };
try {
  for (const build of Object.values(builds)) await cannon({ url: `${build.url}${route}`, connections: 20, durationS: 3, headers: build.headers });
  for (let round = 0; round < Number(rounds); round++) {
    for (const name of abOrder(round)) {
      const build = builds[name];
      const run = await cannon({ url: `${build.url}${route}`, connections: 20, durationS: Number(seconds), headers: build.headers, serverPid: build.pid });
      if (run.non2xx || run.errors) throw new Error(`${name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      cpu[name].push(run.server_cpu_ms_per_request);
      console.log(`${name} ${run.server_cpu_ms_per_request} ms CPU per request, ${run.rps} req/s, p99 ${run.p99_ms} ms`);
    }
  }
  const [a, b] = [median(cpu.A), median(cpu.B)];
  console.log(`median CPU per request: A ${a} ms, B ${b} ms (B/A ${(b / a).toFixed(3)})`);
} finally {
  for (const build of Object.values(builds)) await build.stop();
  await backend.stop();
}
