import type { Locale } from '@/lib/i18n/locales';
import { bffMessage, type BffMessageKey } from './messages';
import { HARDENING_HEADERS } from './security-headers';
import { WholeBodyResponse } from './whole-body';

/**
 * Headers on every BFF answer: API data is per-user (never cache it anywhere), and a JSON or PDF
 * body must not be sniffed into something executable. Should an answer ever be opened as a
 * document (a link to the API, an upstream error page passed through), its CSP lets it run,
 * load and frame nothing; the portal itself fetches these answers, which CSP does not affect.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  ...HARDENING_HEADERS,
};

const API_SECURITY_ENTRIES = Object.entries(API_SECURITY_HEADERS);

export function applyApiSecurityHeaders(headers: Headers): Headers {
  for (const [name, value] of API_SECURITY_ENTRIES) headers.set(name, value);
  return headers;
}

/** A JSON answer with the API security headers and optional Set-Cookie values. */
export function jsonResponse(status: number, body: unknown, setCookies: readonly string[] = []): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  // Declared so that the Node entry sends these small bodies whole and unzipped (lib/bff/forward.ts, node-handler.ts).
  const headers = applyApiSecurityHeaders(
    new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(bytes.byteLength) }),
  );
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new WholeBodyResponse(bytes, { status, headers });
}

/** `{error, message}` in the caller's language (docs/product.md §8), plus extra fields such as `redirect`. */
export function errorResponse(
  status: number,
  locale: Locale,
  key: BffMessageKey,
  extra: Record<string, unknown> = {},
  setCookies: readonly string[] = [],
): Response {
  return jsonResponse(status, { ...bffMessage(locale, key), ...extra }, setCookies);
}
