import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open';
import { MAX_USER_AGENT_LENGTH } from '@/lib/shared/request-limits';
import { hashToken, randomToken } from './tokens';

export const REFRESH_GRACE_MS = 10_000;
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

interface RefreshRow {
  session_id: string;
  expires_at: number;
  rotated_at: number | null;
  successor_token: string | null;
  revoked_at: number | null;
  user_id: number;
  alias: string;
}

export interface SessionHolder {
  userId: number;
  alias: string;
}

/** Where and on what a session was opened (GET v1/profile/sessions shows it). */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
  place?: string | null | undefined;
}

/** One live session of a user, as the sessions list reads it. */
export interface LiveSession {
  id: string;
  user_agent: string | null;
  ip: string | null;
  place: string | null;
  created_at: number;
  last_seen_at: number | null;
}

/**
 * A session's last use (its time, address and agent) is written at most this often: one UPDATE a
 * minute, not one a call (docs/product.md "The profile", sessions).
 */
const TOUCH_EVERY_MS = 60_000;

export type RotateResult =
  /** `repeat`: the token had been rotated already and its successor is handed out again (grace window). */
  | { kind: 'ok'; userId: number; alias: string; sessionId: string; refreshToken: string; repeat: boolean }
  | { kind: 'invalid' }
  | { kind: 'reuse' };

/**
 * A login session groups every token issued since one sign-in, so logout or a detected
 * reuse can revoke them all at once (a copied cookie stops working).
 */
export class LoginSessions {
  private readonly insertSession;
  private readonly touchSession;
  private readonly liveOfUser;
  private readonly revokeOne;
  private readonly revokeOthers;
  private readonly insertToken;
  private readonly findToken;
  private readonly markRotated;
  private readonly forgetSuccessors;
  private readonly revokeSession;
  private readonly revokeUser;
  private readonly sessionHolder;
  private readonly rotateTx;

