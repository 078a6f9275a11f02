import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { demoHooksOnly } from '../auth/demo-hooks';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from '../db/seed-data';
import type { AppContext } from '../context';
import { notFound, parseOr422 } from '../http/errors';
import type { Outbox } from '../repos/outbox';
import { Publications } from '../repos/publications';
import { registerDemoOrderRoutes } from './demo-orders';
import { registerDemoTicketRoutes } from './demo-tickets';

// Outside /api on purpose: the portal's BFF forwards only allowlisted /api paths, so these
// test hooks are never reachable through the portal. All but the health probe answer only on
// loopback or with DEMO_HOOKS_TOKEN (`demoHooksOnly`).
export function registerDemoRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  // GET /__demo/health: readiness probe for `npm run demo`, test harnesses and orchestrators (no data)
  app.get('/__demo/health', async () => ({ status: 'ok' }));

  void app.register(async (hooks) => {
    hooks.addHook('onRequest', demoHooksOnly(ctx.options.hooksToken));
    registerDemoHooks(hooks, ctx, outbox);
    registerDemoOrderRoutes(hooks, ctx);
    registerDemoTicketRoutes(hooks, ctx);
  });
}

function registerDemoHooks(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  // GET /__demo/outbox[?to=]: the last 50 mails "sent", newest first; with `to`, only that address's
  // (the e2e reset flow reads the link)
  app.get('/__demo/outbox', async (request) => {
    const { to } = parseOr422(z.object({ to: z.string().min(1).optional() }), request.query);
    return { data: to === undefined ? outbox.latest() : outbox.to(to) };
  });

  // POST /__demo/users/:email/malicious-extension {plugin}: flag a user (the portal then shows only the notice)
  app.post('/__demo/users/:email/malicious-extension', async (request, reply) => {
    const { email } = parseOr422(z.object({ email: z.string().min(1) }), request.params);
    const { plugin } = parseOr422(z.object({ plugin: z.string().trim().min(1).max(120) }), request.body);
    if (!ctx.users.setMaliciousExtension(email, plugin)) throw notFound();
    return reply.code(200).send({ email, malicious_extension: plugin });
  });

  // DELETE /__demo/users/:email/malicious-extension: clear the flag, access comes back
  app.delete('/__demo/users/:email/malicious-extension', async (request) => {
    const { email } = parseOr422(z.object({ email: z.string().min(1) }), request.params);
    if (!ctx.users.setMaliciousExtension(email, null)) throw notFound();
    return { email, malicious_extension: null };
  });

  // POST /__demo/users/:email/notifications/unread {category}: that category unread again, so a test
  // of the popup does not depend on which spec signed in (and closed it) before
  app.post('/__demo/users/:email/notifications/unread', async (request) => {
    const { email } = parseOr422(z.object({ email: z.string().min(1) }), request.params);
    const { category } = parseOr422(z.object({ category: z.string().trim().min(1).max(40) }), request.body);
    const user = ctx.users.findByEmail(email);
    if (!user) throw notFound();
    return { email, category, unread: ctx.notifications.markCategoryUnread(user.id, category) };
  });

  // DELETE /__demo/users/:email/publications/reads: every news item unread again for that user, so a
  // test of the read marks does not depend on which spec (or earlier run) read them
  const publications = new Publications(ctx.db);
  app.delete('/__demo/users/:email/publications/reads', async (request) => {
    const { email } = parseOr422(z.object({ email: z.string().min(1) }), request.params);
    const user = ctx.users.findByEmail(email);
    if (!user) throw notFound();
    return { email, unread_again: publications.unreadAllFor(user.id) };
  });

  // POST /__demo/users/:email/password/reset: the seeded demo password back, which the password
  // rules no longer let any call set (a spec that changes a seeded user's password restores it so)
  app.post('/__demo/users/:email/password/reset', async (request) => {
    const { email } = parseOr422(z.object({ email: z.string().min(1) }), request.params);
    const user = ctx.users.findByEmail(email);
    if (!user) throw notFound();
    ctx.users.updatePassword(user.id, await hashPassword(DEMO_PASSWORD));
    return { email };
  });

  // GET /__demo/stats: calls received since start, for "exactly one refresh" assertions
  app.get('/__demo/stats', async () => ({ ...ctx.stats }));
}
