#!/usr/bin/env node
// A/B of Lighthouse (mobile profile, as `npm run bench`) between two builds, for deciding whether a
// change to what the browser loads pays:
//   node scripts/bench/ab-lighthouse.mjs <standalone dir A> <standalone dir B> [rounds=3] [route…=/orders /search/tour]
// Copy `.next/standalone` of the build before the change somewhere (cp -a), build the change, and
// pass both folders. One demo backend (DEMO_LATENCY_MS=20) serves both portals, signed in as the
// demo agent with the seeded popup read; each round runs Lighthouse once per route on A and B in
// turn (ABBA order), each run in a fresh Chromium. Single runs on this VM move by ±5 points and
// TBT by ±100 ms: compare the medians. A tool, not a figure of the report.
import { abOrder, median, signedInPortal } from './ab.mjs';
import { readPopups } from './agent.mjs';
import { freePort } from './free-port.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { startBackend } from './servers.mjs';

const [dirA, dirB, rounds = '3', ...given] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/bench/ab-lighthouse.mjs <standalone dir A> <standalone dir B> [rounds] [route…]');
  process.exit(1);
}
const routes = given.length > 0 ? given : ['/orders', '/search/tour'];

const backend = await startBackend({ env: { DEMO_LATENCY_MS: '20', DEMO_ACCESS_TTL_S: '86400' } });
const builds = { A: await signedInPortal(dirA, backend.url), B: await signedInPortal(dirB, backend.url) };
/** Per route and build, each run's performance score, TBT and LCP. */
const runs = new Map();
try {
  // One backend and one agent: the popups read through A are read for B as well.
  await readPopups(builds.A.url, builds.A.cookie);
  for (let round = 0; round < Number(rounds); round++) {
    for (const route of routes) {
      for (const name of abOrder(round)) {
        const build = builds[name];
        const headers = route.startsWith('/auth/') ? undefined : { Cookie: build.cookie };
        const result = await lighthouseScores(`${build.url}${route}`, { runs: 1, port: () => freePort(), headers });
        const key = `${route} ${name}`;
        if (!runs.has(key)) runs.set(key, []);
        runs.get(key).push(result);
        console.log(`${key}: performance ${result.performance}, TBT ${result.tbt_ms} ms, LCP ${result.lcp_ms} ms`);
      }
    }
  }
  for (const [key, results] of runs) {
    const of = (field) => median(results.map((result) => result[field]));
    console.log(`${key} medians: performance ${of('performance')}, TBT ${of('tbt_ms')} ms, LCP ${of('lcp_ms')} ms`);
  }
} finally {
  for (const build of Object.values(builds)) await build.stop();
  await backend.stop();
}
