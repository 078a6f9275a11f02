import { agencyDetailsSchema } from '@/lib/schemas/contract';
import {
  agencyCommissionSchema,
  agencyContractSchema,
  agencyProfileResponseSchema,
  agencyStandingSchema,
} from '@/lib/schemas/agency';
import { userSchema } from '@/lib/schemas/user';
import { MAX_IMAGE_SIDE_PX, MAX_UPLOAD_BYTES } from '@/lib/shared/request-limits';
import { call, callForm, login, demoBackendWith } from './client';
import { JPEG, PNG, pngHeader } from './image-fixture';

// The agency's own calls (docs/product.md "Running the agency: the calls").

const backend = demoBackendWith({
  director: 'director@demo.travel',
  manager: 'manager@demo.travel',
  agent: 'agent@demo.travel',
});
const { tokens } = backend;

const profileFields = {
  legal_name: 'Demo Travel SRL',
  tax_id: '1014600023456',
  address: 'bd. Ștefan cel Mare și Sfânt 126, of. 4',
  city: 'Chișinău',
  phone: '+37322210100',
  email: 'office@demotravel.md',
  website: 'https://demotravel.md',
};

describe('agency commission and standing', () => {
  it('lists the rates per product and season in the caller’s language', async () => {
    const answer = await call(backend.url, '/api/agencies/commission', { token: tokens.manager, locale: 'ro' });
    expect(answer.status).toBe(200);
    const data = agencyCommissionSchema.parse(answer.body).data;
    expect(data.seasons.map((s) => s.name)).toEqual(['Vară', 'Iarnă']);
    expect(data.rates.find((r) => r.product === 'package')).toEqual({
      product: 'package',
      name: 'Pachet turistic',
      percent: { summer: 10, winter: 12 },
    });
  });

  it('shows the director the balance, credit limit and bonuses, flagged below 20 % of the limit', async () => {
    const data = agencyStandingSchema.parse(
      (await call(backend.url, '/api/agencies/standing', { token: tokens.director })).body,
    ).data;
    expect(data).toMatchObject({ currency: 'EUR', balance: -8400, credit_limit: 10000, available: 1600, low: true });
    expect(data.bonuses).toBeGreaterThanOrEqual(0);
  });
});

