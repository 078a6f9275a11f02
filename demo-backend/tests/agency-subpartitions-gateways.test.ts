import { gatewayListSchema, gatewayResponseSchema } from '@/lib/schemas/gateways';
import {
  subpartitionEditSchema,
  subpartitionListSchema,
  subpartitionResponseSchema,
  subpartitionTouristListSchema,
} from '@/lib/schemas/subpartitions';
import { call, login, demoBackendWith } from './client';

// Sub-partitions and payment gateways (docs/product.md "Running the agency: the calls").

const backend = demoBackendWith({
  director: 'director@demo.travel',
  manager: 'manager@demo.travel',
  subManager: 'subpartition@demo.travel',
});
const { tokens } = backend;

describe('sub-partitions', () => {
  it('lists all four to a manager with their tourists, filtered by name, manager and member', async () => {
    const all = subpartitionListSchema.parse(
      (await call(backend.url, '/api/subpartitions', { token: tokens.manager })).body,
    ).data;
    expect(all).toHaveLength(4);
    expect(all.every((s) => s.tourists > 0)).toBe(true);
    const byName = subpartitionListSchema.parse(
      (await call(backend.url, '/api/subpartitions?q=balti', { token: tokens.manager })).body,
    ).data;
    expect(byName.map((s) => s.name)).toEqual(['Bălți walk-in']);
    const byMember = subpartitionListSchema.parse(
      (await call(backend.url, '/api/subpartitions?member=8', { token: tokens.manager })).body,
    ).data;
    expect(byMember.map((s) => s.name).sort()).toEqual(['Bălți walk-in', 'Family holidays']);
  });

  it('shows a sub-partition manager only the ones they manage; others are 404', async () => {
    const own = subpartitionListSchema.parse(
      (await call(backend.url, '/api/subpartitions', { token: tokens.subManager })).body,
    ).data;
    expect(own.map((s) => s.manager?.id)).toEqual([5, 5]);
    const other = (
      await call<{ data: { id: number; manager: { id: number } }[] }>(backend.url, '/api/subpartitions', {
        token: tokens.manager,
      })
    ).body.data.find((s) => s.manager.id !== 5)!;
    expect((await call(backend.url, `/api/subpartitions/${other.id}/edit`, { token: tokens.subManager })).status).toBe(
      404,
    );
    expect(
      (await call(backend.url, `/api/subpartitions/${other.id}/tourists`, { token: tokens.subManager })).status,
    ).toBe(404);
  });

  it('edits name, manager and members from the tree of offices and employees', async () => {
    const edit = subpartitionEditSchema.parse(
      (await call(backend.url, '/api/subpartitions/1/edit', { token: tokens.director })).body,
    );
    expect(edit.tree.map((office) => office.label)).toEqual(['Chișinău, Centru', 'Bălți']);
    const checked = edit.tree.flatMap((office) => office.children.filter((c) => c.checked).map((c) => c.id));
    expect(checked.sort()).toEqual(['user-1', 'user-9']);
    // Blocked and dismissed employees are not offered.
    expect(edit.tree.flatMap((office) => office.children.map((c) => c.label))).not.toContain('Sergiu Cojocaru');

    const short = await call(backend.url, '/api/subpartitions/1/edit', {
      method: 'PATCH',
      token: tokens.director,
      body: { name: 'x', manager_id: 5, members: [1] },
      locale: 'en',
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ errors: { name: ['This field is required.'] } });
    // A blocked manager, and a member of another agency.
    const bad = await call(backend.url, '/api/subpartitions/1/edit', {
      method: 'PATCH',
      token: tokens.director,
      body: { name: 'Corporate', manager_id: 10, members: [1, 7] },
      locale: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { manager_id: ['Invalid value.'], members: ['Choose staff of your agency.'] },
    });

    const saved = await call(backend.url, '/api/subpartitions/1/edit', {
      method: 'PATCH',
      token: tokens.director,
      body: { name: 'Corporate & MICE', manager_id: 5, members: [9, 8] },
      locale: 'en',
    });
    expect(subpartitionResponseSchema.parse(saved.body)).toMatchObject({
      data: { name: 'Corporate & MICE', manager: { id: 5 } },
      message: 'Record updated successfully',
    });
    const after = subpartitionEditSchema.parse(
      (await call(backend.url, '/api/subpartitions/1/edit', { token: tokens.director })).body,
    );
    expect(after.data.members.map((m) => m.id).sort()).toEqual([8, 9]);
  });

  it('does not let a sub-partition manager hand theirs to someone else', async () => {
    const answer = await call(backend.url, '/api/subpartitions/2/edit', {
      method: 'PATCH',
      token: tokens.subManager,
      body: { name: 'Family holidays', manager_id: 2, members: [2] },
    });
    expect(answer.status).toBe(422);
  });

  it('lists the tourists of its members’ orders, with a search', async () => {
    const tourists = subpartitionTouristListSchema.parse(
      (await call(backend.url, '/api/subpartitions/2/tourists', { token: tokens.subManager })).body,
    ).data;
    expect(tourists.length).toBeGreaterThan(0);
    expect(tourists.every((t) => [2, 8].includes(t.owner.id))).toBe(true);
    const one = tourists[0]!;
    const found = subpartitionTouristListSchema.parse(
      (
        await call(backend.url, `/api/subpartitions/2/tourists?q=${encodeURIComponent(one.surname)}`, {
          token: tokens.subManager,
        })
      ).body,
    ).data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((t) => t.id)).toContain(one.id);
    expect(found.length).toBeLessThan(tourists.length);
  });
});

