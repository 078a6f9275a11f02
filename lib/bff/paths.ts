/**
 * Path rules of the BFF: what may follow `/api/` before the allowlist is even consulted.
 * Two views are checked: the raw (still percent-encoded) path from the request URL, which shows
 * encoding tricks, and the decoded segments Next hands the route, which show what would be sent.
 */

export type PathCheck = { ok: true; segments: string[]; path: string } | { ok: false; reason: string };

export const MAX_PATH_LENGTH = 1024;

/**
 * A segment must be plain: letters, digits and `-._~` (RFC 3986 unreserved). Every real path
 * in docs/product.md §7 (ids, uuids, tokens, hashes) fits, and nothing here can change the meaning of
 * the URL we build.
 */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

function fail(reason: string): PathCheck {
  return { ok: false, reason };
}

/** Checks decoded segments, e.g. Next's `params.path`. */
export function checkSegments(segments: readonly string[]): PathCheck {
  if (segments.length === 0) return fail('empty path');
  const joined = segments.join('/');
  if (joined.length > MAX_PATH_LENGTH) return fail('path too long');
  for (const segment of segments) {
    if (segment === '') return fail('empty segment');
    if (segment === '.' || segment === '..') return fail('dot segment');
    if (/[\u0000-\u001f\u007f]/.test(segment)) return fail('control character');
    if (segment.includes('/') || segment.includes('\\')) return fail('slash inside a segment');
    // After one decoding a `%` can only come from double encoding (`%252e`).
    if (segment.includes('%')) return fail('double encoding');
    if (!SEGMENT.test(segment)) return fail('character not allowed');
  }
  return { ok: true, segments: [...segments], path: joined };
}

/**
 * Checks the raw path after `/api/` exactly as it appears in the request URL, then decodes each
 * segment once and applies the segment rules.
 */
export function checkRawPath(raw: string): PathCheck {
  if (raw.length > MAX_PATH_LENGTH) return fail('path too long');
  if (raw.includes('\\')) return fail('backslash');
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('/')) return fail('absolute URL');
  // Encoded slash, backslash, percent (double encoding) and NUL: never legitimate in our paths.
  if (/%(2f|5c|25|00)/i.test(raw)) return fail('forbidden encoding');
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    try {
      segments.push(decodeURIComponent(part));
    } catch {
      return fail('malformed encoding');
    }
  }
  return checkSegments(segments);
}

/** The raw path after `/api/` of a request URL, or null when the URL is not under `/api/`. */
export function rawApiPath(url: string | URL): string | null {
  const { pathname } = typeof url === 'string' ? new URL(url) : url;
  return pathname.startsWith('/api/') ? pathname.slice('/api/'.length) : null;
}
