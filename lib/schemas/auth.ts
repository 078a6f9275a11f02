import { z } from 'zod/mini';
import { brokenPasswordRules } from '@/lib/shared/password-strength';
import { maxLengthMessage } from '@/lib/shared/message-key';

// Wire format of the Auth calls (docs/product.md §7). Messages are catalogue keys: forms translate them.
// zod/mini, not zod: the login, forgot and reset forms validate with these in the browser
// (docs/architecture.md §11).

/** Longest login (an email: RFC 5321's path limit) and password the backend reads (docs/testing.md, "Security"). */
const MAX_LOGIN = 254;
const MAX_PASSWORD = 1000;

/** POST jwt/login */
export const loginRequestSchema = z.object({
  login: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(MAX_LOGIN, maxLengthMessage(MAX_LOGIN))),
  password: z
    .string()
    .check(z.minLength(1, 'validation.required'), z.maxLength(MAX_PASSWORD, maxLengthMessage(MAX_PASSWORD))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of jwt/login and jwt/refresh-token. */
export const credentialsSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  /** Seconds until the access token expires; the portal also reads the JWT `exp`. */
  expires_in: z.optional(z.int().check(z.positive())),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** POST jwt/refresh-token */
export const refreshRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(1)) });

/** POST forgot_password */
export const forgotPasswordRequestSchema = z.object({
  email: z.email('validation.email').check(z.maxLength(MAX_LOGIN, maxLengthMessage(MAX_LOGIN))),
});

/**
 * POST reset_password/{token}. The new password meets lib/shared/password-strength.ts, as the
 * profile's password change does: the backend checks it with the account's email, the form with
 * resetPasswordFormSchema (the rules shown as a checklist while the user types).
 */
export const resetPasswordRequestSchema = z
  .object({
    password: z
      .string()
      .check(z.minLength(1, 'validation.required'), z.maxLength(MAX_PASSWORD, maxLengthMessage(MAX_PASSWORD))),
    password_confirmation: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'validation.passwordsDiffer',
    }),
  );

/** The reset form's check: the wire's, and every password rule for the account's email. */
export const resetPasswordFormSchema = (email: string) =>
  resetPasswordRequestSchema.check(
    z.refine((v) => !v.password || brokenPasswordRules(v.password, email).length === 0, {
      path: ['password'],
      message: 'validation.passwordWeak',
    }),
  );

/** GET check_reset_token/{token}: 200 with this body, or 404/422 {error, message}. */
export const resetTokenCheckSchema = z.object({ valid: z.literal(true), email: z.string() });

/** Answer of successful forgot/reset/registration calls. */
export const messageResponseSchema = z.object({ message: z.string() });

/** POST jwt/login through the BFF: the user (docs/architecture.md §3); the portal reads only the role. */
export const loginResponseSchema = z.object({ alias: z.string() });
