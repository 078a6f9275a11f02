import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationsFilterSchema } from '@/lib/schemas/notifications';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, parseOr422 } from '../http/errors';
import { pageOf, pagedList } from '../http/paging';
import { localeOf } from '../i18n';

const idSchema = z.object({ id: z.coerce.number().int().positive() });

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /api/notifications: the caller's notifications, newest first, paged, optionally one category
  app.get('/api/notifications', async (request) => {
    const { userId } = authOf(request);
    const page = pageOf(request.query);
    const { category } = parseOr422(notificationsFilterSchema, request.query);
    const { items, total } = ctx.notifications.page(
      userId,
      category === 'all' ? null : category,
      page.size,
      page.offset,
      localeOf(request),
    );
    return pagedList(items, total, page);
  });

  // GET /api/notifications/:id: one of the caller's notifications (another user's is a 404)
  app.get('/api/notifications/:id', async (request) => {
    const { id } = parseOr422(idSchema, request.params);
    const item = ctx.notifications.find(authOf(request).userId, id, localeOf(request));
    if (!item) throw notFound();
    return { data: item };
  });

  // POST /api/notifications/:id/read: mark read; reading again keeps the first reading
  app.post('/api/notifications/:id/read', async (request) => {
    const { id } = parseOr422(idSchema, request.params);
    const item = ctx.notifications.read(authOf(request).userId, id, localeOf(request));
    if (!item) throw notFound();
    return { data: item };
  });
}
