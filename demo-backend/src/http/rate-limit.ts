import { BlockList, isIP, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

// The backend's abuse limits (docs/testing.md, "Security"; settings in docs/deployment.md). All in
// memory: a demo backend is one process, and a restart forgets. Every limiter takes a clock so
// tests move time instead of sleeping.

/** Milliseconds since the epoch. */
export type Clock = () => number;

/** More keys than this and the oldest are dropped: a flood of new keys cannot grow memory without end. */
const MAX_KEYS = 100_000;

/** Timestamps per key within a sliding window; keys with nothing left in it are forgotten. */
class WindowLog {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: Clock,
  ) {}

  /** The key's timestamps inside the window, oldest first. */
  recent(key: string): number[] {
    const now = this.now();
    const kept = (this.events.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  add(key: string): void {
    const kept = this.recent(key);
    // Re-inserted last, so Map order is least recently touched first.
    this.events.delete(key);
    this.events.set(key, [...kept, this.now()]);
    if (this.events.size > MAX_KEYS) this.events.delete(this.events.keys().next().value!);
  }

  clear(key: string): void {
    this.events.delete(key);
  }
}

export interface WindowRule {
  /** Events allowed per window and key. */
  max: number;
  windowMs: number;
}

/** At most `max` events per key in any `windowMs`. */
export class WindowLimit {
  private readonly log: WindowLog;

  constructor(
    private readonly rule: WindowRule,
    private readonly now: Clock,
  ) {
    this.log = new WindowLog(rule.windowMs, now);
  }

  /** Counts one event and returns 0, or returns how long until one is allowed again (ms) without counting. */
  take(key: string): number {
    const recent = this.log.recent(key);
    if (recent.length < this.rule.max) {
      this.log.add(key);
      return 0;
    }
    return recent[recent.length - this.rule.max]! + this.rule.windowMs - this.now();
  }
}

export interface BackoffRule {
  /** Failures within the window that cost nothing. */
  free: number;
  /** The wait after the first failure past `free`; each further one doubles it … */
  baseMs: number;
  /** … up to this. */
  capMs: number;
  /** How long a failure counts. */
  windowMs: number;
}

/** Growing delays after failures: no hard lock, each failure past `free` doubles the wait after it. */
export class Backoff {
  private readonly log: WindowLog;

  constructor(
    private readonly rule: BackoffRule,
    private readonly now: Clock,
  ) {
    this.log = new WindowLog(rule.windowMs, now);
  }

  /** How long until the key may try again (ms); 0 when it may now. */
  waitMs(key: string): number {
    const recent = this.log.recent(key);
    if (recent.length < this.rule.free) return 0;
    const delay = Math.min(this.rule.baseMs * 2 ** (recent.length - this.rule.free), this.rule.capMs);
    return Math.max(0, recent[recent.length - 1]! + delay - this.now());
  }

  fail(key: string): void {
    this.log.add(key);
  }

  clear(key: string): void {
    this.log.clear(key);
  }
}

export interface BudgetRule {
  /** Spent per second on average … */
  perSecond: number;
  /** … with at most this many at once after a quiet spell. */
  burst: number;
}

/** A token bucket for the whole process: a cap on costly work whoever asks for it. */
export class Budget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rule: BudgetRule,
    private readonly now: Clock,
  ) {
    this.tokens = rule.burst;
    this.at = now();
  }

  /** Spends one unit and returns 0, or returns how long until one is available (ms) without spending. */
  take(): number {
    const now = this.now();
    this.tokens = Math.min(this.rule.burst, this.tokens + ((now - this.at) / 1000) * this.rule.perSecond);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) / this.rule.perSecond) * 1000);
  }
}

/** Who is asking: the address every per-client count is kept under. */
export type ClientOf = (request: FastifyRequest) => string;

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const family = (address: string) => (isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * The peers listed in `trusted` (addresses or CIDR blocks, comma-separated: DEMO_TRUST_PROXY in
 * docs/deployment.md) are proxies, the portal first among them: the client is the nearest untrusted
 * address of their X-Forwarded-For. Any other peer is the client itself, whatever it sends. Every
 * request has a client: a trusted peer that names none (no X-Forwarded-For, or only trusted
 * addresses) is counted as the farthest address it vouches for, itself when it sends nothing, so a
 * per-client limit never stops applying.
 */
export function clientResolver(trusted: string | undefined): ClientOf {
  const proxies = new BlockList();
  for (const entry of (trusted ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    if (!isIP(address) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
      throw new Error(`not an address or CIDR block: ${entry}`);
    if (prefix === undefined) proxies.addAddress(address, family(address));
    else proxies.addSubnet(address, Number(prefix), family(address));
  }
  const isProxy = (address: string) => isIP(address) !== 0 && proxies.check(address, family(address));
  return (request) => {
    // Right to left, the chain as the proxies wrote it: each entry was added by the trusted hop right of it.
    let client = plain(request.socket.remoteAddress ?? '');
    if (!isProxy(client)) return client;
    const header = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      client = hops[i]!;
      if (!isProxy(client)) return client;
    }
    return client;
  };
}
