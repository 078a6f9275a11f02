import { matchRoute, ROUTES } from '@/lib/bff/allowlist';

/**
 * Path parameters of the allowlist match their canonical form only (lib/bff/allowlist.ts,
 * PARAMETERS): the backend's lenient number parsing reads `1.`, `01`, `+1` or `1e0` as 1, so any
 * other spelling of an allowed call is a 404 that never reaches it (docs/testing.md, "Security").
 */

const seg = (path: string) => path.split('/');

const HOSTILE_IDS = [
  '1.',
  '01',
  '0',
  '+1',
  '-1',
  '1e0',
  '1.0',
  '0x1',
  ' 1',
  '1 ',
  '1\t',
  '١',
  '１',
  '1_000',
  'Infinity',
  'NaN',
  '9'.repeat(17),
  '',
  '1,2',
  '1;',
  '%31',
  'null',
];
const HOSTILE_TOKENS = ['a.b', 'a b', 'a/b', 'a%2Fb', '..', '.', 'a=', 'a+b', 'ä', 'a\u0000', 'x'.repeat(513), ''];
const HOSTILE_UUIDS = [
  '{1b4e28ba-2fa1-11d2-883f-0016d3cca427}',
  '1b4e28ba2fa111d2883f0016d3cca427',
  'urn:uuid:1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  '1b4e28ba-2fa1-11d2-883f-0016d3cca427.',
  ' 1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  '1b4e28ba-2fa1-11d2-883f-0016d3cca42',
];

/** Every route with a parameter, the parameter's canonical sample, and the hostile variants of its kind. */
const CASES: [pattern: string, method: string, canonical: string, hostile: string[]][] = [
  ['orders/:id', 'GET', '42', HOSTILE_IDS],
  ['orders/:id/print_invoice', 'GET', '7', HOSTILE_IDS],
  ['notifications/:id/read', 'POST', '3', HOSTILE_IDS],
  ['v1/employees/:id/block', 'POST', '12', HOSTILE_IDS],
  ['giata/hotel/:id', 'GET', '1001', HOSTILE_IDS],
  ['contract/banks/:id/list', 'GET', '2', HOSTILE_IDS],
  ['payment/gateways/:id/delete', 'DELETE', '5', HOSTILE_IDS],
  ['search/offers/:uuid', 'PATCH', '1b4e28ba-2fa1-11d2-883f-0016d3cca427', [...HOSTILE_UUIDS, ...HOSTILE_IDS]],
  ['reset_password/:token', 'POST', 'Zm9vYmFyLWJhei1xdXV4_-', HOSTILE_TOKENS],
  ['check_reset_token/:token', 'GET', 'abcDEF123_-', HOSTILE_TOKENS],
  ['v2/orders/book/:sid', 'POST', 'MTIzLjQ1Ni43ODk', HOSTILE_TOKENS],
  ['v2/search/find/:searchId', 'GET', 'a1b2c3', HOSTILE_TOKENS],
  ['orders/air_tickets/book/:hash', 'GET', 'deadBEEF-1_2', HOSTILE_TOKENS],
  ['v1/profile/terminate/:sessionId', 'POST', 'c0ffee-42', HOSTILE_TOKENS],
];

describe('allowlist path parameters: canonical form only', () => {
  it.each(CASES)(
    '%s accepts the canonical %s and refuses every other spelling',
    (pattern, method, canonical, hostile) => {
      const path = (value: string) => pattern.replace(/:[A-Za-z]+/, value);
      expect(matchRoute(method, seg(path(canonical)))?.pattern).toBe(pattern);
      const passed = hostile.filter((value) => matchRoute(method, seg(path(value)))?.pattern === pattern);
      expect(passed).toEqual([]);
    },
  );

  it('every parameter of the list has a kind', () => {
    const names = new Set(ROUTES.flatMap((rule) => rule.pattern.split('/').filter((part) => part.startsWith(':'))));
    for (const name of names) {
      const sample = { ':id': '1', ':uuid': '1b4e28ba-2fa1-11d2-883f-0016d3cca427' }[name] ?? 'abc';
      const rule = ROUTES.find((r) => r.pattern.split('/').includes(name))!;
      expect({ name, matched: matchRoute(rule.method, seg(rule.pattern.replace(name, sample)))?.pattern }).toEqual({
        name,
        matched: rule.pattern,
      });
    }
  });

  it('a literal segment still wins over a parameter', () => {
    expect(matchRoute('GET', seg('orders/country_list'))?.pattern).toBe('orders/country_list');
    expect(matchRoute('GET', seg('orders/bonuses'))?.pattern).toBe('orders/bonuses');
  });
});
