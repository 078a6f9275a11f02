// The benchmark's memory figure, shared by `npm run bench` (run.mjs) and the memory step alone
// (memory-step.mjs): a portal of its own started with the inspector open, so each reading can
// follow a full garbage collection.
import { readFileSync } from 'node:fs';
import { connectInspector } from './inspector.mjs';
import { freePort, portRange } from './free-port.mjs';
import { cannon } from './load.mjs';
import { BFF_CALL, ROUTES } from './routes.mjs';
import { startPortal } from './servers.mjs';

/** VmRSS of a process in KiB (Linux). */
function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
}

const ARENA_BYTES = 64 * 1024 * 1024;

/**
 * "The rest" of a reading in KiB: RSS less what V8 holds for its heap and its external memory,
 * i.e. the allocator's and Node's own; undefined for readings of reports that kept neither.
 */
export function restKiB(reading) {
  return reading.heap_total_kib === undefined ? undefined : reading.rss_kib - reading.heap_total_kib - reading.external_kib;
}

/**
 * RSS in KiB by kind of mapping (/proc/<pid>/smaps): `brk` is the program break, where glibc's main
 * arena lives (what the main thread mallocs); `arenas` the other threads' malloc arenas, each a
 * 64 MiB-aligned anonymous heap of 64 MiB (its unused tail mapped without access); `anon` every
 * other anonymous mapping (V8's heap pages, large malloc blocks, thread stacks); `file` mapped
 * files (the binary, libraries). A diagnostic: it tells which allocator's memory a step is in.
 */
export function rssByMapping(pid) {
  const mappings = [];
  let current;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      current = { start: parseInt(head[1], 16), end: parseInt(head[2], 16), inode: head[4], name: head[5], rss: 0 };
      mappings.push(current);
    } else if (current && line.startsWith('Rss:')) {
      current.rss = Number(/(\d+)/.exec(line)[1]);
    }
  }
  const totals = { brk: 0, arenas: 0, arena_count: 0, anon: 0, file: 0 };
  for (let i = 0; i < mappings.length; i++) {
    const map = mappings[i];
    if (map.name === '[heap]') totals.brk += map.rss;
    else if (map.inode !== '0') totals.file += map.rss;
    else if (map.start % ARENA_BYTES === 0 && !map.name) {
      // A thread arena: this mapping and the ones right after it add up to exactly 64 MiB.
      let end = map.end;
      let rss = map.rss;
      let j = i;
      while (end - map.start < ARENA_BYTES && mappings[j + 1]?.start === end && !mappings[j + 1].name && mappings[j + 1].inode === '0') {
        j += 1;
        end = mappings[j].end;
        rss += mappings[j].rss;
      }
      if (end - map.start === ARENA_BYTES) {
        totals.arenas += rss;
        totals.arena_count += 1;
        i = j;
      } else totals.anon += map.rss;
    } else totals.anon += map.rss;
  }
  return totals;
}

/**
 * The memory figure: VmRSS and the V8 heap after one round of the pages, after `requests`, twice
 * and three times that many requests (20 connections, each cycling the signed-in pages and a BFF
 * call). The goal compares the first two steps; the third shows whether a difference keeps growing.
 * `env` and `nodeArgs` go to the portal (allocator settings, V8 flags).
 */
export async function measureMemory({ backend, cookie, requests, steps = 3, env = {}, nodeArgs = [] }) {
  const inspectorPort = await freePort(portRange(process.env.BENCH_PORTAL_PORTS));
  const portal = await startPortal({
    backendUrl: backend.url,
    port: await freePort(portRange(process.env.BENCH_PORTAL_PORTS)),
    env,
    nodeArgs: [...nodeArgs, `--inspect=127.0.0.1:${inspectorPort}`],
  });
  const inspector = await connectInspector(inspectorPort);
  try {
    const headers = { cookie, 'x-csrf': '1', origin: portal.url };
    // Each connection cycles through the signed-in pages and the BFF call (the login form would only
    // redirect a signed-in agent); the cookie and CSRF headers go with all.
    const mix = [ROUTES.search, ROUTES.journal, ROUTES.notifications].flatMap((route) => [route, `/api/${BFF_CALL}`]).map((p) => ({ method: 'GET', path: p }));
    const step = () => cannon({ url: portal.url, connections: 20, amount: requests, headers, requests: mix });
    const reading = async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const before_gc_kib = rssKiB(portal.pid);
      const beforeGc = await inspector.memoryUsage();
      await inspector.collectGarbage();
      const { heapUsed, heapTotal, external, codeUsed, codeAndBytecode } = await inspector.memoryUsage();
      const after_gc_kib = rssKiB(portal.pid);
      const kib = (bytes) => Math.round(bytes / 1024);
      // heapTotal: what V8 holds from the system for its heap, used or not; external: Buffers and
      // other memory V8's objects own outside it. What RSS has beyond both is the allocator's
      // and Node's own (thread stacks, the binary), so a step in RSS can be told to one of them.
      const mappings_kib = rssByMapping(portal.pid);
      // RSS once more after 10 s with nothing to do: an allocator that gives freed memory back
      // with time (jemalloc's decay) shows it here, glibc's does not.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      return {
        rss_kib: after_gc_kib,
        settled_kib: rssKiB(portal.pid),
        heap_used_kib: kib(heapUsed),
        heap_total_kib: kib(heapTotal),
        external_kib: kib(external),
        code_kib: kib(codeUsed),
        code_bytecode_kib: kib(codeAndBytecode),
        before_gc_kib,
        // What the collection freed: dead objects' Buffers and ArrayBuffers are malloc memory
        // until it runs.
        before_gc_external_kib: kib(beforeGc.external),
        before_gc_heap_kib: kib(beforeGc.heapUsed),
        mappings_kib,
      };
    };
    // One round of every page first, so the start is a served portal, not a cold one.
    await cannon({ url: portal.url, connections: 1, amount: mix.length, headers, requests: mix });
    const readings = [await reading()];
    const load = [];
    for (let i = 0; i < steps; i++) {
      load.push(await step());
      readings.push(await reading());
    }
    const [start, afterFirst, afterSecond, afterThird] = readings;
    return {
      mix: mix.map((r) => r.path),
      readings: { start, after_first: afterFirst, after_second: afterSecond, after_third: afterThird },
      delta_rss_kib: afterSecond.rss_kib - afterFirst.rss_kib,
      delta_heap_kib: afterSecond.heap_used_kib - afterFirst.heap_used_kib,
      delta_code_kib: afterSecond.code_kib - afterFirst.code_kib,
      delta_code_bytecode_kib: afterSecond.code_bytecode_kib - afterFirst.code_bytecode_kib,
      then_delta_rss_kib: afterThird ? afterThird.rss_kib - afterSecond.rss_kib : undefined,
      then_delta_heap_kib: afterThird ? afterThird.heap_used_kib - afterSecond.heap_used_kib : undefined,
      load,
    };
  } finally {
    inspector.close();
    await portal.stop();
  }
}
