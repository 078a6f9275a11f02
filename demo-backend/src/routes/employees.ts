import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  dismissSchema,
  employeeCreateSchema,
  employeeFormSchema,
  employeeQuerySchema,
  type Employee,
  type EmployeeForm,
  type EmployeeStatus,
} from '@/lib/schemas/employees';
import { can, grantableRoles, mayChangeCredentialsOf, mayGrant, EMPLOYEE_CAPABILITIES } from '@/lib/shared/permissions';
import { brokenPasswordRules, type PasswordRule } from '@/lib/shared/password-strength';
import { isCompletePhone } from '@/lib/shared/phone';
import { foldForSearch, matchesTerms, searchTerms } from '@/lib/shared/text-search';
import { callerOf, requireCapability } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { forbidden, HttpError, notFound, parseOr422, validationError } from '../http/errors';
import { pageOf, pagedList } from '../http/paging';
import { isLocale, localeOf, t, type Locale, type MessageKey } from '../i18n';
import type { Outbox } from '../repos/outbox';
import { PasswordResets } from '../repos/password-resets';
import type { UserRow } from '../repos/users';
import type { Role } from '../roles';
import { handOver, openForHandover } from './handover';

// The agency's employees (docs/product.md "Running the agency: the calls", "Permissions"): the list,
// create, edit, block, unblock, dismiss (with the open orders handed over) and hire.

interface EmployeeRow {
  id: number;
  name: string;
  email: string;
  alias: Role;
  status: EmployeeStatus;
  office_id: number | null;
  office_name: string | null;
  phone_mobile: string | null;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The password rules' 422 texts (lib/shared/password-strength.ts). */
export const PASSWORD_RULE_KEYS: Record<PasswordRule, MessageKey> = {
  length: 'validation.passwordLength',
  lowercase: 'validation.passwordLowercase',
  uppercase: 'validation.passwordUppercase',
  digit: 'validation.passwordDigit',
  notEmail: 'validation.passwordNotEmail',
};

export function checkPasswordStrength(field: string, password: string, email: string): void {
  const broken = brokenPasswordRules(password, email);
  if (broken.length > 0) throw validationError({ [field]: broken.map((rule) => PASSWORD_RULE_KEYS[rule]) });
}

export const lastDirector = () => new HttpError(409, 'employees.lastDirector', 'employees.lastDirector.message');
const wrongState = () => new HttpError(409, 'employees.state', 'employees.state.message');
/** A role the caller may not give (`mayGrant`, docs/product.md "Permissions"). */
const roleNotYours = () => new HttpError(403, 'error.forbidden', 'validation.role');
/** Another user's e-mail (their login) changed by someone other than a director (`mayChangeCredentialsOf`). */
const credentialsNotYours = () => new HttpError(403, 'error.forbidden', 'employees.credentials.message');

export function registerEmployeeRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  const resets = new PasswordResets(ctx.db);
  const SELECT = `SELECT u.id, u.name, u.email, u.alias, u.status, u.office_id, o.name AS office_name, u.phone_mobile
                    FROM users u LEFT JOIN offices o ON o.id = u.office_id`;
  const employeesOf = ctx.db.prepare<[number], EmployeeRow>(
    `${SELECT} WHERE u.agency_id = ? ORDER BY u.name COLLATE NOCASE, u.id`,
  );
  const one = ctx.db.prepare<[number, number], EmployeeRow>(`${SELECT} WHERE u.id = ? AND u.agency_id = ?`);
  const offices = ctx.db.prepare<[number], { id: number; name: string }>(
    'SELECT id, name FROM offices WHERE agency_id = ? ORDER BY id',
  );
  const otherActiveDirectors = ctx.db.prepare<[number, number], { n: number }>(
    "SELECT COUNT(*) AS n FROM users WHERE agency_id = ? AND id <> ? AND alias = 'agency_director' AND status = 'active'",
  );
  const emailOwner = ctx.db.prepare<[string], { id: number; agency_id: number }>(
    'SELECT id, agency_id FROM users WHERE email = ?',
  );
  const setStatus = ctx.db.prepare('UPDATE users SET status = ? WHERE id = ?');
  const update = ctx.db.prepare(
    'UPDATE users SET name = @name, email = @email, alias = @alias, office_id = @office_id, phone_mobile = @phone WHERE id = @id',
  );
  const insert = ctx.db.prepare(
    `INSERT INTO users (agency_id, email, password_hash, name, alias, office_id, phone_mobile, status)
     VALUES (@agency_id, @email, @password_hash, @name, @alias, @office_id, @phone, 'active')`,
  );
  const manage = requireCapability(...EMPLOYEE_CAPABILITIES);

  /** The employee as the wire has it. */
  const present = (row: EmployeeRow, locale: Locale): Employee => ({
    id: row.id,
    name: row.name,
    position: t(locale, `position.${row.alias}`),
    email: row.email,
    alias: row.alias,
    status: row.status,
    office: row.office_id === null ? null : { id: row.office_id, name: row.office_name ?? '' },
    phone: row.phone_mobile || null,
  });

