import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';
import { MAX_USER_AGENT_LENGTH } from '@/lib/shared/request-limits';
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

/**
 * The browser's User-Agent for the booking backend, which names each session's browser and
 * system by it (docs/product.md "The profile", sessions): the first MAX_USER_AGENT_LENGTH
 * characters, nothing when the browser sent none. Every backend call for a browser sends it, so
 * the backend never takes the portal's own agent for the browser's.
 */
export function userAgentHeader(incoming: HeaderReader): Record<string, string> {
  const agent = incoming.get('user-agent')?.trim();
  return agent ? { 'user-agent': agent.slice(0, MAX_USER_AGENT_LENGTH) } : {};
}
