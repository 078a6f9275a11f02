import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BFF_ROUTE_DIR, apiRouteOfDir, isNextApiPath, nextApiRoutes } from '@/lib/bff/next-api-routes';
import { bffSegments } from '@/lib/bff/node-handler';
import { appApiFiles } from '@/scripts/bff-bundle.mjs';

// The production entry answers /api/* as the BFF unless the path is another route's; which routes
// those are, the build reads from app/api (scripts/bff-bundle.mjs). Under `next dev` Next routes by
// the same tree: a route handler the entry would swallow would work there and 404 in production.
const root = path.resolve(__dirname, '..', '..', '..');
const apiDir = path.join(root, 'app', 'api');
const routes = nextApiRoutes(appApiFiles(root));

/** Every route handler under app/api, found here on its own: its folder, relative to app/api. */
function routeHandlerDirs(dir = apiDir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeHandlerDirs(full));
    else if (/^route\.(js|jsx|ts|tsx|mjs)$/.test(entry.name))
      found.push(path.relative(apiDir, dir).split(path.sep).join('/'));
  }
  return found;
}

/** URLs a route answers: each dynamic folder filled in, a catch-all with one and with two segments. */
function sampleUrls(dir: string): string[] {
  const one: string[] = [];
  const two: string[] = [];
  for (const folder of dir.split('/')) {
    if (folder.startsWith('(') && folder.endsWith(')')) continue;
    if (folder.startsWith('[[...')) two.push('x', 'y');
    else if (folder.startsWith('[...')) {
      one.push('x');
      two.push('x', 'y');
      continue;
    } else if (folder.startsWith('[')) two.push('id-1');
    else two.push(folder);
    if (!folder.startsWith('[[...')) one.push(two.at(-1)!);
  }
  return [...new Set([`/api/${one.join('/')}`, `/api/${two.join('/')}`])];
}

describe('which /api/ paths the production entry leaves to Next', () => {
  const handlers = routeHandlerDirs().filter(
    (dir) => dir !== BFF_ROUTE_DIR && !dir.split('/').some((folder) => folder.startsWith('_')),
  );

  it('finds the route handlers the portal has', () => {
    expect(handlers).toEqual(expect.arrayContaining(['health', 'session/refresh']));
  });

  it.each(handlers)('hands every request of app/api/%s/route.ts to Next', (dir) => {
    for (const url of sampleUrls(dir)) {
      expect([url, bffSegments(url, routes)]).toEqual([url, null]);
      expect([url, bffSegments(`${url}?x=1`, routes)]).toEqual([url, null]);
    }
  });

  it('hands the rewrites next.config.ts makes under /api/ to Next', () => {
    const config = readFileSync(path.join(root, 'next.config.ts'), 'utf8');
    const sources = [...config.matchAll(/source:\s*'(\/api\/[^']*)'/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const url = source.replace(/:[a-z]+\*?/gi, 'x');
      expect([url, bffSegments(url, routes)]).toEqual([url, null]);
    }
  });

  it.each([
    ['/api/jwt/login', ['jwt', 'login']],
    ['/api/v1/core/exchange_rate?x=1', ['v1', 'core', 'exchange_rate']],
    ['/api/session', ['session']],
    ['/api/session/other', ['session', 'other']],
    ['/api/healthz', ['healthz']],
    ['/api/health/deep', ['health', 'deep']],
    ['/api/v2/search/find/%41%42', ['v2', 'search', 'find', 'AB']],
  ])('keeps %s for the BFF', (url, segments) => {
    expect(bffSegments(url, routes)).toEqual(segments);
  });

  it.each([
    '/',
    '/orders',
    '/apix',
    '/api',
    '/_next/static/a.js',
    '/api/health',
    '/api/health/',
    '/api/session/refresh?next=/',
    '/api/%E0%A4%A',
  ])('leaves %s to Next', (url) => {
    expect(bffSegments(url, routes)).toBeNull();
  });

  it('reads route groups, dynamic segments, catch-alls and private folders as Next does', () => {
    const tree = nextApiRoutes([
      '[...path]/route.ts',
      '(ops)/status/route.ts',
      'files/[id]/route.ts',
      'docs/[...slug]/route.ts',
      'maybe/[[...rest]]/route.ts',
      '_internal/route.ts',
      'files/[id]/helper.ts',
    ]);
    const next = (url: string) => bffSegments(url, tree) === null;
    expect(
      ['/api/status', '/api/files/7', '/api/docs/a', '/api/docs/a/b', '/api/maybe', '/api/maybe/a/b'].filter(
        (url) => !next(url),
      ),
    ).toEqual([]);
    expect(
      ['/api/ops/status', '/api/files', '/api/files/7/x', '/api/docs', '/api/_internal', '/api/other'].filter(next),
    ).toEqual([]);
    expect(apiRouteOfDir('_internal/x')).toBeNull();
    expect(isNextApiPath(['files', ''], tree)).toBe(false);
  });
});
