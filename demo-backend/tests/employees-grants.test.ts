import { employeeFormOptionsSchema, employeeListSchema } from '@/lib/schemas/employees';
import { t } from '@/demo-backend/src/i18n';
import { call, demoBackendWith, login } from './client';

// Who may give which role and who may change someone's e-mail (docs/product.md "Permissions"):
// a manager gives only roles whose rights are all their own, acts only on holders of those roles,
// and changes no one else's login; a director's change of someone's e-mail ends their sessions and
// reset links and tells the old address. The employee form's e-mail answer covers the caller's agency only.

const backend = demoBackendWith({ director: 'director@demo.travel', manager: 'manager@demo.travel' });
const { tokens } = backend;

interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}
const mailsTo = async (email: string) =>
  (await call<{ data: Mail[] }>(backend.url, `/__demo/outbox?to=${encodeURIComponent(email)}`)).body.data;

async function find(email: string) {
  const list = employeeListSchema.parse(
    (await call(backend.url, `/api/v1/employees?q=${encodeURIComponent(email)}`, { token: tokens.director })).body,
  );
  return list.data.find((row) => row.email === email)!;
}
const formOf = (employee: Awaited<ReturnType<typeof find>>) => ({
  name: employee.name,
  email: employee.email,
  alias: employee.alias,
  office_id: employee.office?.id ?? 1,
  phone: '',
});
const newcomer = (email: string, alias: string) => ({
  name: 'Ion Rusu',
  email,
  alias,
  office_id: 1,
  phone: '',
  password: 'Strong-pass1',
});

describe('an agency manager gives only the roles whose rights are all theirs', () => {
  it('is offered agent, agency manager, office manager and sub-partition manager: no ATS manager, no director', async () => {
    const options = employeeFormOptionsSchema.parse(
      (await call(backend.url, '/api/v1/employees/create', { token: tokens.manager })).body,
    ).data;
    expect(options.roles.map((role) => role.value)).toEqual([
      'agent',
      'agency_manager',
      'office_manager',
      'sub_partition_manager',
    ]);
  });

  it('is refused (403) creating an ATS manager, and no such user exists afterwards', async () => {
    const answer = await call(backend.url, '/api/v1/employees/create', {
      token: tokens.manager,
      body: newcomer('desk.takeover@demo.travel', 'ats_manager'),
      locale: 'en',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'Access denied', message: 'You cannot give this role.' });
    expect(
      (
        await call(backend.url, '/api/jwt/login', {
          body: { login: 'desk.takeover@demo.travel', password: 'Strong-pass1' },
        })
      ).status,
    ).not.toBe(200);
    // A role within their rights still works.
    expect(
      (
        await call(backend.url, '/api/v1/employees/create', {
          token: tokens.manager,
          body: newcomer('office.two@demo.travel', 'office_manager'),
        })
      ).status,
    ).toBe(201);
  });

  it('is refused (403) promoting an agent to ATS manager, the role unchanged', async () => {
    const irina = await find('irina.sarbu@demo.travel');
    const answer = await call(backend.url, `/api/v1/employees/${irina.id}/edit`, {
      token: tokens.manager,
      body: { ...formOf(irina), alias: 'ats_manager' },
    });
    expect(answer.status).toBe(403);
    expect((await find('irina.sarbu@demo.travel')).alias).toBe('agent');
  });

  it('may not edit, block or dismiss the ATS manager (403), whom the director may', async () => {
    const desk = await find('ats@demo.travel');
    expect((await call(backend.url, `/api/v1/employees/${desk.id}/edit`, { token: tokens.manager })).status).toBe(403);
    expect(
      (await call(backend.url, `/api/v1/employees/${desk.id}/edit`, { token: tokens.manager, body: formOf(desk) }))
        .status,
    ).toBe(403);
    expect(
      (await call(backend.url, `/api/v1/employees/${desk.id}/block`, { token: tokens.manager, body: {} })).status,
    ).toBe(403);
    expect((await call(backend.url, `/api/v1/employees/${desk.id}/dismiss`, { token: tokens.manager })).status).toBe(
      403,
    );
    expect((await call(backend.url, `/api/v1/employees/${desk.id}/edit`, { token: tokens.director })).status).toBe(200);
  });
});

