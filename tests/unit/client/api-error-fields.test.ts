import { apiErrorFields } from '@/lib/hooks/api-error-body';
import { apiErrorSchema } from '@/lib/schemas/list';

// The client reads error bodies without zod (lib/hooks/api-error-body.ts); it must accept and reject
// exactly what the wire contract, apiErrorSchema with every field optional, does.
const bodies: unknown[] = [
  null,
  'text',
  42,
  [],
  {},
  { error: 'Forbidden', message: 'No access' },
  { error: 'Invalid', message: 'Check the form', errors: { email: ['validation.email'], name: [] } },
  { error: 'Expired', message: 'Sign in again', redirect: '/auth/login' },
  { message: 'only a message', extra: 1 },
  { error: 404 },
  { message: null },
  { redirect: 5 },
  { errors: [] },
  { errors: null },
  { errors: { email: 'validation.email' } },
  { errors: { email: [1] } },
];

test.each(bodies.map((body) => [JSON.stringify(body), body]))('error body %s: the same answer as apiErrorSchema.partial()', (_, body) => {
  const parsed = apiErrorSchema.partial().safeParse(body);
  expect(apiErrorFields(body)).toEqual(parsed.success ? parsed.data : null);
});