  constructor(private readonly db: Db) {
    this.insertSession = db.prepare(
      'INSERT INTO login_sessions (id, user_id, created_at, last_seen_at, user_agent, ip, place) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    // An origin field the call did not carry keeps the stored one; a new address brings its place.
    this.touchSession = db.prepare(
      `UPDATE login_sessions
          SET last_seen_at = @now,
              user_agent = COALESCE(@userAgent, user_agent),
              place = CASE WHEN @ip IS NULL THEN place ELSE @place END,
              ip = COALESCE(@ip, ip)
        WHERE id = @id AND (last_seen_at IS NULL OR last_seen_at < @due)`,
    );
    this.liveOfUser = db.prepare<[number], LiveSession>(
      `SELECT id, user_agent, ip, place, created_at, last_seen_at FROM login_sessions
        WHERE user_id = ? AND revoked_at IS NULL ORDER BY COALESCE(last_seen_at, created_at) DESC, id`,
    );
    this.revokeOne = db.prepare(
      'UPDATE login_sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
    );
    this.revokeOthers = db.prepare(
      'UPDATE login_sessions SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL',
    );
    this.insertToken = db.prepare(
      'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.findToken = db.prepare<[string], RefreshRow>(
      `SELECT t.session_id, t.expires_at, t.rotated_at, t.successor_token, s.revoked_at, u.id AS user_id, u.alias
         FROM refresh_tokens t
         JOIN login_sessions s ON s.id = t.session_id
         JOIN users u ON u.id = s.user_id AND u.status = 'active'
        WHERE t.token_hash = ?`,
    );
    this.markRotated = db.prepare('UPDATE refresh_tokens SET rotated_at = ?, successor_token = ? WHERE token_hash = ?');
    this.forgetSuccessors = db.prepare(
      'UPDATE refresh_tokens SET successor_token = NULL WHERE successor_token IS NOT NULL AND rotated_at < ?',
    );
    this.revokeSession = db.prepare('UPDATE login_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
    this.revokeUser = db.prepare('UPDATE login_sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL');
    this.sessionHolder = db.prepare<[string], SessionHolder>(
      `SELECT u.id AS userId, u.alias FROM login_sessions s JOIN users u ON u.id = s.user_id AND u.status = 'active'
        WHERE s.id = ? AND s.revoked_at IS NULL`,
    );
    this.rotateTx = db.transaction((token: string, now: number): RotateResult => this.rotateInTx(token, now));
  }

  create(userId: number, now = Date.now(), origin: SessionOrigin = {}): { sessionId: string; refreshToken: string } {
    const sessionId = randomUUID();
    const refreshToken = randomToken();
    this.db.transaction(() => {
      this.insertSession.run(
        sessionId,
        userId,
        now,
        now,
        origin.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
        origin.ip ?? null,
        origin.place ?? null,
      );
      this.insertToken.run(hashToken(refreshToken), sessionId, now, now + REFRESH_TTL_MS);
    })();
    return { sessionId, refreshToken };
  }

  rotate(refreshToken: string, now = Date.now()): RotateResult {
    return this.rotateTx(refreshToken, now);
  }

  private rotateInTx(refreshToken: string, now: number): RotateResult {
    this.forgetSuccessors.run(now - REFRESH_GRACE_MS);
    const row = this.findToken.get(hashToken(refreshToken));
    if (!row || row.revoked_at !== null || row.expires_at <= now) return { kind: 'invalid' };
    const base = { kind: 'ok' as const, userId: row.user_id, alias: row.alias, sessionId: row.session_id };
    if (row.rotated_at === null) {
      const successor = randomToken();
      this.insertToken.run(hashToken(successor), row.session_id, now, now + REFRESH_TTL_MS);
      this.markRotated.run(now, successor, hashToken(refreshToken));
      return { ...base, refreshToken: successor, repeat: false };
    }
    // Several portal replicas may refresh the same token at once: within the grace window they
    // all get the one successor, so none of them logs the user out.
    if (now - row.rotated_at <= REFRESH_GRACE_MS && row.successor_token !== null) {
      return { ...base, refreshToken: row.successor_token, repeat: true };
    }
    this.revokeSession.run(now, row.session_id);
    return { kind: 'reuse' };
  }

  /** Whose live session this is, with the role the database gives that user now; null once revoked or unknown. */
  holder(sessionId: string): SessionHolder | null {
    return this.sessionHolder.get(sessionId) ?? null;
  }

  revoke(sessionId: string, now = Date.now()): void {
    this.revokeSession.run(now, sessionId);
  }

  revokeAllOfUser(userId: number, now = Date.now()): void {
    this.revokeUser.run(now, userId);
  }

  /** When this process last wrote each session's activity: most calls then skip the write. */
  private readonly touched = new Map<string, number>();

  /** Notes that the session was used now, from `origin` (at most once a minute). */
  touch(sessionId: string, now = Date.now(), origin: () => SessionOrigin = () => ({})): void {
    if (now - (this.touched.get(sessionId) ?? -Infinity) < TOUCH_EVERY_MS) return;
    this.touched.set(sessionId, now);
    const { userAgent, ip, place } = origin();
    this.touchSession.run({
      id: sessionId,
      now,
      due: now - TOUCH_EVERY_MS,
      userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      ip: ip ?? null,
      place: place ?? null,
    });
  }

  /** The user's live sessions, the most recently used first. */
  liveSessions(userId: number): LiveSession[] {
    return this.liveOfUser.all(userId);
  }

  /** Ends one of the user's own sessions; false when it is not theirs or already ended. */
  revokeOwn(userId: number, sessionId: string, now = Date.now()): boolean {
    return this.revokeOne.run(now, sessionId, userId).changes > 0;
  }

  /** Ends every session of the user but `keep`; how many ended. */
  revokeOthersOf(userId: number, keep: string, now = Date.now()): number {
    return this.revokeOthers.run(now, userId, keep).changes;
  }
}
