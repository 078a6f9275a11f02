import { AsyncResource } from 'node:async_hooks';

/**
 * The async context backend calls start in: the server's own, never a request's.
 *
 * Node gives every async resource the AsyncLocalStorage stores of the context that created it,
 * and that includes the keep-alive sockets fetch opens to the backend. A socket opened during a
 * page render kept that request's whole store (response, render, caches) for as long as the
 * socket lived, which under steady traffic is forever; and through React's per-render
 * `cacheController`, whose abort Error's unformatted stack holds the Immediate it ran in and so
 * the other requests of that tick, the next requests' stores too: the portal's heap grew with
 * every request (measured with scripts/bench/heap-diff.mjs). Sockets opened inside
 * this scope carry no request's store; the caller's own awaits still resume in its request.
 *
 * The scope is made once at startup (instrumentation.ts), when no request is running, and kept
 * on globalThis because proxy.ts, route handlers and Server Components may be separate module
 * instances in one process. A scope made here lazily would capture whichever request loaded
 * this module first.
 */
const KEY = Symbol.for('agency-portal.upstream-scope');
type GlobalWithScope = typeof globalThis & { [KEY]?: AsyncResource };

/** Called once at server start, outside any request. */
export function createUpstreamScope(): void {
  (globalThis as GlobalWithScope)[KEY] ??= new AsyncResource('agency-portal.upstream');
}

/** Runs `call` in the startup scope (or as is, where none was made: unit tests, the Edge build). */
export function inUpstreamScope<T>(call: () => T): T {
  const scope = (globalThis as GlobalWithScope)[KEY];
  return scope ? scope.runInAsyncScope(call) : call();
}
