// HTTP load for the benchmark: autocannon's programmatic API for throughput and latency under
// concurrency, and a sequential sampler with sub-millisecond timing (autocannon's histogram
// counts whole milliseconds, too coarse for "≤ 1 ms added").
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon against `url` for `durationS` (or `amount` requests), after `warmupS` of the same
 * load whose figures are dropped. `requests` cycles several paths per connection. With
 * `serverPid`, also the server's CPU time per measured request.
 */
export async function cannon({ url, connections, durationS, warmupS = 0, amount, headers = {}, requests, serverPid }) {
  const options = { url, connections, headers, requests };
  if (warmupS > 0) await autocannon({ ...options, duration: warmupS });
  const cpuBefore = serverPid ? cpuMs(serverPid) : 0;
  const result = await autocannon(amount ? { ...options, amount } : { ...options, duration: durationS });
  const cpu = serverPid ? { server_cpu_ms_per_request: round((cpuMs(serverPid) - cpuBefore) / result.requests.total, 2) } : {};
  return {
    ...cpu,
    connections,
    requests: result.requests.total,
    durationS: round(result.duration, 2),
    rps: round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    // Anything but a 2xx (a redirect to the login form, an error page) means the figure is wrong.
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Server-Timing `a;dur=1.2, b;dur=3` → {a: 1.2, b: 3}. */
export function serverTiming(header) {
  const stages = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.map((param) => /^dur=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
    if (name && dur) stages[name] = Number(dur);
  }
  return stages;
}

/** `count` timed calls one after another, after `warmup` untimed ones: each call's ms and Server-Timing stages. */
async function timedCalls({ url, headers = {}, count, warmup }) {
  const times = [];
  const stages = {};
  for (let i = 0; i < warmup + count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i < warmup) continue;
    times.push(ms);
    for (const [name, dur] of Object.entries(serverTiming(response.headers.get('server-timing')))) (stages[name] ??= []).push(dur);
  }
  return { times, stages };
}

function summary({ times, stages }) {
  return {
    count: times.length,
    p50_ms: round(percentile(times, 50), 2),
    p90_ms: round(percentile(times, 90), 2),
    stages_p50_ms: Object.fromEntries(Object.entries(stages).map(([name, values]) => [name, round(percentile(values, 50), 3)])),
  };
}

/**
 * `count` requests one after another (one connection, keep-alive): p50 and p90 of the client's
 * time to the full body, and the p50 of each Server-Timing stage the server reported.
 */
export async function sequential({ url, headers = {}, count, warmup = 20 }) {
  return summary(await timedCalls({ url, headers, count, warmup }));
}

/**
 * The sequential sample of several targets taken in turns: `rounds` rounds of `count / rounds`
 * calls per target (after `warmup` untimed ones), the order reversed every other round, and each
 * target's figures over all its calls, with the median of every round beside them. On this VM a
 * sequential median drifts by several tenths of a millisecond from one half-minute to the next;
 * samples of two targets taken a minute apart compared that drift as much as the targets.
 */
export async function interleaved({ targets, rounds, count, warmup = 5 }) {
  const names = Object.keys(targets);
  const pooled = Object.fromEntries(names.map((name) => [name, { times: [], stages: {}, rounds: [] }]));
  const perRound = Math.ceil(count / rounds);
  for (let round_ = 0; round_ < rounds; round_++) {
    for (const name of round_ % 2 ? [...names].reverse() : names) {
      const { times, stages } = await timedCalls({ ...targets[name], count: perRound, warmup });
      const into = pooled[name];
      into.times.push(...times);
      for (const [stage, values] of Object.entries(stages)) (into.stages[stage] ??= []).push(...values);
      into.rounds.push(round(percentile(times, 50), 2));
    }
  }
  return Object.fromEntries(names.map((name) => [name, { ...summary(pooled[name]), rounds, rounds_p50_ms: pooled[name].rounds }]));
}