describe('agency profile and logo', () => {
  it('reads and updates the details (JSON or form data) and refuses a bad field with 422 on it', async () => {
    const before = agencyProfileResponseSchema.parse(
      (await call(backend.url, '/api/agencies/profile', { token: tokens.manager })).body,
    ).data;
    expect(before).toMatchObject({ legal_name: 'Demo Travel SRL', tax_id: '1014600023456', logo: null });

    const updated = await callForm(backend.url, '/api/agencies/profile', {
      token: tokens.manager,
      fields: { ...profileFields, city: 'Bălți' },
      locale: 'en',
    });
    expect(updated.status).toBe(200);
    expect(agencyProfileResponseSchema.parse(updated.body)).toMatchObject({
      data: { city: 'Bălți' },
      message: 'Record updated successfully',
    });

    const bad = await call(backend.url, '/api/agencies/profile', {
      token: tokens.manager,
      body: { ...profileFields, website: 'javascript:alert(1)', email: 'nope' },
      locale: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { website: [expect.stringContaining('http')], email: ['Enter a valid email address.'] },
    });
    const after = agencyProfileResponseSchema.parse(
      (await call(backend.url, '/api/agencies/profile', { token: tokens.manager })).body,
    ).data;
    expect(after.city).toBe('Bălți');
  });

  it('uploads a logo the top bar then shows, serves it as the checked type, and deletes it', async () => {
    const upload = await callForm(backend.url, '/api/agencies/profile', {
      token: tokens.director,
      fields: profileFields,
      files: { logo: { bytes: PNG, name: 'logo.gif', type: 'image/gif' } },
    });
    expect(upload.status).toBe(200);
    const logo = agencyProfileResponseSchema.parse(upload.body).data.logo!;
    expect(logo).toMatchObject({ type: 'image/png', size: PNG.length, url: `/api/agencies/profile/logo/${logo.id}` });

    // Every user of the agency sees it in the top bar (jwt/user), and may load it.
    const user = userSchema.parse((await call(backend.url, '/api/jwt/user', { token: tokens.agent })).body);
    expect(user.agency.logo).toBe(logo.url);
    const image = await call<Buffer>(backend.url, logo.url, { token: tokens.agent });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(image.body, PNG)).toBe(0);
    // Another agency's user does not.
    const partner = (await login(backend.url, 'agent@partner.travel')).access_token;
    expect((await call(backend.url, logo.url, { token: partner })).status).toBe(404);

    const removed = await call(backend.url, `/api/agencies/profile/logo/${logo.id}`, {
      method: 'DELETE',
      token: tokens.director,
      locale: 'en',
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ data: { logo: null }, message: 'Record deleted successfully' });
    expect((await call(backend.url, logo.url, { token: tokens.agent })).status).toBe(404);
    expect(
      userSchema.parse((await call(backend.url, '/api/jwt/user', { token: tokens.agent })).body).agency.logo,
    ).toBeNull();
  });

  it.each([
    [
      'text named .png',
      Buffer.from('just some text, not an image'),
      'logo.png',
      'Only PNG, JPEG, WebP or SVG images are accepted.',
    ],
    [
      'HTML named .svg',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'logo.svg',
      'Only PNG, JPEG, WebP or SVG images are accepted.',
    ],
    [
      'SVG with a DOCTYPE',
      Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg',
      'Only PNG, JPEG, WebP or SVG images are accepted.',
    ],
    [
      'an image over 2 MB',
      Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]),
      'logo.png',
      'The file is larger than 2 MB.',
    ],
    [
      'a small PNG of 30 000 × 30 000 pixels',
      pngHeader(30_000, 30_000),
      'logo.png',
      'The image is larger than 4000 × 4000 pixels.',
    ],
    [
      'a PNG one pixel wider than the limit',
      pngHeader(MAX_IMAGE_SIDE_PX + 1, 10),
      'logo.png',
      'The image is larger than 4000 × 4000 pixels.',
    ],
    [
      'a JPEG with no frame header',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
      'logo.jpg',
      'Only PNG, JPEG, WebP or SVG images are accepted.',
    ],
  ])('refuses %s by its content, keeping the profile as it was', async (_what, bytes, name, message) => {
    const answer = await callForm(backend.url, '/api/agencies/profile', {
      token: tokens.director,
      fields: profileFields,
      files: { logo: { bytes, name, type: 'image/png' } },
      locale: 'en',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { logo: [message] } });
    expect(
      agencyProfileResponseSchema.parse(
        (await call(backend.url, '/api/agencies/profile', { token: tokens.director })).body,
      ).data.logo,
    ).toBeNull();
  });

  it('keeps an SVG only as rebuilt from its allowed parts: no script, handler or external reference', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>' +
        '<rect width="10" height="10" fill="url(https://evil.test/x)"/><circle cx="5" cy="5" r="4" fill="#0a5" onclick="x()"/>' +
        '<foreignObject><div>hi</div></foreignObject><a href="javascript:alert(3)"><text>x</text></a></svg>',
    );
    const answer = await callForm(backend.url, '/api/agencies/profile', {
      token: tokens.director,
      fields: profileFields,
      files: { logo: { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' } },
    });
    expect(answer.status).toBe(200);
    const logo = agencyProfileResponseSchema.parse(answer.body).data.logo!;
    const image = await call<Buffer>(backend.url, logo.url, { token: tokens.director });
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = image.body.toString('utf8');
    expect(text).toContain('<circle cx="5" cy="5" r="4" fill="#0a5"/>');
    for (const banned of ['script', 'onload', 'onclick', 'evil.test', 'foreignObject', 'javascript', 'alert'])
      expect(text).not.toContain(banned);
  });

  it('takes a PNG of 4000 × 4000 pixels, the largest logo shown', async () => {
    const answer = await callForm(backend.url, '/api/agencies/profile', {
      token: tokens.director,
      fields: profileFields,
      files: { logo: { bytes: pngHeader(MAX_IMAGE_SIDE_PX, MAX_IMAGE_SIDE_PX), name: 'logo.png' } },
    });
    expect([answer.status, agencyProfileResponseSchema.parse(answer.body).data.logo?.type]).toEqual([200, 'image/png']);
  });

  it('takes a JPEG avatar-sized logo too', async () => {
    const answer = await callForm(backend.url, '/api/agencies/profile', {
      token: tokens.director,
      fields: profileFields,
      files: { logo: { bytes: JPEG, name: 'x' } },
    });
    expect(agencyProfileResponseSchema.parse(answer.body).data.logo?.type).toBe('image/jpeg');
  });
});

describe('agency contract', () => {
  it('shows the director the signed contract, changes its bank details and hands out its PDF', async () => {
    const contract = agencyContractSchema.parse(
      (await call(backend.url, '/api/agencies/contract', { token: tokens.director })).body,
    ).data;
    expect(contract).toMatchObject({
      company_name: 'Demo Travel SRL',
      bank_id: 1,
      branch_id: 101,
      number: expect.stringMatching(/^AG-/),
    });

    const details = agencyDetailsSchema.parse(contract);
    const wrongBranch = await call(backend.url, '/api/agencies/contract', {
      method: 'PATCH',
      token: tokens.director,
      body: { ...details, bank_id: 2, branch_id: 101 },
      locale: 'en',
    });
    expect(wrongBranch.status).toBe(422);
    expect(wrongBranch.body).toMatchObject({
      errors: { branch_id: ['The branch does not belong to the chosen bank.'] },
    });

    const changed = await call(backend.url, '/api/agencies/contract', {
      method: 'PATCH',
      token: tokens.director,
      body: { ...details, bank_id: 2, branch_id: 202 },
    });
    expect(changed.status).toBe(200);
    expect(
      agencyContractSchema.parse((await call(backend.url, '/api/agencies/contract', { token: tokens.director })).body)
        .data,
    ).toMatchObject({ bank_id: 2, branch_id: 202, number: contract.number });

    const pdf = await call<Buffer>(backend.url, '/api/agencies/contract/pdf', { token: tokens.director });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  }, 30_000);
});
