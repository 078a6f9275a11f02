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
  // Behind a TLS-terminating proxy the app sees http:// while the browser sends https://.
  // X-Forwarded-Proto cannot be set by a page in the victim's browser, so trusting it here is safe.
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (proto === 'https' || proto === 'http') origins.add(`${proto}://${url.host}`);
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
