import { env } from './lib/env';

/** Validates the environment once; a bad setting ends the process with the readable message. */
export function exitOnBadEnvironment(): void {
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
