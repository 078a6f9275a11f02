const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;

/** Failed sign-ins per login, in memory: a demo backend is one process, and a restart may forget. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  private recent(login: string, now: number): number[] {
    const kept = (this.failures.get(login) ?? []).filter((at) => now - at < WINDOW_MS);
    if (kept.length) this.failures.set(login, kept);
    else this.failures.delete(login);
    return kept;
  }

  isBlocked(login: string, now = Date.now()): boolean {
    return this.recent(login.toLowerCase(), now).length >= MAX_FAILURES;
  }

  fail(login: string, now = Date.now()): void {
    const key = login.toLowerCase();
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(login: string): void {
    this.failures.delete(login.toLowerCase());
  }
}
