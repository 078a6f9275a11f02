import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/login-throttle';
import type { AppContext } from './context';
import { tooMany } from './http/errors';
import { clientResolver, WindowLimit, type ClientOf, type Clock, type WindowRule } from './http/rate-limit';

/** Public calls limited per client, each group with its own count. */
export type PublicGroup = 'contract' | 'registration' | 'password';

/** Every abuse limit of the backend (docs/testing.md, "Security"); tests pass their own. */
export interface AbuseLimits {
  login: LoginLimits;
  publicCalls: Record<PublicGroup, WindowRule>;
  /** Reset mails to one address, whoever asks. */
  resetMails: WindowRule;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: AbuseLimits = {
  login: DEFAULT_LOGIN_LIMITS,
  publicCalls: {
    // Each contract is a PDF render (the blank one and the filled one).
    contract: { max: 30, windowMs: MINUTE },
    registration: { max: 10, windowMs: 10 * MINUTE },
    // Forgot and reset.
    password: { max: 20, windowMs: 10 * MINUTE },
  },
  resetMails: { max: 3, windowMs: 15 * MINUTE },
};

export const limitsOf = (ctx: AppContext): AbuseLimits => ({ ...DEFAULT_LIMITS, ...ctx.options.limits });
export const clockOf = (ctx: Pick<AppContext, 'options'>): Clock => ctx.options.now ?? Date.now;
export const clientsOf = (ctx: AppContext): ClientOf => clientResolver(ctx.options.trustProxy);

/** A preHandler answering 429 with Retry-After once a client has used up its calls of `group`. */
export function perClientLimit(ctx: AppContext, group: PublicGroup): (request: FastifyRequest) => Promise<void> {
  const limit = new WindowLimit(limitsOf(ctx).publicCalls[group], clockOf(ctx));
  const clientOf = clientsOf(ctx);
  return async (request) => {
    const waitMs = limit.take(clientOf(request));
    if (waitMs > 0) throw tooMany(waitMs);
  };
}
