import { env } from './lib/env';
import { createUpstreamScope } from './lib/bff/upstream-scope';
import { processSharedStore } from './lib/bff/shared-store';

/** Validates the environment once; a bad setting ends the process with the readable message. */
export function exitOnBadEnvironment(): void {
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** What backend calls need made before the first request (lib/bff/upstream-scope.ts). */
export function prepareUpstream(): void {
  createUpstreamScope();
  // With REDIS_URL, the client connects now (outside any request), ready for the first one.
  processSharedStore(env().redisUrl);
}
