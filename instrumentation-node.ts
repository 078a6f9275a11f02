import { env } from './lib/env';
import { createUpstreamScope } from './lib/bff/upstream-scope';

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
}
