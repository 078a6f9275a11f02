import { appHandlers as handlers, appPages as pages, routeOf } from '../fixtures/app-routes';
import { PUBLIC_DOCUMENT_ROUTES, ROUTES, routePattern } from '@/lib/shared/permissions';

// Every route of app/ against the table proxy.ts checks (lib/shared/permissions.ts `ROUTES`,
// docs/architecture.md §1 "The route table"): a page missing from it, or an entry without a page,
// fails here, so no page can go without its check.

/** Route handlers outside app/api/: only the public document routes may be there. */
const documentHandlers = handlers.filter((file) => !file.startsWith('api/'));

describe('every route of app/ is in the route table', () => {
  it('finds the pages (the walk reads app/)', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages)('%s (%s) is a pattern of the table and resolves to itself', (route) => {
    expect(Object.keys(ROUTES)).toContain(route);
    expect(routePattern(route)).toBe(route);
  });

  it('has no entry without its page (or its public document handler)', () => {
    const routes = new Set([...pages.map(([route]) => route), ...documentHandlers.map(routeOf)]);
    expect(Object.keys(ROUTES).filter((pattern) => !routes.has(pattern))).toEqual([]);
  });

  it('has every route handler under app/api/ (proxy.ts leaves those to the BFF), or a public document route', () => {
    expect(handlers.length).toBeGreaterThan(0);
    expect(documentHandlers.filter((file) => !PUBLIC_DOCUMENT_ROUTES.includes(routeOf(file)))).toEqual([]);
  });

  it.each(PUBLIC_DOCUMENT_ROUTES)('%s is a public route of the table with its handler', (route) => {
    expect(ROUTES[route]).toBe('public');
    expect(routePattern(route)).toBe(route);
    expect(documentHandlers.map(routeOf)).toContain(route);
  });

  it('would refuse a stray route handler outside app/api/', () => {
    expect(PUBLIC_DOCUMENT_ROUTES.includes(routeOf('orders/export/route.ts'))).toBe(false);
  });
});
