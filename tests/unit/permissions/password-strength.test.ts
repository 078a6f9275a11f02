import { brokenPasswordRules, passwordChecks, PASSWORD_RULES } from '@/lib/shared/password-strength';
import { changePasswordSchema } from '@/lib/schemas/profile';

// The rules the password form shows as the user types and the backend enforces (docs/product.md
// "Running the agency: the calls").
describe('password strength', () => {
  it.each([
    ['', 'ana@demo.travel', ['length', 'lowercase', 'uppercase', 'digit']],
    ['short1A', 'ana@demo.travel', ['length']],
    ['alllowercase1', 'ana@demo.travel', ['uppercase']],
    ['ALLUPPERCASE1', 'ana@demo.travel', ['lowercase']],
    ['NoDigitsHere', 'ana@demo.travel', ['digit']],
    ['Ana@Demo.Travel1', 'ana@demo.travel1', ['notEmail']],
    ['Ana1234567', 'ana1234567@demo.travel', ['notEmail']],
    ['Țară-frumoasă7', 'ana@demo.travel', []],
    ['Sunny-beach7', '', []],
    [`Aa1${'x'.repeat(126)}`, 'ana@demo.travel', ['length']],
  ])('%j for %s breaks %j', (password, email, broken) => {
    expect(brokenPasswordRules(password, email)).toEqual(broken);
  });

  it('lists every rule in order with whether it holds, for the form', () => {
    const checks = passwordChecks('abc', 'x@y.md');
    expect(checks.map((check) => check.rule)).toEqual([...PASSWORD_RULES]);
    expect(checks.filter((check) => check.ok).map((check) => check.rule)).toEqual(['lowercase', 'notEmail']);
  });

  it('asks for the new password twice, the same', () => {
    const result = changePasswordSchema.safeParse({
      current_password: 'a',
      password: 'Sunny-beach7',
      password_confirmation: 'Sunny-beach8',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password_confirmation', 'validation.passwordsDiffer'],
    ]);
  });
});
