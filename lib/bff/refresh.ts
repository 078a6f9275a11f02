import { credentialsSchema, type Credentials } from '@/lib/schemas/auth';
import { forwardedForHeader } from './client-address';
import { fetchUpstream, UpstreamError, type FetchLike, type UpstreamResponse } from './upstream';

/**
 * Single-flight token refresh (docs/architecture.md §3). The backend rotates refresh tokens, so two
 * refreshes with the same token would race; every caller in this process that holds the same
 * refresh token shares one call. The map lives on globalThis because proxy.ts, route handlers
 * and Server Components may be bundled as separate module instances in one Node process.
 */

export type RefreshResult =
  | { ok: true; credentials: Credentials }
  /** The backend said no (revoked, expired, unknown): the session is over. */
  | { ok: false; reason: 'rejected'; status: number }
  /** The backend could not be asked: keep the session, report the outage. */
  | { ok: false; reason: 'timeout' | 'unreachable' | 'bad-response'; status: number };

export interface RefreshOptions {
  backendUrl: string;
  timeoutMs: number;
  fetch?: FetchLike;
  /** How long a success stays shared with late arrivals holding the same old token. */
  cacheMs?: number;
  /** The address of the browser the refresh is for (clientAddressOf); the first caller's when shared. */
  clientAddress?: string | null;
}

interface Flight {
  promise: Promise<RefreshResult>;
}

const KEY = Symbol.for('agency-portal.refresh-single-flight');
type GlobalWithFlights = typeof globalThis & { [KEY]?: Map<string, Flight> };

function flights(): Map<string, Flight> {
  const holder = globalThis as GlobalWithFlights;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Default a little under the backend's 10 s grace window for the rotated-out token. */
export const REFRESH_CACHE_MS = 5_000;

async function callRefresh(refreshToken: string, options: RefreshOptions): Promise<RefreshResult> {
  let response: UpstreamResponse;
  try {
    response = await fetchUpstream(
      `${options.backendUrl}/api/jwt/refresh-token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...forwardedForHeader(options.clientAddress ?? null) },
        body: JSON.stringify({ refreshToken }),
      },
      { timeoutMs: options.timeoutMs, fetch: options.fetch },
    );
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false, reason: error.kind, status: error.kind === 'timeout' ? 504 : 502 };
    throw error;
  }
  if (response.status >= 400 && response.status < 500) {
    await response.body?.cancel();
    return { ok: false, reason: 'rejected', status: response.status };
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = credentialsSchema.safeParse(body);
  if (!response.ok || !parsed.success) return { ok: false, reason: 'bad-response', status: 502 };
  return { ok: true, credentials: parsed.data };
}

/** Refreshes once per refresh token, however many callers ask at the same time. */
export function refreshSingleFlight(refreshToken: string, options: RefreshOptions): Promise<RefreshResult> {
  const map = flights();
  const existing = map.get(refreshToken);
  if (existing) return existing.promise;
  const promise = callRefresh(refreshToken, options).then(
    (result) => {
      if (result.ok) {
        // Keep a success briefly: a request that read the old cookie a moment ago gets the same
        // new tokens instead of spending the (already rotated) refresh token a second time.
        const timer = setTimeout(() => map.delete(refreshToken), options.cacheMs ?? REFRESH_CACHE_MS);
        timer.unref?.();
      } else {
        map.delete(refreshToken);
      }
      return result;
    },
    (error: unknown) => {
      map.delete(refreshToken);
      throw error;
    },
  );
  map.set(refreshToken, { promise });
  return promise;
}

/** Test hook: forget every flight and cached result. */
export function resetRefreshFlights(): void {
  flights().clear();
}
