import {
  deskTicketOrderResponseSchema,
  atsUnlinkedSellersSchema,
  atsUserLinkEditSchema,
  atsUserLinkFiltersSchema,
  atsUserLinkFormOptionsSchema,
  atsUserLinkResponseSchema,
  atsUserLinksListSchema,
} from '@/lib/schemas/ats';
import { t } from '@/demo-backend/src/i18n';
import { call, demoBackendWith, login, ROLE_LOGINS } from './client';
import { createManual, fieldErrors, manualOrder, ROLES_WITHOUT_MANAGE, ROLES_WITHOUT_READ, shift } from './ats-fixture';
import { portalToday } from '@/lib/format/date';

// Linked users (docs/product.md §12): which portal user issues tickets under which external
// account, and the orders flagged when their seller was not linked.

const backend = demoBackendWith({ ...ROLE_LOGINS, partnerDirector: 'director@partner.travel' });
const OFFICE_MANAGER = 4;
const PARTNER_AGENT = 7;
const links = async (query = '', as = backend.tokens.ats_manager) => {
  const answer = await call(backend.url, `/api/ats/user-links?${query}`, { token: as });
  expect(answer.status).toBe(200);
  return atsUserLinksListSchema.parse(answer.body);
};
const link = (extra: Record<string, unknown> = {}) => ({
  user_id: OFFICE_MANAGER,
  system: 'sabre',
  office_id: 'kivmd9900',
  agent_sign: 'ok',
  valid_from: shift(portalToday(), -30),
  valid_to: null,
  ...extra,
});
const create = (body: unknown, locale?: string) =>
  call(backend.url, '/api/ats/user-links/create', { token: backend.tokens.ats_manager, body, locale });

describe('who may see and change the links', () => {
  it.each(ROLES_WITHOUT_READ)('refuses %s every call with 403', async (role) => {
    const token = backend.tokens[role];
    for (const path of [
      '/api/ats/user-links',
      '/api/ats/user-links/1',
      '/api/ats/user-links/filters',
      '/api/ats/user-links/additional',
      '/api/ats/user-links/form-options',
    ]) {
      expect([path, (await call(backend.url, path, { token })).status]).toEqual([path, 403]);
    }
  });

  it.each(ROLES_WITHOUT_MANAGE)('refuses %s the writes and forms with 403', async (role) => {
    const token = backend.tokens[role];
    for (const [method, path, body] of [
      ['GET', '/api/ats/user-links/form-options', undefined],
      ['POST', '/api/ats/user-links/create', link()],
      ['GET', '/api/ats/user-links/1/edit', undefined],
      ['POST', '/api/ats/user-links/1/edit', link()],
      ['PATCH', '/api/ats/user-links/1', { active: false }],
    ] as const) {
      expect([path, (await call(backend.url, path, { token, method, body })).status]).toEqual([path, 403]);
    }
  });

  it('lets the director read them', async () => {
    const { data } = await links('', backend.tokens.agency_director);
    expect(data.length).toBeGreaterThan(0);
    expect(
      (await call(backend.url, `/api/ats/user-links/${data[0]!.id}`, { token: backend.tokens.agency_director })).status,
    ).toBe(200);
  });

  it("keeps each agency to its own links: another agency's is a 404", async () => {
    const ours = (await links('page[size]=100')).data;
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((l) => l.user.id !== PARTNER_AGENT)).toBe(true);
    const theirs = (await links('page[size]=100', backend.tokens.partnerDirector)).data;
    // Partner Tours' agent and its two ticket-desk agents (docs/product.md §13).
    expect(theirs.map((l) => l.user.name).sort()).toEqual(['Bogdan Ursu', 'Elena Munteanu', 'Raluca Dumitrescu']);
    expect(theirs.some((l) => ours.some((o) => o.user.id === l.user.id))).toBe(false);
    expect(
      (await call(backend.url, `/api/ats/user-links/${ours[0]!.id}`, { token: backend.tokens.partnerDirector })).status,
    ).toBe(404);
    expect(
      (await call(backend.url, `/api/ats/user-links/${theirs[0]!.id}/edit`, { token: backend.tokens.ats_manager }))
        .status,
    ).toBe(404);
  });
});

