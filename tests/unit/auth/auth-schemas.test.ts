import { maxLengthMessage } from '@/lib/shared/message-key';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from '@/lib/schemas/auth';

// The auth forms validate in the browser with these (zod/mini); the messages are catalogue keys.
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

test('login: both fields required, the login trimmed', () => {
  expect(issues(loginRequestSchema.safeParse({ login: '   ', password: '' }))).toEqual([
    ['login', 'validation.required'],
    ['password', 'validation.required'],
  ]);
  expect(loginRequestSchema.parse({ login: ' agent@demo.travel ', password: ' x ' })).toEqual({
    login: 'agent@demo.travel',
    password: ' x ',
  });
});

test('forgot: an e-mail address', () => {
  expect(issues(forgotPasswordRequestSchema.safeParse({ email: 'not-an-address' }))).toEqual([
    ['email', 'validation.email'],
  ]);
  expect(forgotPasswordRequestSchema.safeParse({ email: 'agent@demo.travel' }).success).toBe(true);
});

test('reset: a password, and the confirmation must match; the form also holds it to every password rule', () => {
  expect(issues(resetPasswordRequestSchema.safeParse({ password: '', password_confirmation: '' }))).toEqual([
    ['password', 'validation.required'],
  ]);
  expect(
    issues(resetPasswordRequestSchema.safeParse({ password: 'Long-enough1', password_confirmation: 'different' })),
  ).toEqual([['password_confirmation', 'validation.passwordsDiffer']]);
  expect(
    resetPasswordRequestSchema.safeParse({ password: 'Long-enough1', password_confirmation: 'Long-enough1' }).success,
  ).toBe(true);
  // The old rule let these through: eight characters without an upper-case letter or digit, or the email itself.
  const form = resetPasswordFormSchema('office@demo.travel');
  expect(issues(form.safeParse({ password: 'demo12345', password_confirmation: 'demo12345' }))).toEqual([
    ['password', 'validation.passwordWeak'],
  ]);
  expect(
    issues(form.safeParse({ password: 'Office@demo.travel1', password_confirmation: 'Office@demo.travel1' })),
  ).toEqual([]);
  expect(issues(form.safeParse({ password: 'Short1', password_confirmation: 'Short1' }))).toEqual([
    ['password', 'validation.passwordWeak'],
  ]);
  expect(form.safeParse({ password: 'Long-enough1', password_confirmation: 'Long-enough1' }).success).toBe(true);
});

test('limits: a login of at most 254 characters, passwords of at most 1000', () => {
  const long = (n: number) => 'a'.repeat(n);
  expect(issues(loginRequestSchema.safeParse({ login: long(255), password: long(1001) }))).toEqual([
    ['login', maxLengthMessage(254)],
    ['password', maxLengthMessage(1000)],
  ]);
  expect(loginRequestSchema.safeParse({ login: long(254), password: long(1000) }).success).toBe(true);
  expect(issues(forgotPasswordRequestSchema.safeParse({ email: `${long(250)}@x.md` }))).toContainEqual([
    'email',
    maxLengthMessage(254),
  ]);
  expect(
    issues(resetPasswordRequestSchema.safeParse({ password: long(1001), password_confirmation: long(1001) })),
  ).toEqual([['password', maxLengthMessage(1000)]]);
});
