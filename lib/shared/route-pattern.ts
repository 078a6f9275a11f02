/**
 * Route patterns as app/ spells them (`/ats/orders/[id]/edit`, `/employees/[[...office]]`) and the
 * one that a request path is (docs/architecture.md §1 "The route table"): the most specific
 * matching pattern, as the App Router picks one page for a path. Pure, so the proxy, the demo
 * backend's menu and the benchmark's route walk read the same answer.
 */

type Segment =
  | { kind: 'static'; name: string }
  /** `[id]`: one segment. */
  | { kind: 'dynamic' }
  /** `[...path]`: one segment or more. */
  | { kind: 'catch-all' }
  /** `[[...path]]`: any number of segments, none included. */
  | { kind: 'optional-catch-all' };

/** Lower is more specific: at the first segment two matching patterns differ, the lower one wins. */
const RANK: Record<Segment['kind'], number> = { static: 0, dynamic: 1, 'catch-all': 2, 'optional-catch-all': 3 };

/** A pattern's segments; route groups such as `(portal)` are not part of a path and are dropped. */
export function patternSegments(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '' && !/^\(.+\)$/.test(part))
    .map((part): Segment => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(part)) return { kind: 'optional-catch-all' };
      if (/^\[\.\.\.[^\]]+\]$/.test(part)) return { kind: 'catch-all' };
      if (/^\[[^\]]+\]$/.test(part)) return { kind: 'dynamic' };
      return { kind: 'static', name: part };
    });
}

/**
 * A request path's segments, decoded (`/ats/orders/%63reate` is `/ats/orders/create`, as the router
 * reads it); query and fragment, empty segments and a trailing slash dropped. Null for a segment that
 * does not decode: no pattern matches it.
 */
export function pathSegments(path: string): string[] | null {
  const parts = path
    .split(/[?#]/)[0]!
    .split('/')
    .filter((part) => part !== '');
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

function matches(pattern: Segment[], parts: string[]): boolean {
  for (const [index, segment] of pattern.entries()) {
    if (segment.kind === 'optional-catch-all') return true;
    if (segment.kind === 'catch-all') return parts.length > index;
    if (index >= parts.length) return false;
    if (segment.kind === 'static' && parts[index] !== segment.name) return false;
  }
  return parts.length === pattern.length;
}

/** Negative when `a` is the more specific of two patterns that both match a path. */
function bySpecificity(a: Segment[], b: Segment[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const rankA = a[index] ? RANK[a[index]!.kind] : -1;
    const rankB = b[index] ? RANK[b[index]!.kind] : -1;
    if (rankA !== rankB) return rankA - rankB;
  }
  return 0;
}

/** Each pattern read once: the proxy resolves a path on every page request. */
const parsed = new Map<string, Segment[]>();
const segmentsOf = (pattern: string): Segment[] => {
  let segments = parsed.get(pattern);
  if (!segments) parsed.set(pattern, (segments = patternSegments(pattern)));
  return segments;
};

/** The pattern among `patterns` that `path` is, the most specific that matches; null when none does. */
export function resolvePattern(path: string, patterns: readonly string[]): string | null {
  const parts = pathSegments(path);
  if (parts === null) return null;
  let best: { pattern: string; segments: Segment[] } | null = null;
  for (const pattern of patterns) {
    const segments = segmentsOf(pattern);
    if (matches(segments, parts) && (best === null || bySpecificity(segments, best.segments) < 0))
      best = { pattern, segments };
  }
  return best?.pattern ?? null;
}
