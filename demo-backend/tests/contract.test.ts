import { execFileSync } from 'node:child_process';
import { bankBranchSchema, bankSchema } from '@/lib/schemas/contract';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { agencyDetails } from './agency-fixture';
import { call } from './client';

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend();
});
afterAll(async () => {
  await backend.close();
});

/** What a reader (or a search index) gets out of the PDF: the real test of embedded fonts. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

const details = agencyDetails;

describe('banks', () => {
  it('lists banks and the branches of one bank without a token', async () => {
    const banks = await call<{ data: unknown[] }>(backend.url, '/api/contract/banks');
    expect(banks.status).toBe(200);
    const list = banks.body.data.map((b) => bankSchema.parse(b));
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Moldindconbank', 'Banca Transilvania', 'PrivatBank']),
    );
    const branches = await call<{ data: unknown[] }>(backend.url, '/api/contract/banks/1/list');
    expect(branches.body.data.map((b) => bankBranchSchema.parse(b).name)).toContain('Sucursala Centru, Chișinău');
    expect((await call(backend.url, '/api/contract/banks/999/list')).status).toBe(404);
  });
});

describe('agency contract PDF', () => {
  it('fills the contract with the details, in Romanian with ș ț ă â î intact', async () => {
    const answer = await call<Buffer>(backend.url, '/api/contract/agency', { body: details, locale: 'ro' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="agency_contract_1014600023456.pdf"');
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(answer.body);
    expect(text).toContain('CONTRACT DE AGENȚIE');
    expect(text).toContain('Călătorii Științifice SRL');
    expect(text).toContain('Țurcanu Ștefan');
    expect(text).toContain('Sucursala Centru, Chișinău');
    expect(text).toContain('MD24AG000225100013104168');
    expect(text).toContain('Obligațiile Agenției');
    expect(text).toMatch(/[âî]/);
  }, 30_000);

  it.each([
    ['ru', 'АГЕНТСКИЙ ДОГОВОР', 'Обязанности Агентства'],
    ['ua', 'АГЕНТСЬКИЙ ДОГОВІР', 'Обов’язки Агентства'],
    ['en', 'AGENCY AGREEMENT', 'Duties of the Agency'],
  ])(
    'writes the blank contract in %s',
    async (locale, title, clause) => {
      const answer = await call<Buffer>(backend.url, '/api/contract/agency', { locale });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="agency_contract.pdf"');
      const text = pdfText(answer.body);
      expect(text).toContain(title);
      expect(text).toContain(clause);
      expect(text).toContain('____');
    },
    30_000,
  );

  it('answers invalid details with localized 422 field errors', async () => {
    const answer = await call(backend.url, '/api/contract/agency', {
      body: { ...details, fiscal_code: '12', phone: '069123456', branch_id: 301 },
      locale: 'en',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      fiscal_code: ['Fiscal code: 6 to 13 Latin letters or digits.'],
      phone: ['Enter the phone in international format, e.g. +37369123456.'],
    });
    const wrongBranch = await call(backend.url, '/api/contract/agency', {
      body: { ...details, branch_id: 301 },
      locale: 'en',
    });
    expect(wrongBranch.status).toBe(422);
    expect(wrongBranch.body.errors).toEqual({ branch_id: ['The branch does not belong to the chosen bank.'] });
  });
});

describe('agency registration', () => {
  const request = { ...details, fiscal_code: 'RO12345678', contact_name: 'Ana Popa', accept_terms: true };

  it('accepts a request once per fiscal code', async () => {
    const first = await call(backend.url, '/api/contract/agency-registration', { body: request, locale: 'en' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Request received; a manager will contact you.' });
    const again = await call(backend.url, '/api/contract/agency-registration', {
      body: { ...request, fiscal_code: 'ro12345678' },
      locale: 'ro',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ fiscal_code: ['O agenție cu acest cod fiscal este deja înregistrată.'] });
  });

  it('lists every invalid field, localized', async () => {
    const answer = await call(backend.url, '/api/contract/agency-registration', {
      body: { ...request, fiscal_code: 'NEW123456', email: 'nope', accept_terms: false, contact_name: undefined },
      locale: 'ru',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'Ошибка проверки данных' });
    expect(answer.body.errors).toEqual({
      email: ['Введите корректный адрес электронной почты.'],
      contact_name: ['Обязательное поле.'],
      accept_terms: ['Необходимо принять условия.'],
    });
  });
});
