import { Backoff, Budget, type BackoffRule, type BudgetRule, type Clock } from '../http/rate-limit';

export interface LoginLimits {
  /** One client trying one login. */
  pair: BackoffRule;
  /** One client trying any logins (spraying). */
  client: BackoffRule;
  /** One login tried from any clients: softer, and out of one client's reach, so an attack cannot lock the owner out. */
  account: BackoffRule;
  /** Password checks (scrypt) per second for the whole process, whoever asks. */
  passwordChecks: BudgetRule;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The defaults (docs/testing.md, "Security"). One client can fail one login 5 times freely, then
 * waits 1 s, 2 s, 4 s … up to 15 minutes: at most 14 failures in any 15 minutes, below the 20
 * that start the account's own delays, which stop at 60 s.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pair: { free: 5, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: 60 * MINUTE },
  client: { free: 20, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: 60 * MINUTE },
  account: { free: 20, baseMs: SECOND, capMs: MINUTE, windowMs: 15 * MINUTE },
  passwordChecks: { perSecond: 20, burst: 40 },
};

export type LoginVerdict = { kind: 'allowed' } | { kind: 'throttled' | 'busy'; waitMs: number };

/**
 * Failed sign-ins by client, by login and by both, with growing delays instead of a lock, and a
 * process-wide budget of password checks. A refused attempt costs no hash and counts as no failure.
 */
export class LoginThrottle {
  private readonly pair: Backoff;
  private readonly client: Backoff;
  private readonly account: Backoff;
  private readonly checks: Budget;

  constructor(limits: LoginLimits, now: Clock) {
    this.pair = new Backoff(limits.pair, now);
    this.client = new Backoff(limits.client, now);
    this.account = new Backoff(limits.account, now);
    this.checks = new Budget(limits.passwordChecks, now);
  }

  /**
   * Whether `client` may have a password for `login` checked now; an allowed attempt spends one
   * check of the budget. A null client (behind a proxy that does not name it) has only the
   * login's own count and the budget.
   */
  admit(client: string | null, login: string): LoginVerdict {
    const account = login.toLowerCase();
    const byClient = client === null ? 0 : Math.max(this.pair.waitMs(pairKey(client, account)), this.client.waitMs(client));
    const waitMs = Math.max(byClient, this.account.waitMs(account));
    if (waitMs > 0) return { kind: 'throttled', waitMs };
    const busyMs = this.checks.take();
    return busyMs > 0 ? { kind: 'busy', waitMs: busyMs } : { kind: 'allowed' };
  }

  fail(client: string | null, login: string): void {
    const account = login.toLowerCase();
    if (client !== null) {
      this.pair.fail(pairKey(client, account));
      this.client.fail(client);
    }
    this.account.fail(account);
  }

  /** The right password clears this client's failures on this login; its spraying and the login's count from elsewhere stay. */
  succeed(client: string | null, login: string): void {
    if (client !== null) this.pair.clear(pairKey(client, login.toLowerCase()));
  }
}

const pairKey = (client: string, account: string) => `${client}\u0000${account}`;
