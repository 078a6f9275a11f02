import { defaultCommissionPeriod, readCommissionPeriod } from '@/lib/profile/commission-period';
import { changePasswordFormSchema, profileFormSchema } from '@/lib/schemas/profile';

// The profile's forms validate with these in the browser (docs/product.md §10 "The profile").
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('personal info', () => {
  it('needs a name and takes a phone only when complete for its country', () => {
    expect(issues(profileFormSchema.safeParse({ name: ' ', phone: '' }))).toEqual([['name', 'validation.required']]);
    expect(issues(profileFormSchema.safeParse({ name: 'Ana Agent', phone: '+3736912' }))).toEqual([
      ['phone', 'validation.phone'],
    ]);
    expect(profileFormSchema.parse({ name: ' Ana Agent ', phone: '+37369123456' })).toEqual({
      name: 'Ana Agent',
      phone: '+37369123456',
    });
    expect(profileFormSchema.parse({ name: 'Ana Agent' })).toEqual({ name: 'Ana Agent', phone: '' });
  });
});

describe('the password change', () => {
  const schema = changePasswordFormSchema('ana@demo.travel');
  const form = (password: string, confirmation = password) => ({
    current_password: 'Old-pass-1',
    password,
    password_confirmation: confirmation,
  });

  it('asks for all three fields', () => {
    expect(issues(schema.safeParse({ current_password: '', password: '', password_confirmation: '' }))).toEqual([
      ['current_password', 'validation.required'],
      ['password', 'validation.required'],
      ['password_confirmation', 'validation.required'],
    ]);
  });

  it('holds the new password to every rule, the email included', () => {
    for (const weak of ['demo12345', 'Short1', 'NODIGITS-here', 'nouppercase1', 'ana', 'Ana@demo.travel']) {
      expect(issues(schema.safeParse(form(weak)))).toContainEqual(['password', 'validation.passwordWeak']);
    }
    expect(schema.safeParse(form('Fresh-pass-1')).success).toBe(true);
  });

  it('needs the repeat to match', () => {
    expect(issues(schema.safeParse(form('Fresh-pass-1', 'Fresh-pass-2')))).toEqual([
      ['password_confirmation', 'validation.passwordsDiffer'],
    ]);
  });
});

describe('the commission period', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('is the current month up to today by default, and whatever broken period the URL has', () => {
    const fallback = defaultCommissionPeriod(now);
    expect(fallback).toEqual({ from: '01.11.2026', to: '26.11.2026' });
    expect(readCommissionPeriod({}, fallback)).toEqual(fallback);
    expect(readCommissionPeriod({ from: '31.02.2026', to: '01.03.2026' }, fallback)).toEqual(fallback);
    expect(readCommissionPeriod({ from: '10.05.2026', to: '01.05.2026' }, fallback)).toEqual(fallback);
    expect(readCommissionPeriod({ from: null, to: '01.05.2026' }, fallback)).toEqual(fallback);
  });

  it('is the URL’s when both ends are real days in order', () => {
    expect(readCommissionPeriod({ from: '01.05.2026', to: ['31.05.2026', 'x'] }, defaultCommissionPeriod(now))).toEqual(
      { from: '01.05.2026', to: '31.05.2026' },
    );
  });
});
