import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { credentialsSchema, type Credentials } from '@/lib/schemas/auth';
import { sealForReplicas, unsealFromReplicas, type SessionConfig } from '@/lib/session';
import { forwardedForHeader } from './client-address';
import { logShared, type SharedStore } from './shared-store';
import { fetchUpstream, UpstreamError, type FetchLike, type UpstreamResponse } from './upstream';

/**
 * Single-flight token refresh (docs/architecture.md §3). The backend rotates refresh tokens, so two
 * refreshes with the same token would race; every caller in this process that holds the same
 * refresh token shares one call. The map lives on globalThis because proxy.ts, route handlers
 * and Server Components may be bundled as separate module instances in one Node process.
 * With a shared store (REDIS_URL) the flight spans the replicas (refreshAcrossReplicas below).
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
  /** The replicas' store and the session secret that seals what it holds; none: this process alone. */
  shared?: { store: SharedStore; session: SessionConfig };
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
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...forwardedForHeader(options.clientAddress ?? null),
        },
        body: JSON.stringify({ refreshToken }),
      },
      { timeoutMs: options.timeoutMs, fetch: options.fetch },
    );
  } catch (error) {
    if (error instanceof UpstreamError)
      return { ok: false, reason: error.kind, status: error.kind === 'timeout' ? 504 : 502 };
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

/** How often a replica waiting for another's refresh looks for its result. */
export const SHARED_POLL_MS = 25;

const sharedResultSchema = z.union([
  z.object({ ok: z.literal(true), credentials: credentialsSchema }),
  z.object({ ok: z.literal(false), reason: z.literal('rejected'), status: z.number() }),
]);

let lastFallbackLog = 0;
function logFallback(error: unknown): void {
  if (Date.now() - lastFallbackLog < 60_000) return;
  lastFallbackLog = Date.now();
  logShared(
    `refresh lock unavailable, refreshing in this process alone: ${error instanceof Error ? error.message : String(error)}`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The single flight across replicas: the first to take the token's lock (keyed by a hash of the
 * token, never the token) refreshes and leaves the result in the store for `cacheMs`, sealed with
 * the session secret; the others wait for it and use it. An outage's result is not left: the
 * lock is released and the next one tries. The lock outlives the holder's refresh timeout, so a
 * holder that died only delays the others until it expires. Without the store (Redis
 * unreachable), this process refreshes on its own.
 */
export async function refreshAcrossReplicas(
  refreshToken: string,
  options: RefreshOptions,
  shared: NonNullable<RefreshOptions['shared']>,
): Promise<RefreshResult> {
  const { store, session } = shared;
  const id = createHash('sha256').update(refreshToken).digest('base64url');
  const lockKey = `portal:refresh-lock:${id}`;
  const resultKey = `portal:refresh-result:${id}`;
  const lockMs = options.timeoutMs + 2_000;
  const cacheMs = options.cacheMs ?? REFRESH_CACHE_MS;
  const owner = randomUUID();
  const deadline = Date.now() + lockMs;
  let holder = false;
  let own: RefreshResult | undefined;
  try {
    for (;;) {
      const sealed = await store.get(resultKey);
      const stored = sealed === null ? null : sharedResultSchema.safeParse(await unsealFromReplicas(sealed, session));
      if (stored?.success) return stored.data;
      holder = await store.setIfAbsent(lockKey, owner, lockMs);
      if (holder) {
        own = await callRefresh(refreshToken, options);
        if (own.ok || own.reason === 'rejected')
          await store.set(resultKey, await sealForReplicas(own, session, Math.ceil(cacheMs / 1000) + 1), cacheMs);
        await store.deleteIfEqual(lockKey, owner);
        return own;
      }
      // Another replica's refresh took longer than its own timeout allows: it is gone.
      if (Date.now() > deadline) return { ok: false, reason: 'timeout', status: 504 };
      await sleep(SHARED_POLL_MS);
    }
  } catch (error) {
    if (holder) await store.deleteIfEqual(lockKey, owner).catch(() => undefined);
    // The refresh was made: its result stands whatever the store did after.
    if (own) return own;
    // The refresh itself failed unexpectedly: not a store problem, so no second try.
    if (holder) throw error;
    logFallback(error);
    return callRefresh(refreshToken, options);
  }
}

/** Refreshes once per refresh token, however many callers ask at the same time. */
export function refreshSingleFlight(refreshToken: string, options: RefreshOptions): Promise<RefreshResult> {
  const map = flights();
  const existing = map.get(refreshToken);
  if (existing) return existing.promise;
  const refresh = options.shared
    ? refreshAcrossReplicas(refreshToken, options, options.shared)
    : callRefresh(refreshToken, options);
  const promise = refresh.then(
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
