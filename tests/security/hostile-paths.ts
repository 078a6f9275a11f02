import { matchRoute } from '@/lib/bff/allowlist';
import { checkSegments } from '@/lib/bff/paths';
import { intIn, pick, prng, type Random } from '@/demo-backend/src/prng';

/**
 * Hostile paths for the BFF fuzz (tests/unit/security/security-proxy-fuzz.test.ts and
 * tests/e2e/security-production.spec.ts): what may follow `/api/` in a request line, written to
 * reach a backend path outside the allowlist. Seeded, so every run and machine sends the same list.
 */

/** Allowed calls to start from: the escape must leave them. */
const PREFIXES = [
  'jwt/user',
  'orders/12',
  'search/offers',
  'v2/search/find/7',
  'notifications',
  'check_reset_token/abc',
];
/** Where an attacker wants to land: not in the allowlist, or never from the browser. */
const TARGETS = ['__demo/stats', 'jwt/refresh-token', 'admin/users', 'internal', 'etc/passwd', 'v1/employees/1/delete'];

/** A parent directory, written every way a parser might still read as `..`. */
const DOTS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%25252e%25252e',
  '%c0%ae%c0%ae', // overlong UTF-8
  '%e0%80%ae%e0%80%ae',
  '\uff0e\uff0e', // fullwidth full stops
  '%ef%bc%8e%ef%bc%8e',
  '%u002e%u002e', // IIS-style
  '..;',
  '.. ',
  '..%00',
  '..%20',
];

/** A separator, likewise. */
const SLASHES = [
  '/',
  '%2f',
  '%2F',
  '\\',
  '%5c',
  '%5C',
  '%252f',
  '%255c',
  '%c0%af', // overlong UTF-8
  '\u2215', // division slash
  '%e2%88%95',
  '\uff0f', // fullwidth solidus
  '%ef%bc%8f',
  '//',
  '/./',
  '/%2e/',
];

/** Whole-path tricks that are not about climbing: absolute URLs, NUL, control and look-alike characters. */
const SPECIALS: ((random: Random) => string)[] = [
  () => 'http://evil.example/api/__demo/stats',
  () => 'https:%2f%2fevil.example%2fapi',
  () => '//evil.example/api/jwt/user',
  () => '/etc/passwd',
  () => '@evil.example/jwt/user',
  () => 'jwt/user@evil.example',
  () => 'file:///etc/passwd',
  () => 'javascript:alert(1)',
  (r) => `jwt/user%00${pick(r, ['', '.json', '/../../__demo/stats', '%2f..%2f__demo'])}`,
  (r) => `jwt/user${pick(r, ['\u0000', '%0d%0aX-Injected:%201', '%0a', '%09', '%7f'])}`,
  (r) => `jwt/user${pick(r, ['%3f', '%23', ';', '%3b', '?', '#'])}${pick(r, TARGETS)}`,
  (r) => `j${pick(r, ['\u200b', '\u00ad', '\u202e', '\u0301', '%e2%80%8b', '%c2%ad'])}wt/user`,
  (r) => pick(r, ['ｊｗｔ/ｕｓｅｒ', 'jwt/\u1d1cser', '%ef%bd%8awt/user', 'JWT/USER', 'jwt/User']),
  (r) => `orders/${'a'.repeat(intIn(r, 1_000, 20_000))}`,
  (r) => `${'a/'.repeat(intIn(r, 300, 3_000))}__demo/stats`,
  (r) => `${'../'.repeat(intIn(r, 10, 200))}__demo/stats`,
  (r) => `orders/${'%2e%2e%2f'.repeat(intIn(r, 50, 400))}__demo/stats`,
  (r) => `orders/%${pick(r, ['zz', 'g0', '', '2', 'c0'])}`,
  (r) =>
    `${pick(r, ['jwt/refresh-token', 'jwt/refresh-token/', 'jwt//refresh-token', 'jwt/refresh-token.', 'jwt/%72efresh-token'])}`,
];

/** `count` hostile raw paths (after `/api/`), the same for the same seed; duplicates removed. */
export function hostilePaths(seed = 20_260_417, count = 240): string[] {
  const random = prng(seed);
  const out = new Set<string>();
  // Every dot and slash form at least once, then random mixtures up to `count`.
  for (const dot of DOTS) out.add(`${pick(random, PREFIXES)}/${dot}/${dot}/${pick(random, TARGETS)}`);
  for (const slash of SLASHES) out.add(`${pick(random, PREFIXES)}${slash}..${slash}..${slash}${pick(random, TARGETS)}`);
  for (const special of SPECIALS) out.add(special(random));
  while (out.size < count) {
    const kind = random();
    if (kind < 0.6) {
      const slash = pick(random, SLASHES);
      const climbs = Array.from({ length: intIn(random, 1, 4) }, () => pick(random, DOTS)).join(slash);
      out.add(`${pick(random, PREFIXES)}${slash}${climbs}${slash}${pick(random, TARGETS)}`);
    } else if (kind < 0.75) {
      out.add(`${pick(random, DOTS)}${pick(random, SLASHES)}${pick(random, TARGETS)}`);
    } else {
      out.add(pick(random, SPECIALS)(random));
    }
  }
  return [...out];
}

/**
 * Whether a path the backend received (its request line, after `/api/`) is one the BFF may send:
 * plain segments forming an allowlisted call for this method.
 */
export function isAllowedBackendPath(method: string, rawPath: string): boolean {
  const path = rawPath.split('?')[0] ?? '';
  const segments = path.split('/');
  return checkSegments(segments).ok && matchRoute(method, segments) !== null;
}
