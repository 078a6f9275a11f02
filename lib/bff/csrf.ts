/**
 * CSRF refusal for /api (docs/architecture.md §3). The portal's own code always sends `x-csrf: 1`; a
 * cross-site page can only add that header after a CORS preflight we never grant. Origin and
 * Sec-Fetch-Site are checked as well, so an older or odd browser is still covered.
 */

import type { BffIncoming } from './incoming';

export type CsrfDecision = { ok: true } | { ok: false; reason: string };

/**
 * The origins this request may come from: the one the browser addressed. That is the Host (or,
 * behind a proxy, X-Forwarded-Host) header, not request.url: the standalone server builds
 * request.url from its bind address (http://0.0.0.0:3000), which no browser ever sends as Origin.
 * A page in the victim's browser can set none of these headers, so trusting them here is safe.
 */
function ownOrigins(request: Pick<BffIncoming, 'headers'>, url: URL): Set<string> {
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim().toLowerCase() || undefined;
  // Only a well-formed authority (name or IPv4, optional port) counts; anything else is ignored.
  const valid = (host: string | undefined) => (host && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : undefined);
  const host = valid(first('x-forwarded-host')) ?? valid(first('host')) ?? url.host;
  const origins = new Set([url.origin, `${url.protocol}//${host}`]);
  // Behind a TLS-terminating proxy the app sees http:// while the browser sends https://.
  const proto = first('x-forwarded-proto');
  if (proto === 'https' || proto === 'http') origins.add(`${proto}://${host}`);
  return origins;
}

/** `url` is request.url parsed, when the caller has it already. */
export function checkCsrf(request: BffIncoming, url?: URL): CsrfDecision {
  if (request.headers.get('x-csrf') !== '1') return { ok: false, reason: 'missing x-csrf header' };
  return checkSameOrigin(request, url);
}

/**
 * The Origin and Sec-Fetch-Site half of the rule: what a plain HTML form of our own page can be
 * held to, since it cannot send `x-csrf` (the client's answer on a selection's page,
 * app/selection/[token]/answer/route.ts).
 */
export function checkSameOrigin(request: Pick<BffIncoming, 'headers' | 'url'>, url?: URL): CsrfDecision {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none')
    return { ok: false, reason: `sec-fetch-site ${site}` };
  const origin = request.headers.get('origin');
  if (origin !== null && !ownOrigins(request, url ?? new URL(request.url)).has(origin))
    return { ok: false, reason: 'foreign origin' };
  return { ok: true };
}

/**
 * An image the portal's own page loads (`<img src="/api/…">` of a route marked `image` in
 * lib/bff/allowlist.ts), which cannot carry `x-csrf`: allowed only when the browser itself says
 * it is a same-origin image load (Fetch Metadata, which no page can forge). It reads and changes
 * nothing else; the session cookie is SameSite=Lax, so another site's image load has no session
 * anyway. A browser without Fetch Metadata shows no such image rather than weakening the check.
 */
export function isSameOriginImageLoad(request: BffIncoming): boolean {
  return (
    request.method === 'GET' &&
    request.headers.get('sec-fetch-site') === 'same-origin' &&
    request.headers.get('sec-fetch-dest') === 'image'
  );
}
