import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  alias: string;
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh and reset tokens are stored only as this hash: a leaked database cannot replay them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlS: number,
    /** The backend's clock (ServerOptions.now): a token's age is read on it, so tests move time instead of sleeping. */
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: claims.sessionId, alias: claims.alias })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlS)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** Null for anything not signed by us, expired, or missing a claim. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.alias !== 'string')
        return null;
      return { userId, sessionId: payload.sid, alias: payload.alias };
    } catch {
      return null;
    }
  }
}
