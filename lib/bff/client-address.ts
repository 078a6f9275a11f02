import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';
import type { HeaderReader } from './incoming';

/**
 * The browser's address as the production server's guard worked it out from the socket and the
 * trusted proxy hops (server-guard.mjs, docs/deployment.md "Client address"). Null where no guard
 * ran (`next dev`) or the socket was gone: callers then count the request as an unknown client.
 */
export function clientAddressOf(headers: HeaderReader): string | null {
  return headers.get(CLIENT_ADDRESS_HEADER);
}

/**
 * How the booking backend learns whom a call is for (docs/deployment.md "Client address"):
 * `X-Forwarded-For` naming that one address, which the backend believes from the portal only.
 * Nothing when the address is unknown (the backend then counts the portal itself as the client).
 * The browser's own X-Forwarded-For never crosses: every backend call for a browser builds its
 * headers here or through headers.ts, never from the browser's.
 */
export function forwardedForHeader(clientAddress: string | null): Record<string, string> {
  return clientAddress === null ? {} : { 'x-forwarded-for': clientAddress };
}