describe('payment gateways', () => {
  const form = { provider: 'stripe', merchant_id: 'acct_demo_7', currencies: ['EUR', 'USD'], enabled: true };

  it('lists the two seeded ones, the secret only as when it was set', async () => {
    const answer = await call(backend.url, '/api/payment/gateways', { token: tokens.manager });
    const list = gatewayListSchema.parse(answer.body).data;
    expect(list.map((g) => [g.provider, g.enabled, g.secret_set_at !== null])).toEqual([
      ['maib', true, true],
      ['paynet', false, false],
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('demo-maib-secret');
  });

  it('creates, edits and deletes a gateway; the secret never comes back', async () => {
    const created = await call(backend.url, '/api/payment/gateways', {
      token: tokens.director,
      body: { ...form, secret: 'sk_live_very_secret_1' },
      locale: 'en',
    });
    expect(created.status).toBe(201);
    const gateway = gatewayResponseSchema.parse(created.body).data;
    expect(gateway).toMatchObject({
      provider: 'stripe',
      currencies: ['EUR', 'USD'],
      secret_set_at: expect.any(String),
    });
    expect(JSON.stringify(created.body)).not.toContain('sk_live_very_secret_1');

    // A manager edits it without touching the secret, which stays set.
    const edited = await call(backend.url, `/api/payment/gateways/${gateway.id}/update`, {
      method: 'PATCH',
      token: tokens.manager,
      body: { ...form, enabled: false },
    });
    expect(gatewayResponseSchema.parse(edited.body).data).toMatchObject({
      enabled: false,
      secret_set_at: gateway.secret_set_at,
    });
    // The director replaces it.
    const replaced = await call(backend.url, `/api/payment/gateways/${gateway.id}/update`, {
      method: 'PATCH',
      token: tokens.director,
      body: { ...form, secret: 'sk_live_rotated_22' },
    });
    expect(replaced.status).toBe(200);
    const one = await call(backend.url, `/api/payment/gateways/${gateway.id}`, { token: tokens.director });
    expect(JSON.stringify(one.body)).not.toMatch(/sk_live/);

    const bad = await call(backend.url, '/api/payment/gateways', {
      token: tokens.director,
      body: { ...form, merchant_id: 'a b', currencies: [] },
      locale: 'en',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['currencies', 'merchant_id']);

    const removed = await call(backend.url, `/api/payment/gateways/${gateway.id}/delete`, {
      method: 'DELETE',
      token: tokens.manager,
      locale: 'en',
    });
    expect(removed.body).toEqual({ message: 'Record deleted successfully' });
    expect((await call(backend.url, `/api/payment/gateways/${gateway.id}`, { token: tokens.director })).status).toBe(
      404,
    );
  });

  it('keeps another agency’s gateways out of reach', async () => {
    const partner = (await login(backend.url, 'director@partner.travel')).access_token;
    expect(
      gatewayListSchema.parse((await call(backend.url, '/api/payment/gateways', { token: partner })).body).data,
    ).toEqual([]);
    const ours = gatewayListSchema.parse(
      (await call(backend.url, '/api/payment/gateways', { token: tokens.director })).body,
    ).data[0]!;
    expect(
      (await call(backend.url, `/api/payment/gateways/${ours.id}/delete`, { method: 'DELETE', token: partner })).status,
    ).toBe(404);
  });
});

describe('a gateway’s secret belongs to its provider and merchant id', () => {
  const form = { provider: 'maib', merchant_id: 'maib_demo_secret', currencies: ['MDL'], enabled: true };
  const create = async () =>
    gatewayResponseSchema.parse(
      (
        await call(backend.url, '/api/payment/gateways', {
          token: tokens.director,
          body: { ...form, secret: 'sk_director_only_1' },
        })
      ).body,
    ).data;
  const update = (id: number, token: string, body: Record<string, unknown>) =>
    call(backend.url, `/api/payment/gateways/${id}/update`, { method: 'PATCH', token, body });
  const stored = async (id: number) =>
    gatewayResponseSchema.parse(
      (await call(backend.url, `/api/payment/gateways/${id}`, { token: tokens.director })).body,
    ).data;

  it.each([
    ['the provider', { provider: 'stripe' }],
    ['the merchant id', { merchant_id: 'acct_someone_else' }],
  ])('a manager changing %s clears the director’s secret', async (_what, change) => {
    const gateway = await create();
    const edited = await update(gateway.id, tokens.manager, { ...form, ...change });
    expect(edited.status).toBe(200);
    expect(gatewayResponseSchema.parse(edited.body).data.secret_set_at).toBeNull();
    expect((await stored(gateway.id)).secret_set_at).toBeNull();
  });

  it('keeps it through other changes, and takes a new one given with the change', async () => {
    const gateway = await create();
    expect(
      gatewayResponseSchema.parse(
        (await update(gateway.id, tokens.manager, { ...form, enabled: false, currencies: ['MDL', 'EUR'] })).body,
      ).data.secret_set_at,
    ).toBe(gateway.secret_set_at);
    const moved = gatewayResponseSchema.parse(
      (
        await update(gateway.id, tokens.director, {
          ...form,
          merchant_id: 'maib_demo_moved',
          secret: 'sk_new_account_22',
        })
      ).body,
    ).data;
    expect(moved.secret_set_at).toEqual(expect.any(String));
  });
});
