import 'server-only';
import { cache } from 'react';
import { resetTokenCheckSchema } from '@/lib/schemas/auth';
import { userSchema, type User } from '@/lib/schemas/user';
import { checkSegments } from '@/lib/bff/paths';
import { backendJson } from './client';
import { BackendError } from './errors';

/** GET jwt/user, once per request however many components ask (layout, page, menu). */
export const getCurrentUser = cache(async (): Promise<User> => backendJson('jwt/user', userSchema));

/**
 * GET check_reset_token/{token} (public): the reset form is shown only for a live token.
 * null means "invalid or expired"; an outage still throws, so it is not reported as a bad link.
 */
export async function checkResetToken(token: string): Promise<{ valid: true; email: string } | null> {
  // A token that could not be a path segment cannot be valid; don't build a URL from it.
  if (!checkSegments([token]).ok) return null;
  try {
    return await backendJson(`check_reset_token/${token}`, resetTokenCheckSchema, { public: true });
  } catch (error) {
    if (error instanceof BackendError && [400, 404, 410, 422].includes(error.status)) return null;
    throw error;
  }
}
