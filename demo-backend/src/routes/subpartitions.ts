import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can, SUBPARTITION_CAPABILITIES } from '@/lib/shared/permissions';
import {
  subpartitionFormSchema,
  subpartitionQuerySchema,
  type Subpartition,
  type TreeItem,
  subpartitionTouristQuerySchema,
} from '@/lib/schemas/subpartitions';
import { foldForSearch, matchesTerms, searchTerms } from '@/lib/shared/text-search';
import { callerOf, requireCapability } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, parseOr422, validationError } from '../http/errors';
import { localeOf, t } from '../i18n';
import type { UserRow } from '../repos/users';

// Sub-partitions (sub-blocks) of the agency (docs/product.md "Running the agency: the calls"):
// directors and managers see all, a sub-partition manager only the ones they manage.

interface SubRow {
  id: number;
  name: string;
  manager_id: number | null;
  manager_name: string | null;
}
interface Person {
  id: number;
  name: string;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerSubpartitionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const subs = ctx.db.prepare<[number], SubRow>(
    `SELECT s.id, s.name, s.manager_id, u.name AS manager_name FROM sub_partitions s LEFT JOIN users u ON u.id = s.manager_id
      WHERE s.agency_id = ? ORDER BY s.name COLLATE NOCASE, s.id`,
  );
  const members = ctx.db.prepare<[number], Person>(
    'SELECT u.id, u.name FROM sub_partition_members m JOIN users u ON u.id = m.user_id WHERE m.sub_partition_id = ? ORDER BY u.name COLLATE NOCASE, u.id',
  );
  const touristCount = ctx.db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM tourists t JOIN orders o ON o.id = t.order_id JOIN sub_partition_members m ON m.user_id = o.owner_id WHERE m.sub_partition_id = ?',
  );
  const tourists = ctx.db.prepare<
    [number],
    {
      id: number;
      surname: string;
      name: string;
      birth_date: string;
      order_id: number;
      number: string;
      owner_id: number;
      owner_name: string;
    }
  >(
    `SELECT t.id, t.surname, t.name, t.birth_date, o.id AS order_id, o.number, u.id AS owner_id, u.name AS owner_name
       FROM tourists t JOIN orders o ON o.id = t.order_id JOIN users u ON u.id = o.owner_id
       JOIN sub_partition_members m ON m.user_id = o.owner_id
      WHERE m.sub_partition_id = ? ORDER BY t.surname COLLATE NOCASE, t.name COLLATE NOCASE, t.id`,
  );
  const employees = ctx.db.prepare<
    [number],
    { id: number; name: string; office_id: number | null; status: string; alias: string }
  >('SELECT id, name, office_id, status, alias FROM users WHERE agency_id = ? ORDER BY name COLLATE NOCASE, id');
  const offices = ctx.db.prepare<[number], { id: number; name: string }>(
    'SELECT id, name FROM offices WHERE agency_id = ? ORDER BY id',
  );
  const rename = ctx.db.prepare('UPDATE sub_partitions SET name = ?, manager_id = ? WHERE id = ?');
  const clearMembers = ctx.db.prepare('DELETE FROM sub_partition_members WHERE sub_partition_id = ?');
  const addMember = ctx.db.prepare('INSERT INTO sub_partition_members (sub_partition_id, user_id) VALUES (?, ?)');

  const access = requireCapability(...SUBPARTITION_CAPABILITIES);
  /** The caller's sub-partitions: all of the agency's, or the ones they manage. */
  const visible = (caller: UserRow) =>
    subs
      .all(caller.agency_id)
      .filter((s) => can(caller.alias, 'subpartitions.all.manage') || s.manager_id === caller.id);
  const present = (row: SubRow): Subpartition => ({
    id: row.id,
    name: row.name,
    manager: row.manager_id === null ? null : { id: row.manager_id, name: row.manager_name ?? '' },
    members: members.all(row.id),
    tourists: touristCount.get(row.id)?.n ?? 0,
  });
  function one(request: FastifyRequest): { caller: UserRow; row: SubRow } {
    const caller = callerOf(ctx, request);
    const { id } = parseOr422(idParams, request.params);
    const row = visible(caller).find((s) => s.id === id);
    if (!row) throw notFound();
    return { caller, row };
  }
  /** Who can manage a sub-partition: the agency's active employees. */
  const managers = (caller: UserRow) =>
    employees
      .all(caller.agency_id)
      .filter((u) => u.status === 'active')
      .map(({ id, name }) => ({ id, name }));
  /** The tree-checkbox of docs/product.md §3: each office with its active employees, members checked. */
  function tree(caller: UserRow, checked: Set<number>): TreeItem[] {
    const people = employees.all(caller.agency_id).filter((u) => u.status === 'active');
    return offices.all(caller.agency_id).map((office) => {
      const children = people
        .filter((u) => u.office_id === office.id)
        .map((u) => ({ id: `user-${u.id}`, label: u.name, checked: checked.has(u.id), children: [] }));
      return {
        id: `office-${office.id}`,
        label: office.name,
        checked: children.length > 0 && children.every((c) => c.checked),
        children,
      };
    });
  }

  // GET /api/subpartitions?q=&manager=&member=
  app.get('/api/subpartitions', { preHandler: access }, async (request) => {
    const caller = callerOf(ctx, request);
    const query = parseOr422(subpartitionQuerySchema, request.query);
    const terms = query.q ? searchTerms(query.q) : [];
    const rows = visible(caller)
      .filter(
        (s) =>
          (!query.manager || s.manager_id === query.manager) &&
          (terms.length === 0 || matchesTerms(foldForSearch(s.name), terms)),
      )
      .map(present)
      .filter((s) => !query.member || s.members.some((m) => m.id === query.member));
    return { data: rows };
  });

  // GET /api/subpartitions/filters: the managers and members the filters offer
  app.get('/api/subpartitions/filters', { preHandler: access }, async (request) => {
    const rows = visible(callerOf(ctx, request)).map(present);
    const unique = (people: Person[]) =>
      [...new Map(people.map((p) => [p.id, p])).values()].sort((a, b) => a.name.localeCompare(b.name));
    return {
      data: {
        managers: unique(rows.flatMap((s) => (s.manager ? [s.manager] : []))),
        members: unique(rows.flatMap((s) => s.members)),
      },
    };
  });

  // GET /api/subpartitions/:id/edit: the sub-partition, its possible managers and the tree of offices and employees
  app.get('/api/subpartitions/:id/edit', { preHandler: access }, async (request) => {
    const { caller, row } = one(request);
    const data = present(row);
    return { data, managers: managers(caller), tree: tree(caller, new Set(data.members.map((m) => m.id))) };
  });

  // PATCH /api/subpartitions/:id/edit {name, manager_id, members}
  app.patch('/api/subpartitions/:id/edit', { preHandler: access }, async (request) => {
    const { caller, row } = one(request);
    const form = parseOr422(subpartitionFormSchema, request.body);
    const active = new Set(managers(caller).map((m) => m.id));
    const errors: Record<string, ['validation.invalid'] | ['validation.member']> = {};
    if (!active.has(form.manager_id)) errors.manager_id = ['validation.invalid'];
    // A sub-partition manager keeps their own sub-partitions: they cannot hand one away.
    if (!can(caller.alias, 'subpartitions.all.manage') && form.manager_id !== caller.id)
      errors.manager_id = ['validation.invalid'];
    if (form.members.some((id) => !active.has(id))) errors.members = ['validation.member'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    ctx.db.transaction(() => {
      rename.run(form.name, form.manager_id, row.id);
      clearMembers.run(row.id);
      for (const id of new Set(form.members)) addMember.run(row.id, id);
    })();
    const updated = subs.all(caller.agency_id).find((s) => s.id === row.id)!;
    return { data: present(updated), message: t(localeOf(request), 'record.updated') };
  });

  // GET /api/subpartitions/:id/tourists?q=: the tourists of its members' orders
  app.get('/api/subpartitions/:id/tourists', { preHandler: access }, async (request) => {
    const { row } = one(request);
    const { q } = parseOr422(subpartitionTouristQuerySchema, request.query);
    const terms = q ? searchTerms(q) : [];
    const data = tourists
      .all(row.id)
      .filter(
        (tourist) => terms.length === 0 || matchesTerms(`${tourist.surname} ${tourist.name} ${tourist.number}`, terms),
      )
      .map((tourist) => ({
        id: tourist.id,
        surname: tourist.surname,
        name: tourist.name,
        birth_date: tourist.birth_date,
        order: { id: tourist.order_id, number: tourist.number },
        owner: { id: tourist.owner_id, name: tourist.owner_name },
      }));
    return { data };
  });
}
