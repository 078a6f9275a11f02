import { apiErrorFields, errorFromResponse } from '@/lib/hooks/api-error-body';

// A failed answer read in the browser (lib/hooks/api-error-body.ts) by the error body's own schema
// (lib/schemas/api-error.ts): the fields it has, in their types; anything else is no error body.

test.each([
  [
    { error: 'Forbidden', message: 'No access' },
    { error: 'Forbidden', message: 'No access' },
  ],
  [
    { error: 'Invalid', message: 'Check the form', errors: { email: ['validation.email'], name: [] } },
    { error: 'Invalid', message: 'Check the form', errors: { email: ['validation.email'], name: [] } },
  ],
  [
    { error: 'Expired', message: 'Sign in again', redirect: '/auth/login' },
    { error: 'Expired', message: 'Sign in again', redirect: '/auth/login' },
  ],
  [{ message: 'only a message', extra: 1 }, { message: 'only a message' }],
  [{}, {}],
])('an error body %j reads as %j', (body, fields) => {
  expect(apiErrorFields(body)).toEqual(fields);
});

test.each([
  null,
  'text',
  42,
  [],
  { error: 404 },
  { message: null },
  { redirect: 5 },
  { errors: [] },
  { errors: null },
  { errors: { email: 'validation.email' } },
  { errors: { email: [1] } },
])('%j is no error body', (body) => {
  expect(apiErrorFields(body)).toBeNull();
});

test('a failed answer becomes an error with its status and fields; a text body is its message', async () => {
  const invalid = await errorFromResponse(
    new Response(JSON.stringify({ error: 'Invalid', message: 'Check', errors: { email: ['validation.email'] } }), {
      status: 422,
    }),
  );
  expect(invalid).toMatchObject({ status: 422, message: 'Check', errors: { email: ['validation.email'] } });
  const text = await errorFromResponse(new Response('Bad gateway', { status: 502 }));
  expect(text).toMatchObject({ status: 502, message: 'Bad gateway' });
  const wrong = await errorFromResponse(new Response(JSON.stringify({ error: 404 }), { status: 500 }));
  expect(wrong).toMatchObject({ status: 500, message: '' });
});
