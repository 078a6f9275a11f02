import { Backoff, Budget, type BackoffRule, type BudgetRule, type Clock } from '../http/rate-limit';

export interface LoginLimits {
  /** One client trying one login. */
  pair: BackoffRule;
  /** One client trying any logins (spraying). */
  client: BackoffRule;
  /** Password checks (scrypt) per second for the whole process, whoever asks. */
  passwordChecks: BudgetRule;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The defaults (docs/testing.md, "Security"). One client can fail one login 5 times freely, then
 * waits 1 s, 2 s, 4 s … up to 15 minutes; one client failing any logins, 20 times. There is no
 * count per login alone: whoever fails a login from their own address never delays its owner at
 * theirs, and the password check budget keeps the process alive under spraying from many addresses.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pair: { free: 5, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: 60 * MINUTE },
  client: { free: 20, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: 60 * MINUTE },
  passwordChecks: { perSecond: 20, burst: 40 },
};

export type LoginVerdict = { kind: 'allowed' } | { kind: 'throttled' | 'busy'; waitMs: number };

/**
 * Failed sign-ins by client and by client and login, with growing delays instead of a lock, and a
 * process-wide budget of password checks. A refused attempt costs no hash and counts as no failure;
 * a successful one counts nothing, so many users behind one address sign in freely.
 */
export class LoginThrottle {
  private readonly pair: Backoff;
  private readonly client: Backoff;
  private readonly checks: Budget;

  constructor(limits: LoginLimits, now: Clock) {
    this.pair = new Backoff(limits.pair, now);
    this.client = new Backoff(limits.client, now);
    this.checks = new Budget(limits.passwordChecks, now);
  }

  /** Whether `client` may have a password for `login` checked now; an allowed attempt spends one check of the budget. */
  admit(client: string, login: string): LoginVerdict {
    const waitMs = Math.max(this.pair.waitMs(pairKey(client, login)), this.client.waitMs(client));
    if (waitMs > 0) return { kind: 'throttled', waitMs };
    const busyMs = this.checks.take();
    return busyMs > 0 ? { kind: 'busy', waitMs: busyMs } : { kind: 'allowed' };
  }

  fail(client: string, login: string): void {
    this.pair.fail(pairKey(client, login));
    this.client.fail(client);
  }

  /** The right password clears this client's failures on this login; its failures on other logins stay. */
  succeed(client: string, login: string): void {
    this.pair.clear(pairKey(client, login));
  }
}

const pairKey = (client: string, login: string) => `${client}\u0000${login.toLowerCase()}`;
