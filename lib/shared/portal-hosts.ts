import { themes } from '@/themes/registry';
import { cardPaymentPath } from './card-payment-path';

// The host names this portal answers on, for both sides: the portal builds the card payment's
// return URL only from one of them, and the demo bank sends a browser back only to one of them
// (docs/testing.md, "Security": hostile Host, and the demo bank's return_url).

/** A Host header's name: the port dropped, case folded, a trailing dot removed. */
export const hostName = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** Every brand's hosts and its `<id>.localhost`, to the brand's id (docs/architecture.md §4). */
const THEME_OF_HOST = new Map(
  themes.flatMap((theme) => [...theme.hosts, `${theme.id}.localhost`].map((host) => [host, theme.id] as const)),
);

const KNOWN = new Set(['localhost', ...THEME_OF_HOST.keys()]);

/**
 * The theme id a Host header names: only an exact match of the fixed map counts, the port dropped
 * and case folded; anything else (unknown, hostile, malformed) is `default`. The portal's theme
 * (themes/index.ts) and the backend's host rule of client selections read it alike.
 */
export function themeIdOfHost(host: string | null | undefined): string {
  return (host && THEME_OF_HOST.get(hostName(host))) || 'default';
}

/**
 * Whether a Host header names this portal: a theme's host, `<id>.localhost` or `localhost`.
 * Only such a host may go into a link we hand to someone else (a payment gateway's return URL):
 * any other is whatever the client typed.
 */
export function isKnownHost(host: string | null | undefined): boolean {
  return !!host && KNOWN.has(hostName(host));
}

/**
 * What the bank makes of a `return_url` for an order: `shape` unless it is an absolute http(s) URL
 * of that order's card-payment page without user info, `host` unless its host (any port) is one
 * the theme registry knows or its origin is `portalOrigin` (the configured portal).
 */
export function checkReturnUrl(value: string, orderId: number, portalOrigin: string): 'ok' | 'shape' | 'host' {
  if (!URL.canParse(value)) return 'shape';
  const url = new URL(value);
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== cardPaymentPath(orderId) ||
    url.username ||
    url.password
  )
    return 'shape';
  return isKnownHost(url.host) || (URL.canParse(portalOrigin) && url.origin === new URL(portalOrigin).origin)
    ? 'ok'
    : 'host';
}
