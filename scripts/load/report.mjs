// Figures of the load suite: the agents' requests, the demo backend's refresh counts turned into
// the bounds the suite checks, and the Markdown report (bench/load-report.md).
import { percentile } from './agent.mjs';

export function loadFigures(recorder, elapsedS) {
  return {
    requests: recorder.requests,
    rps: Math.round(recorder.requests / elapsedS),
    p50: Math.round(percentile(recorder.latencies, 50)),
    p99: Math.round(percentile(recorder.latencies, 99)),
    failures: recorder.count('failure'),
    logouts: recorder.count('logout'),
    refreshRedirects: recorder.refreshRedirects,
  };
}

/**
 * The refreshes between two /__demo/stats answers, per login session, and what they must be.
 *
 * The bound: the portal refreshes a token once half its lifetime is gone (lib/bff/session-call.ts
 * refreshDue: min(REFRESH_AHEAD_MS = 30 s, lifetime / 2) before expiry; with 5 s tokens the half
 * is the smaller). The lifetime it sees is at least TTL − 1 s, since the JWT `exp` is in whole
 * seconds. A rotation at backend time r issues a token expiring no sooner than r + TTL − 1 s and
 * received no sooner than r, so the next rotation of that session comes no sooner than
 * r + (TTL − 1 s) / 2: 2 s apart for 5 s tokens, the first one too, counted from the login. Over
 * a session's span S that is at most ⌊S / 2 s⌋ rotations. (No lower bound: an agent waiting for
 * slow answers lets tokens expire unused; that its requests all succeeded is the check.)
 */
export function analyseRefreshes(before, after, { ttlS, spanS }) {
  const minGapExpectedMs = ((ttlS - 1) * 1000) / 2;
  const sessions = [];
  for (const [id, now] of Object.entries(after.refreshesBySession ?? {})) {
    const then = before.refreshesBySession?.[id] ?? { rotations: 0, graceRepeats: 0 };
    const rotations = now.rotations - then.rotations;
    const graceRepeats = now.graceRepeats - then.graceRepeats;
    if (rotations > 0 || graceRepeats > 0) sessions.push({ rotations, graceRepeats, minGapMs: now.minRotationGapMs });
  }
  const rotationCounts = sessions.map((s) => s.rotations);
  const gaps = sessions.map((s) => s.minGapMs).filter((gap) => gap !== null);
  return {
    sessions: sessions.length,
    calls: after.refreshes - before.refreshes,
    refusals: after.refreshRefusals - before.refreshRefusals,
    rotations: rotationCounts.reduce((sum, n) => sum + n, 0),
    graceRepeats: sessions.reduce((sum, s) => sum + s.graceRepeats, 0),
    worstRepeatRatio: Math.max(0, ...sessions.map((s) => s.graceRepeats / Math.max(1, s.rotations))),
    minRotations: rotationCounts.length ? Math.min(...rotationCounts) : 0,
    maxRotations: rotationCounts.length ? Math.max(...rotationCounts) : 0,
    maxExpected: Math.floor((spanS * 1000) / minGapExpectedMs),
    minGapMs: gaps.length ? Math.min(...gaps) : null,
    minGapExpectedMs,
  };
}

function runColumn(run) {
  if (!run) return undefined;
  const { figures: f, refreshes: r } = run;
  return [
    f.requests,
    `${run.elapsedS.toFixed(1)} s`,
    f.rps,
    `${f.p50} ms`,
    `${f.p99} ms`,
    f.failures,
    f.logouts,
    f.refreshRedirects,
    r.sessions,
    r.calls,
    r.rotations,
    r.graceRepeats,
    r.refusals,
    `${r.minRotations}-${r.maxRotations} (bound ≤ ${r.maxExpected})`,
    `${r.minGapMs} ms (bound ≥ ${r.minGapExpectedMs} ms)`,
    run.shares
      ? Object.entries(run.shares)
          .map(([upstream, n]) => `${upstream}: ${n}`)
          .join(', ')
      : 'one process',
  ];
}

const ROWS = [
  'requests',
  'run length',
  'requests/s',
  'latency p50',
  'latency p99',
  'failed requests',
  'unexpected logouts',
  'pages sent through /api/session/refresh',
  'sessions refreshed',
  'refresh calls at the backend',
  'rotations (first refresh of a token)',
  'grace-window repeats (a token refreshed again by the other process)',
  'refreshes refused',
  'rotations per session',
  'shortest gap between two rotations of a session',
  'requests per portal process (nginx log)',
];

export function renderReport({ machine, agents, durationS, ttlS, runs, timing, timeoutMs, checks }) {
  const single = runColumn(runs.single) ?? [];
  const scaled = runColumn(runs.scaled) ?? [];
  const lines = [
    '# Load and faults',
    '',
    `${new Date().toISOString()} · ${machine}`,
    '',
    `${agents} simulated agents for ${durationS} s each run: page loads (${'/search/tour, /notifications/all, /orders'}) each followed by`,
    'GET jwt/user, v1/core/exchange_rate and search/offers/total at once, and POST v2/search, with 1-3 s pauses;',
    `the demo backend with ${ttlS} s access tokens; the portal is \`node .next/standalone/server.mjs\`. Latency: every request, as the agent saw it.`,
    '',
    '| | one process | two processes behind nginx |',
    '|---|---|---|',
    ...ROWS.map((row, index) => `| ${row} | ${single[index] ?? '–'} | ${scaled[index] ?? '–'} |`),
    '',
  ];
  if (timing)
    lines.push(
      `Backend slower than BFF_TIMEOUT_MS = ${timeoutMs} ms: API 504 after ${timing.api} ms, error page after ${timing.page} ms.`,
      '',
    );
  lines.push(
    '## Checks',
    '',
    ...checks.map(
      (c) => `- ${c.ok ? 'pass' : '**FAIL**'}: ${c.name}${c.detail ? ` (${c.detail.split('\n')[0]})` : ''}`,
    ),
    '',
  );
  return lines.join('\n');
}
