import type { FastifyInstance } from 'fastify';
import { STAFF_CAPABILITIES } from '@/lib/schemas/permissions';
import { authOf, requireCapability } from '../auth/guard';
import type { AppContext } from '../context';
import { pageOf, pagedList } from '../http/paging';
import { localeOf, t } from '../i18n';
import type { Role } from '../roles';


interface StaffRow {
  id: number;
  name: string;
  email: string;
  alias: Role;
}

export function registerEmployeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const agencyOf = ctx.db.prepare<[number], { agency_id: number }>('SELECT agency_id FROM users WHERE id = ?');
  const staff = ctx.db.prepare<[number, number, number], StaffRow>(
    'SELECT id, name, email, alias FROM users WHERE agency_id = ? ORDER BY name COLLATE NOCASE, id LIMIT ? OFFSET ?',
  );
  const count = ctx.db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM users WHERE agency_id = ?');

  // GET /api/v1/employees: the caller's agency staff, by name, paged (page[number], page[size])
  app.get('/api/v1/employees', { preHandler: requireCapability(...STAFF_CAPABILITIES) }, async (request) => {
    const page = pageOf(request.query);
    const agencyId = agencyOf.get(authOf(request).userId)?.agency_id ?? 0;
    const locale = localeOf(request);
    const rows = staff.all(agencyId, page.size, page.offset).map((row) => ({
      id: row.id,
      name: row.name,
      position: t(locale, `position.${row.alias}`),
      email: row.email,
      alias: row.alias,
      // The demo has no hiring flow yet: everyone seeded is at work.
      status: 'active' as const,
    }));
    return pagedList(rows, count.get(agencyId)?.total ?? 0, page);
  });
}
