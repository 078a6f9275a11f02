// bench/report.md from the figures `npm run bench` collected: each measure with its goal, whether
// it is met, how it was measured, and the machine.
import { restKiB } from './memory.mjs';
import { budgetTable } from './route-budget.mjs';
import { slowNetworkTable } from './slow-network.mjs';

const KIB = 1024;
const kib = (bytes) => (bytes / KIB).toFixed(1);
const verdict = (ok) => (ok ? 'met' : '**missed**');
const signed = (text) => (text.startsWith('-') ? text : `+${text}`);

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function markdownReport(report) {
  const { settings, machine, firstLoadJs, routeBudget, ssr, bff, lighthouse, memory } = report;
  const out = [];
  out.push('# `npm run bench` report', '');
  out.push(
    `Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, Chromium ${machine.chromium}, ${machine.platform}. ` +
      // Reports written before the portal had a Node of its own ran it on the tools' Node.
      (machine.portal_node ? `The portal and the plain proxy on Node ${machine.portal_node} (${machine.portal_node_why}). ` : '') +
      `Run ${report.started} – ${report.finished}${settings.quick ? ' (BENCH_QUICK: short durations, figures indicative only)' : ''}.`,
    '',
    `Demo backend with DEMO_LATENCY_MS=${settings.backendLatencyMs} on a fresh database; the standalone portal ` +
      '(`node .next/standalone/server.mjs`, NODE_ENV=production, BFF_TIMING=1), both on loopback with the load generator on the same machine.',
    '',
  );

  out.push('## 1. First-load JavaScript as shipped, every route', '');
  if (routeBudget) {
    out.push(
      'Every `app/**/page.tsx` as every role that may open it (the auth pages without a session), beside the bare page of this build: ' +
        'every `<script src>` of the server-rendered HTML that is not `nomodule`, fetched as Chromium asks for it and counted as the server sends it (brotli), summed; ' +
        '"shared" is the part of a page in the scripts every signed-in page loads, "own" the rest (scripts/bench/route-budget.mjs, `npm run check:budget`).',
      '',
      budgetTable(routeBudget),
    );
  } else {
    // Reports written before every route was walked: the main routes, gzip level 9 of each script.
    out.push(table(['route', 'scripts', 'raw KiB', 'gzip KiB'], Object.entries(firstLoadJs ?? {}).map(([name, r]) => [`${name} \`${r.route}\``, r.scripts.length, kib(r.bytes), kib(r.gzip)])), '');
  }

  out.push('## 2. Server rendering', '');
  out.push(
    `autocannon, 20 connections, ${settings.durationS} s after a ${settings.warmupS} s warm-up; search and shell with the session cookie of the demo agent. ` +
      'Goal: search ≥ 0.5× the bare page\'s req/s, p99 ≤ 300 ms.',
    '',
  );
  const ssrRow = (name, r) => [name, r.rps, r.p50_ms, r.p99_ms, r.server_cpu_ms_per_request ?? '', `${r.requests} (${r.non2xx} non-2xx, ${r.errors} errors)`];
  out.push(
    table(['page', 'req/s', 'p50 ms', 'p99 ms', 'portal CPU ms per request', 'requests'], Object.entries(ssr).map(([name, r]) => ssrRow(name, r))),
    '',
    'The portal\'s CPU per request is its process\'s user + system time (/proc/<pid>/stat) over the measured run, divided by its requests: ' +
      'the page\'s cost without the wait on the backend. "shell" is the profile\'s password section (`/profile/password`: a title, tabs and the form\'s placeholder) inside the signed-in chrome — the session, ' +
      'the user, menu and rate loads, the top bar and the side menu — so search minus shell is the search form\'s own share, shell minus bare the chrome\'s.',
    '',
  );
  const ratio = ssr.search.rps / ssr.bare.rps;
  out.push(
    `Search / bare throughput: ${ratio.toFixed(2)}× (${verdict(ratio >= 0.5)}); search p99 ${ssr.search.p99_ms} ms (${verdict(ssr.search.p99_ms <= 300)}).`,
    '',
  );

  out.push('## 3. The BFF', '');
  out.push(
    `\`${bff.call}\` through the BFF (\`/api/...\`, session cookie), straight to the demo backend (bearer token), and through a plain Next rewrite ` +
      'built only for the benchmark (`BENCH_REWRITE_URL` at build time: `/api/__bench-rewrite/:path*` → backend `/api/:path*`, bearer token), ' +
      'and through a plain node:http proxy (scripts/bench/plain-proxy.mjs: keep-alive, nothing else), the price of a second hop by itself. ' +
      `"sequential": ${bff.bff.sequential.count} requests per path one after another, timed by performance.now() to the full body (sub-ms), after a ${settings.warmupS} s warm-up of every path at 20 connections; ` +
      `taken in ${bff.bff.sequential.rounds} rounds of ${Math.ceil(bff.bff.sequential.count / bff.bff.sequential.rounds)} calls per path (5 more untimed), the paths in turn and the order reversed every other round, so that every path is sampled over the same minutes; ` +
      `c1/c20: autocannon at 1 and 20 connections, ${settings.durationS} s (its latency is whole milliseconds). ` +
      'Goal: ≤ 1 ms added at the median at 1 connection; throughput ≥ 0.3× the rewrite\'s.',
    '',
  );
  out.push(
    table(
      ['path', 'sequential p50 ms', 'sequential p90 ms', 'c1 req/s', 'c1 p50 ms', 'c20 req/s', 'c20 p50 ms', 'c20 p99 ms', 'c20 CPU ms per call (in the middle)'],
      ['bff', 'direct', 'rewrite', 'plain'].map((name) => {
        const r = bff[name];
        return [name, r.sequential.p50_ms, r.sequential.p90_ms, r.c1.rps, r.c1.p50_ms, r.c20.rps, r.c20.p50_ms, r.c20.p99_ms, r.c20.server_cpu_ms_per_request ?? '—'];
      }),
    ),
    '',
  );
  const added = bff.bff.sequential.p50_ms - bff.direct.sequential.p50_ms;
  const overRewrite = bff.bff.sequential.p50_ms - bff.rewrite.sequential.p50_ms;
  const throughput = bff.bff.c20.rps / bff.rewrite.c20.rps;
  const roundsAdded = bff.bff.sequential.rounds_p50_ms.map((ms, i) => ms - bff.direct.sequential.rounds_p50_ms[i]);
  out.push(
    `Added at the median, 1 connection: ${added.toFixed(2)} ms over the direct call (${verdict(added <= 1)}), ${overRewrite.toFixed(2)} ms over the rewrite. ` +
      `Round by round (each round's BFF median minus its direct median): ${roundsAdded.map((ms) => signed(ms.toFixed(2))).join(', ')}. ` +
      `Throughput at 20 connections: ${throughput.toFixed(2)}× the rewrite's (${verdict(throughput >= 0.3)}).`,
    '',
  );
  const stages = bff.bff.sequential.stages_p50_ms;
  if (stages.total !== undefined) {
    const aroundHandler = bff.bff.sequential.p50_ms - stages.total;
    out.push(
      'Where the time goes (BFF_TIMING=1 Server-Timing, medians of the sequential run): ' +
        Object.entries(stages)
          .map(([name, ms]) => `${name} ${ms} ms`)
          .join(', ') +
        `; the client's median minus the handler's total, i.e. Next's routing, the request and response objects and the network: ${aroundHandler.toFixed(2)} ms ` +
        `(the rewrite, all of Next's proxying and no handler: ${signed((bff.rewrite.sequential.p50_ms - bff.direct.sequential.p50_ms).toFixed(2))} ms over direct; ` +
        `the plain proxy, a second hop and nothing else: ${signed((bff.plain.sequential.p50_ms - bff.direct.sequential.p50_ms).toFixed(2))} ms).`,
      '',
    );
  }

  out.push('## 4. Lighthouse', '');
  out.push(
    `Lighthouse 12 (Node API) in Chromium ${machine.chromium} (\`--headless=new --no-sandbox\`), mobile profile (default: simulated slow 4G, 4× CPU), ` +
      `median of ${settings.lighthouseRuns} run(s), each in a fresh browser; signed-in pages with the session cookie as an extra header. Goal ≥ 95 each.`,
    '',
  );
  out.push(
    table(
      ['page', 'performance', 'accessibility', 'LCP ms', 'TBT ms', 'runs (perf/a11y)', 'failing a11y audits'],
      Object.entries(lighthouse).map(([name, r]) => [
        `${name} \`${r.route}\``,
        `${r.performance} (${verdict(r.performance >= 95)})`,
        `${r.accessibility} (${verdict(r.accessibility >= 95)})`,
        r.lcp_ms,
        r.tbt_ms,
        r.runs.map((run) => `${run.performance}/${run.accessibility}`).join(', '),
        [...new Set(r.runs.flatMap((run) => run.failing_accessibility))].join(', ') || '—',
      ]),
    ),
    '',
  );
  const indexes = Object.values(lighthouse).flatMap((r) => r.runs.map((run) => run.benchmark_index)).filter(Number.isFinite);
  if (indexes.length > 0) {
    out.push(
      `The host's speed as Lighthouse measures it (its benchmarkIndex, taken in every run): ${Math.min(...indexes)}–${Math.max(...indexes)}. ` +
        `Lighthouse's 4× CPU slowdown stands for a mid-range phone on a host of about 1000 or more and warns below that, ` +
        `where the same page gets a longer TBT and a lower score.`,
      '',
    );
  }

  out.push('## 5. Memory', '');
  const mib = (kib) => (kib / 1024).toFixed(1);
  const { start, after_first: first, after_second: second, after_third: third } = memory.readings;
  out.push(
    `A portal process of its own (the same build, started with --inspect so the benchmark can ask it for a full garbage ` +
      `collection): VmRSS (/proc/<pid>/status) and V8's heapUsed after one round of the pages, after ${settings.memoryRequests} ` +
      `and after ${2 * settings.memoryRequests} requests (autocannon, 20 connections, each cycling ${memory.mix.join(', ')}); ` +
      `each reading 2 s after the load, then a full GC, then read (RSS before that GC in the last column). "Compiled code" is ` +
      `the code spaces' use, "code + bytecode" V8's getHeapCodeStatistics() (compiled code and bytecode with their metadata, ` +
      `wherever in the heap). "V8 holds" is ` +
      `heapTotal, what V8 has taken from the system for its heap, used or not; "external" the Buffers and other memory ` +
      `its objects own outside the heap; "the rest" is RSS less both: the allocator's and Node's own (thread stacks, the ` +
      `binary), so a step in RSS can be told to one of them; of it, "malloc main arena" is the program break (what the ` +
      `main thread mallocs with glibc; 0 under jemalloc), from /proc/<pid>/smaps. "10 s later" is RSS again after 10 s ` +
      `with nothing to do (an allocator that returns freed memory with time shows it there). Goal: no growth between the two.`,
    '',
  );
  // Readings of reports written before heapTotal and external were kept show a dash there.
  const part = (kib) => (kib === undefined ? '—' : mib(kib));
  out.push(
    table(
      ['reading', 'RSS MiB', '10 s later MiB', 'heap used MiB', 'of it compiled code MiB', 'of it code + bytecode MiB', 'V8 holds MiB', 'external MiB', 'the rest MiB', 'malloc main arena MiB', 'RSS before the GC MiB', 'external before the GC MiB'],
      [
        ['start', start],
        [`after ${settings.memoryRequests}`, first],
        [`after ${2 * settings.memoryRequests}`, second],
        ...(third ? [[`after ${3 * settings.memoryRequests} (trend, not the goal)`, third]] : []),
      ].map(([label, r]) => [
        label,
        mib(r.rss_kib),
        part(r.settled_kib),
        mib(r.heap_used_kib),
        mib(r.code_kib),
        part(r.code_bytecode_kib),
        part(r.heap_total_kib),
        part(r.external_kib),
        part(restKiB(r)),
        part(r.mappings_kib?.brk),
        mib(r.before_gc_kib),
        part(r.before_gc_external_kib),
      ]),
    ),
    '',
    `Between the two: RSS ${signed(mib(memory.delta_rss_kib))} MiB, heap ${signed(mib(memory.delta_heap_kib))} MiB ` +
      `(compiled code ${signed(mib(memory.delta_code_kib))} MiB of it` +
      (memory.delta_code_bytecode_kib === undefined
        ? ') '
        : `; V8's code and bytecode with their metadata, wherever they sit, ${signed(mib(memory.delta_code_bytecode_kib))} MiB, ` +
          `so the heap less them ${signed(mib(memory.delta_heap_kib - memory.delta_code_bytecode_kib))} MiB) `) +
      `(${verdict(memory.delta_rss_kib <= 0 && memory.delta_heap_kib <= 0)}); ` +
      (third
        ? `after them, one step more: RSS ${signed(mib(memory.then_delta_rss_kib))} MiB, heap ${signed(mib(memory.then_delta_heap_kib))} MiB (growth that goes on is a leak; a step that stops growing is the allocator settling); `
        : '') +
      `load steps ${memory.load.map((step) => `${step.requests} requests at ${step.rps} req/s, ${step.non2xx} non-2xx, ${step.errors} errors`).join('; ')}.`,
    '',
  );
  if (report.reportsApi) {
    const api = report.reportsApi;
    out.push('## 6. Reports and ticket-desk lists', '');
    out.push(
      `The demo backend alone (no added latency) on a fresh database with the year seed (${api.orders_visible} ticket orders in the director's agency); ` +
        `each call ${api.runs} times with varied filters, round-robin, after a warm-up (scripts/bench/reports-api.mjs). Goal: p95 ≤ ${api.budget_p95_ms} ms per call.`,
      '',
      table(
        ['call', 'p50 ms', 'p95 ms', 'max ms', 'goal'],
        api.calls.map((c) => [c.label, c.p50_ms, c.p95_ms, c.max_ms, verdict(c.p95_ms <= api.budget_p95_ms)]),
      ),
      '',
    );
  }
  if (report.slowNetwork) {
    out.push('## 7. Slow connections', '');
    out.push('The pages an agent works in, loaded by Chromium over a throttled network (scripts/bench/slow-network.mjs).', '', slowNetworkTable(report.slowNetwork), '');
  }
  return `${out.join('\n')}\n`;
}
