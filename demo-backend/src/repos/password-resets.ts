import type { Db } from '../db/open';
import { hashToken, randomToken } from '../auth/tokens';

const RESET_TTL_MS = 60 * 60_000;

interface ResetRow {
  user_id: number;
  email: string;
}

/** Single-use reset tokens, stored hashed, valid 60 minutes. */
export class PasswordResets {
  private readonly insert;
  private readonly findValid;
  private readonly endAll;

  constructor(private readonly db: Db) {
    this.insert = db.prepare(
      'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.findValid = db.prepare<[string, number], ResetRow>(
      `SELECT r.user_id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
        WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`,
    );
    this.endAll = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  }

  create(userId: number, now = Date.now()): string {
    const token = randomToken();
    this.insert.run(hashToken(token), userId, now, now + RESET_TTL_MS);
    return token;
  }

  check(token: string, now = Date.now()): ResetRow | undefined {
    return this.findValid.get(hashToken(token), now);
  }

  /** Ends every unused token of a user: their login changed, so no link mailed before may be used. */
  endAllOf(userId: number, now = Date.now()): void {
    this.endAll.run(now, userId);
  }

  /**
   * Runs `apply` only if the token is still valid, and in the same transaction ends it and every
   * other unused token of that user: an older link mailed before must not set the password again.
   */
  consume(token: string, apply: (row: ResetRow) => void, now = Date.now()): boolean {
    return this.db.transaction(() => {
      const row = this.check(token, now);
      if (!row) return false;
      this.endAll.run(now, row.user_id);
      apply(row);
      return true;
    })();
  }
}
