import { z } from 'zod';

// Wire format of the Auth calls (SPEC.md §7). Messages are catalogue keys: forms translate them.

/** POST jwt/login */
export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, 'validation.required'),
  password: z.string().min(1, 'validation.required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of jwt/login and jwt/refresh-token. */
export const credentialsSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds until the access token expires; the portal also reads the JWT `exp`. */
  expires_in: z.number().int().positive().optional(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** POST jwt/refresh-token */
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1) });

/** POST forgot_password */
export const forgotPasswordRequestSchema = z.object({
  email: z.email('validation.email'),
});

/** POST reset_password/{token} */
export const resetPasswordRequestSchema = z
  .object({
    password: z.string().min(8, 'validation.passwordMin'),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwordsDiffer',
  });

/** GET check_reset_token/{token}: 200 with this body, or 404/422 {error, message}. */
export const resetTokenCheckSchema = z.object({ valid: z.literal(true), email: z.string() });

/** Answer of successful forgot/reset/registration calls. */
export const messageResponseSchema = z.object({ message: z.string() });
