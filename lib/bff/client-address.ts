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
