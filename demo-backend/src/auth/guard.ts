import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { clientsOf, clockOf } from '../limits';
import { originOf } from './devices';
import { forbidden, unauthorized } from '../http/errors';
import { canAny, type Capability } from '@/lib/shared/permissions';
import { isRole, type Role } from '../roles';
import type { UserRow } from '../repos/users';

export interface AuthContext {
  userId: number;
  sessionId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller's identity; routes behind `authenticate` can rely on it being set. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Checks the JWT, that its login session is still alive (a signature alone would keep a
 * logged-out token valid until it expires) and that the session is its subject's: a token naming
 * someone else's session is refused, and so is a blocked or dismissed user's (docs/product.md
 * "Running the agency: the calls"). The role is the database's on every call, never the token's
 * `alias` claim (docs/testing.md, "Security").
 */
export function authenticate(ctx: AppContext) {
  const clientOf = clientsOf(ctx);
  const clock = clockOf(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const claims = await ctx.tokens.verify(match[1]);
    const holder = claims && ctx.sessions.holder(claims.sessionId);
    if (!claims || !holder || holder.userId !== claims.userId || !isRole(holder.alias)) throw unauthorized();
    ctx.sessions.touch(claims.sessionId, clock(), () => originOf(clientOf, request));
    request.auth = { userId: holder.userId, sessionId: claims.sessionId, role: holder.alias };
  };
}

/**
 * For routes that need a capability of the permissions table (lib/shared/permissions.ts,
 * docs/product.md "Permissions"): a role holding none of them gets 403, which the portal shows as
 * its 403 page.
 */
export function requireCapability(...capabilities: Capability[]): preHandlerHookHandler {
  return async (request) => {
    if (!canAny(authOf(request).role, capabilities)) throw forbidden();
  };
}

/** The caller's own row (agency, office, status): routes that act within the caller's agency start here. */
export function callerOf(ctx: AppContext, request: FastifyRequest): UserRow {
  const user = ctx.users.findById(authOf(request).userId);
  if (!user) throw unauthorized();
  return user;
}
