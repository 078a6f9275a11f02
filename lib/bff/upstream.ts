import { httpFetch } from './http-fetch';
import type { AbortSignalLike } from './incoming';
import { inUpstreamScope } from './upstream-scope';

/**
 * One backend call with a timeout. AbortController + setTimeout on purpose: on Node 20,
 * `AbortSignal.any` combined with `AbortSignal.timeout` can lose the timer (docs/architecture.md §3).
 */

/**
 * What the callers read of a backend answer: a web Response has it all (tests' stand-ins), and
 * http-fetch.ts answers small bodies with a lighter object read from bytes already in memory.
 */
export type UpstreamResponse = Pick<
  Response,
  'status' | 'statusText' | 'ok' | 'headers' | 'body' | 'arrayBuffer' | 'json' | 'text'
>;

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<UpstreamResponse>;

export class UpstreamError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable',
    options?: { cause?: unknown },
  ) {
    super(kind === 'timeout' ? 'backend timed out' : 'backend unreachable', options);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamOptions {
  timeoutMs: number;
  /** Tests' stand-in for the backend; undici's `request` by default (http-fetch.ts). */
  fetch?: FetchLike;
  /**
   * Extra reasons to abort, e.g. the browser's request signal (a client that goes away aborts
   * the backend call too) or an oversized upload.
   */
  signals?: readonly (AbortSignalLike | null | undefined)[];
}

/**
 * Resolves with the backend's response once its headers arrive; the timer covers the wait for
 * them. The body then streams for as long as it takes (a large PDF must not be cut at 60 s).
 */
export async function fetchUpstream(
  url: string,
  init: RequestInit,
  options: UpstreamOptions,
): Promise<UpstreamResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onAbort = () => controller.abort();
  const signals = options.signals ?? [];
  for (const signal of signals) {
    if (signal?.aborted) controller.abort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  }
  try {
    const doFetch = options.fetch ?? httpFetch;
    // Not in the request's async context: a keep-alive socket would keep the request (upstream-scope.ts).
    return await inUpstreamScope(() => doFetch(url, { ...init, signal: controller.signal, redirect: 'manual' }));
  } catch (error) {
    throw new UpstreamError(timedOut ? 'timeout' : 'unreachable', { cause: error });
  } finally {
    clearTimeout(timer);
    for (const signal of signals) signal?.removeEventListener('abort', onAbort);
  }
}
