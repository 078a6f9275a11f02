/**
 * Which error page an error boundary shows, and the one client-error report (docs/product.md §8).
 *
 * How a server failure reaches the browser: Next replaces a Server Component error's message by
 * a generic text in production and forwards only `error.digest`, keeping a digest the error
 * already has. So BackendError (lib/backend/errors.ts) sets `digest` to
 * `backend-<status>-<random>` (random: Next keys its error log by digest); app/error.tsx reads
 * the status back from it. Client-side failures keep their class: ApiRequestError with status 888
 * means the request never got an answer.
 *
 * - 500: a backend answer with status >= 500 (server render or client call);
 * - 888: no answer at all (client call, a server render whose backend is unreachable or slower
 *   than the page budget, or the browser says it is offline);
 * - 999: anything else, and then it is a client error worth reporting.
 */

export type BoundaryCode = '500' | '888' | '999';

export const BACKEND_DIGEST_PREFIX = 'backend-';
export const CLIENT_ERROR_PATH = '/api/v1/core/client-error';
/** docs/product.md §8 network failures; the same value as NETWORK_ERROR_STATUS in lib/hooks/api-request-error. */
export const NETWORK_STATUS = 888;

export function backendDigest(status: number): string {
  return `${BACKEND_DIGEST_PREFIX}${status}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The backend status carried by a server error's digest, or null. */
export function digestStatus(digest: unknown): number | null {
  if (typeof digest !== 'string' || !digest.startsWith(BACKEND_DIGEST_PREFIX)) return null;
  const status = Number.parseInt(digest.slice(BACKEND_DIGEST_PREFIX.length), 10);
  return Number.isFinite(status) ? status : null;
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** The status of an ApiRequestError-like or BackendError-like error (by shape: classes do not survive bundles). */
function statusOf(error: unknown): number | null {
  const fromDigest = digestStatus(field(error, 'digest'));
  if (fromDigest !== null) return fromDigest;
  const name = field(error, 'name');
  const status = field(error, 'status');
  if ((name === 'ApiRequestError' || name === 'BackendError') && typeof status === 'number') return status;
  return null;
}

export function boundaryCode(
  error: unknown,
  online = typeof navigator === 'undefined' ? true : navigator.onLine,
): BoundaryCode {
  const status = statusOf(error);
  if (status === NETWORK_STATUS || !online) return '888';
  if (status !== null && status >= 500) return '500';
  return '999';
}

/** A server error already logged on the server: it carries a digest. Everything else happened here. */
export function isClientError(error: unknown): boolean {
  return typeof field(error, 'digest') !== 'string';
}

/** A script or style chunk that failed to load (webpack's ChunkLoadError, Turbopack's text, CSS chunks). */
export function chunkLoadInfo(error: unknown): { type: 'script' | 'style'; url: string } | null {
  const name = String(field(error, 'name') ?? '');
  const message = String(field(error, 'message') ?? '');
  if (name !== 'ChunkLoadError' && !/loading (css )?chunk|failed to load chunk/i.test(message)) return null;
  const request = field(error, 'request');
  const url = typeof request === 'string' ? request : (/((?:https?:\/\/|\/_next\/)[^\s)]+)/.exec(message)?.[1] ?? '');
  const type = /\.css(\?|$)/.test(url) || /css chunk/i.test(message) ? 'style' : 'script';
  return { type, url };
}

const reported = new WeakSet<object>();
const signatures = new Set<string>();
/** A guard against a render loop producing new errors forever: one page load sends at most this many. */
const MAX_REPORTS = 10;

/**
 * Posts one `{info, stack}` report per error: the same error object or the same message + stack
 * is sent once, failures of the report itself are ignored (no alert, no retry, no new report).
 */
export function reportClientError(error: unknown, send: typeof fetch = (...args) => fetch(...args)): boolean {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false;
    reported.add(error);
  }
  const chunk = chunkLoadInfo(error);
  const message =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'object' && error !== null
        ? `${String(field(error, 'name'))}: ${String(field(error, 'message'))}`
        : String(error);
  const info = (chunk ? `Load error: ${chunk.type} ${chunk.url}` : message).slice(0, 4000);
  const stack = (error instanceof Error && error.stack ? error.stack : '').slice(0, 20000);
  const signature = `${info}\n${stack}`;
  if (signatures.has(signature) || signatures.size >= MAX_REPORTS) return false;
  signatures.add(signature);
  try {
    const page = typeof window === 'undefined' ? '' : ` (page ${window.location.pathname})`;
    void send(CLIENT_ERROR_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ info: `${info}${page}`.slice(0, 4000), ...(stack ? { stack } : {}) }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never raise an error of its own.
  }
  return true;
}

/**
 * A `<script>` or stylesheet `<link>` of the app that failed to load (capture-phase `error`
 * event): reported as a load error with its type and address. Returns the listener's remover.
 */
export function watchChunkLoadErrors(target: Window = window): () => void {
  const onError = (event: Event) => {
    const element = event.target;
    let chunk: { type: 'script' | 'style'; url: string } | null = null;
    if (typeof HTMLScriptElement !== 'undefined' && element instanceof HTMLScriptElement && element.src)
      chunk = { type: 'script', url: element.src };
    if (typeof HTMLLinkElement !== 'undefined' && element instanceof HTMLLinkElement && element.rel === 'stylesheet')
      chunk = { type: 'style', url: element.href };
    if (!chunk || !chunk.url.includes('/_next/')) return;
    reportClientError({
      name: 'ChunkLoadError',
      message: `Loading ${chunk.type === 'style' ? 'CSS chunk' : 'chunk'} failed`,
      request: chunk.url,
    });
  };
  target.addEventListener('error', onError, true);
  return () => target.removeEventListener('error', onError, true);
}
