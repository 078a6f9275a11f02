import { forgotPasswordRequestSchema, loginRequestSchema, resetPasswordRequestSchema } from '@/lib/schemas/auth';

// The auth forms validate in the browser with these (zod/mini); the messages are catalogue keys.
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

test('login: both fields required, the login trimmed', () => {
  expect(issues(loginRequestSchema.safeParse({ login: '   ', password: '' }))).toEqual([
    ['login', 'validation.required'],
    ['password', 'validation.required'],
  ]);
  expect(loginRequestSchema.parse({ login: ' agent@demo.travel ', password: ' x ' })).toEqual({ login: 'agent@demo.travel', password: ' x ' });
});

test('forgot: an e-mail address', () => {
  expect(issues(forgotPasswordRequestSchema.safeParse({ email: 'not-an-address' }))).toEqual([['email', 'validation.email']]);
  expect(forgotPasswordRequestSchema.safeParse({ email: 'agent@demo.travel' }).success).toBe(true);
});

test('reset: at least 8 characters, and the confirmation must match', () => {
  expect(issues(resetPasswordRequestSchema.safeParse({ password: 'short', password_confirmation: 'short' }))).toEqual([['password', 'validation.passwordMin']]);
  expect(issues(resetPasswordRequestSchema.safeParse({ password: 'long-enough', password_confirmation: 'different' }))).toEqual([
    ['password_confirmation', 'validation.passwordsDiffer'],
  ]);
  expect(resetPasswordRequestSchema.safeParse({ password: 'long-enough', password_confirmation: 'long-enough' }).success).toBe(true);
});
