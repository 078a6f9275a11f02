import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { formatWait } from '@/lib/format/wait';
import { formattingLocale } from '@/lib/i18n/locales';
import { clientAddressOf } from './client-address';
import { bffMessage } from './messages';
import type { BffRequest } from './context';
import { errorResponse } from './responses';
import { logShared, sharedRedis } from './shared-store';

/**
 * The portal's own limits on the calls anyone can make without a session, and on the browser's
 * error reports, per client address: the booking backend behind the portal need not throttle
 * anything itself. One table, explained in docs/deployment.md ("The portal's limits"): an office
 * of 50 agents behind one NAT address signs in every morning without meeting them.
 */
export const PORTAL_LIMITS = {
  /** Sign-ins the backend refused (wrong password, blocked user): what guessing costs. */
  loginFailures: { points: 20, durationS: 15 * 60 },
  /** Every sign-in, right or wrong: a whole office signing in, several times over. */
  loginAttempts: { points: 300, durationS: 15 * 60 },
  /** Each one may send a mail. */
  forgotPassword: { points: 5, durationS: 10 * 60 },
  /** A new password, tried again after a refusal (too weak, not matching). */
  resetPassword: { points: 10, durationS: 10 * 60 },
  /** A form refused field by field (422) may take several tries; an agency registers once. */
  agencyRegistration: { points: 10, durationS: 10 * 60 },
  /** The agency forms' field checks (a call per field left): a few forms filled with care. */
  agencyFieldChecks: { points: 300, durationS: 10 * 60 },
  /** The browser's reports of failed chunks and render errors (lib/errors/page-error.ts). */
  clientError: { points: 30, durationS: 60 },
} as const satisfies Record<string, LimitRule>;

export interface LimitRule {
  points: number;
  durationS: number;
}

export type LimitName = keyof typeof PORTAL_LIMITS;
export type LimitTable = Record<LimitName, LimitRule>;

/** Which limits each limited call spends, by its allowlist pattern (lib/bff/allowlist.ts; all are POST). */
const LIMITED_CALLS: Readonly<Record<string, readonly LimitName[]>> = {
  'jwt/login': ['loginAttempts', 'loginFailures'],
  forgot_password: ['forgotPassword'],
  'reset_password/:token': ['resetPassword'],
  'contract/agency-registration': ['agencyRegistration'],
  'contract/agency-registration/check': ['agencyFieldChecks'],
  'contract/agency/check': ['agencyFieldChecks'],
  'v1/core/client-error': ['clientError'],
};

/** Where requests without a known address count (no server guard ran: `next dev`). */
export const UNKNOWN_CLIENT = 'unknown';

export interface PortalLimits {
  limiters: Record<LimitName, RateLimiterAbstract>;
}

/**
 * The limiters of `table`: in this process's memory, or in Redis (shared by every replica) with
 * an in-memory insurance limiter answering while Redis is unreachable.
 */
export function createPortalLimits(options: { table?: LimitTable; redis?: Redis } = {}): PortalLimits {
  const table = options.table ?? PORTAL_LIMITS;
  const limiters = {} as Record<LimitName, RateLimiterAbstract>;
  for (const name of Object.keys(table) as LimitName[]) {
    const base = { keyPrefix: `portal-limit:${name}`, points: table[name].points, duration: table[name].durationS };
    limiters[name] = options.redis
      ? new RateLimiterRedis({
          ...base,
          storeClient: options.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(base),
        })
      : new RateLimiterMemory(base);
  }
  return { limiters };
}

const KEY = Symbol.for('agency-portal.limits');
type GlobalWithLimits = typeof globalThis & { [KEY]?: PortalLimits };

/**
 * This process's limits, made once and kept on globalThis (the route handler and the BFF bundle
 * may be separate module instances): shared through Redis when `redisUrl` is set.
 */
export function processLimits(redisUrl: string | undefined): PortalLimits {
  const holder = globalThis as GlobalWithLimits;
  holder[KEY] ??= createPortalLimits(redisUrl ? { redis: sharedRedis(redisUrl) } : {});
  return holder[KEY];
}

/** An admitted call, answered through `answer`: a sign-in settles its failure count by the answer's status. */
export interface Admission {
  answer(respond: () => Promise<Response>): Promise<Response>;
}

const nothingOwed: Admission = { answer: (respond) => respond() };

function clientKey(call: BffRequest): string {
  return clientAddressOf(call.request.headers) ?? UNKNOWN_CLIENT;
}

/** Whole seconds, at least 1: what Retry-After says. */
const retryAfterS = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/** 429 whose message names the wait that Retry-After gives, in the user's language. */
function tooMany(call: BffRequest, refusal: RateLimiterRes): Response {
  const wait = retryAfterS(refusal);
  const { message } = bffMessage(call.locale, 'tooManyRequests');
  const response = errorResponse(429, call.locale, 'tooManyRequests', {
    message: message.replace('{wait}', formatWait(wait, formattingLocale(call.locale))),
  });
  response.headers.set('Retry-After', String(wait));
  return response;
}

/** Spends one point; the refusal when the client has none left, null when admitted. */
async function spend(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    // Neither Redis nor the insurance limiter answered: never fail the user for it.
    logShared(`a limit could not be counted: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Spends what `call` costs before anything is forwarded: a 429 `{error, message}` with
 * Retry-After when its client has used its share, else what to settle once answered. A sign-in
 * counts as failed from the moment it is sent, so parallel guesses cannot overrun the count, and
 * is given back when the backend accepts it or could not judge it (5xx, unreachable).
 */
export async function admit(limits: PortalLimits, call: BffRequest): Promise<Response | Admission> {
  if (call.request.method !== 'POST') return nothingOwed;
  const names = LIMITED_CALLS[call.rule.pattern];
  if (!names) return nothingOwed;
  const key = clientKey(call);
  for (const name of names) {
    const refusal = await spend(limits.limiters[name], key);
    if (refusal) return tooMany(call, refusal);
  }
  if (!names.includes('loginFailures')) return nothingOwed;
  return {
    async answer(respond) {
      // Thrown (backend unreachable, timeout: answered 502/504 by the handler) is no failed sign-in either.
      let status = 502;
      try {
        const response = await respond();
        status = response.status;
        return response;
      } finally {
        if (status < 400 || status >= 500) await limits.limiters.loginFailures.reward(key).catch(() => undefined);
      }
    },
  };
}
