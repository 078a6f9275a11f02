import { matchRoute, ROUTES } from '@/lib/bff/allowlist';
import { checkRawPath, checkSegments, MAX_PATH_LENGTH, rawApiPath } from '@/lib/bff/paths';

describe('raw path rules (what follows /api/ in the URL)', () => {
  it.each([
    ['jwt/login', 'jwt/login'],
    ['orders/123/print_invoice', 'orders/123/print_invoice'],
    ['search/offers/4f8e2c1a-9b7d-4e6f-8a5b-1c2d3e4f5a6b', 'search/offers/4f8e2c1a-9b7d-4e6f-8a5b-1c2d3e4f5a6b'],
    ['check_reset_token/AbC-_9.x~', 'check_reset_token/AbC-_9.x~'],
    // Plain unreserved characters may arrive percent-encoded; one decoding is allowed.
    ['v2/search/find/%41%42', 'v2/search/find/AB'],
  ])('accepts %s', (raw, path) => {
    expect(checkRawPath(raw)).toEqual({ ok: true, segments: path.split('/'), path });
  });

  it.each([
    ['..', 'dot segment'],
    ['jwt/../v1/core/navigation', 'dot segment'],
    ['./jwt/user', 'dot segment'],
    ['%2e%2e/jwt/user', 'dot segment'],
    ['%2E%2e/jwt/user', 'dot segment'],
    ['orders/%2E%2e/', 'dot segment'],
    ['%252e%252e/jwt/user', 'forbidden encoding'],
    ['jwt%2fuser', 'forbidden encoding'],
    ['jwt%2Fuser', 'forbidden encoding'],
    ['jwt%5cuser', 'forbidden encoding'],
    ['jwt\\user', 'backslash'],
    ['jwt/user%00', 'forbidden encoding'],
    ['jwt/user%0a', 'control character'],
    ['//evil.com', 'absolute URL'],
    ['/evil.com/api', 'absolute URL'],
    ['http://x', 'absolute URL'],
    ['https:%2f%2fevil.com', 'absolute URL'],
    ['jwt//user', 'empty segment'],
    ['jwt/user/', 'empty segment'],
    ['', 'empty segment'],
    ['orders/1%3Fa=b', 'character not allowed'],
    ['orders/%E2%82%AC', 'character not allowed'],
    ['orders/%zz', 'malformed encoding'],
    [`orders/${'a'.repeat(MAX_PATH_LENGTH)}`, 'path too long'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(checkRawPath(raw)).toEqual({ ok: false, reason });
  });
});

describe('decoded segment rules (what Next hands the route)', () => {
  it.each([
    [['..'], 'dot segment'],
    [['.'], 'dot segment'],
    [['a/b'], 'slash inside a segment'],
    [['a\\b'], 'slash inside a segment'],
    [['%2e%2e'], 'double encoding'],
    [['jwt', 'user\u0000'], 'control character'],
    [['jwt', ''], 'empty segment'],
    [[], 'empty path'],
    [['evil.com:443'], 'character not allowed'],
  ])('refuses %j (%s)', (segments, reason) => {
    expect(checkSegments(segments)).toEqual({ ok: false, reason });
  });

  it('finds the raw path of a request URL under /api/ only', () => {
    expect(rawApiPath('http://localhost:3000/api/jwt/user?x=1')).toBe('jwt/user');
    expect(rawApiPath('http://localhost:3000/other')).toBeNull();
  });
});

describe('allowlist (docs/product.md §7)', () => {
  const seg = (path: string) => path.split('/');

  it.each([
    ['POST', 'jwt/login', true],
    ['GET', 'jwt/user', false],
    ['GET', 'jwt/logout', false],
    ['POST', 'forgot_password', true],
    ['GET', 'check_reset_token/abc123', true],
    ['POST', 'reset_password/abc123', true],
    ['POST', 'contract/agency-registration', true],
    ['GET', 'contract/agency', true],
    ['POST', 'contract/agency', true],
    ['GET', 'contract/banks', true],
    ['GET', 'contract/banks/3/list', true],
    ['DELETE', 'search/offers', false],
    ['PATCH', 'search/offers/1b4e28ba-2fa1-11d2-883f-0016d3cca427', false],
    ['POST', 'search/offers/print', false],
    ['GET', 'v2/search/countries/7/package_templates', false],
    ['GET', 'orders/country_list', false],
    ['PATCH', 'orders/9/agency_edit', false],
    ['GET', 'orders/9/print_all_documents', false],
    ['POST', 'v2/orders/calculate/sid42', false],
    ['GET', 'v1/employees', false],
    ['POST', 'v1/employees/12/unblock', false],
    ['GET', 'notifications', false],
    ['GET', 'notifications/17', false],
    ['POST', 'notifications/17/read', false],
    ['DELETE', 'payment/gateways/4/delete', false],
    ['GET', 'reports/charter-control-financial/8/details', false],
    ['GET', 'ats/user-links/additional', false],
    ['GET', 'v1/publications', false],
    ['GET', 'v1/publications/categories', false],
    ['GET', 'v1/publications/31', false],
    ['POST', 'v1/publications/31/read', false],
    ['POST', 'v1/publications/read_all', false],
    ['GET', 'v1/rules', false],
    ['GET', 'v1/rules/categories', false],
    ['GET', 'v1/rules/context', false],
    ['GET', 'v1/rules/acknowledgements', false],
    ['GET', 'v1/rules/5', false],
    ['POST', 'v1/rules/5/acknowledge', false],
    ['GET', 'v1/rules/5/acknowledgements', false],
    ['GET', 'v1/faq', false],
    ['GET', 'v1/documents', false],
    ['GET', 'v1/documents/3/download', false],
    // Running the agency (docs/product.md "Running the agency: the calls")
    ['GET', 'agencies/commission', false],
    ['GET', 'agencies/profile', false],
    ['POST', 'agencies/profile', false],
    ['GET', 'agencies/profile/logo/3', false],
    ['DELETE', 'agencies/profile/logo/3', false],
    ['GET', 'agencies/contract', false],
    ['PATCH', 'agencies/contract', false],
    ['GET', 'agencies/contract/pdf', false],
    ['GET', 'agencies/standing', false],
    ['GET', 'v1/employees/create', false],
    ['POST', 'v1/employees/create', false],
    ['GET', 'v1/employees/12/edit', false],
    ['POST', 'v1/employees/12/edit', false],
    ['POST', 'v1/employees/12/block', false],
    ['GET', 'v1/employees/12/dismiss', false],
    ['POST', 'v1/employees/12/dismiss', false],
    ['POST', 'v1/employees/12/hire', false],
    ['GET', 'subpartitions', false],
    ['GET', 'subpartitions/filters', false],
    ['GET', 'subpartitions/2/edit', false],
    ['PATCH', 'subpartitions/2/edit', false],
    ['GET', 'subpartitions/2/tourists', false],
    ['GET', 'payment/gateways', false],
    ['GET', 'payment/gateways/4', false],
    ['POST', 'payment/gateways', false],
    ['PATCH', 'payment/gateways/4/update', false],
    ['GET', 'v1/profile', false],
    ['PATCH', 'v1/profile', false],
    ['POST', 'v1/avatars', false],
    ['PATCH', 'v1/avatars', false],
    ['GET', 'v1/avatars/7', false],
    ['POST', 'v1/profile/change_password', false],
    ['GET', 'v1/profile/settings', false],
    ['POST', 'v1/profile/settings', false],
    ['POST', 'v1/profile/commission', false],
    ['GET', 'v1/profile/sessions', false],
    ['POST', 'v1/profile/terminate', false],
    ['POST', 'v1/profile/terminate/0b7c8f0e-7a9e-4a57-9f1c-7f0a2d1f9e11', false],
    ['GET', 'air_tickets_search', false],
    ['POST', 'air_tickets_search', false],
    ['GET', 'air_tickets_search/places', false],
    ['POST', 'orders/air_tickets/hash', false],
    ['GET', 'orders/air_tickets/book/Ab3_x-9', false],
    ['POST', 'orders/air_tickets/book/Ab3_x-9', false],
    ['GET', 'ats/orders', false],
    ['GET', 'ats/orders/filters', false],
    ['GET', 'ats/orders/12', false],
    ['PATCH', 'ats/orders/12', false],
    ['POST', 'ats/orders/12/cancel', false],
    ['GET', 'ats/orders/12/documents/eticket', false],
    ['GET', 'ats/orders/12/documents/receipt', false],
    // The ticket desk (docs/product.md §12).
    ['GET', 'ats/orders/form-options', false],
    ['POST', 'ats/orders/create', false],
    ['GET', 'ats/orders/12/edit', false],
    ['POST', 'ats/orders/12/edit', false],
    ['GET', 'ats/orders-properties', false],
    ['PATCH', 'ats/orders-properties', false],
    ['GET', 'ats/user-links', false],
    ['GET', 'ats/user-links/3', false],
    ['GET', 'ats/user-links/filters', false],
    ['GET', 'ats/user-links/form-options', false],
    ['POST', 'ats/user-links/create', false],
    ['GET', 'ats/user-links/3/edit', false],
    ['POST', 'ats/user-links/3/edit', false],
    ['PATCH', 'ats/user-links/3', false],
    ['GET', 'ats/orders-payments', false],
    ['GET', 'ats/orders-payments/7', false],
    ['GET', 'ats/orders-payments/create', false],
    ['POST', 'ats/orders-payments/create', false],
    ['GET', 'ats/orders-payments/7/edit', false],
    ['POST', 'ats/orders-payments/7/edit', false],
    ['PATCH', 'ats/orders-payments/7', false],
    ['GET', 'ats/orders-payments/additional', false],
    ['GET', 'ats/orders-payments/filters', false],
  ])('allows %s %s (public: %s)', (method, path, isPublic) => {
    const rule = matchRoute(method, seg(path));
    expect(rule).not.toBeNull();
    expect(rule?.public === true).toBe(isPublic);
  });

  it.each([
    ['POST', 'jwt/refresh-token'],
    ['GET', 'jwt/refresh-token'],
    ['DELETE', 'jwt/user'],
    ['GET', 'jwt/login'],
    ['POST', 'jwt/user'],
    ['PUT', 'search/offers'],
    ['DELETE', 'agencies/profile'],
    ['GET', 'agencies/profile/logo/x'],
    ['DELETE', 'v1/avatars'],
    ['GET', 'v1/profile/sessions/1'],
    ['PATCH', 'payment/gateways/4'],
    ['GET', 'orders/1/2/3'],
    ['GET', 'admin'],
    ['GET', '__demo/stats'],
    ['HEAD', 'jwt/user'],
    ['OPTIONS', 'jwt/user'],
    ['POST', 'v1/publications/31'],
    ['GET', 'v1/publications/31/read'],
    ['DELETE', 'v1/rules/5/acknowledge'],
    ['GET', 'v1/rules/5/acknowledge'],
    ['POST', 'v1/rules/5/acknowledgements'],
    ['POST', 'v1/documents'],
    ['GET', 'v1/documents/3'],
    ['POST', 'air_tickets_search/places'],
    ['GET', 'ats/orders/12/cancel'],
    ['GET', 'ats/orders/12/documents/voucher'],
    ['GET', 'ats/orders/12/documents'],
    ['POST', 'ats/orders'],
    ['POST', 'ats/orders-payments'],
    ['DELETE', 'ats/user-links/3'],
    ['GET', 'ats/orders/additional'],
    ['GET', 'ats/orders-payments/form-options'],
    ['PATCH', 'ats/orders-payments/7/edit'],
  ])('refuses %s %s', (method, path) => {
    expect(matchRoute(method, seg(path))).toBeNull();
  });

  it('prefers a literal rule over a parameter one', () => {
    expect(matchRoute('GET', seg('orders/country_list'))?.pattern).toBe('orders/country_list');
    expect(matchRoute('GET', seg('orders/55'))?.pattern).toBe('orders/:id');
    expect(matchRoute('GET', seg('v1/rules/context'))?.pattern).toBe('v1/rules/context');
    expect(matchRoute('GET', seg('v1/rules/acknowledgements'))?.pattern).toBe('v1/rules/acknowledgements');
    expect(matchRoute('GET', seg('v1/publications/categories'))?.pattern).toBe('v1/publications/categories');
  });

  it('never lists jwt/refresh-token and lists no duplicate rule', () => {
    expect(ROUTES.some((r) => r.pattern.includes('refresh-token'))).toBe(false);
    const keys = ROUTES.map((r) => `${r.method} ${r.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
