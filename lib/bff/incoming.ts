/**
 * What the BFF reads of the browser's request, and nothing more. A web Request has all of it
 * (route.ts under Next, the tests); the production entry (node-handler.ts) passes a lighter
 * object read straight off Node's request, so a call spends no time building a web Request,
 * its Headers and its AbortSignal (~0.1 ms of CPU per call). One set of rules serves
 * both: everything in lib/bff takes this type rather than Request.
 */

/** Header lookup as Headers.get: case-insensitive, repeated fields joined (`, `; `; ` for Cookie). */
export type HeaderReader = Pick<Headers, 'get'>;

/** The part of an AbortSignal a backend call listens to (lib/bff/upstream.ts); an AbortSignal is one. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface BffIncoming {
  readonly method: string;
  /** Absolute, as Next builds request.url: from the bind address, not the Host header (csrf.ts). */
  readonly url: string;
  readonly headers: HeaderReader;
  /** The request body; null for GET and HEAD. */
  readonly body: ReadableStream<Uint8Array> | null;
  /** Aborts when the browser goes away before the answer is sent. */
  readonly signal: AbortSignalLike;
}
