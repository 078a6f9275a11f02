import { createBffHandler, type BffHandler } from '@/lib/bff/handler';
import { createPortalLimits } from '@/lib/bff/limits';
import { bffMessage } from '@/lib/bff/messages';
import type { FetchLike } from '@/lib/bff/upstream';
import type { SessionConfig } from '@/lib/session';
import ro from '@/messages/ro';
import ru from '@/messages/ru';
import { validAgencyDetails, validAgencyRegistration } from '../fixtures/agency-details';

// The agency forms send their fields unchecked: the BFF checks them with the one schema and
// answers 422 with each field's text in the user's language (docs/architecture.md §11).

const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
const origin = 'http://localhost:3000';

function backend() {
  const calls: { path: string; body: string }[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({ path: new URL(String(input)).pathname, body: await new Response(init?.body).text() });
    return new Response(JSON.stringify({ message: 'Cererea a fost primită.' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch };
}

function bff(fetch: FetchLike): BffHandler {
  return createBffHandler({
    backendUrl: 'http://backend.test',
    timeoutMs: 1_000,
    session,
    fetch,
    limits: createPortalLimits(),
  });
}

function post(handle: BffHandler, path: string, body: unknown, locale = 'ro'): Promise<Response> {
  const headers = { 'x-csrf': '1', origin, 'content-type': 'application/json', cookie: `locale=${locale}` };
  const request = new Request(`${origin}/api/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    duplex: 'half',
  } as RequestInit);
  return handle(request, path.split('/'));
}

const wrong = {
  ...validAgencyRegistration,
  company_name: '',
  fiscal_code: '12-34',
  email: 'office',
  // The pattern's length, but not the 8 digits of a Moldovan number.
  phone: '+373691234567',
  branch_id: '',
  iban: 'MD24 not an iban',
  accept_terms: false,
};

describe('the BFF checks the agency forms with their schema', () => {
  it('refuses a registration with 422 and each field’s own text in the user’s language, before the backend', async () => {
    const api = backend();
    const response = await post(bff(api.fetch), 'contract/agency-registration', wrong);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ...bffMessage('ro', 'invalidFields'),
      errors: {
        company_name: [ro.validation.required],
        fiscal_code: [ro.validation.fiscalCode],
        email: [ro.validation.email],
        branch_id: [ro.validation.required],
        iban: [ro.validation.iban],
        accept_terms: [ro.validation.acceptTerms],
        phone: [ro.validation.phone],
      },
    });
    expect(api.calls).toEqual([]);
  });

  it('names the limit of an over-long field and a missing one as required, in Russian too', async () => {
    const api = backend();
    const withoutCity: Record<string, unknown> = { ...validAgencyDetails, company_name: 'x'.repeat(201) };
    delete withoutCity.city;
    const response = await post(bff(api.fetch), 'contract/agency', withoutCity, 'ru');
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      company_name: ['Не более 200 символов'],
      city: [ru.validation.required],
    });
    expect(api.calls).toEqual([]);
  });

  it('forwards a valid registration as it was sent and returns the backend’s answer', async () => {
    const api = backend();
    const response = await post(bff(api.fetch), 'contract/agency-registration', validAgencyRegistration);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Cererea a fost primită.' });
    expect(api.calls).toEqual([
      { path: '/api/contract/agency-registration', body: JSON.stringify(validAgencyRegistration) },
    ]);
  });

  it('answers a field check with the errors the submit would get, forwarding nothing', async () => {
    const api = backend();
    const handle = bff(api.fetch);
    const refused = await post(handle, 'contract/agency-registration/check', wrong);
    expect(refused.status).toBe(200);
    expect((await refused.json()).errors).toMatchObject({ iban: [ro.validation.iban], phone: [ro.validation.phone] });
    const fine = await post(handle, 'contract/agency/check', validAgencyDetails);
    expect(await fine.json()).toEqual({ errors: {} });
    expect(api.calls).toEqual([]);
  });
});
