/**
 * The password rules (docs/product.md "Running the agency: the calls"): one list the password form
 * shows as the user types and the demo backend enforces on `change_password`, a new employee and a
 * password reset's new password alike. Each rule is a catalogue key the UI and the backend translate.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit', 'notEmail'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const CHECKS: Record<PasswordRule, (password: string, email: string) => boolean> = {
  length: (password) => [...password].length >= PASSWORD_MIN_LENGTH && [...password].length <= PASSWORD_MAX_LENGTH,
  lowercase: (password) => /\p{Ll}/u.test(password),
  uppercase: (password) => /\p{Lu}/u.test(password),
  digit: (password) => /\d/.test(password),
  // Neither the email nor its local part, in any case.
  notEmail: (password, email) => {
    const lower = password.trim().toLowerCase();
    const address = email.trim().toLowerCase();
    return address === '' || (lower !== address && lower !== address.split('@')[0]);
  },
};

/** Every rule with whether the password meets it, in the order the form lists them. */
export function passwordChecks(password: string, email = ''): { rule: PasswordRule; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, ok: CHECKS[rule](password, email) }));
}

/** The rules a password breaks; empty when it is strong enough. */
export function brokenPasswordRules(password: string, email = ''): PasswordRule[] {
  return passwordChecks(password, email)
    .filter((check) => !check.ok)
    .map((check) => check.rule);
}
