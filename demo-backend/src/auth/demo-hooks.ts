import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/** The socket's peer (Fastify trusts no X-Forwarded-For here), so a header cannot pass for loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The /__demo hooks hand out reset links and play the operator, so they answer only a client on
 * this machine, or one sending `x-demo-token` equal to DEMO_HOOKS_TOKEN; anyone else gets 403
 * (docs/testing.md, "Security").
 */
export function demoHooksOnly(hooksToken: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isLoopback(request.socket.remoteAddress)) return;
    const given = request.headers['x-demo-token'];
    if (hooksToken && typeof given === 'string' && sameToken(given, hooksToken)) return;
    throw new HttpError(403, 'error.forbidden', 'error.demoHooks.message');
  };
}