describe("another user's e-mail is the director's to change", () => {
  it("refuses a manager changing another user's e-mail (403), the address unchanged", async () => {
    const irina = await find('irina.sarbu@demo.travel');
    const answer = await call(backend.url, `/api/v1/employees/${irina.id}/edit`, {
      token: tokens.manager,
      body: { ...formOf(irina), email: 'mine@attacker.example' },
      locale: 'en',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: t('en', 'employees.credentials.message') });
    expect((await find('irina.sarbu@demo.travel')).id).toBe(irina.id);
    // The rest of the form is still theirs to change.
    expect(
      (
        await call(backend.url, `/api/v1/employees/${irina.id}/edit`, {
          token: tokens.manager,
          body: { ...formOf(irina), name: 'Irina Sârbu-Rusu' },
        })
      ).status,
    ).toBe(200);
  });

  it('a director changing it ends the user’s sessions and reset links and tells the old address in their language', async () => {
    const victor = await find('victor.lungu@demo.travel');
    const session = await login(backend.url, 'victor.lungu@demo.travel');
    expect(
      (
        await call(backend.url, '/api/v1/profile/settings', {
          token: session.access_token,
          body: { notification_position: 'top-right', locale: 'ro' },
        })
      ).status,
    ).toBe(200);
    // A reset link mailed before the change.
    await call(backend.url, '/api/forgot_password', { body: { email: 'victor.lungu@demo.travel' } });
    const link = (await mailsTo('victor.lungu@demo.travel'))[0]!.link!.split('/').pop()!;
    expect((await call(backend.url, `/api/check_reset_token/${link}`)).status).toBe(200);

    const changed = await call(backend.url, `/api/v1/employees/${victor.id}/edit`, {
      token: tokens.director,
      body: { ...formOf(victor), email: 'victor.new@demo.travel' },
      locale: 'en',
    });
    expect(changed.status).toBe(200);

    expect((await call(backend.url, '/api/jwt/user', { token: session.access_token })).status).toBe(401);
    expect(
      (await call(backend.url, '/api/jwt/refresh-token', { body: { refreshToken: session.refresh_token } })).status,
    ).toBe(401);
    expect((await call(backend.url, `/api/check_reset_token/${link}`)).status).toBe(404);
    const [notice] = await mailsTo('victor.lungu@demo.travel');
    expect(notice).toMatchObject({
      subject: t('ro', 'mail.loginChanged.subject'),
      body: t('ro', 'mail.loginChanged.body', { email: 'victor.new@demo.travel' }),
    });
    await expect(login(backend.url, 'victor.new@demo.travel')).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });
});

describe('one’s own e-mail', () => {
  it('a manager changes their own: this session goes on, their other sessions end, the old address is told', async () => {
    const me = await find('manager@demo.travel');
    const other = await login(backend.url, 'manager@demo.travel');
    const changed = await call(backend.url, `/api/v1/employees/${me.id}/edit`, {
      token: tokens.manager,
      body: { ...formOf(me), email: 'manager.new@demo.travel' },
      locale: 'en',
    });
    expect(changed.status).toBe(200);
    expect((await call(backend.url, '/api/jwt/user', { token: tokens.manager })).status).toBe(200);
    expect((await call(backend.url, '/api/jwt/user', { token: other.access_token })).status).toBe(401);
    expect((await mailsTo('manager@demo.travel'))[0]).toMatchObject({ subject: t('en', 'mail.loginChanged.subject') });
  });
});

describe('the employee form’s e-mail answer covers the caller’s agency only', () => {
  it('says "already in use" for an address of the agency and a neutral "cannot be used" for another agency’s', async () => {
    const own = await call(backend.url, '/api/v1/employees/create', {
      token: tokens.manager,
      body: newcomer('agent@demo.travel', 'agent'),
      locale: 'en',
    });
    expect(own.body).toMatchObject({ errors: { email: ['This address is already in use.'] } });
    const elsewhere = await call(backend.url, '/api/v1/employees/create', {
      token: tokens.manager,
      body: newcomer('agent@partner.travel', 'agent'),
      locale: 'en',
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toMatchObject({ errors: { email: ['This address cannot be used.'] } });
    const inRomanian = await call(backend.url, '/api/v1/employees/create', {
      token: tokens.manager,
      body: newcomer('agent@partner.travel', 'agent'),
      locale: 'ro',
    });
    expect(inRomanian.body).toMatchObject({ errors: { email: [t('ro', 'validation.emailUnavailable')] } });
  });
});
