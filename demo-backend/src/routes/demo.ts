import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { parseOr422 } from '../http/errors';
import type { Outbox } from '../repos/outbox';

// Outside /api on purpose: the portal's BFF forwards only allowlisted /api paths, so these
// test hooks are never reachable through the portal.
export function registerDemoRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  // GET /__demo/health: readiness probe for `npm run demo` and test harnesses
  app.get('/__demo/health', async () => ({ status: 'ok' }));

  // GET /__demo/outbox?to=: mails "sent" to one address, newest first (the e2e reset flow reads the link)
  app.get('/__demo/outbox', async (request) => {
    const { to } = parseOr422(z.object({ to: z.string().min(1) }), request.query);
    return { data: outbox.to(to) };
  });

  // GET /__demo/stats: calls received since start, for "exactly one refresh" assertions
  app.get('/__demo/stats', async () => ({ ...ctx.stats }));
}