  /** Whom the caller sees: the agency's employees, or their office's for an office manager. */
  const inScope = (caller: UserRow, row: EmployeeRow) =>
    can(caller.alias, 'employees.agency.manage') || (row.office_id !== null && row.office_id === caller.office_id);

  /** An employee the caller may act on: in scope (else 404) and of a role the caller may give (else 403). */
  function target(request: FastifyRequest): { caller: UserRow; row: EmployeeRow } {
    const caller = callerOf(ctx, request);
    const { id } = parseOr422(idParams, request.params);
    const row = one.get(id, caller.agency_id);
    if (!row || !inScope(caller, row)) throw notFound();
    if (!mayGrant(caller.alias, row.alias)) throw forbidden();
    return { caller, row };
  }

  /** The last-director rule: refused when `row` is the only active director and would stop being one. */
  function keepADirector(caller: UserRow, row: EmployeeRow, next: { alias: Role; status: EmployeeStatus }): void {
    const wasDirector = row.alias === 'agency_director' && row.status === 'active';
    const staysDirector = next.alias === 'agency_director' && next.status === 'active';
    if (wasDirector && !staysDirector && (otherActiveDirectors.get(caller.agency_id, row.id)?.n ?? 0) === 0)
      throw lastDirector();
  }

  /**
   * The form checked against the caller's rights: a role they may not give is 403; the office and
   * the e-mail are 422 on their fields. An address is "already in use" when someone of the caller's
   * own agency has it; one used in another agency (addresses are logins, unique across the portal)
   * gets the neutral "cannot be used", which does not say where (docs/product.md "Running the
   * agency: the calls").
   */
  function checkForm(caller: UserRow, form: EmployeeForm, selfId: number | null): void {
    if (!mayGrant(caller.alias, form.alias)) throw roleNotYours();
    const errors: Record<string, MessageKey[]> = {};
    const office = offices.all(caller.agency_id).find((o) => o.id === form.office_id);
    if (!office || (!can(caller.alias, 'employees.agency.manage') && office.id !== caller.office_id))
      errors.office_id = ['validation.office'];
    const owner = emailOwner.get(form.email);
    if (owner && owner.id !== selfId)
      errors.email = [owner.agency_id === caller.agency_id ? 'validation.emailTaken' : 'validation.emailUnavailable'];
    if (form.phone && !isCompletePhone(form.phone)) errors.phone = ['validation.phone'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  const formOptions = (caller: UserRow, locale: Locale) => ({
    roles: grantableRoles(caller.alias).map((value) => ({ value, label: t(locale, `position.${value}`) })),
    offices: offices
      .all(caller.agency_id)
      .filter((o) => can(caller.alias, 'employees.agency.manage') || o.id === caller.office_id),
  });

  // GET /api/v1/employees?q=&status=&role=&office=&page[number]=&page[size]=: the employees the caller manages, by name
  app.get('/api/v1/employees', { preHandler: manage }, async (request) => {
    const page = pageOf(request.query);
    const query = parseOr422(employeeQuerySchema, request.query);
    const caller = callerOf(ctx, request);
    const terms = query.q ? searchTerms(query.q) : [];
    const rows = employeesOf
      .all(caller.agency_id)
      .filter((row) => inScope(caller, row))
      .filter(
        (row) =>
          (!query.status || row.status === query.status) &&
          (!query.role || row.alias === query.role) &&
          (!query.office || row.office_id === query.office),
      )
      .filter((row) => terms.length === 0 || matchesTerms(foldForSearch(`${row.name} ${row.email}`), terms));
    const locale = localeOf(request);
    return pagedList(
      rows.slice(page.offset, page.offset + page.size).map((row) => present(row, locale)),
      rows.length,
      page,
    );
  });

  // GET /api/v1/employees/create: the roles and offices the caller may give
  app.get('/api/v1/employees/create', { preHandler: manage }, async (request) => ({
    data: formOptions(callerOf(ctx, request), localeOf(request)),
  }));

  // POST /api/v1/employees/create {name, email, alias, office_id, phone, password}
  app.post('/api/v1/employees/create', { preHandler: manage }, async (request, reply) => {
    const caller = callerOf(ctx, request);
    const form = parseOr422(employeeCreateSchema, request.body);
    checkForm(caller, form, null);
    checkPasswordStrength('password', form.password, form.email);
    const hash = await hashPassword(form.password);
    const id = Number(insert.run({ ...form, agency_id: caller.agency_id, password_hash: hash }).lastInsertRowid);
    const locale = localeOf(request);
    return reply
      .code(201)
      .send({ data: present(one.get(id, caller.agency_id)!, locale), message: t(locale, 'record.added') });
  });

  // GET /api/v1/employees/:id/edit: the employee with the form's options
  app.get('/api/v1/employees/:id/edit', { preHandler: manage }, async (request) => {
    const { caller, row } = target(request);
    const locale = localeOf(request);
    return { data: present(row, locale), options: formOptions(caller, locale) };
  });

  /**
   * A new e-mail is a new login: the user's sessions end (all of them, or all but the caller's
   * current one when they change their own), their unused reset links stop working, and the old
   * address is told, in the user's language, so a takeover does not pass unnoticed.
   */
  function loginChanged(request: FastifyRequest, caller: UserRow, row: EmployeeRow, email: string): void {
    const auth = request.auth!;
    if (row.id === caller.id) ctx.sessions.revokeOthersOf(row.id, auth.sessionId);
    else ctx.sessions.revokeAllOfUser(row.id);
    resets.endAllOf(row.id);
    const stored = ctx.users.findById(row.id)?.locale;
    const locale = isLocale(stored) ? stored : localeOf(request);
    outbox.send({
      to: row.email,
      subject: t(locale, 'mail.loginChanged.subject'),
      body: t(locale, 'mail.loginChanged.body', { email }),
      link: null,
    });
  }

  // POST /api/v1/employees/:id/edit {name, email, alias, office_id, phone}
  app.post('/api/v1/employees/:id/edit', { preHandler: manage }, async (request) => {
    const { caller, row } = target(request);
    const form = parseOr422(employeeFormSchema, request.body);
    const emailChanged = form.email !== row.email;
    if (emailChanged && !mayChangeCredentialsOf(caller, row.id)) throw credentialsNotYours();
    checkForm(caller, form, row.id);
    keepADirector(caller, row, { alias: form.alias, status: row.status });
    ctx.db.transaction(() => {
      update.run({ ...form, id: row.id });
      if (emailChanged) loginChanged(request, caller, row, form.email);
    })();
    const locale = localeOf(request);
    return { data: present(one.get(row.id, caller.agency_id)!, locale), message: t(locale, 'record.updated') };
  });

  /** block, unblock, hire: one status to another; leaving `active` ends the sessions at once. */
  const transition = (from: readonly EmployeeStatus[], to: EmployeeStatus) => async (request: FastifyRequest) => {
    const { caller, row } = target(request);
    if (row.id === caller.id || !from.includes(row.status)) throw wrongState();
    keepADirector(caller, row, { alias: row.alias, status: to });
    ctx.db.transaction(() => {
      setStatus.run(to, row.id);
      if (to !== 'active') ctx.sessions.revokeAllOfUser(row.id);
    })();
    const locale = localeOf(request);
    return { data: present(one.get(row.id, caller.agency_id)!, locale), message: t(locale, 'record.updated') };
  };

  // POST /api/v1/employees/:id/block, /unblock, /hire
  app.post('/api/v1/employees/:id/block', { preHandler: manage }, transition(['active'], 'blocked'));
  app.post('/api/v1/employees/:id/unblock', { preHandler: manage }, transition(['blocked'], 'active'));
  app.post('/api/v1/employees/:id/hire', { preHandler: manage }, transition(['dismissed'], 'active'));

  /** Active colleagues in the caller's scope who can take the leaver's orders. */
  const colleagues = (caller: UserRow, leaver: EmployeeRow) =>
    employeesOf
      .all(caller.agency_id)
      .filter((row) => row.id !== leaver.id && row.status === 'active' && inScope(caller, row))
      .map((row) => ({ id: row.id, name: row.name }));

  // GET /api/v1/employees/:id/dismiss: the wizard's first step (open orders, ticket orders, colleagues)
  app.get('/api/v1/employees/:id/dismiss', { preHandler: manage }, async (request) => {
    const { caller, row } = target(request);
    const locale = localeOf(request);
    return {
      data: {
        employee: present(row, locale),
        ...openForHandover(ctx, row.id),
        colleagues: colleagues(caller, row),
      },
    };
  });

  // POST /api/v1/employees/:id/dismiss {reassign_to}: hands the open orders over, ends the sessions, keeps the history
  app.post('/api/v1/employees/:id/dismiss', { preHandler: manage }, async (request) => {
    const { caller, row } = target(request);
    if (row.id === caller.id || row.status === 'dismissed') throw wrongState();
    const { reassign_to } = parseOr422(dismissSchema, request.body);
    keepADirector(caller, row, { alias: row.alias, status: 'dismissed' });
    const open = openForHandover(ctx, row.id);
    const heir = reassign_to === undefined ? undefined : colleagues(caller, row).find((c) => c.id === reassign_to);
    const anyOpen = open.orders.length + open.ticket_orders.length > 0;
    if ((anyOpen && reassign_to === undefined) || (reassign_to !== undefined && !heir))
      throw validationError({ reassign_to: ['validation.reassignTo'] });
    const reassigned = ctx.db.transaction(() => {
      const moved = handOver(ctx, open, row.id, heir?.id);
      setStatus.run('dismissed', row.id);
      ctx.sessions.revokeAllOfUser(row.id);
      return moved;
    })();
    const locale = localeOf(request);
    return {
      data: present(one.get(row.id, caller.agency_id)!, locale),
      reassigned,
      message: t(locale, 'record.updated'),
    };
  });
}
