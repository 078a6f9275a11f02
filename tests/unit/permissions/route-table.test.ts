import { appHandlers as handlers, appPages as pages } from '../fixtures/app-routes';
import { ROUTES, routePattern } from '@/lib/shared/permissions';

// Every route of app/ against the table proxy.ts checks (lib/shared/permissions.ts `ROUTES`,
// docs/architecture.md §1 "The route table"): a page missing from it, or an entry without a page,
// fails here, so no page can go without its check.

describe('every route of app/ is in the route table', () => {
  it('finds the pages (the walk reads app/)', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages)('%s (%s) is a pattern of the table and resolves to itself', (route) => {
    expect(Object.keys(ROUTES)).toContain(route);
    expect(routePattern(route)).toBe(route);
  });

  it('has no entry without its page', () => {
    const routes = new Set(pages.map(([route]) => route));
    expect(Object.keys(ROUTES).filter((pattern) => !routes.has(pattern))).toEqual([]);
  });

  it('has every route handler under app/api/, which proxy.ts leaves to the BFF and its own checks', () => {
    expect(handlers.length).toBeGreaterThan(0);
    expect(handlers.filter((file) => !file.startsWith('api/'))).toEqual([]);
  });
});
