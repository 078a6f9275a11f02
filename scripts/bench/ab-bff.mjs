#!/usr/bin/env node
// A/B of the BFF call between two builds, for deciding whether a change pays:
//   node scripts/bench/ab-bff.mjs <standalone dir A> <standalone dir B> [rounds=4] [count=500]
// One demo backend (DEMO_LATENCY_MS=20) serves both portals. Each round, in ABBA order, for each
// build: a 3 s warm-up at 20 connections, then `count` sequential calls timed as the benchmark
// does (its median minus that of the same calls made straight to the backend just before: the
// time the BFF adds), then 8 s at 20 connections with the portal's CPU per call from /proc.
// Sequential medians on this VM move by several tenths of a millisecond from one sample to the
// next: compare the medians of the rounds. A tool, not a figure of the report.
import { abOrder, median, signedInPortal } from './ab.mjs';
import { backendToken } from './agent.mjs';
import { cannon, sequential } from './load.mjs';
import { startBackend } from './servers.mjs';

const [dirA, dirB, rounds = '4', count = '500'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/bench/ab-bff.mjs <standalone dir A> <standalone dir B> [rounds] [count]');
  process.exit(1);
}
const CALL = 'v1/core/exchange_rate';

const backend = await startBackend({ env: { DEMO_LATENCY_MS: '20', DEMO_ACCESS_TTL_S: '86400' } });
const direct = { url: `${backend.url}/api/${CALL}`, headers: { authorization: `Bearer ${await backendToken(backend.url)}`, 'x-localization': 'ru' } };

/** The build's portal and its BFF call with the session cookie. */
async function portal(dir) {
  const server = await signedInPortal(dir, backend.url);
  return { ...server, call: { url: `${server.url}/api/${CALL}`, headers: { cookie: server.cookie, 'x-csrf': '1', origin: server.url } } };
}

const builds = { A: await portal(dirA), B: await portal(dirB) };
const added = { A: [], B: [] };
const cpu = { A: [], B: [] };
try {
  for (let round = 0; round < Number(rounds); round++) {
    for (const name of abOrder(round)) {
      const { call, pid } = builds[name];
      await cannon({ ...call, connections: 20, durationS: 3 });
      const straight = await sequential({ ...direct, count: Number(count) });
      const through = await sequential({ ...call, count: Number(count) });
      const load = await cannon({ ...call, connections: 20, durationS: 8, serverPid: pid });
      if (load.non2xx || load.errors) throw new Error(`${name}: ${load.non2xx} non-2xx, ${load.errors} errors`);
      added[name].push(Math.round((through.p50_ms - straight.p50_ms) * 100) / 100);
      cpu[name].push(load.server_cpu_ms_per_request);
      console.log(`${name} sequential p50 ${through.p50_ms} ms (direct ${straight.p50_ms}: +${added[name].at(-1)}), ${load.server_cpu_ms_per_request} ms CPU per call at 20 connections`);
    }
  }
  for (const name of ['A', 'B']) console.log(`${name}: median added ${median(added[name])} ms, median CPU per call ${median(cpu[name])} ms`);
} finally {
  for (const build of Object.values(builds)) await build.stop();
  await backend.stop();
}
