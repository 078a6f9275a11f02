import { env } from '@/lib/env';
import { sessionConfigFromEnv } from '@/lib/session';
import { createBffHandler, type BffHandler } from './handler';
import { processLimits } from './limits';
import { processSharedStore } from './shared-store';

let handler: BffHandler | undefined;

/**
 * The BFF with this process's configuration (lib/env.ts), for both of its hosts: the route
 * handler (app/api/[...path]/route.ts) and the production entry (node-entry.ts). Built on first
 * use, not at import, so `next build` does not need the runtime secret.
 */
export function bffFromEnv(): BffHandler {
  if (!handler) {
    const config = env();
    handler = createBffHandler({
      backendUrl: config.bookingApiUrl,
      timeoutMs: config.bffTimeoutMs,
      session: sessionConfigFromEnv(config),
      timing: config.bffTiming,
      limits: processLimits(config.redisUrl),
      sharedStore: processSharedStore(config.redisUrl),
    });
  }
  return handler;
}
