import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/login-throttle';
import type { AppContext } from './context';
import { tooMany } from './http/errors';
import { clientResolver, WindowLimit, type ClientOf, type Clock, type WindowRule } from './http/rate-limit';

/** Public calls limited per client, each group with its own count. */
export type PublicGroup = 'contract' | 'registration' | 'password' | 'selection' | 'selectionAnswer';

/** Public calls also limited per token of their path (a client selection's link), whoever calls. */
export type TokenGroup = 'selection' | 'selectionAnswer';

/** Every abuse limit of the backend (docs/testing.md, "Security"); tests pass their own. */
export interface AbuseLimits {
  login: LoginLimits;
  publicCalls: Record<PublicGroup, WindowRule>;
  /** Reset mails to one address, whoever asks. */
  resetMails: WindowRule;
  perToken: Record<TokenGroup, WindowRule>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: AbuseLimits = {
  login: DEFAULT_LOGIN_LIMITS,
  publicCalls: {
    // Each contract is a PDF render (the blank one and the filled one).
    contract: { max: 30, windowMs: MINUTE },
    registration: { max: 10, windowMs: 10 * MINUTE },
    // Forgot and reset.
    password: { max: 20, windowMs: 10 * MINUTE },
    // A client selection's page (docs/product.md "Client selections"): read, and answered.
    selection: { max: 60, windowMs: MINUTE },
    selectionAnswer: { max: 5, windowMs: 10 * MINUTE },
  },
  resetMails: { max: 3, windowMs: 15 * MINUTE },
  perToken: {
    selection: { max: 300, windowMs: HOUR },
    selectionAnswer: { max: 20, windowMs: HOUR },
  },
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

/** A preHandler answering 429 with Retry-After once the path's `token` has been used up for `group`. */
export function perTokenLimit(ctx: AppContext, group: TokenGroup): (request: FastifyRequest) => Promise<void> {
  const limit = new WindowLimit(limitsOf(ctx).perToken[group], clockOf(ctx));
  return async (request) => {
    const { token } = request.params as { token?: unknown };
    const waitMs = limit.take(String(token));
    if (waitMs > 0) throw tooMany(waitMs);
  };
}
