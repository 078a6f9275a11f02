import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dropsSecret, gatewayFormSchema, type Gateway } from '@/lib/schemas/gateways';
import { can } from '@/lib/shared/permissions';
import { callerOf, requireCapability } from '../auth/guard';
import type { AppContext } from '../context';
import { forbidden, notFound, parseOr422 } from '../http/errors';
import { localeOf, t } from '../i18n';

// Payment gateways of the agency (docs/product.md "Running the agency: the calls"). The secret is
// write-only: stored for the card payments, answered only as `secret_set_at`; setting it is the
// director's (`gateways.secrets.manage`).

interface GatewayRow {
  id: number;
  provider: Gateway['provider'];
  merchant_id: string;
  currencies: string;
  enabled: number;
  secret_set_at: string | null;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerPaymentGatewayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const COLUMNS = 'id, provider, merchant_id, currencies, enabled, secret_set_at';
  const list = ctx.db.prepare<[number], GatewayRow>(
    `SELECT ${COLUMNS} FROM payment_gateways WHERE agency_id = ? ORDER BY id`,
  );
  const find = ctx.db.prepare<[number, number], GatewayRow>(
    `SELECT ${COLUMNS} FROM payment_gateways WHERE id = ? AND agency_id = ?`,
  );
  const insert = ctx.db.prepare(
    'INSERT INTO payment_gateways (agency_id, provider, merchant_id, currencies, enabled, secret, secret_set_at) VALUES (@agency_id, @provider, @merchant_id, @currencies, @enabled, @secret, @secret_set_at)',
  );
  const update = ctx.db.prepare(
    'UPDATE payment_gateways SET provider = @provider, merchant_id = @merchant_id, currencies = @currencies, enabled = @enabled WHERE id = @id',
  );
  const setSecret = ctx.db.prepare('UPDATE payment_gateways SET secret = ?, secret_set_at = ? WHERE id = ?');
  const remove = ctx.db.prepare('DELETE FROM payment_gateways WHERE id = ? AND agency_id = ?');

  const manage = requireCapability('gateways.manage');
  const present = (row: GatewayRow): Gateway => ({
    id: row.id,
    provider: row.provider,
    merchant_id: row.merchant_id,
    currencies: row.currencies.split(',').filter(Boolean) as Gateway['currencies'],
    enabled: row.enabled === 1,
    secret_set_at: row.secret_set_at,
  });
  /** The form; a secret from a caller who may not set one is refused before anything is stored. */
  function formOf(request: FastifyRequest) {
    const form = parseOr422(gatewayFormSchema, request.body);
    if (form.secret !== undefined && !can(callerOf(ctx, request).alias, 'gateways.secrets.manage')) throw forbidden();
    return { ...form, currencies: [...new Set(form.currencies)].join(','), enabled: form.enabled ? 1 : 0 };
  }
  function one(request: FastifyRequest) {
    const { id } = parseOr422(idParams, request.params);
    const agencyId = callerOf(ctx, request).agency_id;
    const row = find.get(id, agencyId);
    if (!row) throw notFound();
    return { row, agencyId };
  }

  // GET /api/payment/gateways
  app.get('/api/payment/gateways', { preHandler: manage }, async (request) => ({
    data: list.all(callerOf(ctx, request).agency_id).map(present),
  }));

  // GET /api/payment/gateways/:id
  app.get('/api/payment/gateways/:id', { preHandler: manage }, async (request) => ({
    data: present(one(request).row),
  }));

  // POST /api/payment/gateways {provider, merchant_id, currencies, enabled, secret?}
  app.post('/api/payment/gateways', { preHandler: manage }, async (request, reply) => {
    const form = formOf(request);
    const agencyId = callerOf(ctx, request).agency_id;
    const setAt = form.secret === undefined ? null : new Date().toISOString();
    const id = Number(
      insert.run({ ...form, agency_id: agencyId, secret: form.secret ?? null, secret_set_at: setAt }).lastInsertRowid,
    );
    return reply
      .code(201)
      .send({ data: present(find.get(id, agencyId)!), message: t(localeOf(request), 'record.added') });
  });

  // PATCH /api/payment/gateways/:id/update: the same fields; a secret given replaces the stored one,
  // and a new provider or merchant id without one clears it (`dropsSecret`)
  app.patch('/api/payment/gateways/:id/update', { preHandler: manage }, async (request) => {
    const { row, agencyId } = one(request);
    const form = formOf(request);
    ctx.db.transaction(() => {
      update.run({ ...form, id: row.id });
      if (form.secret !== undefined) setSecret.run(form.secret, new Date().toISOString(), row.id);
      else if (dropsSecret(row, form)) setSecret.run(null, null, row.id);
    })();
    return { data: present(find.get(row.id, agencyId)!), message: t(localeOf(request), 'record.updated') };
  });

  // DELETE /api/payment/gateways/:id/delete
  app.delete('/api/payment/gateways/:id/delete', { preHandler: manage }, async (request) => {
    const { row, agencyId } = one(request);
    remove.run(row.id, agencyId);
    return { message: t(localeOf(request), 'record.deleted') };
  });
}
