import type { FastifyInstance } from 'fastify';
import { clientErrorSchema, type ExchangeRate, type MenuItem } from '@/lib/schemas/core';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { portalToday } from '@/lib/format/date';
import { parseOr422 } from '../http/errors';
import { localeOf, t } from '../i18n';
import { menuFor } from '../navigation';

export function registerCoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rateOf = ctx.db.prepare<[string], { eur_max_value: number; usd_max_value: number }>(
    'SELECT eur_max_value, usd_max_value FROM exchange_rates WHERE date = ?',
  );
  const insertClientError = ctx.db.prepare(
    'INSERT INTO client_errors (user_id, info, stack, created_at) VALUES (?, ?, ?, ?)',
  );

  // GET /api/v1/core/navigation: the side-menu tree for the caller's role, in the caller's language
  app.get('/api/v1/core/navigation', async (request): Promise<{ data: MenuItem[] }> => ({
    data: menuFor(authOf(request).role, localeOf(request)),
  }));

  // GET /api/v1/core/exchange_rate: today's MDL rates; nulls when none is set for today
  app.get('/api/v1/core/exchange_rate', async (): Promise<ExchangeRate> => {
    const date = portalToday();
    const row = rateOf.get(date);
    return { date, eur_max_value: row?.eur_max_value ?? null, usd_max_value: row?.usd_max_value ?? null };
  });

  // POST /api/v1/core/client-error: keep a browser error report
  app.post('/api/v1/core/client-error', async (request, reply) => {
    const report = parseOr422(clientErrorSchema, request.body);
    insertClientError.run(authOf(request).userId, report.info, report.stack ?? null, new Date().toISOString());
    return reply.code(201).send({ message: t(localeOf(request), 'clientError.saved') });
  });
}
