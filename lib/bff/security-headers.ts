import { BASELINE_SECURITY_HEADERS } from '@/server-guard.mjs';

/**
 * Page security headers set by proxy.ts: a CSP with a per-request nonce (Next reads the nonce
 * from the request's CSP header and puts it on its own scripts) and the usual hardening headers,
 * the production server's baseline (server-guard.mjs) that every answer carries.
 */

/** The baseline without its fallback CSP: pages and the API set their own. */
export const HARDENING_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(BASELINE_SECURITY_HEADERS).filter(([name]) => name !== 'Content-Security-Policy'),
);

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  // 'strict-dynamic' lets Next's nonce'd loader pull its chunks; dev needs eval for React's tooling.
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(options.development ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Inline styles: Next and the theme's CSS variables set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface PageHeaderOptions {
  production: boolean;
  /** The browser reached us over TLS (directly or through a terminating proxy). */
  https: boolean;
}

export function pageSecurityHeaders(options: PageHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = { ...HARDENING_HEADERS };
  // HSTS over plain HTTP is ignored by browsers and on localhost it would pin dev hosts to TLS.
  if (options.production && options.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** Whether the browser's connection is HTTPS: the URL itself or a terminating proxy's X-Forwarded-Proto. */
export function isHttpsRequest(url: string, forwardedProto: string | null): boolean {
  return new URL(url).protocol === 'https:' || isForwardedHttps(forwardedProto);
}

/** The balancer's word (the first `X-Forwarded-Proto`) that the browser came over HTTPS. */
export function isForwardedHttps(forwardedProto: string | null): boolean {
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
