/** Refresh calls of one login session that the backend answered with tokens. */
export interface SessionRefreshes {
  /** Calls that rotated a refresh token presented for the first time: one per token expiry. */
  rotations: number;
  /**
   * Calls that presented an already rotated token within the grace window and got its
   * successor again: two portal processes refreshing the same session at once.
   */
  graceRepeats: number;
  /** Ms since epoch of the last rotation. */
  lastRotationAt: number | null;
  /**
   * Shortest time between two rotations, ms (null before the second): a portal that refreshes a
   * token before its time shows here.
   */
  minRotationGapMs: number | null;
}

/** Calls received since start (not only successful ones), for tests such as "exactly one refresh". */
export interface Stats {
  refreshes: number;
  logins: number;
  logouts: number;
  /** Refresh calls answered 401 (unknown, expired or revoked token, or a reuse past the grace window). */
  refreshRefusals: number;
  /** Keyed by login session id (the access token's `sid`). */
  refreshesBySession: Record<string, SessionRefreshes>;
}

export function newStats(): Stats {
  return { refreshes: 0, logins: 0, logouts: 0, refreshRefusals: 0, refreshesBySession: {} };
}

/** Counts one answered refresh of a login session. */
export function countRefresh(stats: Stats, sessionId: string, repeat: boolean, now = Date.now()): void {
  const entry = (stats.refreshesBySession[sessionId] ??= {
    rotations: 0,
    graceRepeats: 0,
    lastRotationAt: null,
    minRotationGapMs: null,
  });
  if (repeat) {
    entry.graceRepeats++;
    return;
  }
  entry.rotations++;
  if (entry.lastRotationAt !== null) {
    const gap = now - entry.lastRotationAt;
    entry.minRotationGapMs = entry.minRotationGapMs === null ? gap : Math.min(entry.minRotationGapMs, gap);
  }
  entry.lastRotationAt = now;
}
