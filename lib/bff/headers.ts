import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { forwardedForHeader, userAgentHeader } from './client-address';
import { readCookie } from './cookies';
import type { HeaderReader } from './incoming';

/**
 * Header hygiene both ways. Allowlists rather than blocklists: the backend gets only what it
 * needs, the browser only what describes the body. Cookie, Authorization, Host, X-Forwarded-*,
 * Forwarded, x-middleware-subrequest, x-csrf, Origin and every hop-by-hop header never cross; the
 * backend's X-Forwarded-For is ours, the one address the server guard worked out, and the
 * browser's User-Agent crosses cut to a bounded length (client-address.ts).
 */

/** Request headers the backend may see from the browser. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'content-length'] as const;

/** Response headers the browser may see from the backend. Set-Cookie and Location never. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'content-language',
  'etag',
  'last-modified',
  'retry-after',
] as const;

/** RFC 9110 §7.6.1 hop-by-hop headers, plus the legacy proxy ones. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The names this hop's Connection header lists (lower case): hop-by-hop as well. Usually `keep-alive` or none. */
function connectionListed(headers: HeaderReader): readonly string[] {
  const value = headers.get('connection');
  if (!value) return [];
  return value.split(',').map((token) => token.trim().toLowerCase());
}

/** Whether an allowlisted header may cross this hop: neither hop-by-hop nor listed in Connection. */
function crosses(name: string, listed: readonly string[]): boolean {
  return !HOP_BY_HOP.has(name) && !listed.includes(name);
}

/** The request's locale: the `locale` cookie wins, else Accept-Language, else ru (docs/architecture.md §5). */
export function requestLocale(headers: HeaderReader): Locale {
  return resolveLocale(readCookie(headers.get('cookie'), LOCALE_COOKIE), headers.get('accept-language'));
}

export interface UpstreamHeaderOptions {
  /** Bearer token; omitted for public calls. */
  accessToken?: string;
  locale: Locale;
  /** The client's address (clientAddressOf), sent as X-Forwarded-For; null when unknown. */
  clientAddress: string | null;
  /** The browser's request when `incoming` is not it (a call the BFF builds itself): its User-Agent is sent. */
  browser?: HeaderReader;
}

/** Headers for the backend call built from the browser's request. */
export function upstreamRequestHeaders(incoming: HeaderReader, options: UpstreamHeaderOptions): Headers {
  const listed = connectionListed(incoming);
  const out = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null && crosses(name, listed)) out.set(name, value);
  }
  const length = out.get('content-length');
  if (length !== null && !/^\d+$/.test(length)) out.delete('content-length');
  out.set('x-localization', options.locale);
  if (options.accessToken) out.set('authorization', `Bearer ${options.accessToken}`);
  for (const [name, value] of Object.entries(forwardedForHeader(options.clientAddress))) out.set(name, value);
  for (const [name, value] of Object.entries(userAgentHeader(options.browser ?? incoming))) out.set(name, value);
  return out;
}

/**
 * Headers for the browser built from the backend's answer. Content-Length and Content-Encoding
 * are dropped on purpose: fetch has already decoded the body, so both would describe bytes the
 * browser never gets.
 */
export function downstreamResponseHeaders(upstream: HeaderReader): Headers {
  const listed = connectionListed(upstream);
  const out = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value !== null && crosses(name, listed)) out.set(name, value);
  }
  return out;
}
