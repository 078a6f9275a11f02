/**
 * Which `/api/*` paths the production entry leaves to Next rather than answering as the BFF
 * (docs/architecture.md §9). Next routes a path to the most specific route handler that matches
 * it, and the BFF's catch-all (app/api/[...path]) is the least specific of all: so a path is
 * Next's exactly when another route under app/api matches it. The list comes from the app/api
 * tree at build time (scripts/bff-bundle.mjs), so a new route handler works in production as
 * it does under `next dev`; tests/unit/bff/bff-next-api-routes.test.ts walks the tree and checks it.
 */

export type RouteSegment =
  { kind: 'static'; name: string } | { kind: 'dynamic' } | { kind: 'catch-all' } | { kind: 'optional-catch-all' };

/** A route's URL pattern after `/api/`. */
export type ApiRoute = readonly RouteSegment[];

/** The BFF's own route handler, relative to app/api. */
export const BFF_ROUTE_DIR = '[...path]';

/**
 * Paths under /api/ that next.config.ts rewrites (the benchmark's baseline, present only in a
 * build made with BENCH_REWRITE_URL), written as folders would be: Next's too, though no file
 * under app/api names them.
 */
export const NEXT_API_REWRITES: readonly string[] = ['__bench-rewrite/[[...path]]'];

const ROUTE_FILE = /^route\.(js|jsx|ts|tsx|mjs)$/;

function segmentOf(folder: string): RouteSegment {
  if (folder.startsWith('[[...') && folder.endsWith(']]')) return { kind: 'optional-catch-all' };
  if (folder.startsWith('[...') && folder.endsWith(']')) return { kind: 'catch-all' };
  if (folder.startsWith('[') && folder.endsWith(']')) return { kind: 'dynamic' };
  return { kind: 'static', name: folder };
}

/**
 * The URL pattern of a folder path under app/api (`session/refresh`, `(group)/[id]`); route
 * groups add no segment. Null for a private folder (`_x`), which Next never routes.
 */
export function apiRouteOfDir(dir: string): ApiRoute | null {
  const route: RouteSegment[] = [];
  for (const folder of dir.split('/').filter(Boolean)) {
    if (folder.startsWith('_')) return null;
    if (folder.startsWith('(') && folder.endsWith(')')) continue;
    route.push(segmentOf(folder));
  }
  return route;
}

/**
 * The routes Next answers under /api/, from the files of app/api (paths relative to it, `/`
 * separated): every route handler but the BFF's, and the rewrites.
 */
export function nextApiRoutes(files: readonly string[]): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const file of files) {
    const parts = file.split('/');
    if (!ROUTE_FILE.test(parts.pop() ?? '')) continue;
    const dir = parts.join('/');
    if (dir === BFF_ROUTE_DIR) continue;
    const route = apiRouteOfDir(dir);
    if (route) routes.push(route);
  }
  // A rewrite's source is a URL, not a folder: no route groups or private folders in it.
  for (const rewrite of NEXT_API_REWRITES) routes.push(rewrite.split('/').map(segmentOf));
  return routes;
}

function matches(route: ApiRoute, segments: readonly string[], at = 0, from = 0): boolean {
  if (at === route.length) return from === segments.length;
  const segment = route[at]!;
  switch (segment.kind) {
    case 'static':
      return segments[from] === segment.name && matches(route, segments, at + 1, from + 1);
    case 'dynamic':
      return from < segments.length && segments[from] !== '' && matches(route, segments, at + 1, from + 1);
    case 'catch-all':
      return from < segments.length;
    case 'optional-catch-all':
      return true;
  }
}

/**
 * Whether Next answers `/api/<segments>` (decoded segments). A trailing slash counts as none:
 * Next redirects it to the path without, and that path is the route's.
 */
export function isNextApiPath(segments: readonly string[], routes: readonly ApiRoute[]): boolean {
  const path = segments.length > 1 && segments.at(-1) === '' ? segments.slice(0, -1) : segments;
  return routes.some((route) => matches(route, path));
}
