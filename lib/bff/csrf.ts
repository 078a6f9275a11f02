/**
 * CSRF refusal for /api (DESIGN.md §3). The portal's own code always sends `x-csrf: 1`; a
 * cross-site page can only add that header after a CORS preflight we never grant. Origin and
 * Sec-Fetch-Site are checked as well, so an older or odd browser is still covered.
 */

export type CsrfDecision = { ok: true } | { ok: false; reason: string };

/** The origins this request may come from: its own, and the TLS one a terminating proxy reports. */
function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([url.origin]);
  // Every theme answers on its own host (DESIGN.md §4), but Next builds request.url from its own
  // listening host, not from Host. The browser sets Host to the site it is talking to, and a
  // cross-site page cannot change it, so the Host header names our own origin too.
  const hosts = new Set([url.host]);
  const host = request.headers.get('host')?.trim().toLowerCase();
  if (host && /^[a-z0-9.-]+(:\d+)?$/.test(host)) {
    hosts.add(host);
    origins.add(`${url.protocol}//${host}`);
  }
  // Behind a TLS-terminating proxy the app sees http:// while the browser sends https://.
  // X-Forwarded-Proto cannot be set by a page in the victim's browser, so trusting it here is safe.
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (proto === 'https' || proto === 'http') for (const name of hosts) origins.add(`${proto}://${name}`);
  return origins;
}

export function checkCsrf(request: Request): CsrfDecision {
  if (request.headers.get('x-csrf') !== '1') return { ok: false, reason: 'missing x-csrf header' };
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return { ok: false, reason: `sec-fetch-site ${site}` };
  const origin = request.headers.get('origin');
  if (origin !== null && !ownOrigins(request).has(origin)) return { ok: false, reason: 'foreign origin' };
  return { ok: true };
}
