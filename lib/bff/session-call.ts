import { sessionFromCredentials, type SessionData } from '@/lib/session';
import { refreshSingleFlight, type RefreshOptions } from './refresh';
import type { UpstreamResponse } from './upstream';

/**
 * A backend call on behalf of a session, with the refresh rules of docs/architecture.md §3: refresh first
 * when the access token is about to expire, and on a 401 refresh once and retry once.
 */

export type SessionCallOutcome =
  /** The backend answered (any status but a final 401). `session` changed if `refreshed`. */
  | { kind: 'response'; response: UpstreamResponse; session: SessionData; refreshed: boolean }
  /** The backend refused the refresh token, or still said 401 with fresh tokens: log out. */
  | { kind: 'logged-out' }
  /** The refresh could not be done (backend down, timeout, nonsense answer): keep the session. */
  | { kind: 'refresh-unavailable'; status: number; reason: string };

export interface SessionCallOptions extends RefreshOptions {
  /** Refresh before the call when the access token expires within this many ms. */
  refreshAheadMs: number;
  now?: () => number;
}

/** 30 s: long enough that a token valid now is still valid when the backend checks it. */
export const REFRESH_AHEAD_MS = 30_000;

/**
 * Whether to refresh before using the session's access token: when it expires within
 * `aheadMs`, but never earlier than half-way through its life. Without that cap a token living
 * less than the window (a backend with 5 s tokens) would count as "expiring soon" from the
 * moment it was issued, and every request would refresh it again.
 */
export function refreshDue(session: SessionData, now: number, aheadMs = REFRESH_AHEAD_MS): boolean {
  const lifetimeMs = session.issuedAt === undefined ? Infinity : session.expiresAt - session.issuedAt;
  return session.expiresAt - now <= Math.min(aheadMs, lifetimeMs / 2);
}

type RefreshStep = { ok: true; session: SessionData } | Exclude<SessionCallOutcome, { kind: 'response' }>;

async function refreshed(session: SessionData, options: SessionCallOptions): Promise<RefreshStep> {
  const result = await refreshSingleFlight(session.refreshToken, options);
  if (result.ok) return { ok: true, session: sessionFromCredentials(result.credentials, session.alias) };
  if (result.reason === 'rejected') return { kind: 'logged-out' };
  return { kind: 'refresh-unavailable', status: result.status, reason: result.reason };
}

export async function callWithSession(
  session: SessionData,
  send: (accessToken: string, attempt: number) => Promise<UpstreamResponse>,
  options: SessionCallOptions,
): Promise<SessionCallOutcome> {
  const now = options.now ?? Date.now;
  let current = session;
  let didRefresh = false;
  if (refreshDue(current, now(), options.refreshAheadMs)) {
    const step = await refreshed(current, options);
    if (!('ok' in step)) return step;
    current = step.session;
    didRefresh = true;
  }
  const first = await send(current.accessToken, 1);
  if (first.status !== 401) return { kind: 'response', response: first, session: current, refreshed: didRefresh };

  // The token was refused although we thought it valid (clock skew, revoked access token):
  // one refresh, one retry.
  await first.body?.cancel();
  const step = await refreshed(current, options);
  if (!('ok' in step)) return step;
  const second = await send(step.session.accessToken, 2);
  if (second.status === 401) {
    await second.body?.cancel();
    return { kind: 'logged-out' };
  }
  return { kind: 'response', response: second, session: step.session, refreshed: true };
}
