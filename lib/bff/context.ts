import type { Locale } from '@/lib/i18n/locales';
import type { RouteRule } from './allowlist';
import type { BffConfig } from './config';
import type { BffIncoming } from './incoming';
import { REFRESH_AHEAD_MS, type SessionCallOptions } from './session-call';

/** One browser call after the CSRF, path and allowlist checks passed. */
export interface BffRequest {
  request: BffIncoming;
  config: BffConfig;
  locale: Locale;
  rule: RouteRule;
  /** Checked path after `/api/`, e.g. `orders/12/print_invoice`. */
  path: string;
  /** Query string including `?`, or empty. */
  search: string;
}

export function backendUrlFor(call: BffRequest, path = call.path, search = call.search): string {
  return `${call.config.backendUrl}/api/${path}${search}`;
}

/** `clientAddress`: the browser's (clientAddressOf), for the refresh this may need. */
export function sessionCallOptions(config: BffConfig, clientAddress: string | null): SessionCallOptions {
  return {
    clientAddress,
    backendUrl: config.backendUrl,
    timeoutMs: config.timeoutMs,
    fetch: config.fetch,
    cacheMs: config.refreshCacheMs,
    refreshAheadMs: config.refreshAheadMs ?? REFRESH_AHEAD_MS,
    ...(config.sharedStore ? { shared: { store: config.sharedStore, session: config.session } } : {}),
  };
}