describe('linking a seller', () => {
  it('flags an order of an unlinked seller until a link covers its issue day', async () => {
    const order = await createManual(
      backend.url,
      backend.tokens.ats_manager,
      manualOrder(OFFICE_MANAGER, { pnr: 'FLAG01' }),
    );
    expect(order.seller_linked).toBe(false);
    const unlinked = atsUnlinkedSellersSchema.parse(
      (await call(backend.url, '/api/ats/user-links/additional', { token: backend.tokens.agency_director })).body,
    ).data;
    expect(unlinked.find((s) => s.user.id === OFFICE_MANAGER)?.orders).toBeGreaterThan(0);

    // A link from after the issue day does not cover it; one from before does.
    const late = await create(link({ valid_from: portalToday() }));
    expect(late.status).toBe(201);
    const refetch = async () =>
      deskTicketOrderResponseSchema.parse(
        (await call(backend.url, `/api/ats/orders/${order.id}`, { token: backend.tokens.ats_manager })).body,
      ).data;
    expect((await refetch()).seller_linked).toBe(false);
    const lateLink = atsUserLinkResponseSchema.parse(late.body).data;
    const moved = await call(backend.url, `/api/ats/user-links/${lateLink.id}`, {
      token: backend.tokens.ats_manager,
      method: 'PATCH',
      body: { valid_to: null },
    });
    expect(moved.status).toBe(200);
    const edit = atsUserLinkEditSchema.parse(
      (await call(backend.url, `/api/ats/user-links/${lateLink.id}/edit`, { token: backend.tokens.ats_manager })).body,
    ).data;
    expect(edit.values).toMatchObject({ office_id: 'KIVMD9900', agent_sign: 'OK', user_id: OFFICE_MANAGER });
    const saved = await call(backend.url, `/api/ats/user-links/${lateLink.id}/edit`, {
      token: backend.tokens.ats_manager,
      body: { ...edit.values, valid_from: shift(portalToday(), -30) },
      locale: 'en',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: t('en', 'record.updated'), data: { state: 'valid' } });
    expect((await refetch()).seller_linked).toBe(true);
    const flagged = (
      await call(backend.url, `/api/ats/orders?linked=0&pnr=FLAG01`, { token: backend.tokens.ats_manager })
    ).body as { meta: { total: number } };
    expect(flagged.meta.total).toBe(0);

    // Switched off, the link counts for nothing again.
    const off = await call(backend.url, `/api/ats/user-links/${lateLink.id}`, {
      token: backend.tokens.ats_manager,
      method: 'PATCH',
      body: { active: false },
    });
    expect(atsUserLinkResponseSchema.parse(off.body).data.state).toBe('inactive');
    expect((await refetch()).seller_linked).toBe(false);
    expect((await links('state=inactive')).data.map((l) => l.id)).toContain(lateLink.id);
  });

  it("refuses an account already linked in an overlapping period, a reversed period and another agency's user (422)", async () => {
    const existing = (await links('q=KIVMD2100')).data.find((l) => l.agent_sign === 'AS')!;
    const overlap = fieldErrors(
      await create(
        link({ system: existing.system, office_id: existing.office_id, agent_sign: existing.agent_sign }),
        'ro',
      ),
    );
    expect(overlap).toEqual({ agent_sign: [t('ro', 'ats.linkOverlap')] });
    // Before the existing link began, the same account is free.
    const before = await create(
      link({
        system: existing.system,
        office_id: existing.office_id,
        agent_sign: existing.agent_sign,
        valid_from: shift(existing.valid_from, -30),
        valid_to: shift(existing.valid_from, -1),
      }),
    );
    expect(before.status).toBe(201);
    expect(fieldErrors(await create(link({ valid_to: shift(portalToday(), -60) }), 'ru'))).toEqual({
      valid_to: [t('ru', 'ats.validTo')],
    });
    expect(fieldErrors(await create(link({ user_id: PARTNER_AGENT, agent_sign: 'ZZ' }), 'en'))).toEqual({
      user_id: [t('en', 'ats.seller')],
    });
    expect(Object.keys(fieldErrors(await create(link({ office_id: 'K!', agent_sign: 'TOOLONG1' }))))).toEqual([
      'office_id',
      'agent_sign',
    ]);
  });

  it('keeps the overlap rule to the agency: Partner links an account Demo has linked, and still meets its own', async () => {
    const demoLink = (await links('q=KIVMD2100')).data.find((l) => l.agent_sign === 'AS')!;
    // Partner's director gives one of their employees the ticket desk (docs/product.md "Permissions").
    const desk = {
      name: 'Partner Desk',
      email: 'desk.manager@partner.travel',
      alias: 'ats_manager',
      office_id: 3,
      phone: '',
      password: 'Strong-pass1',
    };
    expect(
      (await call(backend.url, '/api/v1/employees/create', { token: backend.tokens.partnerDirector, body: desk }))
        .status,
    ).toBe(201);
    const partnerDesk = (await login(backend.url, desk.email, desk.password)).access_token;
    const account = {
      user_id: PARTNER_AGENT,
      system: demoLink.system,
      office_id: demoLink.office_id,
      agent_sign: demoLink.agent_sign,
      valid_from: demoLink.valid_from,
      valid_to: null,
      active: true,
    };
    const theirs = await call(backend.url, '/api/ats/user-links/create', {
      token: partnerDesk,
      body: account,
      locale: 'en',
    });
    expect(theirs.status).toBe(201);
    const again = await call(backend.url, '/api/ats/user-links/create', {
      token: partnerDesk,
      body: account,
      locale: 'en',
    });
    expect(fieldErrors(again)).toEqual({ agent_sign: [t('en', 'ats.linkOverlap')] });
    // Demo's own link is untouched and still blocks Demo.
    expect((await links('q=KIVMD2100')).data.find((l) => l.id === demoLink.id)?.state).toBe(demoLink.state);
  });

  it('filters and pages the list', async () => {
    const all = await links('page[size]=100');
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
    const firstPage = await links('page[size]=2&page[number]=1&sort=created_at');
    const secondPage = await links('page[size]=2&page[number]=2&sort=created_at');
    expect(firstPage.data).toHaveLength(2);
    expect(new Set([...firstPage.data, ...secondPage.data].map((l) => l.id)).size).toBe(
      firstPage.data.length + secondPage.data.length,
    );
    const amadeus = await links('system=amadeus&page[size]=100');
    expect(amadeus.data.length).toBeGreaterThan(0);
    expect(amadeus.data.every((l) => l.system === 'amadeus')).toBe(true);
    const expired = await links('state=expired&page[size]=100');
    expect(expired.data.map((l) => l.user.name)).toContain('Ion Rusu');
    expect(expired.data.every((l) => l.state === 'expired')).toBe(true);
    const byQ = await links('q=shevch');
    expect(byQ.data.every((l) => l.user.name.includes('Shevchenko'))).toBe(true);
    const filters = atsUserLinkFiltersSchema.parse(
      (await call(backend.url, '/api/ats/user-links/filters', { token: backend.tokens.ats_manager, locale: 'ua' }))
        .body,
    ).data;
    expect(filters.systems.map((s) => s.name)).toEqual(['Amadeus', 'Sabre', 'Galileo']);
    expect(filters.states.map((s) => s.name)).toContain(t('ua', 'ats.state.expired'));
    const options = atsUserLinkFormOptionsSchema.parse(
      (await call(backend.url, '/api/ats/user-links/form-options', { token: backend.tokens.ats_manager })).body,
    ).data;
    expect(options.users.map((u) => u.id)).not.toContain(String(PARTNER_AGENT));
  });
});
