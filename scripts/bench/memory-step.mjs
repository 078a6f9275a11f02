#!/usr/bin/env node
// The memory step of `npm run bench` by itself, repeated: whether the portal's RSS grows between
// 20 000 and 40 000 requests, and in which allocator's memory when it does. Needs a production build.
//
//   node scripts/bench/memory-step.mjs [--runs 4] [--requests 20000] [--steps 2]
//                                      [--env NAME=value]… [--node-arg --flag]…   (steps: 2 or 3)
//
// --env and --node-arg go to the portal only, so allocator settings (MALLOC_ARENA_MAX=1,
// LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2) and V8 flags can be compared run for run.
// Each run is a fresh portal against one demo backend (DEMO_LATENCY_MS=20, as the benchmark).
// Prints one line per run and the runs as JSON.
import { parseArgs } from 'node:util';
import { portalSession } from './agent.mjs';
import { freePort, portRange } from './free-port.mjs';
import { measureMemory, restKiB as rest } from './memory.mjs';
import { machine, startBackend, startPortal } from './servers.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '4' },
    requests: { type: 'string', default: '20000' },
    steps: { type: 'string', default: '2' },
    env: { type: 'string', multiple: true, default: [] },
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});
if (!(Number(values.steps) >= 2 && Number(values.steps) <= 3)) throw new Error('--steps: 2 or 3 (the goal compares two steps; the benchmark names three)');
const env = Object.fromEntries(
  values.env.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env ${pair}: expected NAME=value`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
const mib = (kib) => (kib / 1024).toFixed(1);
const signed = (kib) => `${kib >= 0 ? '+' : ''}${mib(kib)}`;
const describe = (r) => {
  const m = r.mappings_kib;
  return `RSS ${mib(r.rss_kib)}, 10 s later ${mib(r.settled_kib)} (rest ${mib(rest(r))}; brk ${mib(m.brk)}, ${m.arena_count} thread arenas ${mib(m.arenas)}, other anon ${mib(m.anon)}, files ${mib(m.file)}), heap ${mib(r.heap_used_kib)}`;
};

const backend = await startBackend({ port: await freePort(portRange(process.env.BENCH_BACKEND_PORTS)), env: { DEMO_LATENCY_MS: '20', DEMO_ACCESS_TTL_S: '86400' } });
const runs = [];
try {
  // A session made once, through a portal of the same build and secret, serves every run.
  const signIn = await startPortal({ backendUrl: backend.url, port: await freePort(portRange(process.env.BENCH_PORTAL_PORTS)) });
  const cookie = await portalSession(signIn.url).finally(() => signIn.stop());
  console.log(`memory step: ${JSON.stringify(machine())}, env ${JSON.stringify(env)}, node args ${JSON.stringify(values['node-arg'])}`);
  for (let run = 1; run <= Number(values.runs); run++) {
    const memory = await measureMemory({ backend, cookie, requests: Number(values.requests), steps: Number(values.steps), env, nodeArgs: values['node-arg'] });
    runs.push(memory);
    const readings = Object.values(memory.readings).filter(Boolean);
    const steps = readings.slice(1).map((r, i) => `${signed(r.rss_kib - readings[i].rss_kib)} [10 s later ${signed(r.settled_kib - readings[i].settled_kib)}] (rest ${signed(rest(r) - rest(readings[i]))}, brk ${signed(r.mappings_kib.brk - readings[i].mappings_kib.brk)}, arenas ${signed(r.mappings_kib.arenas - readings[i].mappings_kib.arenas)}, anon ${signed(r.mappings_kib.anon - readings[i].mappings_kib.anon)})`);
    console.log(`run ${run}: RSS steps ${steps.join(' then ')} MiB; at the end ${describe(readings.at(-1))}`);
  }
} finally {
  await backend.stop();
}
console.log(JSON.stringify(runs.map((r) => r.readings)));
