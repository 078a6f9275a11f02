/**
 * Runs once when the server starts: a production server with a missing or weak SESSION_SECRET
 * (or any other bad setting) stops here with a message naming the variable, instead of failing
 * on the first request.
 */
export async function register(): Promise<void> {
  // The check lives in its own module and is imported only under this literal test, so the Edge
  // compile of this file drops it (process.exit is a Node-only API) instead of warning about it.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnBadEnvironment, prepareUpstream } = await import('./instrumentation-node');
    exitOnBadEnvironment();
    prepareUpstream();
  }
}
