import { ApiRequestError, apiFetch, apiRequest, NETWORK_ERROR_STATUS } from '@/lib/hooks/fetcher';

// apiRequest as its callers see it: what a failed answer turns into. The reader of failed
// answers (lib/hooks/api-error-body.ts) is a chunk of its own, fetched with the first request.

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: string, type = 'application/json') {
  const fetchMock = jest.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function failure(call: Promise<unknown>): Promise<ApiRequestError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

it('sends the CSRF header and answers JSON', async () => {
  const fetchMock = answer(200, '{"data":[1]}');
  await expect(apiFetch('/api/orders')).resolves.toEqual({ data: [1] });
  const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Headers;
  expect(headers.get('x-csrf')).toBe('1');
});

it('reads the redirect of a 401 answer', async () => {
  answer(401, JSON.stringify({ error: 'Unauthorized', message: 'Sign in again', redirect: '/auth/login' }));
  const error = await failure(apiRequest('/api/orders'));
  expect(error).toMatchObject({ status: 401, redirect: '/auth/login' });
});

it('reads the title, message, field errors and the whole body of a failed answer', async () => {
  const body = { error: 'Validation failed', message: 'Check the form', errors: { phone: ['validation.phone'] } };
  answer(422, JSON.stringify(body));
  const error = await failure(apiRequest('/api/orders/1', { method: 'PATCH', json: {} }));
  expect(error).toMatchObject({
    status: 422,
    error: 'Validation failed',
    message: 'Check the form',
    errors: { phone: ['validation.phone'] },
    body,
  });
});

it('wraps a text answer as the message (docs/product.md §8)', async () => {
  answer(500, 'upstream exploded', 'text/plain');
  const error = await failure(apiRequest('/api/orders'));
  expect(error).toMatchObject({ status: 500, error: '', message: 'upstream exploded' });
});

it('keeps only the status of a JSON answer that is not an error body', async () => {
  answer(409, '{"error": 409}');
  const error = await failure(apiRequest('/api/orders'));
  expect(error).toMatchObject({ status: 409, error: '', message: '' });
});

it('reports a request that got no answer as 888', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const error = await failure(apiRequest('/api/orders'));
  expect(error.status).toBe(NETWORK_ERROR_STATUS);
  expect(error.isNetworkError).toBe(true);
});

it('still fails with the status when the reader of failed answers cannot be fetched', async () => {
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@/lib/hooks/api-error-body', () => {
      throw new Error('Failed to load chunk /_next/static/chunks/x.js');
    });
    const fetcher = await import('@/lib/hooks/fetcher');
    const failed = async (status: number, body: unknown) => {
      answer(status, JSON.stringify(body));
      const error = await fetcher.apiRequest('/api/orders').then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(fetcher.ApiRequestError);
      return error;
    };
    expect(await failed(403, { error: 'Forbidden', message: 'No access' })).toMatchObject({
      status: 403,
      message: '',
      redirect: undefined,
    });
    // The session is gone: the login form, as the BFF's 401 body would have said.
    expect(await failed(401, { error: 'Unauthorized', redirect: '/auth/login' })).toMatchObject({
      status: 401,
      redirect: '/auth/login',
    });
  });
});
