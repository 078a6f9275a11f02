import { patternSegments, pathSegments, resolvePattern } from '@/lib/shared/route-pattern';
import { ROUTES, mayOpen, routeAccess, routePattern } from '@/lib/shared/permissions';

// The matcher proxy.ts checks every page request with (docs/architecture.md §1 "The route table"):
// a path is exactly one page of app/, the most specific, as the router picks it.

describe('resolvePattern', () => {
  const patterns = [
    '/ats/orders',
    '/ats/orders/create',
    '/ats/orders/[id]/edit',
    '/employees/[[...office]]',
    '/docs/[...slug]',
    '/docs/intro',
    '/items/[id]',
    '/items/new',
  ];

  it.each([
    ['/ats/orders', '/ats/orders'],
    ['/ats/orders/create', '/ats/orders/create'],
    ['/ats/orders/5/edit', '/ats/orders/[id]/edit'],
    // A static segment before a dynamic one: `create` is an id to this route, not the create page.
    ['/ats/orders/create/edit', '/ats/orders/[id]/edit'],
    ['/employees', '/employees/[[...office]]'],
    ['/employees/chisinau', '/employees/[[...office]]'],
    ['/employees/a/b/c', '/employees/[[...office]]'],
    ['/docs/intro', '/docs/intro'],
    ['/docs/a/b', '/docs/[...slug]'],
    ['/items/new', '/items/new'],
    ['/items/7', '/items/[id]'],
  ])('%s is %s', (path, pattern) => {
    expect(resolvePattern(path, patterns)).toBe(pattern);
  });

  it.each(['/ats', '/ats/orders/5', '/ats/orders/5/edit/more', '/docs', '/items', '/items/7/x', '/atsx/orders', '/'])(
    '%s is no page of them',
    (path) => {
      expect(resolvePattern(path, patterns)).toBeNull();
    },
  );

  it('reads the path as the router does: query, fragment, empty segments and a trailing slash dropped, segments decoded', () => {
    expect(resolvePattern('/ats/orders/5/edit?tab=1#x', patterns)).toBe('/ats/orders/[id]/edit');
    expect(resolvePattern('/ats/orders/create/', patterns)).toBe('/ats/orders/create');
    expect(resolvePattern('//ats//orders/create', patterns)).toBe('/ats/orders/create');
    expect(resolvePattern('/ats/orders/%63reate', patterns)).toBe('/ats/orders/create');
    expect(resolvePattern('/ats/%6Frders/5/edit', patterns)).toBe('/ats/orders/[id]/edit');
    // A segment that does not decode is no page.
    expect(pathSegments('/ats/orders/%E0%A4%A')).toBeNull();
    expect(resolvePattern('/ats/orders/%E0%A4%A/edit', patterns)).toBeNull();
  });

  it('takes a pattern written as a path for itself, and drops route groups', () => {
    for (const pattern of patterns) expect(resolvePattern(pattern, patterns)).toBe(pattern);
    expect(patternSegments('/(portal)/ats/orders/[id]/edit')).toEqual(patternSegments('/ats/orders/[id]/edit'));
  });
});

describe('the route table', () => {
  it("resolves an order's edit to its own pattern and roles, not to the list's", () => {
    expect(routePattern('/ats/orders/5/edit')).toBe('/ats/orders/[id]/edit');
    expect(routeAccess('/ats/orders/5/edit')).toEqual(['ats.manage']);
    expect(routeAccess('/ats/orders')).toEqual(['ticketOrders.read']);
    expect(mayOpen('agent', '/ats/orders')).toBe(true);
    expect(mayOpen('agent', '/ats/orders/5/edit')).toBe(false);
    expect(mayOpen('agency_director', '/ats/orders/5/edit')).toBe(false);
    expect(mayOpen('ats_manager', '/ats/orders/5/edit')).toBe(true);
  });

  it("resolves a linked user's edit and a gateway's edit to their own patterns", () => {
    expect(routePattern('/ats/user-links/3/edit')).toBe('/ats/user-links/[id]/edit');
    expect(routeAccess('/ats/user-links/3/edit')).toEqual(['ats.manage']);
    expect(routePattern('/payment-gateways/4/edit')).toBe('/payment-gateways/[id]/edit');
    expect(routePattern('/subpartitions/edit/2')).toBe('/subpartitions/edit/[id]');
  });

  it('takes a named agency section for its own route and any other for /agency/[action]', () => {
    expect(routePattern('/agency/contract')).toBe('/agency/contract');
    expect(mayOpen('agency_manager', '/agency/contract')).toBe(false);
    expect(routePattern('/agency/unknown')).toBe('/agency/[action]');
    expect(mayOpen('agency_manager', '/agency/unknown')).toBe(true);
    expect(mayOpen('agent', '/agency/unknown')).toBe(false);
  });

  it('has no path resolving to two patterns: every pattern is itself and no other', () => {
    const patterns = Object.keys(ROUTES);
    for (const pattern of patterns) expect(routePattern(pattern)).toBe(pattern);
  });
});
